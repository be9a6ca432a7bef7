import type { NavItem } from "@jute/ui";
import type { CategoryNavState } from "../../shared/config/navigation-state";
import { href } from "../../shared/config/paths";
import { site } from "../../shared/content/site";
import { costMenuTarget, type CategoriesState } from "../../shared/categories";

/** A section of the header navigation: its button's label and its links. */
export interface HeaderMenu {
  readonly id: string;
  readonly label: string;
  readonly items: readonly NavItem[];
  readonly isLoading?: boolean;
}

const link = (label: string, to: string): NavItem => ({ id: to, label, href: to });

/** A Products Display link: the category number and name travel in navigation state. */
const display = (label: string, to: string, category_id: string, category_name = label): NavItem => {
  const state: CategoryNavState = { category_id, category_name };
  return { id: to, label, href: to, routerOptions: { state } };
};

export const companyMenu: HeaderMenu = {
  id: "company",
  label: "Company",
  items: [
    link("Our History", href("ourHistory")),
    link("Our Facilities", href("ourFacilities")),
    link("Compliances", href("compliances")),
    link("Key Persons", href("keyPersons")),
    link("How We Do It", href("howWeDoIt")),
  ],
};

/** The original's category numbers, kept as they are. */
export const productsDisplayMenu: HeaderMenu = {
  id: "products-display",
  label: "Products Display",
  items: [
    display("Jute Sacking Bag", href("juteSackingBag"), "3"),
    display("Jute Hessian Bag", href("juteHessianBag"), "3"),
    display("Jute Hessian Cloth", href("juteHessianCloth"), "3"),
    display("Jute Carpet Backing Cloth", href("juteCarpetBackingCloth"), "3"),
    display("Jute Yarn", href("yarn"), "1", "Yarn"),
    display("Soil Saver", href("soilSaver"), "5"),
    display("Jute Rope", href("rope"), "2"),
  ],
};

export const juteMenu: HeaderMenu = {
  id: "jute",
  label: "Jute",
  items: [
    link("Why Jute", href("whyJute")),
    link("History of Jute", href("historyJute")),
    link("Types of Jute", href("typesOfJute")),
    link("Uses of Jute", href("usesOfJute")),
    link("How We Do", href("howWeDo")),
    link("Properties of Jute", href("propertiesOfJute")),
    link("Cultivation of Jute", href("cultivationJute")),
    link("Jute Diversification", href("juteDiversification")),
  ],
};

export const outsideBusinessMenu: HeaderMenu = {
  id: "outside-business",
  label: "Outside Business",
  items: [link("Educational Institutes", href("educationalInstitutes")), link("Health Care", href("healthCare"))],
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
    return { ...base, items: [link("Browse product categories", href("categoryDetails"))] };
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
