import type { ReactNode } from "react";
import { Footer } from "./footer";
import { Header } from "./header";

/** The frame of every route: skip link, header, the page in <main>, footer. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to main content
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="site-main">
        {children}
      </main>
      <Footer />
    </>
  );
}
