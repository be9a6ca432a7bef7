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
import { settled, trackRequests } from "./settle";

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
  trackRequests(page);
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
  // None expected: a toast that was coming (its code loads on demand) shows once the page has
  // settled (no request in flight, its frames drawn).
  if (expected.length === 0) await settled(page);
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

const LIFE_KEY = "e2e-toast-life";

/** One toast's life, in the page's clock: when it came in and when it began to leave (null: not yet). */
export interface ToastLife {
  text: string;
  inAt: number;
  outAt: number | null;
}

/** Runs in the page: stamps each toast as it comes in and as it begins to leave (data-in="false", or removed). */
function lifeRecorder(key: string): void {
  const read = (): ToastLife[] => JSON.parse(sessionStorage.getItem(key) ?? "[]") as ToastLife[];
  const ids = new WeakMap<Element, number>();
  const textOf = (toast: Element) => (toast.querySelector(".Toastify__toast-body")?.textContent ?? toast.textContent ?? "").trim();
  const update = (change: (lives: ToastLife[]) => void) => {
    const lives = read();
    change(lives);
    sessionStorage.setItem(key, JSON.stringify(lives));
  };
  const leave = (toast: Element) => {
    const id = ids.get(toast);
    if (id !== undefined) update((lives) => lives[id] && lives[id].outAt === null && (lives[id].outAt = Date.now()));
  };
  const look = () => {
    for (const toast of document.querySelectorAll(".Toastify__toast")) {
      if (!ids.has(toast) && toast.getAttribute("data-in") !== "false") {
        update((lives) => ids.set(toast, lives.push({ text: textOf(toast), inAt: Date.now(), outAt: null }) - 1));
      } else if (toast.getAttribute("data-in") === "false") leave(toast);
    }
  };
  new MutationObserver((records) => {
    for (const record of records) for (const node of record.removedNodes) if (node instanceof Element) [node, ...node.querySelectorAll(".Toastify__toast")].forEach(leave);
    look();
  }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ["data-in"] });
}

/** Starts stamping each toast's life in `page` (call before the first `goto`). */
export async function watchToastLife(page: Page): Promise<void> {
  await page.addInitScript(lifeRecorder, LIFE_KEY);
}

/**
 * How long the last toast with these words stayed in (ms, the page's clock), once it has begun
 * to leave (polled: a toast is left to run out its time, however slow the machine).
 */
export async function toastLifetime(page: Page, text: RegExp, timeout = 20_000): Promise<number> {
  const life = () =>
    page.evaluate(([key, source, flags]) => {
      const words = new RegExp(source, flags);
      const last = (JSON.parse(sessionStorage.getItem(key) ?? "[]") as ToastLife[]).filter((entry) => words.test(entry.text)).at(-1);
      return last && last.outAt !== null ? last.outAt - last.inAt : null;
    }, [LIFE_KEY, text.source, text.flags] as const);
  await expect.poll(life, { timeout, message: `a toast ${String(text)} came in and began to leave` }).not.toBeNull();
  return (await life()) ?? 0;
}

/** How long the last toast with these words has been in so far (ms, the page's clock; -1: none came in). */
export async function toastAge(page: Page, text: RegExp): Promise<number> {
  return page.evaluate(([key, source, flags]) => {
    const words = new RegExp(source, flags);
    const last = (JSON.parse(sessionStorage.getItem(key) ?? "[]") as ToastLife[]).filter((entry) => words.test(entry.text)).at(-1);
    return last ? (last.outAt ?? Date.now()) - last.inAt : -1;
  }, [LIFE_KEY, text.source, text.flags] as const);
}

/** The timer of the toast with these words is paused (react-toastify's progress bar stops: it does not run out). */
export async function expectToastPaused(page: Page, text: RegExp): Promise<void> {
  const timer = page.locator(".Toastify__toast").filter({ hasText: text }).getByRole("progressbar", { name: "notification timer", includeHidden: true });
  await expect.poll(() => timer.evaluate((bar) => getComputedStyle(bar).animationPlayState), { message: `the timer of the toast ${String(text)}` }).toBe("paused");
}
