import { afterNextPaint } from "@jute/ui";
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
 * The toast region (react-toastify), loaded as its own chunk after the visitor's first gesture
 * or at the first toast (see notify.ts), whichever comes first. A page nobody touches never
 * loads it. After the gesture's paint, not inside it: compiling the chunk and drawing the
 * region there added 10 to 20 ms at 4x CPU to whatever that first press did (issue 36).
 */
export function DeferredToastRegion() {
  const wanted = useSyncExternalStore(subscribeRegionWanted, isRegionWanted, () => false);
  useEffect(() => {
    if (wanted) return;
    const want = () => void afterNextPaint().then(loadToasts).catch(() => {});
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
