import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import escapeHtml from "escape-html";
import { defineConfig, minify, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import optimizeLocales from "@react-aria/optimize-locales-plugin";
import { routePatterns, sitemapPaths, staffPagePaths } from "./src/shared/config/paths.ts";
import { stacklessReactSentinels } from "./vite/stackless-react-sentinels.ts";
import { xstateThrough } from "./vite/xstate-through.ts";

const apiTarget = process.env.API_PROXY_TARGET ?? "http://127.0.0.1:3000";

/** The site's public origin for sitemap.xml and robots.txt (no trailing slash). */
function siteUrl(): string {
  const raw = process.env.SITE_URL ?? "http://localhost:3000";
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`SITE_URL must be an absolute URL, got "${raw}"`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new Error(`SITE_URL must be http(s), got "${raw}"`);
  return url.origin + url.pathname.replace(/\/+$/, "");
}

function sitemapXml(origin: string): string {
  const urls = sitemapPaths()
    .map((path) => `  <url><loc>${escapeHtml(origin + path)}</loc></url>`)
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

const robotsTxt = (origin: string) => `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;

/**
 * Files generated from the typed route list (src/shared/config/paths.ts), so they cannot drift from
 * the router: routes.json (the paths the server answers with the SPA and status 200; any other
 * path gets the SPA with 404), sitemap.xml and robots.txt (both need the absolute SITE_URL).
 * The dev server serves the same files.
 */
function routeFiles(): Plugin {
  const files = () => {
    const origin = siteUrl();
    return {
      "routes.json": { type: "application/json", body: `${JSON.stringify([...routePatterns(), ...staffPagePaths], null, 2)}\n` },
      "sitemap.xml": { type: "application/xml", body: sitemapXml(origin) },
      "robots.txt": { type: "text/plain", body: robotsTxt(origin) },
    };
  };
  return {
    name: "jute-route-files",
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const name = req.url?.split("?")[0]?.slice(1) ?? "";
        const file = (files() as Record<string, { type: string; body: string }>)[name];
        if (!file) return next();
        res.setHeader("Content-Type", `${file.type}; charset=utf-8`);
        res.end(file.body);
      });
    },
    generateBundle() {
      for (const [fileName, file] of Object.entries(files())) {
        this.emitFile({ type: "asset", fileName, source: file.body });
      }
    },
  };
}

/**
 * Writes node_modules/.jute-build/chunks.json: each emitted JS and CSS file with the modules in
 * it (paths relative to the repository). The budget test (e2e/perf/budgets.spec.ts) reads it to
 * tell which chunks carry XState or the price-lookup code. Kept out of dist/ (not served).
 */
function chunkModules(): Plugin {
  const repoRoot = path.resolve(import.meta.dirname, "../..");
  return {
    name: "jute-chunk-modules",
    apply: "build",
    writeBundle(_options, bundle) {
      if (this.environment.config.build.ssr) return;
      const map: Record<string, string[]> = {};
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type !== "chunk") continue;
        map[fileName] = Object.keys(output.modules).map((id) => path.relative(repoRoot, id.replace(/^\0/, "").split("?")[0] ?? id));
      }
      const dir = path.join(import.meta.dirname, "node_modules", ".jute-build");
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, "chunks.json"), `${JSON.stringify(map, null, 1)}\n`);
    },
  };
}

/**
 * Development only, never a build (e2e/perf/no-flow-tooling.spec.ts greps the build for it):
 * `VITE_INSPECT=1 pnpm dev` shows every actor live in the Stately inspector. The flows'
 * transitions are recorded by the unit runs (vitest.workspace.ts). See src/shared/flows/README.md.
 */
function flowTooling(command: "build" | "serve"): Plugin[] {
  if (command === "serve" && process.env.VITE_INSPECT === "1") return [xstateThrough(path.join(import.meta.dirname, "src/shared/flows/coverage/xstate-inspect.ts"))];
  return [];
}

/**
 * public/boot.js is copied as written (its comments explain it), and every prerendered page's
 * first visit loads it: the build writes it minified (2.2 KB gzipped as written, 0.9 KB
 * minified).
 */
function minifiedBoot(): Plugin {
  let outDir = "dist";
  return {
    name: "jute-minified-boot",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      const file = path.join(outDir, "boot.js");
      // The prerender's server build copies no public files.
      if (!existsSync(file)) return;
      const { code } = await minify("boot.js", readFileSync(file, "utf8"), { compress: true, mangle: true });
      writeFileSync(file, code);
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    // The site is in English: keep react-aria's strings for English only (it ships over 30
    // languages, which otherwise land in the entry chunk of every first visit).
    optimizeLocales.vite({ locales: ["en-US"] }),
    // React DOM's five internal sentinel errors without a stack trace (see the plugin).
    stacklessReactSentinels(),
    routeFiles(),
    minifiedBoot(),
    chunkModules(),
    ...flowTooling(command),
  ],
  resolve: {
    alias: [{ find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: path.resolve(import.meta.dirname, "vite/use-sync-external-store.ts") }],
  },
  server: {
    port: 5173,
    // `pnpm dev`: the site with hot reload, the API proxied to the running server.
    proxy: { "/api": { target: apiTarget, changeOrigin: false } },
  },
  build: {
    outDir: "dist",
    assetsDir: "assets",
    sourcemap: false,
    // scripts/prerender.mjs reads it to preload each prerendered page's own chunk, then deletes it.
    manifest: true,
    rollupOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: "index", tags: ["$initial"] }],
        },
      },
      // route-meta.ts imports page-descriptions.ts lazily so the entry chunk goes without it;
      // content pages import it statically through pages.ts, so the bundler says the lazy import
      // moves nothing. That is the intent (the entry is checked without it in the budget
      // tests): this one notice is dropped, every other warning still prints.
      onLog(level, log, handler) {
        if (log.code === "INEFFECTIVE_DYNAMIC_IMPORT" && log.message.includes("page-descriptions")) return;
        handler(level, log);
      },
      treeshake: {
        // @jute/ui is imported through its barrel (index.ts). Its modules have no side effects
        // (CSS aside), and saying so lets the bundler leave a component a page uses in that
        // page's chunk instead of hoisting it, and react-aria with it, into the entry chunk.
        moduleSideEffects: (id) => !/[\\/]packages[\\/]ui[\\/]src[\\/].*\.tsx?$/.test(id),
      },
    },
  },
}));
