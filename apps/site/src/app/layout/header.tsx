import { Link, LinkButton, NavMenuButton, PlainButton } from "@jute/ui";
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, useSyncExternalStore } from "react";
import { useLocation } from "wouter";
import { brochureHref, href } from "../../config/paths";
import { site } from "../../content/site";
import { useCategories, useRequestCategories } from "../../features/categories";
import { useSession } from "../../features/session";
import { requestMenuCode, useMenuCode } from "./menu-code";
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

function useMenus(): HeaderMenu[] {
  const categories = useCategories();
  return [companyMenu, productsDisplayMenu, productsCostMenu(categories), juteMenu, outsideBusinessMenu];
}

/** The menus are about to be used (pointer over, focus in, Menu pressed): load their code and the categories. */
function useApproach(): () => void {
  const requestCategories = useRequestCategories();
  return useCallback(() => {
    requestCategories();
    requestMenuCode();
  }, [requestCategories]);
}

/** What the visitor did to a menu button before its menu's code arrived, replayed once it has. */
type Handoff = { index: number; action: "focus" | "click" | "ArrowDown" | "ArrowUp" };

/**
 * Desktop: a row of menu buttons; each opens a menu (arrow keys move, Escape closes). Until
 * the menus' code has loaded (on first approach), each is a plain button of the same look.
 * When the real one takes its place, focus moves to it if it was on the plain one, and a press
 * or an arrow key given meanwhile is replayed, so a keyboard user loses nothing.
 */
function DesktopMenus() {
  const menus = useMenus();
  const approach = useApproach();
  const { code } = useMenuCode();
  const navRef = useRef<HTMLElement>(null);
  const handoff = useRef<Handoff | null>(null);

  useLayoutEffect(() => {
    const pending = handoff.current;
    if (!code || !pending) return;
    handoff.current = null;
    // Only if focus went down with the plain button (the browser may still point at the
    // removed element or already at the body): never take it back from elsewhere.
    const active = document.activeElement;
    if (active !== null && active !== document.body && active.isConnected) return;
    const trigger = navRef.current?.querySelectorAll<HTMLButtonElement>(".jute-nav-menu__trigger")[pending.index];
    if (!trigger) return;
    trigger.focus();
    if (pending.action === "click") trigger.click();
    else if (pending.action !== "focus") trigger.dispatchEvent(new KeyboardEvent("keydown", { key: pending.action, bubbles: true, cancelable: true }));
  }, [code]);

  return (
    <nav ref={navRef} aria-label="Main" className="main-nav" onPointerEnter={approach} onFocus={approach}>
      <ul className="main-nav__list">
        <li>
          <Link href={href("home")} variant="standalone" className="main-nav__home">
            Home
          </Link>
        </li>
        {menus.map((menu, index) => (
          <li key={menu.id}>
            {code ? (
              <code.NavMenu label={menu.label} items={menu.items} isLoading={menu.isLoading ?? false} />
            ) : (
              <NavMenuButton
                label={menu.label}
                onFocus={() => {
                  handoff.current = { index, action: "focus" };
                }}
                onClick={() => {
                  handoff.current = { index, action: "click" };
                  approach();
                }}
                onKeyDown={(event) => {
                  if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
                  event.preventDefault();
                  handoff.current = { index, action: event.key };
                }}
              />
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Mobile: a Menu button that shows the same entries as an accordion, one section open at a
 * time. The accordion's code loads on first approach; opened before it has, the panel says so.
 */
function MobileMenus() {
  const menus = useMenus();
  const approach = useApproach();
  const { status, code } = useMenuCode();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const [location] = useLocation();
  // Close on every navigation (the panel would otherwise cover the new page).
  useEffect(() => setOpen(false), [location]);
  return (
    <nav aria-label="Main" className="main-nav main-nav--mobile" onPointerEnter={approach} onFocus={approach}>
      <PlainButton
        variant="outline"
        size="sm"
        className="menu-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          approach();
          setOpen((value) => !value);
        }}
      >
        <span className="menu-toggle__icon" aria-hidden="true" />
        Menu
      </PlainButton>
      <div id={panelId} className="main-nav__panel" hidden={!open}>
        <Link href={href("home")} variant="standalone" className="main-nav__home main-nav__home--mobile">
          Home
        </Link>
        {code ? (
          <code.NavAccordion
            headingLevel={2}
            sections={menus.map((menu) => ({
              id: menu.id,
              label: menu.label,
              items: menu.items,
              ...(menu.isLoading ? { isLoading: true } : {}),
            }))}
          />
        ) : open ? (
          <p className="main-nav__status" role="status">
            {status === "failed" ? "The menu could not be loaded. Check your connection, then press Menu again." : "Loading the menu…"}
          </p>
        ) : null}
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
