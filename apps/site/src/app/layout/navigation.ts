import type { CategoryNavState } from "../../config/navigation-state";
import { href } from "../../config/paths";

/** A link of the header menus; Products Display links carry their category in navigation state. */
export interface NavLink {
  readonly label: string;
  readonly href: string;
  readonly state?: CategoryNavState;
}

/** A menu of the header with fixed entries (Products Cost is built from the category call). */
export interface NavMenu {
  readonly id: string;
  readonly label: string;
  readonly links: readonly NavLink[];
}

const display = (label: string, to: string, category_id: string, category_name = label): NavLink => ({
  label,
  href: to,
  state: { category_id, category_name },
});

export const companyMenu: NavMenu = {
  id: "company",
  label: "Company",
  links: [
    { label: "Our History", href: href("ourHistory") },
    { label: "Our Facilities", href: href("ourFacilities") },
    { label: "Compliances", href: href("compliances") },
    { label: "Key Persons", href: href("keyPersons") },
    { label: "How We Do It", href: href("howWeDoIt") },
  ],
};

/** The original's category numbers, kept as they are (the costing pages read them). */
export const productsDisplayMenu: NavMenu = {
  id: "products-display",
  label: "Products Display",
  links: [
    display("Jute Sacking Bag", href("juteSackingBag"), "3"),
    display("Jute Hessian Bag", href("juteHessianBag"), "3"),
    display("Jute Hessian Cloth", href("juteHessianCloth"), "3"),
    display("Jute Carpet Backing Cloth", href("juteCarpetBackingCloth"), "3"),
    display("Jute Yarn", href("yarn"), "1", "Yarn"),
    display("Soil Saver", href("soilSaver"), "5"),
    display("Jute Rope", href("rope"), "2"),
  ],
};

export const juteMenu: NavMenu = {
  id: "jute",
  label: "Jute",
  links: [
    { label: "Why Jute", href: href("whyJute") },
    { label: "History of Jute", href: href("historyJute") },
    { label: "Types of Jute", href: href("typesOfJute") },
    { label: "Uses of Jute", href: href("usesOfJute") },
    { label: "How We Do", href: href("howWeDo") },
    { label: "Properties of Jute", href: href("propertiesOfJute") },
    { label: "Cultivation of Jute", href: href("cultivationJute") },
    { label: "Jute Diversification", href: href("juteDiversification") },
  ],
};

export const outsideBusinessMenu: NavMenu = {
  id: "outside-business",
  label: "Outside Business",
  links: [
    { label: "Educational Institutes", href: href("educationalInstitutes") },
    { label: "Health Care", href: href("healthCare") },
  ],
};
