import type { Plugin } from "vite";

/**
 * React DOM's production client creates five Error objects when its module is evaluated
 * (HydrationMismatchException, SuspenseException, SuspenseyCommitException,
 * SuspenseActionException, SelectiveHydrationException). They are sentinels: React throws
 * them to itself and tells them apart by identity; no user ever sees their stack.
 *
 * Creating an Error records a stack trace, and where DevTools are attached (Lighthouse,
 * Playwright's traces) V8 then needs the source positions of every function on the stack,
 * here the whole of React DOM's module body, which it parses a second time: a 25 to 40 ms task
 * on this machine, which Lighthouse's 4x CPU throttling turns into 100 to 150 ms of blocking
 * time on every first visit. The build therefore creates these five as stackless objects with
 * Error's prototype: `instanceof Error`, `message` and identity are unchanged.
 *
 * The transform insists on finding all five, so an upgrade of React that renames or removes
 * one fails the build here instead of silently losing the saving.
 */
export const SENTINELS = {
  HydrationMismatchException: 519,
  SuspenseException: 460,
  SuspenseyCommitException: 474,
  SuspenseActionException: 542,
  SelectiveHydrationException: 461,
} as const;

const HELPER = "__juteStacklessError";

const helperSource =
  `function ${HELPER}(message) {\n` +
  `  return Object.create(Error.prototype, { message: { value: message, writable: true, configurable: true } });\n` +
  `}\n`;

/** React DOM's production client module, as pnpm lays it out. */
export const isReactDomClient = (id: string) => /[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/.test(id);

/** The module's source with the five sentinels created without a stack; throws if any is missing. */
export function stacklessSentinels(source: string): string {
  let code = source;
  for (const [name, number] of Object.entries(SENTINELS)) {
    const created = `${name} = Error(formatProdErrorMessage(${number}))`;
    const count = code.split(created).length - 1;
    if (count !== 1) {
      throw new Error(
        `stackless-react-sentinels: expected "${created}" once in react-dom-client.production.js, found it ${count} times. ` +
          "React DOM has changed: review apps/site/vite/stackless-react-sentinels.ts.",
      );
    }
    code = code.replace(created, `${name} = ${HELPER}(formatProdErrorMessage(${number}))`);
  }
  // The module starts with its licence comment and "use strict"; a function declaration after
  // them is hoisted, so the sentinels can call it wherever they are declared.
  return `${code}\n${helperSource}`;
}

export function stacklessReactSentinels(): Plugin {
  return {
    name: "jute-stackless-react-sentinels",
    apply: "build",
    enforce: "pre",
    transform(code, id) {
      if (this.environment.config.build.ssr || !isReactDomClient(id)) return null;
      return { code: stacklessSentinels(code), map: null };
    },
  };
}
