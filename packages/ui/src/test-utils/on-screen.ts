/**
 * A controllable IntersectionObserver and page visibility for jsdom (which has neither): tests of
 * motion that runs only on screen in a visible tab (use-on-screen.ts) move the element off and on
 * screen and hide the tab.
 */
import { act } from "@testing-library/react";
import { vi } from "vitest";

export function mockOnScreen() {
  const observers = new Set<{ callback: IntersectionObserverCallback; targets: Set<Element> }>();
  class FakeIntersectionObserver {
    private readonly entry: { callback: IntersectionObserverCallback; targets: Set<Element> };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, targets: new Set() };
      observers.add(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.add(target);
    }
    unobserve(target: Element) {
      this.entry.targets.delete(target);
    }
    disconnect() {
      observers.delete(this.entry);
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
  let visibility: DocumentVisibilityState = "visible";
  vi.spyOn(document, "visibilityState", "get").mockImplementation(() => visibility);
  return {
    /** Every observed element scrolls into or out of the viewport. */
    scroll(isIntersecting: boolean) {
      act(() => {
        for (const { callback, targets } of observers) {
          const entries = [...targets].map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
          if (entries.length > 0) callback(entries, {} as IntersectionObserver);
        }
      });
    },
    /** The tab is hidden or shown again. */
    setTabHidden(hidden: boolean) {
      visibility = hidden ? "hidden" : "visible";
      act(() => {
        document.dispatchEvent(new Event("visibilitychange"));
      });
    },
  };
}
