import { useEffect, useId, useState } from "react";
import { Link, useLocation } from "wouter";
import { href } from "../../config/paths";
import { site } from "../../content/site";
import { useSession } from "../../features/session";
import { MenuBar, MenuLinks, type MenuBarItem } from "./menu-bar";
import { companyMenu, juteMenu, outsideBusinessMenu, productsDisplayMenu } from "./navigation";
import { ProductsCostLinks } from "./products-cost-links";

const MOBILE_QUERY = "(max-width: 61.99rem)";

/** True below the desktop breakpoint (the menus become a collapsible accordion). */
function useIsMobile(): boolean {
  const [mobile, setMobile] = useState(() => typeof window !== "undefined" && window.matchMedia?.(MOBILE_QUERY).matches === true);
  useEffect(() => {
    const list = window.matchMedia?.(MOBILE_QUERY);
    if (!list) return;
    const onChange = () => setMobile(list.matches);
    onChange();
    list.addEventListener("change", onChange);
    return () => list.removeEventListener("change", onChange);
  }, []);
  return mobile;
}

const menuItems: MenuBarItem[] = [
  { kind: "link", id: "home", label: "Home", href: href("home") },
  { kind: "menu", id: companyMenu.id, label: companyMenu.label, content: <MenuLinks links={companyMenu.links} /> },
  {
    kind: "menu",
    id: productsDisplayMenu.id,
    label: productsDisplayMenu.label,
    content: <MenuLinks links={productsDisplayMenu.links} />,
  },
  { kind: "menu", id: "products-cost", label: "Products Cost", content: <ProductsCostLinks /> },
  { kind: "menu", id: juteMenu.id, label: juteMenu.label, content: <MenuLinks links={juteMenu.links} /> },
  {
    kind: "menu",
    id: outsideBusinessMenu.id,
    label: outsideBusinessMenu.label,
    content: <MenuLinks links={outsideBusinessMenu.links} />,
  },
];

function Account() {
  const { member, logout } = useSession();
  if (!member) {
    return (
      <Link href={href("login")} className="button button--primary account__login">
        Login/Register
      </Link>
    );
  }
  return (
    <div className="account">
      <span className="account__name">
        <span className="visually-hidden">Logged in as </span>
        {member.userName}
      </span>
      <button type="button" className="button button--secondary" onClick={logout}>
        Logout
      </button>
    </div>
  );
}

function TopBar() {
  return (
    <div className="top-bar">
      <div className="container top-bar__inner">
        <nav aria-label="Quick links">
          <ul className="top-bar__links">
            {site.topBar.map((link) => (
              <li key={link.href}>
                {link.download ? (
                  <a href={link.href} download className="top-bar__link">
                    {link.label}
                    <span className="visually-hidden"> (PDF download)</span>
                  </a>
                ) : (
                  <Link href={link.href} className="top-bar__link">
                    {link.label}
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

/** The header of every page: top bar, logo, account and the menus. */
export function Header() {
  const mobile = useIsMobile();
  const [panelOpen, setPanelOpen] = useState(false);
  const panelId = useId();
  const [location] = useLocation();

  // The mobile panel closes on every navigation and when the layout turns desktop.
  useEffect(() => setPanelOpen(false), [location, mobile]);

  return (
    <header className="site-header">
      <TopBar />
      <div className="container site-header__main">
        <Link href={href("home")} className="site-header__logo">
          <img src={site.logo.src} alt={`${site.name}, home`} width={site.logo.width} height={site.logo.height} />
        </Link>
        <div className="site-header__actions">
          <Account />
          {mobile && (
            <button
              type="button"
              className="button button--ghost menu-toggle"
              aria-expanded={panelOpen}
              aria-controls={panelId}
              onClick={() => setPanelOpen((open) => !open)}
            >
              <span className="menu-toggle__icon" aria-hidden="true" />
              Menu
            </button>
          )}
        </div>
      </div>
      <div
        id={panelId}
        className={mobile ? "site-header__menus site-header__menus--mobile" : "site-header__menus"}
        hidden={mobile && !panelOpen}
      >
        <div className="container">
          <MenuBar
            key={mobile ? "mobile" : "desktop"}
            items={menuItems}
            label="Main"
            closeOnBlur={!mobile}
            onNavigate={() => setPanelOpen(false)}
          />
        </div>
      </div>
    </header>
  );
}
