/**
 * One visit to a page, recorded once for every check that reads it: a fresh context (an empty
 * cache: a first visit), the document's reply, every console error and warning, every script
 * and stylesheet reply (the first-visit budget), every API reply with its body (no price), and
 * the moment the page has settled.
 *
 * Settled is a state, not a time: the load event has fired, React owns the page (its root
 * carries React's container), the page's main thread has had an idle moment, no request is in
 * flight and none started or ended in the last QUIET_MS. The chain of a first visit (boot.js
 * after the first paint, then the entry and its modules, then the page's lazy code, then its API
 * calls and the code they pull in) is a chain of CPU work and requests: the idle moment covers
 * the CPU work however slow the machine, and the quiet window only the last reply's way back to
 * the test. (It replaced a fixed 1.6 s wait per route.)
 */
import { expect, type Browser, type BrowserContext, type Page, type Response } from "@playwright/test";

/** How long the network must have been still, once the page is idle, to call it settled. */
const QUIET_MS = 300;

export interface ApiReply {
  readonly url: string;
  readonly body: string;
  readonly cacheControl: string | undefined;
}

export interface Visit {
  readonly page: Page;
  readonly context: BrowserContext;
  /** The reply to the navigation (null when there was none). */
  readonly document: Response | null;
  /** Console errors and warnings, and uncaught errors, in the order they came. */
  readonly problems: string[];
  /** Every script and stylesheet reply until the page settled, in the order they came (a gesture loads more). */
  readonly scriptsAndStyles: Response[];
  /** Every API reply the page got, with its body (await `apiRepliesRead()` first). */
  readonly apiReplies: ApiReply[];
  /** Resolves once every API reply so far has been read. */
  apiRepliesRead(): Promise<void>;
  close(): Promise<void>;
}

export interface VisitOptions {
  readonly viewport: { width: number; height: number };
  readonly reducedMotion?: "reduce" | "no-preference";
  /** A member's visit: the session as the site stores it. */
  readonly token?: string;
}

/** Counts requests in flight and when the network last moved, for `settle`. */
interface Traffic {
  inFlight: number;
  changes: number;
  lastChange: number;
}

const traffics = new WeakMap<Page, Traffic>();

/** Opens `url` in a fresh context and records everything the checks read; waits until it has settled. */
export async function visit(browser: Browser, url: string, options: VisitOptions): Promise<Visit> {
  // AxeBuilder needs a page of a context we created ourselves.
  const context = await browser.newContext({ viewport: options.viewport, reducedMotion: options.reducedMotion ?? "reduce" });
  if (options.token) {
    await context.addInitScript((stored) => {
      localStorage.setItem("token", stored);
      localStorage.setItem("user", JSON.stringify({ name: "Member" }));
    }, options.token);
  }
  const page = await context.newPage();
  const traffic: Traffic = { inFlight: 0, changes: 0, lastChange: Date.now() };
  traffics.set(page, traffic);
  const moved = (delta: number) => {
    traffic.inFlight += delta;
    traffic.changes += 1;
    traffic.lastChange = Date.now();
  };
  page.on("request", () => moved(1));
  page.on("requestfinished", () => moved(-1));
  page.on("requestfailed", () => moved(-1));

  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));

  const scriptsAndStyles: Response[] = [];
  page.on("response", (response) => {
    const type = response.request().resourceType();
    if (type === "script" || type === "stylesheet") scriptsAndStyles.push(response);
  });
  const api = recordApiReplies(page);

  const document = await page.goto(url);
  await settle(page);
  return {
    page,
    context,
    document,
    problems,
    scriptsAndStyles: [...scriptsAndStyles],
    apiReplies: api.replies,
    apiRepliesRead: api.read,
    close: () => context.close(),
  };
}

/** Records every API reply `page` gets from now on, across navigations, with its body. */
export function recordApiReplies(page: Page): { replies: ApiReply[]; read: () => Promise<void> } {
  const replies: ApiReply[] = [];
  const reading: Promise<void>[] = [];
  page.on("response", (response) => {
    const url = response.url();
    if (!/\/api\//.test(url)) return;
    const cacheControl = response.headers()["cache-control"];
    reading.push(
      response
        .text()
        .catch(() => "")
        .then((body) => void replies.push({ url, body, cacheControl })),
    );
  });
  return { replies, read: async () => void (await Promise.all(reading)) };
}

/** Waits until the page opened by `visit` has settled (see the top of this file). */
export async function settle(page: Page): Promise<void> {
  const traffic = traffics.get(page);
  if (!traffic) throw new Error("settle() needs a page opened by visit()");
  await page.waitForLoadState("load");
  await expect
    .poll(
      async () => {
        if (traffic.inFlight > 0) return `${traffic.inFlight} request(s) in flight`;
        const before = traffic.changes;
        const owned = await page.evaluate(
          () =>
            new Promise<boolean>((resolve) =>
              requestIdleCallback(() => {
                const root = document.getElementById("root");
                resolve(root !== null && Object.keys(root).some((key) => key.startsWith("__reactContainer$")));
              }),
            ),
        );
        if (!owned) return "React does not own the page yet";
        if (traffic.changes !== before || traffic.inFlight > 0) return "a request started while the page worked";
        const quiet = Date.now() - traffic.lastChange;
        return quiet >= QUIET_MS ? "settled" : `the network quiet for ${quiet} ms only`;
      },
      { message: "the page settles (React owns it, the page is idle, no request for 500 ms)", timeout: 30_000, intervals: [50, 100, 250] },
    )
    .toBe("settled");
}
