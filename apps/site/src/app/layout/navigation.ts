import { categories as catalogue } from "@jute/api/contract";
import type { NavItem } from "@jute/ui";
import type { CategoryNavState } from "../../shared/config/navigation-state";
import { href, routes, type StaticRouteKey } from "../../shared/config/paths";
import { site } from "../../shared/content/site";
import { costMenuTarget, type CategoriesState } from "../../shared/categories";

/** A section of the header navigation: its button's label and its links. */
export interface HeaderMenu {
  readonly id: string;
  readonly label: string;
  readonly items: readonly NavItem[];
  readonly isLoading?: boolean;
}

/** A link to a route, labelled as the route table labels it unless given a label. */
const link = (key: StaticRouteKey, label: string = routes[key].label): NavItem => ({ id: href(key), label, href: href(key) });

/**
 * A Products Display link: the category's number (from the contract's registry) and a name travel
 * in navigation state; the name is the link's label unless given.
 */
const display = (key: StaticRouteKey, category: { category_id: string }, category_name: string = routes[key].label): NavItem => {
  const state: CategoryNavState = { category_id: category.category_id, category_name };
  return { ...link(key), routerOptions: { state } };
};

export const companyMenu: HeaderMenu = {
  id: "company",
  label: "Company",
  items: [
    link("ourHistory"),
    link("ourFacilities"),
    link("compliances"),
    link("keyPersons"),
    link("howWeDoIt"),
  ],
};

/** The original's category numbers, kept as they are (the cloths' links, too, pass the bags' 3). */
export const productsDisplayMenu: HeaderMenu = {
  id: "products-display",
  label: "Products Display",
  items: [
    display("juteSackingBag", catalogue.bags),
    display("juteHessianBag", catalogue.bags),
    display("juteHessianCloth", catalogue.bags),
    display("juteCarpetBackingCloth", catalogue.bags),
    display("yarn", catalogue.yarn, "Yarn"),
    display("soilSaver", catalogue.soilSaver),
    display("rope", catalogue.rope),
  ],
};

export const juteMenu: HeaderMenu = {
  id: "jute",
  label: "Jute",
  items: [
    link("whyJute"),
    link("historyJute"),
    link("typesOfJute"),
    link("usesOfJute"),
    link("howWeDo"),
    link("propertiesOfJute"),
    link("cultivationJute"),
    link("juteDiversification"),
  ],
};

export const outsideBusinessMenu: HeaderMenu = {
  id: "outside-business",
  label: "Outside Business",
  items: [link("educationalInstitutes"), link("healthCare")],
};

/**
 * The Products Cost menu from the category call: each entry with its picture (the default
 * cloth picture when img is empty) and the original's target by category_id. When the call
 * failed, one entry still leads to the category list, where the visitor can try again.
 */
export function productsCostMenu(categories: CategoriesState): HeaderMenu {
  const base = { id: "products-cost", label: "Products Cost" };
  if ("status" in categories) return { ...base, items: [], isLoading: true };
  if (categories.kind !== "ok" || categories.data.length === 0) {
    return { ...base, items: [link("categoryDetails", "Browse product categories")] };
  }
  return {
    ...base,
    items: categories.data.map((category) => {
      const target = costMenuTarget(category);
      return {
        id: `category-${category.category_id}`,
        label: category.category_name,
        href: target.href,
        routerOptions: { state: target.state },
        imageSrc: category.img.trim() !== "" ? category.img : site.defaultCategoryImage.src,
      };
    }),
  };
}
