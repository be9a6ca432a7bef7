import {
  Button as AriaButton,
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuTrigger as AriaMenuTrigger,
  Popover as AriaPopover,
  SubmenuTrigger as AriaSubmenuTrigger,
} from "react-aria-components";
import type { MenuTriggerProps as AriaMenuTriggerProps } from "react-aria-components";
import type { ReactNode } from "react";
import { cx } from "../../lib/cx";
import { AriaRouter } from "../link/aria-router";
import type { NavItem } from "./nav-item";

export interface NavMenuProps extends Omit<AriaMenuTriggerProps, "children" | "trigger"> {
  /** The trigger's text, e.g. "Company". */
  label: ReactNode;
  items: ReadonlyArray<NavItem>;
  /** While the entries are being fetched (the Products Cost menu). */
  isLoading?: boolean;
  loadingLabel?: string;
  className?: string;
}

const LOADING_ID = "__jute-loading__";

function ItemContent({ item, hasSubmenu }: { item: NavItem; hasSubmenu: boolean }) {
  return (
    <>
      {item.imageSrc ? <img className="jute-menu__image" src={item.imageSrc} alt="" width={32} height={32} loading="lazy" /> : null}
      <span className="jute-menu__label">{item.label}</span>
      {hasSubmenu ? <span className="jute-menu__submenu-chevron" aria-hidden="true" /> : null}
    </>
  );
}

function renderItem(item: NavItem): ReactNode {
  if (item.children && item.children.length > 0) {
    return (
      <AriaSubmenuTrigger>
        <AriaMenuItem textValue={item.label} className="jute-menu__item">
          <ItemContent item={item} hasSubmenu />
        </AriaMenuItem>
        <AriaPopover className="jute-popover jute-menu__popover" placement="end top" offset={-4}>
          <AriaMenu items={item.children} className="jute-menu" aria-label={item.label}>
            {(child) => renderItem(child)}
          </AriaMenu>
        </AriaPopover>
      </AriaSubmenuTrigger>
    );
  }
  return (
    <AriaMenuItem
      key={item.id}
      id={item.id}
      textValue={item.label}
      className="jute-menu__item"
      {...(item.href ? { href: item.href } : {})}
      {...(item.routerOptions ? { routerOptions: item.routerOptions } : {})}
      {...(item.target ? { target: item.target, rel: "noopener" } : {})}
    >
      <ItemContent item={item} hasSubmenu={false} />
    </AriaMenuItem>
  );
}

/**
 * A header menu: a button that opens a list of links. Keyboard: Enter, Space or Down opens
 * it on the first entry, Up on the last; arrows move; Right opens a submenu, Left or Escape
 * closes it; Escape closes the menu and returns focus to the button.
 */
export function NavMenu({ label, items, isLoading = false, loadingLabel = "Data loading...", className, ...props }: NavMenuProps) {
  const shown: ReadonlyArray<NavItem> = isLoading ? [{ id: LOADING_ID, label: loadingLabel }] : items;
  return (
    <AriaRouter>
      <AriaMenuTrigger {...props}>
        <AriaButton className={cx("jute-nav-menu__trigger", className)}>
          {label}
          <span className="jute-nav-menu__chevron" aria-hidden="true" />
        </AriaButton>
        <AriaPopover className="jute-popover jute-menu__popover" placement="bottom start">
          <AriaMenu
            items={shown}
            className="jute-menu"
            {...(isLoading ? { disabledKeys: [LOADING_ID] } : {})}
            aria-busy={isLoading || undefined}
          >
            {(item) => renderItem(item)}
          </AriaMenu>
        </AriaPopover>
      </AriaMenuTrigger>
    </AriaRouter>
  );
}
