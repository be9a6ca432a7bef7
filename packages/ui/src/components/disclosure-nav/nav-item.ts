import type { NavigationOptions } from "../link/router-provider";

/** One link of the header navigation (DisclosureNav). */
export interface NavItem {
  id: string;
  label: string;
  /** Leave out for the heading of a group of links (`children`). */
  href?: string;
  routerOptions?: NavigationOptions;
  /** "_blank" for external documents such as the brochure. */
  target?: string;
  /** A small decorative picture shown before the label (the Products Cost entries). */
  imageSrc?: string;
  /** Links grouped under this entry, listed below it. */
  children?: ReadonlyArray<NavItem>;
}
