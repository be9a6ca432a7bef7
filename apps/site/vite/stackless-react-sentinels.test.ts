// @vitest-environment node
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { SENTINELS, isReactDomClient, stacklessSentinels } from "./stackless-react-sentinels";

const require = createRequire(import.meta.url);
// The package's exports do not name its cjs files: find the client beside its package.json.
const clientPath = path.join(path.dirname(require.resolve("react-dom/package.json")), "cjs", "react-dom-client.production.js");
const original = readFileSync(clientPath, "utf8");

/**
 * Evaluates a CommonJS build of React DOM's client in a fresh realm whose Error constructor
 * counts its calls; its dependencies (react, scheduler, react-dom) come from this realm.
 */
function errorsCreatedWhenEvaluated(source: string) {
  const context = vm.createContext({});
  const created: string[] = [];
  vm.runInContext(
    `(function (record) {
      const NativeError = Error;
      globalThis.Error = new Proxy(NativeError, {
        apply(target, self, args) { record(String(args[0])); return Reflect.apply(target, self, args); },
        construct(target, args, newTarget) { record(String(args[0])); return Reflect.construct(target, args, newTarget); },
      });
    })`,
    context,
  )((message: string) => created.push(message));
  const module = { exports: {} as Record<string, unknown> };
  const factory = vm.runInContext(`(function (module, exports, require) {${source}\n})`, context, { filename: clientPath });
  factory(module, module.exports, require);
  return { created, exports: module.exports };
}

describe("stackless React sentinels (build plugin)", () => {
  it("recognises React DOM's production client and nothing else", () => {
    expect(isReactDomClient(clientPath)).toBe(true);
    expect(isReactDomClient(clientPath.replace("production", "development"))).toBe(false);
    expect(isReactDomClient("/x/node_modules/react-dom/cjs/react-dom-server.node.production.js")).toBe(false);
  });

  it("the installed React DOM creates its five sentinel errors when loaded, the transformed one none", () => {
    const before = errorsCreatedWhenEvaluated(original);
    expect(before.created).toHaveLength(Object.keys(SENTINELS).length);

    const after = errorsCreatedWhenEvaluated(stacklessSentinels(original));
    expect(after.created).toEqual([]);
    // Still the same module: it exports the same client API.
    expect(Object.keys(after.exports).sort()).toEqual(Object.keys(before.exports).sort());
    expect(typeof after.exports.hydrateRoot).toBe("function");
  });

  it("fails the build, naming the plugin, when React DOM no longer creates a sentinel as expected", () => {
    const changed = original.replace("SuspenseException = Error(formatProdErrorMessage(460))", "SuspenseException = makeError(460)");
    expect(() => stacklessSentinels(changed)).toThrow(/SuspenseException.*found it 0 times.*stackless-react-sentinels\.ts/);
  });
});
