import { SkipLink } from "@jute/ui";
import type { ReactNode } from "react";
import { useLocation } from "wouter";
import { sitemapPaths } from "../../config/paths";
import { DeferredToastRegion } from "./deferred-toast-region";
import { Footer } from "./footer";
import { Header } from "./header";

/** Pages of copy (content, product and hub pages): no toast comes there without a gesture. */
const copyPaths = new Set(sitemapPaths());

/** The frame of every route: skip link, header, the page in <main>, footer, toasts. */
export function Layout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  return (
    <>
      <SkipLink targetId="main" />
      <Header />
      <main id="main" tabIndex={-1} className="site-main">
        {children}
      </main>
      <Footer />
      <DeferredToastRegion now={!copyPaths.has(location)} />
    </>
  );
}
