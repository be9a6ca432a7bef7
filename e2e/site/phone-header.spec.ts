/**
 * The header on a phone, for a visitor and for a member (logged in through the form): at 320,
 * 360, 390 and 414 px it takes at most a quarter of a 640 px high screen (it took 30% for a
 * visitor and 42% for a member at 320 px: the quick links wrapped to two lines and the account
 * stacked name, My enquiries, Logout and Menu on four), the quick links sit on one line, nothing
 * of it sticks out of the screen, the Menu button shares the logo's line and comes before the
 * account in the focus order as it does on screen, the member's whole name stays in the
 * account link's name, and the Menu still opens its panel. Axe in each state.
 */
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations, logIn, registerByApi, tabUntil, uniqueEmail } from "../flows/helpers";

const HEIGHT = 640;
const MEMBER = "Rahim Traders International";

/** Every visible element of the header lies within the screen's width. */
async function nothingSticksOut(page: Page, width: number): Promise<string[]> {
  return page.getByRole("banner").evaluate((banner, viewport) => {
    const out: string[] = [];
    for (const element of banner.querySelectorAll<HTMLElement>("a, button, img, nav, li")) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.left < -0.5 || box.right > viewport + 0.5) out.push(`${element.tagName} "${element.textContent?.trim() ?? ""}" from ${box.left.toFixed(1)} to ${box.right.toFixed(1)}`);
    }
    return out;
  }, width);
}

async function checkHeader(page: Page, width: number, state: string): Promise<void> {
  const banner = page.getByRole("banner");
  const height = await banner.evaluate((header) => header.getBoundingClientRect().height);
  console.log(`${width} px, ${state}: header ${Math.round(height)} px (${Math.round((100 * height) / HEIGHT)}% of the screen)`);
  expect(height, `${state} at ${width} px: the header's height`).toBeLessThanOrEqual(HEIGHT / 4);
  expect(await nothingSticksOut(page, width), `${state} at ${width} px: header elements outside the screen`).toEqual([]);

  // The quick links on one line.
  const quick = banner.getByRole("navigation", { name: "Quick links" }).getByRole("link");
  const tops = await quick.evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().top)));
  expect(tops.length).toBe(4);
  expect(new Set(tops).size, `${state} at ${width} px: quick links on one line (tops ${tops.join(", ")})`).toBe(1);

  // The Menu button on the logo's line.
  const logo = banner.getByRole("link", { name: /home$/ });
  const menu = banner.getByRole("button", { name: "Menu" });
  const [logoBox, menuBox] = [await logo.boundingBox(), await menu.boundingBox()];
  if (!logoBox || !menuBox) throw new Error("logo or Menu not shown");
  expect(menuBox.y, "Menu on the logo's line").toBeLessThan(logoBox.y + logoBox.height);
  expect(menuBox.y + menuBox.height, "Menu on the logo's line").toBeGreaterThan(logoBox.y);
}

for (const width of [320, 360, 390, 414] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: HEIGHT }, reducedMotion: "reduce" });

    test("a visitor's header: a quarter of the screen at most, one line of quick links, Menu beside the logo", async ({ page }) => {
      await page.goto("/about-us");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await page.waitForLoadState("networkidle");
      await checkHeader(page, width, "visitor");
      await expect(page.getByRole("banner").getByRole("link", { name: "Login/Register" })).toBeInViewport();
      await expectNoAxeViolations(page, `visitor's header at ${width} px`);
    });

    test("a member's header: a quarter of the screen at most, the account on one line, the whole name in its link", async ({ page }) => {
      const email = uniqueEmail(`phone-header-${width}`);
      await registerByApi(page, MEMBER, email);
      await page.goto("/login");
      await logIn(page, email);
      await expect(page).not.toHaveURL(/\/login$/);
      await page.goto("/about-us");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await page.waitForLoadState("networkidle");
      const banner = page.getByRole("banner");
      await checkHeader(page, width, "member");

      // Name, My enquiries and Logout on one line, all on screen; the name's link keeps the whole name.
      const account = banner.getByRole("link", { name: `Account: ${MEMBER}` });
      const enquiries = banner.getByRole("link", { name: "My enquiries" });
      const logout = banner.getByRole("button", { name: "Logout" });
      for (const element of [account, enquiries, logout]) await expect(element).toBeInViewport({ ratio: 1 });
      const tops = await Promise.all([account, enquiries, logout].map(async (element) => Math.round(((await element.boundingBox())?.y ?? 0) + ((await element.boundingBox())?.height ?? 0) / 2)));
      expect(Math.max(...tops) - Math.min(...tops), `account row's centres ${tops.join(", ")}`).toBeLessThanOrEqual(4);

      // Focus goes logo, Menu, then the account, as seen.
      const menu = banner.getByRole("button", { name: "Menu" });
      await tabUntil(page, menu);
      await page.keyboard.press("Tab");
      await expect(account).toBeFocused();

      // The Menu opens its panel, over the page, below the header.
      await menu.click();
      await expect(menu).toHaveAttribute("aria-expanded", "true");
      const company = banner.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Company", exact: true });
      await expect(company).toBeInViewport();
      await expectNoAxeViolations(page, `member's header with the Menu open at ${width} px`);
    });
  });
}
