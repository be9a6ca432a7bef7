import { Button } from "@jute/ui";
import type { ReactNode } from "react";

/**
 * A submit button that reads `busyLabel` while a call runs ("Logging in…", "Submitting…"),
 * announced by a polite status region of its own. Not Button's `isPending`: react-aria
 * announces that through a page-level region labelled by the button's id, which stays behind
 * with a dangling label when the page changes after login or sign-up (axe: role-img-alt).
 */
export function BusyButton({ busy, busyLabel, children }: { busy: boolean; busyLabel: string; children: ReactNode }) {
  return (
    <>
      <Button type="submit" aria-disabled={busy || undefined} className={busy ? "is-busy" : undefined}>
        {busy ? busyLabel : children}
      </Button>
      <span role="status" className="visually-hidden">
        {busy ? busyLabel : ""}
      </span>
    </>
  );
}
