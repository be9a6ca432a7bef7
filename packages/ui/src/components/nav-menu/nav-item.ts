import type { NavigationOptions } from "../link/router-provider";

/** One entry of the header navigation, shared by the desktop menus and the mobile accordion. */
export interface NavItem {
  id: string;
  label: string;
  /** Leave out for an entry that only opens a submenu. */
  href?: string;
  routerOptions?: NavigationOptions;
  /** "_blank" for external documents such as the brochure. */
  target?: string;
  /** A small decorative picture shown before the label (the Products Cost entries). */
  imageSrc?: string;
  children?: ReadonlyArray<NavItem>;
}
