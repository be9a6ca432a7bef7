/**
 * A controllable window.matchMedia for jsdom (which has none). Understands the queries
 * this library uses: (max-width: Npx), (min-width: Npx) and (prefers-reduced-motion: reduce).
 */
import { vi } from "vitest";

export interface MediaState {
  width: number;
  reducedMotion: boolean;
}

function matches(query: string, state: MediaState): boolean {
  const max = /max-width:\s*([\d.]+)px/.exec(query);
  if (max?.[1]) return state.width <= Number(max[1]);
  const min = /min-width:\s*([\d.]+)px/.exec(query);
  if (min?.[1]) return state.width >= Number(min[1]);
  if (query.includes("prefers-reduced-motion: reduce")) return state.reducedMotion;
  return false;
}

export function mockMatchMedia(initial: Partial<MediaState> = {}) {
  const state: MediaState = { width: 1280, reducedMotion: false, ...initial };
  const listeners = new Set<() => void>();
  const matchMedia = vi.fn((query: string) => ({
    get matches() {
      return matches(query, state);
    },
    media: query,
    onchange: null,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    addListener: (listener: () => void) => listeners.add(listener),
    removeListener: (listener: () => void) => listeners.delete(listener),
    dispatchEvent: () => true,
  }));
  vi.stubGlobal("matchMedia", matchMedia);
  return {
    /** Changes the viewport and tells every subscriber, as a real resize would. */
    set(next: Partial<MediaState>) {
      Object.assign(state, next);
      for (const listener of [...listeners]) listener();
    },
  };
}
