import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import { readdirSync } from "node:fs";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import noImportCycle from "./eslint/no-import-cycle.js";

/**
 * The site's layers (apps/site/README.md): app -> features -> shared, arrows down only.
 * Each feature may import packages and shared/, never another feature nor app/.
 */
const site = "./apps/site/src";
const siteFeatures = readdirSync(new URL(`${site}/features`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The server's layers (apps/server/README.md, docs/decisions/0009-server-layers.md): http ->
 * domain -> db, arrows down only. Routes reach the database through domain services; the
 * domain knows no Fastify and takes its configuration as arguments. app.ts and main.ts (and
 * cli/) compose the three and read env.ts.
 */
const server = "./apps/server/src";
const serverTop = [`${server}/app.ts`, `${server}/main.ts`, `${server}/cli`, `${server}/env.ts`, `${server}/env-hardening.ts`];

export default tseslint.config(
  { ignores: ["**/dist/**", "coverage/**", "**/node_modules/**", "storybook-static/**", "**/drizzle/**", "test-results/**", "playwright-report/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-non-null-assertion": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["**/*.tsx"],
    plugins: { "react-hooks": reactHooks },
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "warn" },
  },
  // Dependencies point one way: packages never import apps, ui never imports the API.
  {
    files: ["packages/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: ["@jute/site", "@jute/server", "**/apps/**"], message: "packages never import apps" }] }],
    },
  },
  {
    files: ["packages/ui/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: ["@jute/api", "@jute/api/*", "@jute/site", "@jute/server", "**/apps/**", "wouter"], message: "the ui library knows nothing of the API, the apps or the router" }] }],
    },
  },
  // The boundaries the READMEs state, checked on resolved paths (relative imports included).
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".js", ".mjs", ".json"] })],
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
    },
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            // Features never import each other: what one needs of another comes through
            // shared/ or as props that app/ passes.
            ...siteFeatures.map((feature) => ({
              target: `${site}/features/${feature}`,
              from: `${site}/features`,
              except: [`./${feature}`],
              message: "features never import each other: share through shared/ or props that app/ passes",
            })),
            // Arrows never run back up: app/ composes features, features never import it.
            { target: `${site}/features`, from: `${site}/app`, message: "features never import app/ (take the API client from shared/api)" },
            // shared/ is the floor: it uses no feature and not app/.
            { target: `${site}/shared`, from: [`${site}/features`, `${site}/app`], message: "shared/ imports no feature and not app/" },
            // The server: http/ reaches the database only through the domain's services.
            { target: `${server}/http`, from: `${server}/db`, message: "http/ never imports db/: a route goes through a domain service" },
            // The domain imports no route, no start-up module and no configuration reader.
            { target: `${server}/domain`, from: [`${server}/http`, ...serverTop], message: "domain/ imports neither http/ nor app.ts, main.ts, cli/ or env.ts: its configuration comes in as arguments" },
            // db/ is the server's floor.
            { target: `${server}/db`, from: [`${server}/domain`, `${server}/http`, ...serverTop], message: "db/ imports no domain/, http/, env.ts or start-up module" },
            // Packages never import apps (packages/README.md, apps/README.md).
            { target: "./packages", from: "./apps", message: "packages never import apps" },
          ],
        },
      ],
    },
  },
  // The server's domain knows no web framework: hooks, loggers and stores for Fastify live in
  // http/ and app.ts, and the domain takes what it needs as types of its own (domain/log.ts).
  {
    files: ["apps/server/src/domain/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ regex: "^(fastify|fastify-plugin|@fastify/.*)(/.*)?$", message: "no Fastify in domain/: take a type of the domain's own (domain/log.ts) and let http/ or app.ts do the wiring" }] }],
    },
  },
  // No import cycles, type-only imports included (they couple modules as much; import-x's
  // no-cycle skips them, so the repository's own rule walks the graph: eslint/no-import-cycle.js).
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    plugins: { local: { rules: { "no-import-cycle": noImportCycle } } },
    rules: { "local/no-import-cycle": "error" },
  },
  // A flow narrows an event with XState's assertEvent and a call's result with okData/refusalOf
  // (shared/api/result.ts), never with a cast: a cast of `event` or `event.output` fails lint.
  {
    files: ["apps/site/src/**/*.machine.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: ":matches(TSAsExpression, TSTypeAssertion, TSSatisfiesExpression)[expression.type='Identifier'][expression.name='event']",
          message: "no cast of the event in a flow: narrow it with assertEvent",
        },
        {
          selector: ":matches(TSAsExpression, TSTypeAssertion, TSSatisfiesExpression) > MemberExpression.expression[object.name='event']",
          message: "no cast of event.output (or another member of the event) in a flow: the actor's output is typed; narrow a result with okData or refusalOf",
        },
      ],
    },
  },
  // The diagrams' renderer and Storybook's own modules are for stories only: never in the site's bundles.
  {
    files: ["apps/site/src/**/*.{ts,tsx}"],
    // Tests never reach a bundle: a test may check the Storybook helpers against real machines.
    ignores: ["**/*.stories.tsx", "**/*.test.{ts,tsx}", "apps/site/src/shared/flows/storybook/**", "apps/site/src/shared/flows/coverage/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { regex: "^(mermaid|storybook|@storybook/.*)(/.*)?$", message: "Storybook only (stories and shared/flows/storybook/)" },
            { group: ["**/storybook/*", "**/storybook"], message: "shared/flows/storybook/ is for stories only" },
            // The transition recorders reach a build only through vite.config.ts's test/dev modes.
            { regex: "^@statelyai/.*$", message: "the Stately inspector runs only under VITE_INSPECT=1 pnpm dev (shared/flows/coverage/xstate-inspect.ts)" },
            { group: ["**/coverage/xstate-*", "**/coverage/run-recorder"], message: "the xstate wrappers are chosen by vite.config.ts's test and dev modes, never imported" },
          ],
        },
      ],
    },
  },
);
