/**
 * The repository stands on its own and its lint keeps the READMEs' boundaries: no tracked file
 * points at a path outside the repository, and ESLint (this repository's eslint.config.js, as
 * `pnpm lint` runs it) refuses an arrow back up the site's layers (a feature importing another
 * feature or app/, shared/ importing a feature or app/) or the server's (http -> domain -> db:
 * a route taking the database handle, the domain importing http/, env.ts or Fastify, db/
 * importing either), a package importing an app, an import circle even of type-only imports,
 * and the diagrams' renderer outside Storybook.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("..", import.meta.url));

describe("the repository stands on its own", () => {
  it("has no file that refers to a path outside it", () => {
    const files = execFileSync("git", ["ls-files"], { cwd: root, encoding: "utf8" })
      .split("\n")
      .filter((file) => file !== "" && file !== "pnpm-lock.yaml" && !/\.(webp|avif|png|jpe?g|mp4|webm|pdf|woff2?|ico)$/.test(file));
    expect(files.length).toBeGreaterThan(100);
    // A sibling `shared/` folder, the specs kept there, or an absolute path of a workplace.
    // `../shared/` counts only where it climbs out of the repository (the site has its own
    // apps/site/src/shared/, which its files import by relative paths).
    const outside = /\bshared\/spec\b|original-spec\.md|\bproduct\.md\b|conventions\.md|\/work\/|\/home\/\w+\//;
    const climbsOut = (file: string, line: string) =>
      [...line.matchAll(/((?:\.\.\/)+)shared\//g)].some((match) => path.relative(root, path.resolve(root, path.dirname(file), match[1] ?? "")).startsWith(".."));
    const offenders = files.flatMap((file) => {
      if (file === "test/repo-boundaries.test.ts") return [];
      let text: string;
      try {
        text = readFileSync(`${root}/${file}`, "utf8");
      } catch {
        return []; // deleted in the work tree
      }
      return text
        .split("\n")
        .map((line, index) => ({ line, index }))
        .filter(({ line }) => outside.test(line) || climbsOut(file, line))
        .map(({ index }) => `${file}:${index + 1}`);
    });
    expect(offenders).toEqual([]);
    // The toolchain notes the code refers to are the repository's own.
    expect(readFileSync(`${root}/docs/toolchain.md`, "utf8")).toMatch(/Vitest 4 has no workspace file/);
    expect(readFileSync(`${root}/docs/catalogue.md`, "utf8")).toMatch(/## The price model/);
  });
});

describe("lint keeps the READMEs' boundaries", () => {
  const eslint = new ESLint({ cwd: root });
  const problems = async (filePath: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: `${root}/${filePath}` });
    return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
  };

  it("refuses a feature that imports another feature, and allows its own modules", async () => {
    expect(await problems("apps/site/src/features/staff/probe.ts", 'import { accountCopy } from "../account/account.copy";\nexport const probe = accountCopy;\n')).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*features never import each other/),
    ]);
    // A type-only import crosses as much as a value one.
    expect(await problems("apps/site/src/features/costing/probe.ts", 'import type { QuoteRequestEvent } from "../enquiries/quote-request/quote-request.machine";\nexport type Probe = QuoteRequestEvent;\n')).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*features never import each other/),
    ]);
    expect(await problems("apps/site/src/features/staff/probe.ts", 'import { staffClient } from "./staff-api";\nexport const probe = staffClient;\n')).toEqual([]);
  });

  it("refuses an arrow back up the site's layers: feature -> app, shared -> feature, shared -> app", async () => {
    expect(await problems("apps/site/src/features/costing/probe.ts", 'import { AppProviders } from "../../app/providers";\nexport const probe = AppProviders;\n')).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*features never import app\//),
    ]);
    expect(await problems("apps/site/src/shared/hydration/probe.ts", 'import { costingRules } from "../../features/costing/costing-rules";\nexport const probe = costingRules;\n')).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*shared\/ imports no feature and not app\//),
    ]);
    expect(await problems("apps/site/src/shared/hydration/probe.ts", 'import { routePages } from "../../app/route-pages";\nexport const probe = routePages;\n')).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*shared\/ imports no feature and not app\//),
    ]);
  });

  it("allows the arrows down: app -> features -> shared", async () => {
    expect(await problems("apps/site/src/app/probe.ts", 'import { costingRules } from "../features/costing/costing-rules";\nexport const probe = costingRules;\n')).toEqual([]);
    expect(await problems("apps/site/src/features/costing/probe.ts", 'import { apiClient } from "../../shared/api/client";\nexport const probe = apiClient;\n')).toEqual([]);
  });

  it("refuses an arrow back up the server's layers: domain -> http, domain -> env.ts or app.ts, db -> domain, db -> http", async () => {
    expect(await problems("apps/server/src/domain/catalogue/probe.ts", 'import { failureBody } from "../../http/plugins/errors";\nexport const probe = failureBody;\n')).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*domain\/ imports neither http\//),
    ]);
    // The configuration comes in as arguments: even a type-only import of env.ts is refused.
    expect(await problems("apps/server/src/domain/mail/probe.ts", 'import type { Config } from "../../env";\nexport type Probe = Config;\n')).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*domain\/ imports neither http\/ nor app\.ts, main\.ts, cli\/ or env\.ts/),
    ]);
    expect(await problems("apps/server/src/domain/probe.ts", 'import { buildApp } from "../app";\nexport const probe = buildApp;\n')).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*domain\/ imports neither http\//),
    ]);
    expect(await problems("apps/server/src/db/probe.ts", 'import type { Clock } from "../domain/clock";\nexport type Probe = Clock;\n')).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*db\/ imports no domain\/, http\//),
    ]);
    expect(await problems("apps/server/src/db/probe.ts", 'import { clientKey } from "../http/client-address";\nexport const probe = clientKey;\n')).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*db\/ imports no domain\/, http\//),
    ]);
  });

  it("refuses a route that takes the database handle, and Fastify in the server's domain", async () => {
    expect(await problems("apps/server/src/http/routes/probe.ts", 'import type { Db } from "../../db/database";\nexport type Probe = Db;\n')).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*http\/ never imports db\/: a route goes through a domain service/),
    ]);
    expect(await problems("apps/server/src/domain/privacy/probe.ts", 'import type { FastifyInstance } from "fastify";\nexport type Probe = FastifyInstance;\n')).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*no Fastify in domain\//),
    ]);
    expect(await problems("apps/server/src/domain/limits/probe.ts", 'import rateLimit from "@fastify/rate-limit";\nexport const probe = rateLimit;\n')).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*no Fastify in domain\//),
    ]);
  });

  it("allows the server's arrows down: app -> http -> domain -> db", async () => {
    expect(await problems("apps/server/src/http/routes/probe.ts", 'import type { FastifyInstance } from "fastify";\nimport type { OfferService } from "../../domain/offers/offers";\nexport type Probe = [FastifyInstance, OfferService];\n')).toEqual([]);
    expect(await problems("apps/server/src/domain/catalogue/probe.ts", 'import type { Db } from "../../db/database";\nimport { categories } from "../../db/schema";\nexport type Probe = Db;\nexport const probe = categories;\n')).toEqual([]);
    expect(await problems("apps/server/src/probe.ts", 'import type { Config } from "./env";\nimport { createHealthCheck } from "./domain/health";\nimport { healthRoutes } from "./http/routes/health";\nexport type Probe = Config;\nexport const probe = [createHealthCheck, healthRoutes];\n')).toEqual([]);
  });

  it("refuses an import circle made of type-only imports, and allows a type import that closes none", async () => {
    // shared/content/types.ts imports shared/config/paths.ts: paths.ts importing a type back closes a circle.
    const circle = await problems("apps/site/src/shared/config/paths.ts", 'import type { RoutePath } from "../content/types";\nexport type Probe = RoutePath;\n');
    expect(circle).toEqual([
      expect.stringMatching(/^local\/no-import-cycle: Import cycle \(type-only imports count\): apps\/site\/src\/shared\/config\/paths\.ts -> apps\/site\/src\/shared\/content\/types\.ts -> apps\/site\/src\/shared\/config\/paths\.ts$/),
    ]);
    // The same on the server: db/seed.ts imports db/handle.ts (the handle's types).
    expect(await problems("apps/server/src/db/handle.ts", 'import type { seedIfEmpty } from "./seed";\nexport type Probe = typeof seedIfEmpty;\n')).toEqual([
      expect.stringMatching(/^local\/no-import-cycle: .*db\/handle\.ts -> .*db\/seed\.ts -> .*db\/handle\.ts$/),
    ]);
    expect(await problems("apps/site/src/shared/config/probe.ts", 'import type { RoutePath } from "../content/types";\nexport type Probe = RoutePath;\n')).toEqual([]);
  });

  it("refuses a flow that casts its event or an actor's output, and allows assertEvent and okData", async () => {
    const flow = (body: string) =>
      `import { assertEvent, setup } from "xstate";\nimport { okData } from "../../../shared/api/result";\ntype Ev = { type: "a"; n: number } | { type: "b" };\nexport const probe = setup({ types: {} as { events: Ev } });\nexport const narrow = ({ event }: { event: Ev & { output?: unknown } }) => ${body};\nexport { assertEvent, okData };\n`;
    expect(await problems("apps/site/src/features/costing/probe.machine.ts", flow("(event as { type: \"a\"; n: number }).n"))).toEqual([
      expect.stringMatching(/^no-restricted-syntax: no cast of the event in a flow/),
    ]);
    expect(await problems("apps/site/src/features/costing/probe.machine.ts", flow("(event.output as { data: number }).data"))).toEqual([
      expect.stringMatching(/^no-restricted-syntax: no cast of event\.output/),
    ]);
    expect(await problems("apps/site/src/features/costing/probe.machine.ts", flow("(assertEvent(event, \"a\"), event.n)"))).toEqual([]);
  });

  it("refuses a package that imports an app, even by a relative path", async () => {
    const found = await problems("packages/api/src/probe.ts", 'import { routes } from "../../../apps/site/src/shared/config/paths";\nexport const probe = routes;\n');
    expect(found).toContainEqual(expect.stringMatching(/^import-x\/no-restricted-paths: .*packages never import apps/));
  });

  it("keeps mermaid and the flows' Storybook helpers out of the site's code, and allows them in stories", async () => {
    expect(await problems("apps/site/src/features/content/probe.ts", 'import mermaid from "mermaid";\nexport const probe = mermaid;\n')).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*Storybook only/),
    ]);
    expect(await problems("apps/site/src/features/content/probe.ts", 'import { FlowDiagram } from "../../shared/flows/storybook/flow-diagram";\nexport const probe = FlowDiagram;\n')).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*stories only/),
    ]);
    expect(await problems("apps/site/src/features/account/login/probe.stories.tsx", 'import { FlowDiagram } from "../../../shared/flows/storybook/flow-diagram";\nexport const probe = FlowDiagram;\n')).toEqual([]);
  });
});
