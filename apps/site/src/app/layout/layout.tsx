import { SkipLink } from "@jute/ui";
import type { ReactNode } from "react";
import { DeferredToastRegion, PoliteAnnouncer } from "../../shared/toasts";
import { Footer } from "./footer";
import { Header } from "./header";

/**
 * The frame of every route: skip link, header, toasts, the page in <main>, footer and the
 * polite announcer. The toasts sit in the flow under the header, in the page's width: a toast
 * pushes the page down while it lasts and never covers a control or a result (issue 26).
 */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink targetId="main" />
      <Header />
      <div className="container site-toasts">
        <DeferredToastRegion />
      </div>
      <main id="main" tabIndex={-1} className="site-main">
        {children}
      </main>
      <Footer />
      <PoliteAnnouncer />
    </>
  );
}
