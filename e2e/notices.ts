/**
 * The notices check every toast-producing journey shares (issue 26): no toast ever covers a
 * focusable control or the result it announces, for its whole life, and no toast repeats what
 * the page itself says.
 *
 * `watchNotices(page)` installs a watcher in the page (before any script of the site, and again
 * after each full load) that samples every 100 ms: each visible toast against each visible
 * button, link, select, field and result (a table with a caption, the "Prices" list, a
 * `role=status` or `role=alert` line of the page). It records each toast it sees and each
 * overlap, by role and name, in sessionStorage, so the record survives the site's navigations.
 * `noticesSeen(page)` waits until no toast is on screen (each lasts 5 s) and returns the record.
 */
import { expect, type Page } from "@playwright/test";

export interface NoticeRecord {
  /** Each toast seen, once (by its id), with its role and words. */
  toasts: Array<{ id: string; role: string; text: string }>;
  /** Each toast found over a control or a result, once per pair. */
  overlaps: Array<{ toast: string; covers: string }>;
  /** How many samples were taken while a toast was on screen. */
  samples: number;
  /** The most controls and results checked in one sample (the check saw the page). */
  targets: number;
}

const KEY = "e2e-notices";

/** Runs in the page: the sampler. Written out in full, as addInitScript sends it as text. */
function sampler(key: string): void {
  const read = (): NoticeRecord => JSON.parse(sessionStorage.getItem(key) ?? '{"toasts":[],"overlaps":[],"samples":0,"targets":0}') as NoticeRecord;
  const visible = (element: Element) => {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return false;
    if (getComputedStyle(element).visibility === "hidden") return false;
    return (element as HTMLElement).checkVisibility?.({ opacityProperty: true, visibilityProperty: true }) !== false;
  };
  const nameOf = (element: Element) => {
    const labelled = element.getAttribute("aria-labelledby");
    const byId = labelled ? labelled.split(" ").map((id) => document.getElementById(id)?.textContent ?? "").join(" ") : "";
    const label = element.id ? (document.querySelector(`label[for="${CSS.escape(element.id)}"]`)?.textContent ?? "") : "";
    const caption = element.tagName === "TABLE" ? (element.querySelector("caption")?.textContent ?? "") : "";
    return (element.getAttribute("aria-label") || byId || label || caption || element.textContent || "").trim().replace(/\s+/g, " ").slice(0, 60);
  };
  const roleOf = (element: Element) => {
    const tag = element.tagName.toLowerCase();
    const implicit: Record<string, string> = { a: "link", button: "button", select: "combobox", textarea: "textbox", input: "textbox", table: "table", ul: "list", summary: "button" };
    return element.getAttribute("role") ?? implicit[tag] ?? tag;
  };
  const TARGETS =
    'a[href], button, select, summary, input:not([type=hidden]), textarea, [tabindex]:not([tabindex="-1"]), [role=button], [role=link], [role=combobox], [role=checkbox], [role=status], [role=alert], table:has(caption), table[aria-label], ul[aria-label="Prices"]';
  const sample = () => {
    const toasts = Array.from(document.querySelectorAll(".Toastify__toast")).filter(visible);
    if (toasts.length === 0) return;
    const record = read();
    record.samples += 1;
    const targets = Array.from(document.querySelectorAll(TARGETS)).filter((element) => !element.closest(".Toastify") && visible(element));
    record.targets = Math.max(record.targets, targets.length);
    for (const toast of toasts) {
      const text = (toast.querySelector(".Toastify__toast-body")?.textContent ?? toast.textContent ?? "").trim();
      // One entry per toast (its id); its role is read while it is in (a leaving toast drops it).
      const id = toast.id || text;
      const role = toast.getAttribute("role");
      const seen = record.toasts.find((entry) => entry.id === id);
      if (!seen) record.toasts.push({ id, role: role ?? "", text });
      else if (seen.role === "" && role) seen.role = role;
      const a = toast.getBoundingClientRect();
      for (const target of targets) {
        const b = target.getBoundingClientRect();
        if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom) {
          const covers = `${roleOf(target)} "${nameOf(target)}"`;
          if (!record.overlaps.some((seen) => seen.toast === text && seen.covers === covers)) record.overlaps.push({ toast: text, covers });
        }
      }
    }
    sessionStorage.setItem(key, JSON.stringify(record));
  };
  window.setInterval(sample, 100);
  // Each scroll and resize too: a toast over a control for less than 100 ms is still caught.
  window.addEventListener("scroll", sample, { passive: true, capture: true });
  window.addEventListener("resize", sample, { passive: true });
}

/** Starts the watcher in `page` (call before the first `goto`). */
export async function watchNotices(page: Page): Promise<void> {
  await page.addInitScript(sampler, KEY);
}

/**
 * Waits until the watcher has recorded a toast with these words: before a full page load, which
 * ends a toast still on its way (its code loads on demand) and the watcher's view of it.
 */
export async function untilNoticeSeen(page: Page, text: RegExp): Promise<void> {
  await expect
    .poll(() => page.evaluate((key) => (JSON.parse(sessionStorage.getItem(key) ?? '{"toasts":[]}') as NoticeRecord).toasts.map((toast) => toast.text), KEY), {
      message: `the watcher saw a toast ${String(text)}`,
    })
    .toContainEqual(expect.stringMatching(text));
}

/** Waits until no toast is on screen (up to `ms`), then returns what the watcher recorded and clears it. */
export async function noticesSeen(page: Page, ms = 12_000): Promise<NoticeRecord> {
  await expect(page.locator(".Toastify__toast")).toHaveCount(0, { timeout: ms });
  return page.evaluate((key) => {
    const record = JSON.parse(sessionStorage.getItem(key) ?? '{"toasts":[],"overlaps":[],"samples":0,"targets":0}') as NoticeRecord;
    sessionStorage.removeItem(key);
    return record;
  }, KEY);
}

/**
 * The journey showed exactly the toasts `expected` (by role and words; none when empty), and
 * none of them covered a control or a result at any moment of its life.
 */
export async function expectNotices(page: Page, expected: Array<{ role: "status" | "alert"; text: string | RegExp }>, state: string): Promise<NoticeRecord> {
  // None expected: give a toast that was coming (its code loads on demand) a second to show.
  if (expected.length === 0) await page.waitForTimeout(1000);
  const record = await noticesSeen(page);
  expect(record.overlaps, `a toast over a control or a result in "${state}"`).toEqual([]);
  expect(record.toasts, `the toasts of "${state}"`).toHaveLength(expected.length);
  expected.forEach((want, index) => {
    const seen = record.toasts[index];
    expect(seen?.role, `toast ${index + 1} of "${state}"`).toBe(want.role);
    if (typeof want.text === "string") expect(seen?.text).toBe(want.text);
    else expect(seen?.text).toMatch(want.text);
  });
  if (expected.length > 0) {
    // Sampled while shown (a toast lives 5 s, about 50 samples, fewer when an axe scan holds the
    // page's timers up or a full page load ends it early), with the page's controls in view.
    expect(record.samples, `samples taken while a toast was shown in "${state}"`).toBeGreaterThan(0);
    expect(record.targets, `controls checked in "${state}"`).toBeGreaterThan(3);
  }
  return record;
}
