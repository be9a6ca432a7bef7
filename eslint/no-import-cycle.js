/**
 * local/no-import-cycle: no module reaches itself through relative imports, type-only imports
 * included (`import type`, `export type ... from`, `import { type X }`), dynamic `import()` too.
 *
 * import-x/no-cycle skips type-only imports and has no option to count them, yet a type-only
 * circle couples two modules as much as a value one (each must change with the other, and the
 * layers the lint zones keep apart no longer hold). This rule walks the graph of relative
 * specifiers itself: the linted file's imports from its syntax tree, every other file's from
 * its text on disk (read once per lint run and cached by modification time). Package imports
 * (`@jute/api`, `react`) are not followed: packages never import back into an app (zones).
 */
import { readFileSync, statSync } from "node:fs";
import path from "node:path";

const EXTENSIONS = [".ts", ".tsx", ".mts", ".js", ".mjs"];
/** Specifiers of `import ... from`, `export ... from`, `import "x"` and `import("x")`. */
const SPECIFIER = /(?:\bimport|\bexport)\b[^'"`;]*?\bfrom\s*["']([^"']+)["']|\bimport\s*["']([^"']+)["']|\bimport\s*\(\s*["']([^"']+)["']\s*\)/g;
/** Block and line comments, so a specifier quoted in a comment is not an edge. */
const COMMENTS = /\/\*[\s\S]*?\*\/|(^|[^:\\])\/\/.*$/gm;

const cache = new Map();

/** The file a relative specifier names, or null (a package, an asset, or missing). */
function resolveRelative(fromFile, specifier) {
  if (!specifier.startsWith("./") && !specifier.startsWith("../")) return null;
  const base = path.resolve(path.dirname(fromFile), specifier);
  const candidates = [base, ...EXTENSIONS.map((ext) => base + ext), ...EXTENSIONS.map((ext) => path.join(base, `index${ext}`))];
  // A .js specifier may name a .ts file (NodeNext style).
  if (/\.m?js$/.test(base)) candidates.push(base.replace(/\.(m?)js$/, ".$1ts"), base.replace(/\.js$/, ".tsx"));
  for (const candidate of candidates) {
    try {
      if (statSync(candidate).isFile() && EXTENSIONS.includes(path.extname(candidate))) return candidate;
    } catch {
      // not this one
    }
  }
  return null;
}

/** The modules a file on disk imports by relative specifiers. */
function importsOnDisk(file) {
  let mtime;
  try {
    mtime = statSync(file).mtimeMs;
  } catch {
    return [];
  }
  const cached = cache.get(file);
  if (cached && cached.mtime === mtime) return cached.imports;
  const text = readFileSync(file, "utf8").replace(COMMENTS, "$1");
  const imports = new Set();
  for (const match of text.matchAll(SPECIFIER)) {
    const target = resolveRelative(file, match[1] ?? match[2] ?? match[3] ?? "");
    if (target) imports.add(target);
  }
  const list = [...imports];
  cache.set(file, { mtime, imports: list });
  return list;
}

/** A shortest chain of imports from `start` back to `file` (breadth first), or null. */
function pathBack(start, file) {
  const seen = new Set([start]);
  const queue = [[start]];
  while (queue.length > 0) {
    const chain = queue.shift();
    const last = chain[chain.length - 1];
    for (const next of importsOnDisk(last)) {
      if (next === file) return chain;
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push([...chain, next]);
    }
  }
  return null;
}

export default {
  meta: {
    type: "problem",
    docs: { description: "Forbid import cycles, type-only imports included" },
    schema: [],
    messages: { cycle: "Import cycle (type-only imports count): {{chain}}" },
  },
  create(context) {
    const file = context.physicalFilename;
    if (!path.isAbsolute(file)) return {};
    const root = context.cwd;
    const check = (node, source) => {
      if (!source || typeof source.value !== "string") return;
      const target = resolveRelative(file, source.value);
      if (!target || target === file) return;
      const chain = pathBack(target, file);
      if (!chain) return;
      const names = [file, ...chain, file].map((step) => path.relative(root, step));
      context.report({ node: source, messageId: "cycle", data: { chain: names.join(" -> ") } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};
