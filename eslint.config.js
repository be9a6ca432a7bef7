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

export default tseslint.config(
  { ignores: ["**/dist/**", "**/node_modules/**", "storybook-static/**", "**/drizzle/**", "test-results/**", "playwright-report/**"] },
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
            // Packages never import apps (packages/README.md, apps/README.md).
            { target: "./packages", from: "./apps", message: "packages never import apps" },
          ],
        },
      ],
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
    ignores: ["**/*.stories.tsx", "**/*.test.{ts,tsx}", "apps/site/src/shared/flows/storybook/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { regex: "^(mermaid|storybook|@storybook/.*)(/.*)?$", message: "Storybook only (stories and shared/flows/storybook/)" },
            { group: ["**/storybook/*", "**/storybook"], message: "shared/flows/storybook/ is for stories only" },
          ],
        },
      ],
    },
  },
);
