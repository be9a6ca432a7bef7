/**
 * Points every import of "xstate" (the site's and its dependencies', e.g. @xstate/react's) at a
 * wrapper module that re-exports XState and inspects each actor it creates. Used only by the
 * test runs (Vitest's site project, the e2e recording build `--mode flows`) and by
 * `VITE_INSPECT=1 pnpm dev`; the production build never loads this plugin.
 */
import { createRequire } from "node:module";
import path from "node:path";
import type { Plugin } from "vite";

const require = createRequire(import.meta.url);

export function xstateThrough(wrapper: string): Plugin {
  const target = path.resolve(wrapper);
  // Under Vitest, @xstate/react resolves to its CommonJS build, whose require("xstate") no
  // plugin sees: its ES module build (inlined by the site project) imports "xstate" instead.
  const reactEsm = path.join(path.dirname(require.resolve("@xstate/react/package.json", { paths: [path.resolve(import.meta.dirname, "..")] })), "dist", "xstate-react.esm.js");
  return {
    name: "jute-xstate-through",
    enforce: "pre",
    resolveId(source, importer) {
      if (source === "@xstate/react") return reactEsm;
      if (source !== "xstate" || !importer) return null;
      if (path.resolve(importer.split("?")[0] ?? importer) === target) return null;
      return target;
    },
  };
}
