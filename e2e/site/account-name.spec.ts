/**
 * A member's long name in the header, at every width: where it does not fit it is cut with an
 * ellipsis (a reader sees it was shortened), never chopped mid-letter; the account link's
 * accessible name keeps the whole name; the account's three controls stay on screen. At 768 and
 * 1024 px "Mohammad Rafiqul Islam Chowdhury" read "Mohammad Rafiqul Is": the standalone link's
 * inline-flex box clipped its text with no ellipsis (only the phone rule made it a block).
 */
import { expect, test } from "@playwright/test";
import { memberByApi } from "../costing/helpers";
import { expectNoAxeViolations } from "../flows/helpers";

const NAME = "Mohammad Rafiqul Islam Chowdhury";

for (const width of [320, 768, 1024, 1440]) {
  test(`at ${width} px a long name is cut with an ellipsis, and its link says it whole`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width, height: 800 }, reducedMotion: "reduce" });
    const page = await context.newPage();
    await memberByApi(page, NAME);
    await page.goto("/about-us");

    const account = page.getByRole("banner").getByRole("link", { name: `Account: ${NAME}` });
    await expect(account).toBeInViewport({ ratio: 1 });
    const shown = await account.evaluate((link) => {
      const style = getComputedStyle(link);
      return { cut: link.scrollWidth > link.clientWidth + 0.5, overflow: style.textOverflow, display: style.display, whiteSpace: style.whiteSpace };
    });
    if (shown.cut) {
      // text-overflow draws its ellipsis only on a block container of the text.
      expect(shown.overflow, `at ${width} px`).toBe("ellipsis");
      expect(["block", "inline-block", "flow-root"], `at ${width} px the name's box is ${shown.display}`).toContain(shown.display);
    }
    for (const name of ["My enquiries"]) await expect(page.getByRole("banner").getByRole("link", { name })).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole("banner").getByRole("button", { name: "Logout" })).toBeInViewport({ ratio: 1 });
    await expectNoAxeViolations(page, `a long name's header at ${width} px`);
    await context.close();
  });
}
