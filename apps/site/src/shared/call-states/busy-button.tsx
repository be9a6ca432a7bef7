import { PlainButton } from "@jute/ui";
import type { ReactNode } from "react";

/**
 * A submit button that reads `busyLabel` while a call runs ("Logging in…", "Submitting…"),
 * announced by a polite status region of its own. Not react-aria Button's `isPending`: it
 * announces that through a page-level region labelled by the button's id, which stays behind
 * with a dangling label when the page changes after login or sign-up (axe: role-img-alt). A
 * native button: a submit needs none of react-aria's press code (the costing forms load none).
 */
export function BusyButton({ busy, busyLabel, children }: { busy: boolean; busyLabel: string; children: ReactNode }) {
  return (
    <>
      <PlainButton type="submit" aria-disabled={busy || undefined} className={busy ? "is-busy" : undefined}>
        {busy ? busyLabel : children}
      </PlainButton>
      <span role="status" className="visually-hidden">
        {busy ? busyLabel : ""}
      </span>
    </>
  );
}
