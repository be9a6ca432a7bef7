/**
 * Rendering helpers for the site's component tests: the app (or a part of it) inside the
 * router, the ui library's RouterProvider and a fake category call.
 */
import { act, configure, render } from "@testing-library/react";
import { vi } from "vitest";
import { App } from "../app";
import type { CategoriesReply, LoadCategories, MenuCategory } from "../../shared/categories";

// Each page is a lazy chunk: the first visit to one in a test run transforms it on the fly.
configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 20_000 });

/** Focus an element the way a script would, inside act (react-aria tracks focus in state). */
export const focus = (element: HTMLElement): void => {
  act(() => element.focus());
};

export const fakeCategories: MenuCategory[] = [
  { category_id: "1", category_name: "Jute Yarn", img: "/media/products/yarn.webp" },
  { category_id: "2", category_name: "Jute Rope", img: "" },
  { category_id: "3", category_name: "Jute Bags", img: "/media/products/sacking-bag.webp" },
  { category_id: "4", category_name: "Jute Cloth", img: "" },
  { category_id: "5", category_name: "Soil Saver", img: "/media/products/soil-saver.webp" },
  { category_id: "6", category_name: "Diversified Products", img: "" },
  { category_id: "8", category_name: "Traditional Cloth", img: "" },
];

/** A category call that answers at once with `reply`. */
export const answering =
  (reply: CategoriesReply = { kind: "ok", data: fakeCategories }): LoadCategories =>
  () =>
    Promise.resolve(reply);

/** A category call that never answers (the menu stays "Data loading..."). */
export const pending: LoadCategories = () => new Promise<CategoriesReply>(() => {});

/**
 * jsdom lacks media playback and scrolling: stub them so that the app's calls do not print
 * "not implemented" errors (the setup fails any test that writes to the console).
 */
export function stubBrowser({ mobile = false }: { mobile?: boolean } = {}): void {
  vi.spyOn(window.HTMLMediaElement.prototype, "play").mockImplementation(() => Promise.resolve());
  vi.spyOn(window.HTMLMediaElement.prototype, "pause").mockImplementation(() => {});
  vi.spyOn(window, "scrollTo").mockImplementation(() => {});
  window.matchMedia = ((query: string) => ({
    matches: mobile && query.includes("max-width"),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}

/** The whole app at `path` (set through the History API, as a visit would). */
export function renderApp(path = "/", options: { loadCategories?: LoadCategories; state?: unknown } = {}) {
  window.history.replaceState(options.state ?? null, "", path);
  return render(<App loadCategories={options.loadCategories ?? answering()} />);
}
