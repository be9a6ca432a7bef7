/**
 * Fake timers that user-event and Testing Library can live with. Testing Library's async
 * wrapper waits on a setTimeout(0) and only advances it when it sees *Jest* fake timers, so
 * under Vitest's fake timers every user-event call would hang. A `jest` shim that advances
 * Vitest's clock lets it through.
 */
import userEvent from "@testing-library/user-event";
import { vi } from "vitest";

export function useFakeTimersForUser() {
  vi.useFakeTimers();
  vi.stubGlobal("jest", { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  return userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
}

export function restoreTimers() {
  vi.useRealTimers();
  vi.unstubAllGlobals();
}
