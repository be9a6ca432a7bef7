import { useEffect, useRef, type ReactNode } from "react";

/**
 * What a flow ended with, in place of its form ("Check your mail", "Password changed", "Your
 * account has been deleted"): a status region, announced, that takes focus when it appears so
 * a keyboard user continues from it rather than from the top of the page.
 */
export function OutcomePanel({ title, children }: { title: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [title]);
  return (
    <div ref={ref} tabIndex={-1} role="status" className="account-outcome">
      <h2 className="account-outcome__title">{title}</h2>
      {children}
    </div>
  );
}
