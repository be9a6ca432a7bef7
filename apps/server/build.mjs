// Bundles the server and the workspace packages it uses into dist/main.mjs, so production
// runs plain JavaScript. Third-party packages stay external (PGlite loads its WebAssembly
// from its own folder; argon2 is a native addon).
import { build } from "esbuild";

await build({
  entryPoints: ["src/main.ts"],
  outfile: "dist/main.mjs",
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  sourcemap: true,
  logLevel: "warning",
  plugins: [
    {
      name: "externalise-dependencies",
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith("@jute/") ? undefined : { path: args.path, external: true }));
      },
    },
  ],
});
