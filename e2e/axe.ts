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

/** Each problem as "rule: help (targets)"; empty when the page passes. */
export async function axeProblems(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const violations = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  const invisible = results.incomplete
    .filter((rule) => rule.id === "color-contrast")
    .flatMap((rule) => rule.nodes.filter((node) => node.any.some((check) => / 1:1 contrast ratio/.test(check.message))))
    .map((node) => `invisible text (1:1 against its ground): ${node.target.join(" ")}`);
  return [...violations, ...invisible];
}
