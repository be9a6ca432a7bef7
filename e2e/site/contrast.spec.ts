/**
 * Contrast in every state, in Chromium against the built site (WCAG 1.4.3 and 1.4.11):
 *
 * - the text of every kind of link-button (primary in the header and on product pages, the
 *   hero's primary and outline buttons, the 404 page's outline button) keeps 4.5:1 against its
 *   background at rest, on hover, with keyboard focus and while pressed. Colours are the
 *   computed ones; a background is composited up the tree, and over the hero's picture or
 *   video it is taken over both black and white (whatever frame is behind, the lower figure);
 * - the focus indicator keeps 3:1 against whatever it sits on: measured in pixels, as two
 *   screenshots of the same place, unfocused and focused, compared around the element (along
 *   each of 24 rays from its centre, the pixel that changed most must differ 3:1 from what was
 *   there before): over the hero, in the top bar, over the footer, and on the floating
 *   WhatsApp and map buttons (over the page and over the footer).
 */
import { expect, test, type Locator, type Page } from "@playwright/test";

type Rgb = readonly [number, number, number];

const luminance = ([r, g, b]: Rgb) => {
  const channel = (v: number) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
};
const contrast = (a: Rgb, b: Rgb) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

/**
 * In the page: the element's text colour and the grounds it may sit on (its background and
 * its ancestors' composited until one is opaque; over the hero's picture, over black and white).
 */
async function colours(target: Locator): Promise<{ text: Rgb; grounds: Rgb[] }> {
  return target.evaluate((element) => {
    const parse = (value: string): [number, number, number, number] => {
      const parts = value.match(/[\d.]+/g)?.map(Number) ?? [0, 0, 0, 0];
      return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts[3] ?? 1];
    };
    const over = (top: [number, number, number, number], under: [number, number, number]): [number, number, number] => [
      top[0] * top[3] + under[0] * (1 - top[3]),
      top[1] * top[3] + under[1] * (1 - top[3]),
      top[2] * top[3] + under[2] * (1 - top[3]),
    ];
    const layers: [number, number, number, number][] = [];
    let bottoms: [number, number, number][] = [[255, 255, 255]];
    for (let node: Element | null = element; node; node = node.parentElement) {
      if (node.classList.contains("jute-video-hero")) {
        bottoms = [
          [0, 0, 0],
          [255, 255, 255],
        ];
        break;
      }
      const layer = parse(getComputedStyle(node).backgroundColor);
      if (layer[3] > 0) layers.push(layer);
      if (layer[3] >= 1) {
        bottoms = [[layer[0], layer[1], layer[2]]];
        layers.pop();
        break;
      }
    }
    const grounds = bottoms.map((bottom) => layers.reduceRight((under, layer) => over(layer, under), bottom));
    const [r, g, b] = parse(getComputedStyle(element).color);
    return { text: [r, g, b] as Rgb, grounds: grounds as Rgb[] };
  });
}

/**
 * The state's colours once any transition has run (buttons change theirs at once, but a reading
 * taken in the first frame of an eased hover would measure neither state).
 */
async function textContrast(target: Locator): Promise<number> {
  await target.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
  const { text, grounds } = await colours(target);
  return Math.min(...grounds.map((ground) => contrast(text, ground)));
}

/** Moves the mouse away, takes focus away: the element at rest. */
async function rest(page: Page) {
  await page.mouse.move(0, 0);
  await page.mouse.up();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

/** Gives the element keyboard focus (so :focus-visible applies), as Tab would. */
async function keyboardFocus(page: Page, target: Locator) {
  await page.keyboard.press("Shift");
  await target.focus();
  await expect.poll(() => target.evaluate((el) => el.matches(":focus-visible"))).toBe(true);
}

async function expectTextContrastInEveryState(page: Page, target: Locator, what: string) {
  await target.scrollIntoViewIfNeeded();
  await rest(page);
  const figures: Record<string, number> = {};
  figures.rest = await textContrast(target);
  await target.hover();
  figures.hover = await textContrast(target);
  await page.mouse.down();
  figures.press = await textContrast(target);
  await page.mouse.move(0, 0);
  await page.mouse.up();
  await rest(page);
  await keyboardFocus(page, target);
  figures.focus = await textContrast(target);
  await rest(page);
  console.log(`${what}: text ${Object.entries(figures).map(([state, ratio]) => `${state} ${ratio.toFixed(2)}:1`).join(", ")}`);
  for (const [state, ratio] of Object.entries(figures)) {
    expect(ratio, `${what}: text contrast ${state} is ${ratio.toFixed(2)}:1`).toBeGreaterThanOrEqual(4.5);
  }
}

/** The pixels (RGBA) of a PNG, decoded by the browser in a page of its own (no CSP there). */
async function pixels(page: Page, png: Buffer): Promise<{ width: number; data: number[] }> {
  const decoder = await page.context().newPage();
  try {
    return await decoder.evaluate(async (base64) => {
      const image = new Image();
      image.src = `data:image/png;base64,${base64}`;
      await image.decode();
      const canvas = document.createElement("canvas");
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext("2d");
      if (!context) throw new Error("no 2d context");
      context.drawImage(image, 0, 0);
      return { width: image.width, data: Array.from(context.getImageData(0, 0, image.width, image.height).data) };
    }, png.toString("base64"));
  } finally {
    await decoder.close();
  }
}

const MARGIN = 14;

/**
 * The lowest, over 24 rays from the element's centre, of the best contrast a pixel of its
 * focus indicator has against the same pixel unfocused.
 */
/**
 * The element's box once the page around it has stopped moving. The home and content pages'
 * sections below the first screen use `content-visibility: auto`: scrolling to the footer
 * renders them and replaces their placeholder heights, which moves the footer for a frame or
 * two. Two pictures taken across such a move compare different places, not focus and rest.
 */
async function settledBox(page: Page, target: Locator) {
  let last = await target.boundingBox();
  for (let tries = 0; tries < 20; tries++) {
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const now = await target.boundingBox();
    if (last && now && now.x === last.x && now.y === last.y && now.width === last.width && now.height === last.height) return now;
    last = now;
  }
  throw new Error("the element kept moving");
}

async function focusRingContrast(page: Page, target: Locator): Promise<number> {
  await target.scrollIntoViewIfNeeded();
  await rest(page);
  const box = await settledBox(page, target);
  // The part of the viewport around the element (a ring beyond the viewport's edge sits on nothing).
  const viewport = page.viewportSize() ?? { width: 1280, height: 900 };
  const x = Math.max(0, box.x - MARGIN);
  const y = Math.max(0, box.y - MARGIN);
  const clip = { x, y, width: Math.min(box.x + box.width + MARGIN, viewport.width) - x, height: Math.min(box.y + box.height + MARGIN, viewport.height) - y };
  const before = await pixels(page, await page.screenshot({ clip, animations: "disabled" }));
  await keyboardFocus(page, target);
  const focusedBox = await settledBox(page, target);
  expect(focusedBox, "focus moved the element: the two pictures would not be of the same place").toEqual(box);
  const after = await pixels(page, await page.screenshot({ clip, animations: "disabled" }));
  await rest(page);
  const at = (image: { width: number; data: number[] }, x: number, y: number): Rgb => {
    const i = (Math.round(y) * image.width + Math.round(x)) * 4;
    return [image.data[i] ?? 0, image.data[i + 1] ?? 0, image.data[i + 2] ?? 0];
  };
  // From the element's centre out along 24 rays to the edge of the picture: along each, the
  // pixel that changed most (the ring; what the element itself shows stays the same).
  const cx = box.x + box.width / 2 - clip.x;
  const cy = box.y + box.height / 2 - clip.y;
  let lowest = Number.POSITIVE_INFINITY;
  for (let ray = 0; ray < 24; ray++) {
    const angle = (ray * Math.PI) / 12;
    const [dx, dy] = [Math.cos(angle), Math.sin(angle)];
    let best: number | null = null;
    let outsideSteps = 0;
    for (let t = 0; ; t += 0.5) {
      const x = cx + dx * t;
      const y = cy + dy * t;
      if (x < 0 || y < 0 || x > clip.width - 1 || y > clip.height - 1) break;
      const outside = x < box.x - clip.x || y < box.y - clip.y || x > box.x - clip.x + box.width || y > box.y - clip.y + box.height;
      if (outside) outsideSteps++;
      best = Math.max(best ?? 1, contrast(at(before, x, y), at(after, x, y)));
    }
    // A ray that reaches the viewport's edge less than 8 px outside the element has no room
    // there for a ring (offset and width) to be seen: a side at the top of the page.
    if (best !== null && outsideSteps >= 16) lowest = Math.min(lowest, best);
  }
  return lowest;
}

async function expectFocusRing(page: Page, target: Locator, what: string) {
  const ratio = await focusRingContrast(page, target);
  console.log(`${what}: focus indicator ${ratio.toFixed(2)}:1`);
  expect(ratio, `${what}: focus indicator contrast ${ratio.toFixed(2)}:1`).toBeGreaterThanOrEqual(3);
}

test.use({ viewport: { width: 1280, height: 900 }, reducedMotion: "reduce" });

test("link-buttons keep 4.5:1 text contrast at rest, on hover, on focus and pressed", async ({ page }) => {
  await page.goto("/");
  const hero = page.locator(".hero");
  await expect(hero.getByRole("link", { name: "See our products" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expectTextContrastInEveryState(page, page.getByRole("banner").getByRole("link", { name: "Login/Register" }), "header Login/Register (primary)");
  await expectTextContrastInEveryState(page, hero.getByRole("link", { name: "See our products" }), "hero See our products (primary)");
  await expectTextContrastInEveryState(page, hero.getByRole("link", { name: "About us" }), "hero About us (outline on the picture)");

  await page.goto("/jute-sacking-bag");
  await page.waitForLoadState("networkidle");
  await expectTextContrastInEveryState(page, page.getByRole("main").getByRole("link", { name: "Look up sacking bag prices" }), "Look up prices (primary)");

  await page.goto("/no-such-page");
  const outline = page.getByRole("main").locator("a.jute-button--outline").first();
  await expect(outline).toBeVisible();
  await expectTextContrastInEveryState(page, outline, "404 page's outline link-button");
});

test("the focus ring keeps 3:1 over the hero, the top bar and the footer", async ({ page }) => {
  await page.goto("/");
  const hero = page.locator(".hero");
  await expect(hero.getByRole("link", { name: "About us" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expectFocusRing(page, hero.getByRole("link", { name: "See our products" }), "hero See our products");
  await expectFocusRing(page, hero.getByRole("link", { name: "About us" }), "hero About us");
  const toggle = hero.locator(".jute-video-hero__toggle");
  if ((await toggle.count()) > 0) await expectFocusRing(page, toggle, "hero video button");
  await expectFocusRing(page, page.getByRole("navigation", { name: "Quick links" }).getByRole("link", { name: "Careers" }), "top bar link");
  await expectFocusRing(page, page.getByRole("banner").getByRole("link", { name: "Login/Register" }), "header Login/Register");
  const footer = page.getByRole("contentinfo");
  await expectFocusRing(page, footer.getByRole("link").first(), "footer's first link");
  await expectFocusRing(page, footer.getByRole("link", { name: /mailto|@/ }).first(), "footer email link");
});

test("the floating WhatsApp and map buttons' focus ring keeps 3:1 over the page and over the footer", async ({ page }) => {
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  const shortcuts = page.getByRole("list", { name: "Contact shortcuts" });
  const buttons = shortcuts.getByRole("link");
  await expect(buttons).toHaveCount(2);
  for (const index of [0, 1]) {
    await expectFocusRing(page, buttons.nth(index), `floating button ${index + 1} over the page`);
  }
  // At the bottom of the page the buttons float over the footer.
  await page.getByRole("contentinfo").evaluate((footer) => footer.scrollIntoView({ block: "end" }));
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  for (const index of [0, 1]) {
    const box = await buttons.nth(index).boundingBox();
    const footerBox = await page.getByRole("contentinfo").boundingBox();
    expect(box && footerBox && box.y > footerBox.y, "the button is over the footer").toBe(true);
    await expectFocusRing(page, buttons.nth(index), `floating button ${index + 1} over the footer`);
  }
});

test("every text of the header, the footer and the registered particulars keeps 4.5:1 against its ground", async ({ page }) => {
  // The particulars' headings once took the page's dark heading colour on the footer's dark
  // ground (1.0:1) and no scan said so: here every element that holds text of its own is read.
  for (const path of ["/", "/contact-us", "/privacy"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    for (const region of [page.getByRole("banner"), page.getByRole("contentinfo"), page.getByRole("main").locator(".particulars")]) {
      if ((await region.count()) === 0) continue;
      const texts = region.locator("*").filter({ visible: true });
      const owners = await texts.evaluateAll((elements) =>
        elements.flatMap((element, index) =>
          [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? "").trim() !== "") && !element.closest(".visually-hidden") ? [index] : [],
        ),
      );
      expect(owners.length, `${path}: text found`).toBeGreaterThan(3);
      const low: string[] = [];
      for (const index of owners) {
        const element = texts.nth(index);
        const ratio = await textContrast(element);
        if (ratio < 4.5) low.push(`"${(await element.textContent())?.trim().slice(0, 40)}" ${ratio.toFixed(2)}:1`);
      }
      expect(low, `${path}: text under 4.5:1`).toEqual([]);
    }
  }
});
