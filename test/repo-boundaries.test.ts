/**
 * The repository stands on its own and its lint keeps the READMEs' boundaries: no tracked file
 * points at a path outside the repository, and ESLint (this repository's eslint.config.js)
 * refuses a feature importing another, a package importing an app, and the diagrams' renderer
 * outside Storybook.
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
    expect(await problems("apps/site/src/features/staff/probe.ts", 'import { staffClient } from "./staff-api";\nexport const probe = staffClient;\n')).toEqual([]);
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
