// Bundles the server and the workspace packages it uses into dist/main.mjs, so production
// runs plain JavaScript. Third-party packages stay external (PGlite loads its WebAssembly
// from its own folder; argon2 is a native addon). Run directly, or import buildServer().
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Bundles src/main.ts to `outfile` (dist/main.mjs by default; tests build their own file) and,
 * beside it, the worker thread that makes spec sheets' PDFs under the name the server looks
 * for (domain/catalogue/spec-sheet-renderer.ts): `<bundle>-spec-sheet-worker.mjs`.
 */
export async function buildServer(outfile = path.join(here, "dist/main.mjs"), entry = "src/main.ts") {
  const built = await bundle(outfile, entry);
  if (entry === "src/main.ts") await bundle(outfile.replace(/\.mjs$/, "-spec-sheet-worker.mjs"), "src/domain/catalogue/spec-sheet-worker.ts");
  return built;
}

function bundle(outfile, entry) {
  return build({
    entryPoints: [path.join(here, entry)],
    outfile,
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
}

/** Bundles the `pnpm staff:add` command to dist/staff-add.mjs (beside main.mjs: same paths). */
export function buildStaffCli(outfile = path.join(here, "dist/staff-add.mjs")) {
  return buildServer(outfile, "src/cli/staff-add.ts");
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildServer();
  await buildStaffCli();
}
