/**
 * The site's toasts, with their code (react-toastify, ~10 KB gzipped) loaded when it is first
 * needed: once the visitor's first gesture has painted (every toast follows one, so it is usually
 * there in time) or at the first toast. A toast waits until the region is on the page, so the
 * region's live region exists before the toast appears and screen readers announce it.
 */
import type * as ToastCodeModule from "./toast-region";

type ToastCode = typeof ToastCodeModule;
type Kind = "success" | "info" | "error";

let loading: Promise<ToastCode> | null = null;
let wanted = false;
let regionMounted = false;
const wantedListeners = new Set<() => void>();
const waitingForRegion: Array<() => void> = [];

/** Starts loading the toasts' code (once; again after a failure) and asks for the region. */
export function loadToasts(): Promise<ToastCode> {
  if (!loading) {
    loading = import("./toast-region");
    loading.catch(() => {
      loading = null;
    });
  }
  if (!wanted) {
    wanted = true;
    for (const listener of wantedListeners) listener();
  }
  return loading;
}

/** For DeferredToastRegion: whether the region should be on the page, and when that changes. */
export const isRegionWanted = () => wanted;
export function subscribeRegionWanted(listener: () => void): () => void {
  wantedListeners.add(listener);
  return () => void wantedListeners.delete(listener);
}

/** For DeferredToastRegion: the region is on the page (true) or gone (false). */
export function setRegionMounted(mounted: boolean): void {
  regionMounted = mounted;
  if (mounted) for (const release of waitingForRegion.splice(0)) release();
}

const regionReady = () => (regionMounted ? Promise.resolve() : new Promise<void>((resolve) => waitingForRegion.push(resolve)));

function send(kind: Kind, message: string): void {
  void Promise.all([loadToasts(), regionReady()]).then(
    ([code]) => code.notify[kind](message),
    (error: unknown) => console.warn(`A ${kind} toast could not be shown ("${message}"): its code did not load.`, error),
  );
}

/** Shows a toast (bottom-right, 5 s, announced): success and info politely, errors assertively. */
export const notify = {
  success: (message: string) => send("success", message),
  info: (message: string) => send("info", message),
  error: (message: string) => send("error", message),
  dismissAll: () => void loading?.then((code) => code.notify.dismissAll()),
};
