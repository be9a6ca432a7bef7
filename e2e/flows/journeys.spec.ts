/**
 * The flows end to end, in Chromium against the built site and the real server (fresh
 * database): sign-up, login, the costing search reached by the menu, every costing product
 * page logged out (View Price) and logged in (a dollar price), an empty result, the server
 * unreachable during a lookup, logout; with an axe scan of each state passed through.
 */
import { expect, test, type Page } from "@playwright/test";
import { expectNoHorizontalScroll } from "../costing/helpers";
import { confirmationPath } from "../address-link";
import { choose, expectNoAxeViolations, logIn, newPage, openCrxSearch, PASSWORD, registerByApi, tabUntil, uniqueEmail } from "./helpers";

test.describe.configure({ timeout: 120_000 });

const toast = (page: Page, text: string | RegExp) => page.locator(".Toastify").getByText(text).first();

test("sign-up: mismatched passwords, a taken email, then success", async ({ browser }) => {
  const page = await newPage(browser);
  const email = uniqueEmail("signup");
  await registerByApi(page, "First Owner", email);

  await page.goto("/register");
  await expect(page.getByRole("heading", { level: 1, name: "Sign Up" })).toBeVisible();
  // No read-only "+880" box in the Tab order (issue 33): the account keeps no phone.
  await expect(page.getByRole("textbox", { name: /Phone/ })).toHaveCount(0);
  await page.getByRole("textbox", { name: /Full Name/ }).fill("Karim Uddin");
  await page.getByRole("textbox", { name: /Email Address/ }).fill(email);
  await page.getByLabel(/^Enter Password/).fill(PASSWORD);
  await page.getByLabel(/^Confirm Password/).fill(`${PASSWORD}-x`);
  const requests: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("api_register")) requests.push(request.url());
  });
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByLabel(/^Confirm Password/)).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("The passwords do not match").first()).toBeVisible();
  expect(requests).toEqual([]);
  await expectNoAxeViolations(page, "sign-up: passwords differ");

  await page.getByLabel(/^Confirm Password/).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign Up" }).click();
  const emailField = page.getByRole("textbox", { name: /Email Address/ });
  await expect(emailField).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator(".jute-field__error").getByText(/already exists/)).toBeVisible();
  await expectNoAxeViolations(page, "sign-up: email taken");

  await emailField.fill(uniqueEmail("signup-new"));
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("heading", { level: 1, name: "Account Login" })).toBeVisible();
  await page.context().close();
});

test("login, a costing search from the menu (View Price, then back with a dollar price), logout", async ({ browser }) => {
  const page = await newPage(browser);
  const email = uniqueEmail("search");
  await registerByApi(page, "Ayesha Rahman", email);

  await openCrxSearch(page);
  await choose(page, /Count/, "8");
  await expect(page.getByRole("main").getByRole("combobox", { name: "Company" }).locator("option:checked")).toHaveText("OJML");
  await page.getByRole("button", { name: "Submit" }).click();
  // The page says what was found; no toast repeats it (issue 26).
  await expect(page.getByRole("main").getByRole("status").filter({ hasText: /^1 price for CRX/ })).toBeVisible();
  await expect(toast(page, "Data Found")).toHaveCount(0);
  const result = page.getByRole("table", { name: "Prices" }).getByRole("row", { name: /CRX/ });
  await expect(result.getByRole("cell", { name: /^count 8, / })).toBeVisible();
  const viewPrice = result.getByRole("link", { name: "View Price" });
  await expect(viewPrice).toBeVisible();
  await expectNoAxeViolations(page, "costing search: results, logged out");

  await viewPrice.click();
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, email);
  // Back on the search with the selections kept, and the price shown at once.
  await expect(page).toHaveURL(/\/category-details$/);
  await expect(page.getByRole("main").getByRole("combobox", { name: "Count" }).locator("option:checked")).toHaveText("8");
  await expect(page.getByRole("table", { name: "Prices" }).getByRole("row", { name: /CRX/ }).getByText(/^\$[\d,]+\.\d\d$/)).toBeVisible();
  await expect(page.getByRole("banner").getByText("Ayesha Rahman")).toBeVisible();
  await expectNoAxeViolations(page, "costing search: results, logged in");

  await page.getByRole("banner").getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("banner").getByRole("link", { name: "Login/Register" })).toBeVisible();
  const stored = await page.evaluate(() => [localStorage.getItem("token"), localStorage.getItem("user")]);
  expect(stored).toEqual([null, null]);
  await page.context().close();
});

// At a desk and on a phone (where buyers are), by keyboard alone: at 320 px no step scrolls
// sideways. With mail on (the e2e servers), the account logs in once the link mailed to it is
// opened (issue 32): the link, opened in a new tab as from a mail client, lands back at the price.
for (const width of [1280, 320]) {
  test(`a first-time buyer by keyboard: View Price, Sign up, open the mailed link, back at the price logged in (${width} px wide)`, async ({ browser }) => {
    const page = await newPage(browser, width);
    const sideways = (state: string) => expectNoHorizontalScroll(page, `${state}, ${width} px`);
    const email = uniqueEmail("first-time");
    await openCrxSearch(page);
    await choose(page, /Count/, "8");
    await page.getByRole("button", { name: "Submit" }).click();
    // A table at a desk; on a phone each price is a card of a list (no sideways scrolling).
    const row = (on: Page) =>
      width < 600
        ? on.getByRole("list", { name: "Prices" }).getByRole("listitem").filter({ has: on.getByRole("heading", { name: /CRX/ }) })
        : on.getByRole("table", { name: "Prices" }).getByRole("row", { name: /CRX/ });
    await expect(row(page).getByRole("link", { name: "View Price" })).toBeVisible();
    await sideways("the search's results");
    await row(page).getByRole("link", { name: "View Price" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/login$/);
    await sideways("the login page");

    // No account yet: Sign up, from the login page.
    await tabUntil(page, page.getByRole("main").getByRole("link", { name: "Sign up" }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByRole("button", { name: "Sign Up" })).toBeVisible();
    await sideways("the sign-up form");
    await tabUntil(page, page.getByRole("textbox", { name: /Full Name/ }));
    await page.keyboard.type("Nasrin Begum");
    await page.keyboard.press("Tab");
    await page.keyboard.type(email);
    await tabUntil(page, page.getByLabel(/^Enter Password/), 5);
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press("Tab");
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press("Enter");

    // On /login: where the link went, in plain words, and "Send the link again".
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("main").getByText(`Almost done: we have sent a link to ${email}.`, { exact: false })).toBeVisible();
    await expect(page.getByRole("button", { name: "Send the link again" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: /Email Address/ })).toHaveValue(email);
    await expectNoAxeViolations(page, "login after sign-up: the link was sent");
    await sideways("login after sign-up");

    // The mail's link, opened in a new tab of the same browser: logged in, back at the search
    // with the selection kept and the dollar price shown.
    const opened = await page.context().newPage();
    await opened.goto(await confirmationPath(email));
    await expect(opened).toHaveURL(/\/category-details$/);
    await expect(opened.getByRole("main").getByRole("combobox", { name: "Count" }).locator("option:checked")).toHaveText("8");
    await expect(row(opened).getByText(/^\$[\d,]+\.\d\d$/)).toBeVisible();
    await expect(opened.getByRole("banner").getByText("Nasrin Begum")).toBeVisible();
    await expectNoAxeViolations(opened, "back at the price, logged in");
    await expectNoHorizontalScroll(opened, `the dollar price, ${width} px`);
    // The address travelled in history state, never in the address bar; the token left it too.
    expect(page.url()).not.toContain(encodeURIComponent(email));
    expect(opened.url()).not.toContain("confirm=");
    await page.context().close();
  });
}

test("a login started anywhere else goes home, with a toast", async ({ browser }) => {
  const page = await newPage(browser);
  const email = uniqueEmail("home");
  await registerByApi(page, "Rafiq Islam", email);
  await page.goto("/login");
  await logIn(page, email);
  await expect(page).toHaveURL(/\/$/);
  // The server's msg, or the original's "Successful" when it sends none.
  await expect(toast(page, /^(Login successful|Successful)$/)).toBeVisible();
  await expect(page.getByRole("banner").getByText("Rafiq Islam")).toBeVisible();
  await expectNoAxeViolations(page, "home, logged in");
  // A member who opens /login is sent home.
  await page.goto("/login");
  await expect(page).toHaveURL(/\/$/);
  await page.context().close();
});

const productPages = [
  { path: "/bag-costing-product", heading: "Hessian Bag", atMount: true },
  { path: "/rope-costing-product", heading: "Jute Rope", atMount: false },
  { path: "/cloth-costing-product", heading: "Carpet Backing Cloth (CBC)", atMount: false },
  { path: "/traditional-costing-product", heading: "Traditional Cloth", atMount: false },
  { path: "/soil-saver-costing-product", heading: "Soil Saver", atMount: false },
];

for (const { path, heading, atMount } of productPages) {
  test(`costing product page ${path}: View Price logged out, a dollar price logged in`, async ({ browser }) => {
    const page = await newPage(browser);
    const email = uniqueEmail("product");
    await registerByApi(page, "Nusrat Jahan", email);
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole("main").getByRole("combobox", { name: "Company" }).locator("option:checked")).toHaveText("SJSML");
    if (!atMount) await page.getByRole("button", { name: "Submit" }).click();
    const table = page.getByRole("table", { name: "Prices" });
    await expect(table.getByRole("link", { name: "View Price" }).first()).toBeVisible();
    await expect(table.getByRole("columnheader", { name: "Product" })).toBeVisible();
    await expectNoAxeViolations(page, `${path}: results, logged out`);

    await table.getByRole("link", { name: "View Price" }).first().click();
    await logIn(page, email);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole("table", { name: "Prices" }).getByText(/^\$[\d,]+\.\d\d$/).first()).toBeVisible();
    await expectNoAxeViolations(page, `${path}: results, logged in`);
    await page.context().close();
  });
}

test("an empty result: No data found on the search, the no-data picture on a product", async ({ browser }) => {
  const page = await newPage(browser);
  await openCrxSearch(page);
  // The seed catalogue prices every CRX selection, so the server is asked for an empty list here.
  await page.route("**/api/api_request", async (route) => {
    if (route.request().postData()?.includes("type=list")) {
      await route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ success: true, msg: "No data found", data: [] }) });
    } else await route.continue();
  });
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByRole("main").getByRole("status").filter({ hasText: /^No data found for CRX Jute Yarn/ })).toBeVisible();
  await expectNoAxeViolations(page, "costing search: empty");
  await page.unroute("**/api/api_request");

  await page.goto("/product-details/999");
  await expect(page.getByRole("status").filter({ hasText: "No data found" })).toBeVisible();
  await expectNoAxeViolations(page, "product details: empty");
  await page.context().close();
});

test("the server unreachable during a lookup: Something went wrong, results cleared", async ({ browser }) => {
  const page = await newPage(browser);
  await page.goto("/soil-saver-costing-product");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByRole("table", { name: "Prices" })).toBeVisible();
  await page.route("**/api/api_request", (route) => route.abort());
  await choose(page, /Company/, "OJML");
  await page.getByRole("button", { name: "Submit" }).click();
  // The page's alert says it; no toast repeats it (issue 26).
  await expect(page.getByRole("main").getByRole("alert").filter({ hasText: "Something went wrong" })).toBeVisible();
  await expect(toast(page, "Something went wrong")).toHaveCount(0);
  await expect(page.getByRole("table", { name: "Prices" })).toBeHidden();
  await expectNoAxeViolations(page, "lookup failed");
  await page.context().close();
});
