/** Renders a flow's screen inside the router, the ui library's RouterProvider and the toasts. */
import { RouterProvider } from "@jute/ui";
import { configure, render } from "@testing-library/react";
import type { ReactNode } from "react";
import { vi } from "vitest";
import { fromPromise } from "xstate";
import { Router, useLocation } from "wouter";
import { DeferredToastRegion } from "../../toasts";

// Two shared cores: typing into react-aria fields is slow on the first test of a file.
configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 20_000 });

function Wiring({ children }: { children: ReactNode }) {
  const [, navigate] = useLocation();
  return (
    <RouterProvider navigate={(to, options) => navigate(to, { replace: options?.replace ?? false, state: options?.state ?? null })}>
      {children}
    </RouterProvider>
  );
}

export function renderFlow(ui: ReactNode, { path = "/", state = null }: { path?: string; state?: unknown } = {}) {
  window.history.replaceState(state, "", path);
  return render(
    <Router>
      <Wiring>
        {ui}
        <DeferredToastRegion />
      </Wiring>
    </Router>,
  );
}

/** A fake network actor answering `reply` (or with what `reply` returns for the input). */
export const answers = <T, I = unknown>(reply: T | ((input: I) => T)) =>
  fromPromise<T, I>(async ({ input }) => (typeof reply === "function" ? (reply as (input: I) => T)(input) : reply));

/** A fake network actor that never answers (the screen stays busy). */
export const never = <T, I = unknown>() => fromPromise<T, I>(() => new Promise<T>(() => {}));
