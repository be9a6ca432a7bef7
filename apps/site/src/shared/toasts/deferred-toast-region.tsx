import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";
import { isRegionWanted, loadToasts, setRegionMounted, subscribeRegionWanted } from "./notify";

const ToastRegion = lazy(() => loadToasts().then((code) => ({ default: code.ToastRegion })));

const INTERACTIONS = ["pointerdown", "keydown", "touchstart"] as const;

/** Tells notify.ts that the region is on the page (it renders with the region, after it). */
function RegionMounted() {
  useEffect(() => {
    setRegionMounted(true);
    return () => setRegionMounted(false);
  }, []);
  return null;
}

/**
 * The toast region (react-toastify), loaded as its own chunk at the visitor's first gesture
 * or the first toast (see notify.ts), whichever comes first. A page nobody touches never
 * loads it.
 */
export function DeferredToastRegion() {
  const wanted = useSyncExternalStore(subscribeRegionWanted, isRegionWanted, () => false);
  useEffect(() => {
    if (wanted) return;
    const want = () => void loadToasts().catch(() => {});
    for (const type of INTERACTIONS) window.addEventListener(type, want, { once: true, capture: true, passive: true });
    return () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, want, { capture: true });
    };
  }, [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion />
      <RegionMounted />
    </Suspense>
  );
}
