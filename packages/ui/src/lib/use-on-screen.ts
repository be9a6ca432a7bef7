import { useCallback, useEffect, useState, useSyncExternalStore } from "react";

function subscribeVisibility(onChange: () => void) {
  document.addEventListener("visibilitychange", onChange);
  return () => document.removeEventListener("visibilitychange", onChange);
}

/** False while the tab is hidden (another tab, the phone locked): nothing to animate for. */
export function usePageVisible(): boolean {
  return useSyncExternalStore(
    subscribeVisibility,
    () => document.visibilityState !== "hidden",
    () => true,
  );
}

/**
 * Whether an element is on screen (any part of it within the viewport) and its tab visible: a
 * callback ref for the element and the answer. Where IntersectionObserver is missing the element
 * counts as on screen. Motion (a video, a rotating slideshow) runs only while this is true, so a
 * phone spends no decoding, painting or timers on what nobody can see.
 */
export function useOnScreen<E extends Element>(): [ref: (element: E | null) => void, onScreen: boolean] {
  const [element, setElement] = useState<E | null>(null);
  const [intersecting, setIntersecting] = useState(true);
  const visible = usePageVisible();
  useEffect(() => {
    if (!element || typeof IntersectionObserver === "undefined") return undefined;
    const observer = new IntersectionObserver((entries) => {
      const last = entries.at(-1);
      if (last) setIntersecting(last.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  const ref = useCallback((next: E | null) => setElement(next), []);
  return [ref, intersecting && visible];
}

function prefersLessData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  if (connection?.saveData) return true;
  return typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-data: reduce)").matches;
}
const noSubscription = () => () => {};

/**
 * The user's browser asks for less data (Chrome's Save-Data, `prefers-reduced-data`): no
 * autoplaying video. False in the prerendered page; read once hydrated.
 */
export function usePrefersLessData(): boolean {
  return useSyncExternalStore(noSubscription, prefersLessData, () => false);
}
