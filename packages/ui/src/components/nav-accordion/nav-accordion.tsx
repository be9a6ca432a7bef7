import {
  Button as AriaButton,
  Disclosure as AriaDisclosure,
  DisclosureGroup as AriaDisclosureGroup,
  DisclosurePanel as AriaDisclosurePanel,
  Heading as AriaHeading,
  Link as AriaLink,
} from "react-aria-components";
import type { DisclosureGroupProps as AriaDisclosureGroupProps } from "react-aria-components";
import { cx } from "../../lib/cx";
import { AriaRouter } from "../link/aria-router";
import type { NavItem } from "../nav-menu/nav-item";

export interface NavAccordionSection {
  id: string;
  label: string;
  items: ReadonlyArray<NavItem>;
  isLoading?: boolean;
  loadingLabel?: string;
}

export interface NavAccordionProps
  extends Omit<AriaDisclosureGroupProps, "children" | "className" | "style" | "allowsMultipleExpanded"> {
  sections: ReadonlyArray<NavAccordionSection>;
  /** Level of the section headings inside the menu. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

function LinkList({ items }: { items: ReadonlyArray<NavItem> }) {
  return (
    <ul className="jute-nav-accordion__list">
      {items.map((item) => (
        <li key={item.id}>
          {item.href ? (
            <AriaLink
              href={item.href}
              className="jute-nav-accordion__link"
              {...(item.routerOptions ? { routerOptions: item.routerOptions } : {})}
              {...(item.target ? { target: item.target, rel: "noopener" } : {})}
            >
              {item.imageSrc ? <img className="jute-menu__image" src={item.imageSrc} alt="" width={32} height={32} loading="lazy" /> : null}
              {item.label}
            </AriaLink>
          ) : (
            <span className="jute-nav-accordion__group-label">{item.label}</span>
          )}
          {item.children && item.children.length > 0 ? <LinkList items={item.children} /> : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * The mobile menu: one disclosure per section, only one open at a time. Each heading holds a
 * button (Enter/Space toggles); links inside are in normal tab order.
 */
export function NavAccordion({ sections, headingLevel = 3, className, ...props }: NavAccordionProps) {
  return (
    <AriaRouter>
      <AriaDisclosureGroup {...props} allowsMultipleExpanded={false} className={cx("jute-nav-accordion", className)}>
        {sections.map((section) => (
          <AriaDisclosure key={section.id} id={section.id} className="jute-nav-accordion__section">
            <AriaHeading level={headingLevel} className="jute-nav-accordion__heading">
              <AriaButton slot="trigger" className="jute-nav-accordion__trigger">
                {section.label}
                <span className="jute-nav-accordion__chevron" aria-hidden="true" />
              </AriaButton>
            </AriaHeading>
            <AriaDisclosurePanel className="jute-nav-accordion__panel">
              {section.isLoading ? (
                <p className="jute-nav-accordion__loading" role="status">
                  {section.loadingLabel ?? "Data loading..."}
                </p>
              ) : (
                <LinkList items={section.items} />
              )}
            </AriaDisclosurePanel>
          </AriaDisclosure>
        ))}
      </AriaDisclosureGroup>
    </AriaRouter>
  );
}
