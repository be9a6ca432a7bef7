/**
 * One axe scan for every e2e test: the WCAG 2.2 A and AA rules, and what axe leaves "to review"
 * that is in fact a failure: text at 1:1 against its ground (axe files it as incomplete, taking
 * it for text hidden on purpose; the registered particulars' headings once vanished on the
 * footer that way, with no violation reported). AxeBuilder needs a page of a context the test
 * created itself.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** Targets of text axe read at 1:1 against its ground (filed as incomplete, not as a violation). */
function invisibleText(results: Awaited<ReturnType<AxeBuilder["analyze"]>>): string[][] {
  return results.incomplete
    .filter((rule) => rule.id === "color-contrast")
    .flatMap((rule) => rule.nodes.filter((node) => node.any.some((check) => / 1:1 contrast ratio/.test(check.message))))
    .map((node) => node.target.map(String));
}

/**
 * Each problem as "rule: help (targets)"; empty when the page passes. Text read at 1:1 is read
 * again with every section rendered: the sections below the first screen use
 * `content-visibility: auto`, and while one is skipped the browser keeps stale boxes for its
 * content, which axe stacks over whatever lies there now (a home section's white "More on the
 * properties of jute" button "behind" a footer link at 320 x 225, which no one sees: the
 * browser's own hit test finds the footer's dark ground). That second reading counts.
 */
export async function axeProblems(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const violations = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  let invisible = invisibleText(results);
  if (invisible.length > 0) {
    const rendered = await page.evaluate(() => {
      const style = document.createElement("style");
      style.textContent = "* { content-visibility: visible !important; }";
      document.head.append(style);
      const id = `axe-rendered-${Date.now()}`;
      style.id = id;
      return id;
    });
    try {
      let again = new AxeBuilder({ page }).withRules(["color-contrast"]);
      for (const target of invisible) again = again.include(target);
      invisible = invisibleText(await again.analyze());
    } finally {
      await page.evaluate((id) => document.getElementById(id)?.remove(), rendered);
    }
  }
  return [...violations, ...invisible.map((target) => `invisible text (1:1 against its ground): ${target.join(" ")}`)];
}
