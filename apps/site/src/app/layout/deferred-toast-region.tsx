import { lazy, Suspense, useEffect, useState } from "react";

const ToastRegion = lazy(() => import("./toast-region").then((module) => ({ default: module.ToastRegion })));

const INTERACTIONS = ["pointerdown", "keydown", "touchstart"] as const;

/**
 * The toast region (react-toastify), loaded as its own chunk: at once where toasts can come
 * without a gesture (the member and costing screens), and on a page of copy at the visitor's
 * first gesture, since every toast there follows one (Logout). A page nobody touches never
 * loads it. A toast sent before the region is there waits for it (react-toastify queues it).
 */
export function DeferredToastRegion({ now }: { now: boolean }) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (now) {
      setWanted(true);
      return;
    }
    const want = () => setWanted(true);
    for (const type of INTERACTIONS) window.addEventListener(type, want, { once: true, capture: true, passive: true });
    return () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, want, { capture: true });
    };
  }, [now]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  );
}
