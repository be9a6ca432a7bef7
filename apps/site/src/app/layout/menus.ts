/**
 * The header's interactive menus (react-aria's menu and disclosure code, about a third of
 * what a first visit would otherwise load). Imported only through `menu-code.ts`, when the
 * pointer or focus approaches the menus, so a visitor who only reads never loads it.
 */
export { NavAccordion, NavMenu } from "@jute/ui";
