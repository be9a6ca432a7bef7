import { DisclosureNav, Link, LinkButton, PlainButton } from "@jute/ui";
import { lazy, Suspense, useCallback, useSyncExternalStore } from "react";
import { useLocation } from "wouter";
import { brochureHref, href, staffBase } from "../../shared/config/paths";
import { site } from "../../shared/content/site";
import { useCategories, useRequestCategories } from "../../shared/categories";
import { useSession } from "../../shared/session";
import { companyMenu, juteMenu, outsideBusinessMenu, productsCostMenu, productsDisplayMenu, type HeaderMenu } from "./navigation";

/** Below this width the navigation sits behind the Menu button, its sections stacked. */
export const MOBILE_QUERY = "(max-width: 61.99rem)";

/**
 * Whether the mobile navigation applies; null while rendering at build time and hydrating, when the
 * width is unknown: then both navigations are in the page and site.css shows the one that fits, so
 * nothing moves when the browser takes over. False where matchMedia is missing.
 */
function useMobileMenus(): boolean | null {
  const subscribe = useCallback((onChange: () => void) => {
    const mql = typeof window.matchMedia === "function" ? window.matchMedia(MOBILE_QUERY) : undefined;
    mql?.addEventListener("change", onChange);
    return () => mql?.removeEventListener("change", onChange);
  }, []);
  return useSyncExternalStore<boolean | null>(
    subscribe,
    () => (typeof window.matchMedia === "function" ? window.matchMedia(MOBILE_QUERY).matches : false),
    () => null,
  );
}

/**
 * "My enquiries" with its count of offers awaiting an answer (my-enquiries-link.tsx): a member's
 * chunk, not every visitor's; until it arrives the plain link stands in its place.
 */
const CountedEnquiriesLink = lazy(() => import("./my-enquiries-link"));

const plainEnquiriesLink = (
  <Link href={href("myEnquiries")} variant="standalone" className="account__enquiries">
    My enquiries
  </Link>
);

function Account() {
  const { member, logout } = useSession();
  if (!member) {
    return (
      <LinkButton href={href("login")} variant="primary" size="sm">
        Login/Register
      </LinkButton>
    );
  }
  return (
    <div className="account">
      {/* The member's own page (built with the account pages). */}
      <Link href={href("account")} variant="standalone" className="account__name" aria-label={`Account: ${member.userName}`}>
        {member.userName}
      </Link>
      {/* The mill's staff make no enquiries of their own: their way back is the console. */}
      {member.role === "staff" ? (
        <Link href={staffBase} variant="standalone" className="account__enquiries">
          Staff console
        </Link>
      ) : (
        <Suspense fallback={plainEnquiriesLink}>
          <CountedEnquiriesLink token={member.token} />
        </Suspense>
      )}
      <PlainButton variant="outline" size="sm" onClick={logout}>
        Logout
      </PlainButton>
    </div>
  );
}

function TopBar() {
  return (
    <div className="top-bar">
      <div className="container top-bar__inner">
        <nav aria-label="Quick links">
          <ul className="top-bar__links">
            {site.topBar.map((item) => (
              <li key={item.href}>
                {item.href === brochureHref || item.download ? (
                  // A plain anchor: the router must not handle a file download.
                  <a href={item.href} download className="top-bar__link">
                    {item.label}
                    <span className="visually-hidden"> (PDF download)</span>
                  </a>
                ) : (
                  <Link href={item.href} variant="standalone" className="top-bar__link">
                    {item.label}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <a className="top-bar__link top-bar__email" href={`mailto:${site.email}`}>
          {site.email}
        </a>
      </div>
    </div>
  );
}

function useSections(): HeaderMenu[] {
  const categories = useCategories();
  return [companyMenu, productsDisplayMenu, productsCostMenu(categories), juteMenu, outsideBusinessMenu];
}

/**
 * The main navigation (DisclosureNav of @jute/ui): native disclosure sections, so the first
 * tap opens one whether or not the page's script has arrived. The category call behind
 * Products Cost starts when the navigation is about to be used (pointer over, focus in) or a
 * section opens, also one opened before hydration.
 */
function MainNav({ mobile }: { mobile: boolean }) {
  const sections = useSections();
  const requestCategories = useRequestCategories();
  const [location] = useLocation();
  const home = href("home");
  return (
    <DisclosureNav
      aria-label="Main"
      className={mobile ? "main-nav main-nav--mobile" : "main-nav"}
      layout={mobile ? "stack" : "bar"}
      sections={sections}
      currentHref={location}
      onPointerEnter={requestCategories}
      onFocus={requestCategories}
      onOpenChange={(id) => {
        if (id !== null) requestCategories();
      }}
      start={
        <Link href={home} variant="standalone" className="main-nav__home" {...(location === home ? { "aria-current": "page" as const } : {})}>
          Home
        </Link>
      }
      {...(mobile
        ? {
            toggleLabel: (
              <>
                <span className="menu-toggle__icon" aria-hidden="true" />
                Menu
              </>
            ),
          }
        : {})}
    />
  );
}

/** The header of every page: top bar, logo, account and the menus. */
export function Header() {
  const mobile = useMobileMenus();
  return (
    <header className="site-header">
      <TopBar />
      <div className="container site-header__main">
        <Link href={href("home")} variant="standalone" className="site-header__logo">
          <img src={site.logo.src} alt={`${site.name}, home`} width={site.logo.width} height={site.logo.height} />
        </Link>
        {/* Before the account: on a phone the Menu button shares the logo's line and the
            account takes the line below (site.css), so the focus order follows what is seen. */}
        {mobile !== false && <MainNav mobile />}
        <div className="site-header__actions">
          <Account />
        </div>
      </div>
      {mobile !== true && (
        <div className="site-header__menus">
          <div className="container">
            <MainNav mobile={false} />
          </div>
        </div>
      )}
    </header>
  );
}
