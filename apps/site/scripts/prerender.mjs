#!/usr/bin/env node
// Prerendering, run by `pnpm --filter @jute/site build` after the client build (`vite build`):
//
// 1. builds src/entry-server.tsx for Node (Vite's SSR build, into node_modules/.prerender);
// 2. renders every route without a parameter (pages of copy, and the frame of login, sign-up and
//    the costing and browse screens, whose form comes after hydration) with react-dom/static,
//    which waits for the lazy page chunks, so the HTML holds the whole page;
// 3. writes each one into a copy of dist/index.html, with the route's title, description,
//    canonical link, head hints (entry-server's `headTags`) and, instead of the entry's
//    <script type=module>, public/boot.js with the entry, its preloads and the page's own chunk
//    (it loads them once the page has painted; the page's chunk is the one of the module the
//    route table names, src/shared/config/paths.ts), as dist/prerendered/<path>/index.html (the home page as
//    dist/prerendered/index.html), and lists them in dist/prerendered.json ({path: file}).
//
// dist/index.html stays the empty shell: the server sends it for the product details
// (/product-details/:id) and, with 404, for unknown paths.
// main.tsx hydrates a page that arrives rendered and renders one that does not.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import escapeHtml from "escape-html";
import { build } from "vite";

const siteRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dist = path.join(siteRoot, "dist");
const ssrOut = path.join(siteRoot, "node_modules", ".prerender");

/** The site's public origin, as vite.config.ts wrote it into robots.txt (SITE_URL). */
function siteOrigin() {
  const robots = readFileSync(path.join(dist, "robots.txt"), "utf8");
  const match = /^Sitemap: (\S+)\/sitemap\.xml$/m.exec(robots);
  if (!match) throw new Error("dist/robots.txt has no Sitemap line: run `vite build` first");
  return match[1];
}

/** The JS files a manifest entry needs (itself and its static imports), for modulepreload. */
function chunkFiles(manifest, key, seen = new Set()) {
  const entry = manifest[key];
  if (!entry || seen.has(key)) return [];
  seen.add(key);
  const files = [entry.file];
  for (const imported of entry.imports ?? []) files.push(...chunkFiles(manifest, imported, seen));
  return files;
}

const shell = readFileSync(path.join(dist, "index.html"), "utf8");
// The site's stylesheet goes inline into the prerendered pages: one request less before the
// first paint (the CSP allows inline styles, not inline scripts). The shell keeps the link.
// A disabled link to the same file stays beside it: the browser neither fetches nor applies it,
// and Vite's loader of lazy chunks, which lists the stylesheet among their dependencies, finds it
// there and does not add it again. Without it a member's page fetched the whole stylesheet again
// (45 KB, 8 KB compressed) and held its 388 rules twice for every style pass after it.
const template = shell.replace(/<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g, (tag, file) => {
  const css = readFileSync(path.join(dist, file), "utf8");
  if (css.includes("</style")) throw new Error(`${file} contains </style`);
  return `<style>${css}</style>${tag.replace(/>$/, " disabled>")}`;
});
if (!template.includes('<div id="root"></div>')) throw new Error('dist/index.html has no empty <div id="root"></div>');
const manifestFile = path.join(dist, ".vite", "manifest.json");
const manifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, "utf8")) : {};
// The entry and the modules Vite preloads for it: on a prerendered page, boot.js loads them
// after the first paint (see public/boot.js), so they leave the head.
const entryTag = /<script type="module" crossorigin src="\/(assets\/[^"]+\.js)"><\/script>\s*/.exec(template);
if (!entryTag) throw new Error("dist/index.html has no entry <script type=module>");
const vitePreloads = [...template.matchAll(/<link rel="modulepreload" crossorigin href="\/(assets\/[^"]+\.js)">\s*/g)];
const pageTemplate = [entryTag, ...vitePreloads].reduce((html, match) => html.replace(match[0], ""), template);
const alreadyLoaded = new Set([entryTag[1], ...vitePreloads.map((match) => match[1])]);

await build({
  root: siteRoot,
  configFile: path.join(siteRoot, "vite.config.ts"),
  logLevel: "warn",
  build: { ssr: "src/entry-server.tsx", outDir: ssrOut, emptyOutDir: true, copyPublicDir: false, manifest: false },
});
const server = await import(pathToFileURL(path.join(ssrOut, "entry-server.js")).href);

const origin = siteOrigin();
const written = {};
rmSync(path.join(dist, "prerendered"), { recursive: true, force: true });

for (const key of server.prerenderRouteKeys()) {
  const route = await server.renderRoute(key);
  // React writes the preloads it finds (images above lazy ones) before the app's markup;
  // they belong in the head, and hydration must find the app's own first element first.
  const leading = /^(?:<link [^>]*\/?>)*/.exec(route.html)?.[0] ?? "";
  const body = route.html.slice(leading.length);
  const reactPreloads = leading.match(/<link [^>]*\/?>/g) ?? [];
  const pageChunks = chunkFiles(manifest, server.pageModuleFile(key)).filter((file) => !alreadyLoaded.has(file));
  const load = [entryTag[1], ...vitePreloads.map((match) => match[1]), ...pageChunks].map((file) => `/${file}`).join(" ");
  const head = [
    `<link rel="canonical" href="${escapeHtml(origin + (route.path === "/" ? "/" : route.path))}">`,
    ...route.headTags,
    ...reactPreloads,
    `<script src="/boot.js" defer data-load="${escapeHtml(load)}"></script>`,
  ].join("\n    ");
  const html = pageTemplate
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(route.title)}</title>`)
    .replace(/<meta name="description" content="[^"]*"\s*\/?>/, `<meta name="description" content="${escapeHtml(route.description)}" />`)
    .replace("</head>", `  ${head}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${body}</div>`);
  const file = path.posix.join("prerendered", route.path === "/" ? "" : route.path.slice(1), "index.html");
  mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
  writeFileSync(path.join(dist, file), html);
  written[route.path] = file;
}

writeFileSync(path.join(dist, "prerendered.json"), `${JSON.stringify(written, null, 2)}\n`);
// The manifest was only needed here; keep it off the served folder.
rmSync(path.join(dist, ".vite"), { recursive: true, force: true });
console.log(`prerendered ${Object.keys(written).length} routes into dist/prerendered/`);
