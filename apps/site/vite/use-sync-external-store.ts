/**
 * What the build gives for `use-sync-external-store/shim` (vite.config.ts, resolve.alias):
 * wouter imports the shim, which backs React 16 and 17; React 19 has the hook itself, and the
 * shim's code (0.3 KB gzipped) would otherwise sit in the entry chunk of every first visit.
 */
export { useSyncExternalStore } from "react";
