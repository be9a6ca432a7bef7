/**
 * Waiting for a page to be done with what an action set off, instead of a fixed time: no request
 * of the page in flight (counted from `trackRequests`, which the specs' page helpers call as
 * they open a page), and the frames after it drawn. A check that something does NOT happen
 * (a toast, a second send, a focus move, a closed section) runs once the page has settled.
 */
import { expect, type Page, type Request } from "@playwright/test";

const inFlight = new WeakMap<Page, Set<Request>>();

/** Counts the page's requests in flight from now on (call before its first `goto`). */
export function trackRequests(page: Page): void {
  if (inFlight.has(page)) return;
  const pending = new Set<Request>();
  inFlight.set(page, pending);
  page.on("request", (request) => pending.add(request));
  page.on("requestfinished", (request) => pending.delete(request));
  page.on("requestfailed", (request) => pending.delete(request));
}

/** Resolves after the page has drawn `count` more frames (what the last task changed is on screen). */
export async function afterFrames(page: Page, count = 2): Promise<void> {
  await page.evaluate(
    (frames) =>
      new Promise<void>((resolve) => {
        const next = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => next(left - 1)));
        next(frames);
      }),
    count,
  );
}

/**
 * Waits until the page has no request in flight, and still none after two more frames (a reply
 * that sets off a request, e.g. a chunk loaded on demand, is seen).
 */
export async function settled(page: Page, timeout = 30_000): Promise<void> {
  const pending = inFlight.get(page);
  if (!pending) throw new Error("settled(page) needs trackRequests(page) before the page's first request");
  await expect(async () => {
    expect(pending.size, "requests in flight").toBe(0);
    await afterFrames(page);
    expect(pending.size, "requests in flight after two frames").toBe(0);
  }).toPass({ timeout });
}
