/**
 * Zoom and spacing (WCAG 1.4.10 reflow, 1.4.12 text spacing, 2.4.11 focus not obscured), as
 * checks on a page in the state it is in; used by the route crawl (e2e/perf/every-route.spec.ts,
 * the visitor's pages) and e2e/site/zoom-and-spacing.spec.ts (a member's pages).
 *
 * - 400% zoom: a 1280 x 900 window zoomed 400% lays out as 320 x 225 CSS pixels (ZOOMED). Focus
 *   goes through every control by Tab; no fixed or sticky element (the home page's WhatsApp and
 *   map buttons, a notice) lies over the focused one.
 * - Text spacing: with the WCAG override (TEXT_SPACING: line height 1.5, letter spacing 0.12em,
 *   word spacing 0.16em, paragraph spacing 2em) at 320 px, the page never scrolls sideways, and
 *   nothing sticks out of the screen unless it is inside a labelled scroll area (its own name,
 *   or ui's Table: a focusable table named by its caption).
 */
import { expect, type Page } from "@playwright/test";

/** A 1280 x 900 window at 400% zoom, in CSS pixels. */
export const ZOOMED = { width: 320, height: 225 };

/** A phone's window, where the text spacing override is checked. */
export const SPACED = { width: 320, height: 640 };

export const TEXT_SPACING = `
  *, *::before, *::after { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`;

/** What, if anything, floats (fixed or sticky) over the focused element, at its centre and corners. */
function coverOfFocused(): string | null {
  const focused = document.activeElement;
  if (!focused || focused === document.body) return null;
  const box = focused.getBoundingClientRect();
  if (box.width === 0 || box.height === 0) return null;
  const inset = 2;
  const points = [
    [box.left + box.width / 2, box.top + box.height / 2],
    [box.left + inset, box.top + inset],
    [box.right - inset, box.top + inset],
    [box.left + inset, box.bottom - inset],
    [box.right - inset, box.bottom - inset],
  ];
  for (const [x, y] of points) {
    if (x === undefined || y === undefined || x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
    const top = document.elementFromPoint(x, y);
    if (!top || focused.contains(top) || top.contains(focused)) continue;
    for (let node: Element | null = top; node; node = node.parentElement) {
      const position = getComputedStyle(node).position;
      if (position === "fixed" || position === "sticky") {
        const name = focused.getAttribute("aria-label") ?? focused.textContent?.trim().slice(0, 40) ?? focused.tagName;
        return `"${name}" is covered by ${node.tagName.toLowerCase()}.${String(node.className).split(" ").join(".")}`;
      }
    }
  }
  return null;
}

/** Tabs through the page (until focus comes round again) and checks each focused control. */
export async function expectFocusNeverCovered(page: Page, where: string): Promise<number> {
  const seen = new Set<string>();
  let reached = 0;
  for (let press = 0; press < 120; press++) {
    await page.keyboard.press("Tab");
    const key = await page.evaluate(() => {
      const path: string[] = [];
      for (let node = document.activeElement; node && node !== document.body; node = node.parentElement) {
        path.push(`${node.tagName}${Array.from(node.parentElement?.children ?? []).indexOf(node)}`);
      }
      return path.join("<");
    });
    const cover = await page.evaluate(coverOfFocused);
    if (key === "" || seen.has(key)) break;
    seen.add(key);
    reached += 1;
    expect(cover, `${where}, focus stop ${reached}`).toBeNull();
  }
  return reached;
}

/** The page does not scroll sideways, and nothing sticks out of the screen outside a labelled scroll area. */
export async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  const found = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const outside: string[] = [];
    // Inside a labelled scroll area (a table's), or cut off by a box that itself fits (a
    // slideshow's next slide): neither makes the page scroll.
    const inScrollArea = (element: Element) => {
      for (let node = element.parentElement; node; node = node.parentElement) {
        const overflow = getComputedStyle(node).overflowX;
        // A scroll area is labelled by its own name, or (ui's Table) holds a table that a
        // keyboard reaches and its caption names: one name, said once, for area and table.
        const table = node.firstElementChild;
        const namedTable = table instanceof HTMLTableElement && table.tabIndex === 0 && (table.caption?.textContent?.trim() ?? "") !== "";
        if ((overflow === "auto" || overflow === "scroll") && (node.hasAttribute("aria-label") || node.hasAttribute("aria-labelledby") || namedTable)) return true;
        if ((overflow === "hidden" || overflow === "clip") && node.getBoundingClientRect().right <= width + 1) return true;
      }
      return false;
    };
    for (const element of Array.from(document.querySelectorAll("body *"))) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.right <= width + 1) continue;
      // Not shown (a closed menu's links, a hidden panel): nothing to scroll to.
      if (!element.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true })) continue;
      if (element.closest(".Toastify")) continue;
      if (!inScrollArea(element)) outside.push(`${element.tagName.toLowerCase()}.${String(element.className).split(" ")[0]} "${element.textContent?.trim().slice(0, 24) ?? ""}" ${Math.round(box.right - width)} px`);
    }
    return { scroll: document.documentElement.scrollWidth - width, outside: outside.slice(0, 5) };
  });
  expect(found.scroll, `${where}: the page scrolls ${found.scroll} px sideways (${found.outside.join(", ")})`).toBeLessThanOrEqual(0);
  expect(found.outside, `${where}: outside the screen`).toEqual([]);
}

