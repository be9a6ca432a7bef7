import { useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import type { FocusEvent, HTMLAttributes, KeyboardEvent, ReactNode, SyntheticEvent } from "react";
import { cx } from "../../lib/cx";
import { useRouterLink } from "../link/use-router-link";
import type { NavItem } from "./nav-item";

export interface DisclosureNavSection {
  id: string;
  /** The section button's text ("Company"). */
  label: string;
  items: ReadonlyArray<NavItem>;
  /** While the links are being fetched (the Products Cost section): the list says so instead. */
  isLoading?: boolean;
  loadingLabel?: string;
}

export interface DisclosureNavProps extends Omit<HTMLAttributes<HTMLElement>, "className" | "style" | "children"> {
  /** The navigation landmark's name ("Main"). */
  "aria-label": string;
  sections: ReadonlyArray<DisclosureNavSection>;
  /** The path of the page shown: its link carries aria-current="page". */
  currentHref?: string;
  /**
   * "bar": a row of section buttons whose lists drop down over the page (wide screens);
   * "stack": the lists open in place under their buttons (phones).
   */
  layout?: "bar" | "stack";
  /** When given, the whole navigation sits behind one more disclosure button with this content ("Menu"). */
  toggleLabel?: ReactNode;
  /** The first entry, before the sections (the site's Home link). */
  start?: ReactNode;
  /** A section opened (its id) or none is open (null); also for one opened before the script ran. */
  onOpenChange?: (openId: string | null) => void;
  className?: string;
}

const opened = (map: ReadonlyMap<string, HTMLDetailsElement>): string | null => {
  for (const [id, details] of map) if (details.open) return id;
  return null;
};

const summaryOf = (details: HTMLDetailsElement | null | undefined) => details?.querySelector<HTMLElement>(":scope > summary") ?? null;

function NavLink({ item, currentHref, onFollow }: { item: NavItem & { href: string }; currentHref: string | undefined; onFollow: () => void }) {
  // The menu closes in the press's own frame, the new page comes in the next.
  const link = useRouterLink({ href: item.href, target: item.target, routerOptions: item.routerOptions, onClick: onFollow, afterPaint: true });
  return (
    <a
      {...link}
      className="jute-disclosure-nav__link"
      {...(item.target ? { target: item.target, rel: "noopener" } : {})}
      {...(currentHref !== undefined && item.href === currentHref ? { "aria-current": "page" as const } : {})}
    >
      {item.imageSrc ? <img className="jute-disclosure-nav__image" src={item.imageSrc} alt="" width={32} height={32} loading="lazy" /> : null}
      <span>{item.label}</span>
    </a>
  );
}

function LinkList({ items, currentHref, onFollow }: { items: ReadonlyArray<NavItem>; currentHref: string | undefined; onFollow: () => void }) {
  return (
    <ul className="jute-disclosure-nav__links">
      {items.map((item) => (
        <li key={item.id}>
          {item.href !== undefined ? (
            <NavLink item={{ ...item, href: item.href }} currentHref={currentHref} onFollow={onFollow} />
          ) : (
            <span className="jute-disclosure-nav__group">{item.label}</span>
          )}
          {item.children && item.children.length > 0 ? <LinkList items={item.children} currentHref={currentHref} onFollow={onFollow} /> : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * Site navigation as the disclosure pattern: a button per section (`aria-expanded`,
 * `aria-controls`) that shows a list of links; one section open at a time; Escape closes it
 * and gives focus back to its button; a click outside, focus leaving a dropped-down list or
 * following a link closes it; Tab moves through the links and on; the current page's link has
 * `aria-current="page"`; Left/Right (Up/Down when stacked), Home and End move between buttons.
 *
 * Each section is a native `<details>`/`<summary>`, so a click, tap, Enter or Space opens it
 * the moment the HTML is there: before the page's script has arrived, while React hydrates and
 * after. The component only mirrors the element's own open state (adopting one opened before
 * it took over) and adds what the platform lacks (Escape, closing from outside). `name` makes
 * the browser itself keep one section open; the toggle handler does it where `name` is unknown.
 * Until the script runs, the site's boot script keeps `aria-expanded` in step (see README).
 */
export function DisclosureNav({
  sections,
  currentHref,
  layout = "bar",
  toggleLabel,
  start,
  onOpenChange,
  className,
  onKeyDown,
  ...props
}: DisclosureNavProps) {
  const baseId = useId();
  const group = `${baseId}-sections`;
  const details = useRef(new Map<string, HTMLDetailsElement>());
  const toggle = useRef<HTMLDetailsElement>(null);
  const root = useRef<HTMLElement>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const openChange = useRef(onOpenChange);
  openChange.current = onOpenChange;

  // Take over what the visitor opened before this script ran (the browser opened it natively;
  // hydration does not touch the attribute, and the toggle event may have come too early).
  useLayoutEffect(() => {
    setOpenId(opened(details.current));
    setMenuOpen(toggle.current?.open ?? false);
  }, []);

  useEffect(() => openChange.current?.(openId), [openId]);

  const closeAll = () => {
    for (const element of details.current.values()) element.open = false;
    setOpenId(null);
  };
  const closeMenu = (focusButton: boolean) => {
    closeAll();
    if (toggle.current) toggle.current.open = false;
    setMenuOpen(false);
    if (focusButton) summaryOf(toggle.current)?.focus();
  };

  // A navigation closes everything (the lists would otherwise cover the new page).
  const shownHref = useRef(currentHref);
  useEffect(() => {
    if (shownHref.current === currentHref) return;
    shownHref.current = currentHref;
    closeMenu(false);
    // closeMenu only touches refs and setters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [currentHref]);

  // A press outside closes an open section (and the Menu panel).
  const anyOpen = openId !== null || menuOpen;
  useEffect(() => {
    if (!anyOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && root.current?.contains(event.target)) return;
      closeMenu(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [anyOpen]);

  const onSectionToggle = (id: string) => (event: SyntheticEvent<HTMLDetailsElement>) => {
    if (event.currentTarget.open) {
      // Where the browser does not know `name`, close the others here.
      for (const [other, element] of details.current) if (other !== id) element.open = false;
      setOpenId(id);
    } else {
      setOpenId(opened(details.current));
    }
  };

  // A dropped-down list closes when focus moves on to something outside its section.
  const onSectionBlur = (event: FocusEvent<HTMLDetailsElement>) => {
    if (layout !== "bar") return;
    const next = event.relatedTarget;
    if (next instanceof Node && !event.currentTarget.contains(next)) {
      event.currentTarget.open = false;
    }
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    const target = event.target as HTMLElement;
    if (event.key === "Escape") {
      const section = [...details.current.values()].find((element) => element.open && element.contains(target));
      if (section) {
        event.preventDefault();
        section.open = false;
        setOpenId(null);
        summaryOf(section)?.focus();
      } else if (toggle.current?.open) {
        event.preventDefault();
        closeMenu(true);
      }
      return;
    }
    const buttons = [...details.current.values()].map(summaryOf).filter((button): button is HTMLElement => button !== null);
    const index = buttons.indexOf(target);
    if (index < 0) return;
    const [back, forward] = layout === "bar" ? ["ArrowLeft", "ArrowRight"] : ["ArrowUp", "ArrowDown"];
    const next =
      event.key === forward ? buttons[(index + 1) % buttons.length]
      : event.key === back ? buttons[(index - 1 + buttons.length) % buttons.length]
      : event.key === "Home" ? buttons[0]
      : event.key === "End" ? buttons[buttons.length - 1]
      : undefined;
    if (next) {
      event.preventDefault();
      next.focus();
    }
  };

  const list = (
    <ul className="jute-disclosure-nav__list">
      {start !== undefined ? <li className="jute-disclosure-nav__start">{start}</li> : null}
      {sections.map((section) => {
        const panelId = `${baseId}-${section.id}`;
        const expanded = openId === section.id;
        return (
          <li key={section.id} className="jute-disclosure-nav__section">
            <details
              ref={(element) => {
                if (element) details.current.set(section.id, element);
                else details.current.delete(section.id);
              }}
              name={group}
              // The visitor may open it before hydration (and the boot script then sets
              // aria-expanded): expected, and adopted in the layout effect above.
              suppressHydrationWarning
              className="jute-disclosure-nav__details"
              data-disclosure=""
              onToggle={onSectionToggle(section.id)}
              onBlur={onSectionBlur}
            >
              <summary role="button" aria-expanded={expanded} aria-controls={panelId} className="jute-disclosure-nav__button" suppressHydrationWarning>
                {section.label}
                <span className="jute-disclosure-nav__chevron" aria-hidden="true" />
              </summary>
              <div id={panelId} className="jute-disclosure-nav__panel">
                {section.isLoading ? (
                  <p className="jute-disclosure-nav__loading" role="status">
                    {section.loadingLabel ?? "Data loading..."}
                  </p>
                ) : (
                  <LinkList items={section.items} currentHref={currentHref} onFollow={() => closeMenu(false)} />
                )}
              </div>
            </details>
          </li>
        );
      })}
    </ul>
  );

  return (
    <nav {...props} ref={root} className={cx("jute-disclosure-nav", `jute-disclosure-nav--${layout}`, className)} onKeyDown={handleKeyDown}>
      {toggleLabel === undefined ? (
        list
      ) : (
        <details
          ref={toggle}
          suppressHydrationWarning
          className="jute-disclosure-nav__toggle"
          data-disclosure=""
          onToggle={(event) => {
            const open = event.currentTarget.open;
            setMenuOpen(open);
            if (!open) closeAll();
          }}
        >
          <summary
            role="button"
            aria-expanded={menuOpen}
            aria-controls={`${baseId}-menu`}
            className="jute-disclosure-nav__toggle-button"
            suppressHydrationWarning
          >
            {toggleLabel}
          </summary>
          <div id={`${baseId}-menu`} className="jute-disclosure-nav__toggle-panel">
            {list}
          </div>
        </details>
      )}
    </nav>
  );
}
