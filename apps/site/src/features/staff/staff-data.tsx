/**
 * Small pieces shared by the staff pages: loading a staff call into a page (the site's one load
 * with retry, `shared/flows/use-load.ts`), and the status and error lines (announced to screen readers).
 */
import type { ApiResult } from "@jute/api/client";
import { useEffect, useRef, useState, type ReactNode } from "react";
import type { StaffClient } from "@jute/api/client/staff";
import { useLoad, type Loaded } from "../../shared/flows/use-load";
import { staffClient } from "./staff-api";

export type { Loaded };

/** Runs a staff call on mount and on `reload()` (what is shown stays until the answer). */
export function useStaffCall<T>(call: (client: StaffClient) => Promise<ApiResult<T>>): [Loaded<T>, () => void] {
  return useLoad(() => staffClient().then(call));
}

/** A polite status line (always present, so that changes to it are announced). */
export function StatusLine({ children, takeFocus = false }: { children: ReactNode; takeFocus?: boolean }) {
  // takeFocus: the line says the outcome of an action whose button the outcome removes (a
  // cancelled list, an answered enquiry): focus goes to the words instead of the page.
  const line = useRef<HTMLParagraphElement>(null);
  const text = typeof children === "string" ? children : "";
  useEffect(() => {
    if (takeFocus && text !== "") line.current?.focus();
  }, [takeFocus, text]);
  return (
    <p role="status" className="staff-status" ref={line} {...(takeFocus ? { tabIndex: -1 } : {})}>
      {children}
    </p>
  );
}

/**
 * A result count said in a polite status line once the filter or search settles (typing
 * pauses `delayMs`), so a screen reader hears "12 of 340 prices match" once, not at every
 * key; empty until the staff member filters (the table's caption carries the count too).
 */
export function CountStatus({ text, delayMs = 400 }: { text: string; delayMs?: number }) {
  const [said, setSaid] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setSaid(text), delayMs);
    return () => clearTimeout(timer);
  }, [text, delayMs]);
  return (
    <p role="status" className="staff-status staff-count">
      {said}
    </p>
  );
}

export function ErrorLine({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="staff-error">
      {children}
    </p>
  );
}

/** What a page shows while its data loads or when the call was refused. */
export function LoadState({ state }: { state: Loaded<unknown> }) {
  if (state.kind === "loading") return <StatusLine>Loading…</StatusLine>;
  if (state.kind === "error") return <ErrorLine>{state.msg}</ErrorLine>;
  return null;
}
