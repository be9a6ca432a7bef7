import { useEffect, useRef, type ReactNode } from "react";
import { stateTitle, useDocumentTitle } from "../document/use-document-title";

/**
 * What a flow ended with, in place of its form ("Check your mail", "Password changed", "Your
 * account has been deleted"): a status region, announced, that takes focus when it appears so
 * a keyboard user continues from it rather than from the top of the page. The document title
 * follows it ("Error: " before a failure's, such as a link that cannot be used).
 *
 * `takeFocus={false}` for a panel that is what the page shows as it loads (not the outcome of
 * something the person did): focus stays where the page put it.
 */
export function OutcomePanel({ title, error = false, takeFocus = true, children }: { title: string; error?: boolean; takeFocus?: boolean; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useDocumentTitle(stateTitle(title, { error }));
  useEffect(() => {
    if (takeFocus) ref.current?.focus();
  }, [title, takeFocus]);
  return (
    <div ref={ref} tabIndex={-1} role="status" className="account-outcome">
      <h2 className="account-outcome__title">{title}</h2>
      {children}
    </div>
  );
}
