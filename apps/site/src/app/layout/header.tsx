import { Button, Link, LinkButton, NavAccordion, NavMenu } from "@jute/ui";
import { useCallback, useEffect, useId, useState, useSyncExternalStore } from "react";
import { useLocation } from "wouter";
import { brochureHref, href } from "../../config/paths";
import { site } from "../../content/site";
import { useCategories, useRequestCategories } from "../../features/categories";
import { useSession } from "../../features/session";
import { companyMenu, juteMenu, outsideBusinessMenu, productsCostMenu, productsDisplayMenu, type HeaderMenu } from "./navigation";

/** Below this width the menus become the collapsible accordion. */
export const MOBILE_QUERY = "(max-width: 61.99rem)";

/**
 * Whether the mobile menus apply; null while rendering at build time and hydrating, when the
 * width is unknown: then both menus are in the page and site.css shows the one that fits, so
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
      <span className="account__name">
        <span className="visually-hidden">Logged in as </span>
        {member.userName}
      </span>
      <Button variant="outline" size="sm" onPress={logout}>
        Logout
      </Button>
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

function useMenus(): HeaderMenu[] {
  const categories = useCategories();
  return [companyMenu, productsDisplayMenu, productsCostMenu(categories), juteMenu, outsideBusinessMenu];
}

/** Desktop: a row of menu buttons; each opens a menu (arrow keys move, Escape closes). */
function DesktopMenus() {
  const menus = useMenus();
  const requestCategories = useRequestCategories();
  return (
    // The category call starts when the menus are about to be used (pointer over, focus in).
    <nav aria-label="Main" className="main-nav" onPointerEnter={requestCategories} onFocus={requestCategories}>
      <ul className="main-nav__list">
        <li>
          <Link href={href("home")} variant="standalone" className="main-nav__home">
            Home
          </Link>
        </li>
        {menus.map((menu) => (
          <li key={menu.id}>
            <NavMenu label={menu.label} items={menu.items} isLoading={menu.isLoading ?? false} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Mobile: a Menu button that shows the same entries as an accordion, one section open at a time. */
function MobileMenus() {
  const menus = useMenus();
  const requestCategories = useRequestCategories();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const [location] = useLocation();
  // Close on every navigation (the panel would otherwise cover the new page).
  useEffect(() => setOpen(false), [location]);
  return (
    // The category call starts when the menu is about to be used (pointer over, focus in).
    <nav aria-label="Main" className="main-nav main-nav--mobile" onPointerEnter={requestCategories} onFocus={requestCategories}>
      <Button
        variant="outline"
        size="sm"
        className="menu-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onPress={() => setOpen((value) => !value)}
      >
        <span className="menu-toggle__icon" aria-hidden="true" />
        Menu
      </Button>
      <div id={panelId} className="main-nav__panel" hidden={!open}>
        <Link href={href("home")} variant="standalone" className="main-nav__home main-nav__home--mobile">
          Home
        </Link>
        <NavAccordion
          headingLevel={2}
          sections={menus.map((menu) => ({
            id: menu.id,
            label: menu.label,
            items: menu.items,
            ...(menu.isLoading ? { isLoading: true } : {}),
          }))}
        />
      </div>
    </nav>
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
        <div className="site-header__actions">
          <Account />
        </div>
        {mobile !== false && <MobileMenus />}
      </div>
      {mobile !== true && (
        <div className="site-header__menus">
          <div className="container">
            <DesktopMenus />
          </div>
        </div>
      )}
    </header>
  );
}
