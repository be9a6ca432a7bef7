import { useCallback, useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from "react";
import { Link } from "wouter";
import type { NavLink } from "./navigation";

/** A top-level entry of the menu bar: a plain link, or a button that discloses a submenu. */
export type MenuBarItem =
  | { readonly kind: "link"; readonly id: string; readonly label: string; readonly href: string }
  | { readonly kind: "menu"; readonly id: string; readonly label: string; readonly content: ReactNode };

const focusables = (root: HTMLElement | null): HTMLElement[] =>
  root ? Array.from(root.querySelectorAll<HTMLElement>("a[href], button:not([disabled])")) : [];

/**
 * The site's main menus, as a disclosure navigation (the WAI-ARIA pattern for site menus:
 * buttons with aria-expanded, submenus of ordinary links). One submenu is open at a time.
 * Keyboard: Left/Right and Home/End move between the top-level entries, Down/Up open a
 * submenu and move through its links, Escape closes it and returns to its button.
 *
 * The same markup is the desktop dropdown bar and the mobile accordion; CSS lays it out.
 */
export function MenuBar({
  items,
  label,
  onNavigate,
  closeOnBlur,
}: {
  items: readonly MenuBarItem[];
  label: string;
  /** Called when a link of the menus is followed (the mobile panel closes). */
  onNavigate?: () => void;
  /** Desktop dropdowns close when focus or a click leaves them; the mobile accordion does not. */
  closeOnBlur: boolean;
}) {
  const baseId = useId();
  const [openId, setOpenId] = useState<string | null>(null);
  const topRefs = useRef(new Map<string, HTMLElement>());
  const panelRefs = useRef(new Map<string, HTMLElement>());
  const navRef = useRef<HTMLElement>(null);

  const topOrder = items.map((item) => item.id);
  const focusTop = (index: number) => {
    const id = topOrder[(index + topOrder.length) % topOrder.length];
    if (id !== undefined) topRefs.current.get(id)?.focus();
  };

  const close = useCallback((returnFocusTo?: string) => {
    setOpenId(null);
    if (returnFocusTo) topRefs.current.get(returnFocusTo)?.focus();
  }, []);

  // Desktop: a click outside the menus closes the open one.
  useEffect(() => {
    if (!closeOnBlur || openId === null) return;
    const onPointerDown = (event: PointerEvent) => {
      if (navRef.current && event.target instanceof Node && !navRef.current.contains(event.target)) setOpenId(null);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [closeOnBlur, openId]);

  const openAndFocus = (id: string, which: "first" | "last") => {
    setOpenId(id);
    // The panel is in the DOM (hidden) already; focus after React has shown it.
    requestAnimationFrame(() => {
      const links = focusables(panelRefs.current.get(id) ?? null);
      (which === "first" ? links[0] : links[links.length - 1])?.focus();
    });
  };

  const onTopKeyDown = (event: KeyboardEvent<HTMLElement>, index: number, item: MenuBarItem) => {
    switch (event.key) {
      case "ArrowRight":
        event.preventDefault();
        focusTop(index + 1);
        break;
      case "ArrowLeft":
        event.preventDefault();
        focusTop(index - 1);
        break;
      case "Home":
        event.preventDefault();
        focusTop(0);
        break;
      case "End":
        event.preventDefault();
        focusTop(topOrder.length - 1);
        break;
      case "ArrowDown":
      case "ArrowUp":
        if (item.kind === "menu") {
          event.preventDefault();
          openAndFocus(item.id, event.key === "ArrowDown" ? "first" : "last");
        }
        break;
      case "Escape":
        if (openId !== null) {
          event.preventDefault();
          close(openId);
        }
        break;
    }
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLElement>, id: string) => {
    const links = focusables(panelRefs.current.get(id) ?? null);
    const current = links.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      links[(to + links.length) % links.length]?.focus();
    };
    switch (event.key) {
      case "ArrowDown":
        move(current + 1);
        break;
      case "ArrowUp":
        move(current - 1);
        break;
      case "Home":
        move(0);
        break;
      case "End":
        move(links.length - 1);
        break;
      case "Escape":
        event.preventDefault();
        event.stopPropagation();
        close(id);
        break;
    }
  };

  const onBlurWithin = (event: FocusEvent<HTMLElement>, id: string) => {
    if (!closeOnBlur) return;
    const next = event.relatedTarget;
    if (next instanceof Node && event.currentTarget.contains(next)) return;
    setOpenId((current) => (current === id ? null : current));
  };

  const followed = () => {
    setOpenId(null);
    onNavigate?.();
  };

  return (
    <nav ref={navRef} aria-label={label} className="menu-bar">
      <ul className="menu-bar__list">
        {items.map((item, index) => {
          const setTopRef = (el: HTMLElement | null) => {
            if (el) topRefs.current.set(item.id, el);
            else topRefs.current.delete(item.id);
          };
          if (item.kind === "link") {
            return (
              <li key={item.id} className="menu-bar__item">
                <Link
                  ref={setTopRef}
                  href={item.href}
                  className="menu-bar__top"
                  onKeyDown={(event) => onTopKeyDown(event, index, item)}
                  onClick={followed}
                >
                  {item.label}
                </Link>
              </li>
            );
          }
          const open = openId === item.id;
          const panelId = `${baseId}-${item.id}`;
          return (
            <li key={item.id} className="menu-bar__item" onBlur={(event) => onBlurWithin(event, item.id)}>
              <button
                ref={setTopRef}
                type="button"
                className="menu-bar__top menu-bar__toggle"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : item.id)}
                onKeyDown={(event) => onTopKeyDown(event, index, item)}
              >
                {item.label}
                <span className="menu-bar__chevron" aria-hidden="true" />
              </button>
              <div
                id={panelId}
                ref={(el) => {
                  if (el) panelRefs.current.set(item.id, el);
                  else panelRefs.current.delete(item.id);
                }}
                className="menu-bar__panel"
                hidden={!open}
                onKeyDown={(event) => onPanelKeyDown(event, item.id)}
                onClick={(event) => {
                  if (event.target instanceof Element && event.target.closest("a")) followed();
                }}
              >
                {item.content}
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The links of a fixed submenu (Company, Products Display, Jute, Outside Business). */
export function MenuLinks({ links }: { links: readonly NavLink[] }) {
  return (
    <ul className="menu-bar__links">
      {links.map((link) => (
        <li key={link.href}>
          <Link href={link.href} state={link.state} className="menu-bar__link">
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
