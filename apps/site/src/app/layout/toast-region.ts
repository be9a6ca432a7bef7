// The toast region on its own, for the lazy chunk of deferred-toast-region.tsx.
export { ToastRegion } from "@jute/ui";
