import { startTransition, useEffect, useState, useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while a page is rendered at build time and while the browser hydrates it, true soon
 * after; true from the start on a page rendered in the browser (a client-side navigation).
 * The switch after hydration is a transition, so what it brings in (a form, a price lookup)
 * renders in slices that leave the browser free to answer the visitor in between.
 */
export function useHydrated(): boolean {
  const renderedInBrowser = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  const [hydrated, setHydrated] = useState(renderedInBrowser);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
