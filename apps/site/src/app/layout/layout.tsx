import { SkipLink } from "@jute/ui";
import type { ReactNode } from "react";
import { DeferredToastRegion, PoliteAnnouncer } from "../../shared/toasts";
import { Footer } from "./footer";
import { Header } from "./header";

/** The frame of every route: skip link, header, the page in <main>, footer, toasts and the polite announcer. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink targetId="main" />
      <Header />
      <main id="main" tabIndex={-1} className="site-main">
        {children}
      </main>
      <Footer />
      <DeferredToastRegion />
      <PoliteAnnouncer />
    </>
  );
}
