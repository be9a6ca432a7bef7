import type { ReactNode } from "react";
import { useHydrated } from "./use-hydrated";

export interface AfterHydrationProps {
  /** What the place says until then, e.g. "Loading the login form…". */
  label: string;
  /** Why the part needs the page's script, for a browser that runs none. */
  noScript: string;
  children: ReactNode;
}

/**
 * The interactive part of a prerendered screen (a form, a price lookup), shown once the page's
 * script runs. Until then its place holds a loading line of the same room, so the page's
 * frame (heading, lead) paints at once and nothing typed or chosen before the script takes
 * over can be lost. A client-side navigation shows the part at once.
 */
export function AfterHydration({ label, noScript, children }: AfterHydrationProps) {
  const hydrated = useHydrated();
  if (hydrated) return <>{children}</>;
  return <PartLoading label={label} noScript={noScript} />;
}

/**
 * The loading line in the place of a part of a screen: until the page's script runs (above),
 * or while the part's own chunk loads (a lazy part under Suspense).
 */
export function PartLoading({ label, noScript }: { label: string; noScript?: string }) {
  return (
    <div className="page-loading page-loading--part" role="status">
      <span className="page-loading__spinner" aria-hidden="true" />
      <span>{label}</span>
      {noScript && (
        <noscript>
          <p>{noScript}</p>
        </noscript>
      )}
    </div>
  );
}
