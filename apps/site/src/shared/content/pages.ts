/**
 * The title, meta description and label of every route (the original's 46, plus 3 of member accounts, the privacy notice and the terms).
 *
 * This file is small and imports no other content, so the router, the header and the
 * sitemap can use it without loading any page's copy. Content pages take their title and
 * description from here, so each is written once.
 */
import type { PageMeta, RouteGroup, RoutePath } from "./types";

const SUFFIX = " | Sonali Jute Group";

function m(
  path: RoutePath,
  label: string,
  group: RouteGroup,
  description: string,
  options: { title?: string; indexable?: boolean } = {},
): PageMeta {
  return {
    path,
    label,
    group,
    description,
    title: options.title ?? `${label}${SUFFIX}`,
    indexable: options.indexable ?? true,
  };
}

/** Meta of every route, in menu order. */
export const pageList: readonly PageMeta[] = [
  m("/", "Home", "home", "Sonali Jute Group of Bangladesh spins and weaves jute yarn, sacking and hessian bags, cloth, rope and soil saver for buyers in over 30 countries.", {
    title: "Sonali Jute Group | Jute Yarn, Bags, Cloth and Rope from Bangladesh",
  }),

  // Company
  m("/company", "Company", "company", "Who we are: two jute mills in Bangladesh, about 5,000 people, trading since 1968 and spinning since 1982. Our history, mills, people and values."),
  m("/about-us", "About Us", "company", "About Sonali Jute Group: our mission, values and vision, our two mills SJSML and OJML, and what we make for buyers in over 30 countries."),
  m("/our-history", "Our History", "company", "From a raw jute trading house in 1968 to two mills and over 20 MT of yarn a day: the story of Sonali Jute Group, decade by decade."),
  m("/our-facilities", "Our Facilities", "company", "Inside our mills: spinning, weaving, finishing and the laboratory, plus the guest house and family quarters for the people who work with us."),
  m("/compliances", "Compliances", "company", "Our certificates for quality, environmental management and food-grade jute, and how we keep every stage of production audited."),
  m("/key-persons", "Key Persons", "company", "Meet the seven people who lead Sonali Jute Group: the chairman, the managing director and the heads of operations, finance, the mills and exports."),
  m("/how-we-do-it", "How We Do It", "company", "How we make jute goods: modern machines, quality control at every stage, on-time delivery with compensation for delays, and fair, audited work."),
  m("/careers", "Careers", "company", "Work with Sonali Jute Group: roles in our mills and head office. Send your CV by email to careers@sonalijutegroup.com.bd."),
  m("/sustainability", "Sustainability", "company", "How our mills cut energy, water and waste, and the seven goals we work towards for our people, our land and our customers."),
  m("/contact-us", "Contact Us", "company", "Contact Sonali Jute Group: write to us, or reach our sales, export, yarn and HR people directly. Head office in Dhaka, mills in Narsingdi and Khulna."),

  // Products
  m("/products", "Products", "products", "Our jute products: sacking and hessian bags, hessian cloth, carpet backing cloth, yarn, soil saver and rope, made in our two mills in Bangladesh."),
  m("/jute-sacking-bag", "Jute Sacking Bag", "products", "Jute sacking bags in A, B, L, DW twill and Heavy Cee, with sizes and weights, plus our sacking cloth specification. Strong, breathable, reusable."),
  m("/sacking-details", "Sacking Cloth", "products", "Jute sacking cloth in heavy twill and plain weaves: widths, weights, porter and shots, for bag makers and bulk packers."),
  m("/jute-hessian-bag", "Jute Hessian Bag", "products", "Plain-weave jute hessian bags for potatoes, onions, coffee, cocoa and seeds, made to your size and print, in natural or food-grade VOT yarn."),
  m("/jute-hessian-cloth", "Jute Hessian Cloth", "products", "Jute hessian cloth from 7.5 oz to 12 oz per yard, 40 to 60 inches wide: natural, food-grade, bleached or dyed. Nine constructions on show."),
  m("/jute-carpet-backing-cloth", "Jute Carpet Backing Cloth", "products", "Jute carpet backing cloth (CBC) in three constructions for tufted and woven carpets: stable, strong and biodegradable."),
  m("/yarn-crt-crx-cb-hessian-sacking", "Jute Yarn", "products", "Jute yarn in five types, CRT, CRX, CB, Hessian and Sacking, in 1 and 2 ply, MOT or food-grade VOT. Over 20 MT spun every day."),
  m("/soil-saver", "Soil Saver", "products", "Jute soil saver, an open-mesh geotextile of 500 or 750 gsm, 1.22 m wide, that holds slopes and banks while plants take root, then returns to the soil."),
  m("/rope", "Jute Rope", "products", "Twisted jute rope in three grades, CB, sacking and hessian, for tying, packing, gardening and crafts. Strong, easy to knot and biodegradable."),

  // Jute
  m("/jute", "Jute", "jute", "All about jute, the golden fibre of Bengal: why it matters, its history, types, uses, properties, how it is grown and retted, and what it can become."),
  m("/why-jute", "Why Jute", "jute", "Why choose jute: a strong, renewable plant fibre that grows fast, needs little fertiliser, absorbs carbon and breaks down fully after use."),
  m("/history-jute", "History of Jute", "jute", "The history of jute, from hand-spun village cloth in Bengal to the mills of Dundee and Narayanganj, and its return as a natural fibre today."),
  m("/types-of-jute", "Types of Jute", "jute", "White jute, tossa jute, mesta and jute cuttings: how the types differ in colour, strength and use, and which products each suits."),
  m("/uses-of-jute", "Uses of Jute", "jute", "Uses of jute in packaging, eco-friendly goods, pulp and paper and industry, from food sacks and shopping bags to carpets and geotextiles."),
  m("/how-we-do", "How We Do", "jute", "From raw jute to finished goods: how we select fibre, soften, card, draw, spin, weave, finish and test jute in our mills."),
  m("/properties-Of-jute", "Properties of Jute", "jute", "Jute is biodegradable, eco-friendly and vegan. Read what makes this plant fibre strong, breathable and kind to the land."),
  m("/cultivation-jute", "Cultivation of Jute", "jute", "How jute is grown: a rain-fed crop of Bangladesh, India, China and Myanmar, harvested at about four months, retted in water, stripped and dried."),
  m("/jute-diversification", "Jute Diversification", "jute", "Jute beyond sacks: composites, eco-friendly packaging, home decor, fashion accessories and agricultural products with more value and new markets."),

  // Outside business
  m("/outside-business", "Outside Business", "outside-business", "What we do beyond the mills: a school with free education for our workers' children and a health care service for our people and their families."),
  m("/educational-institutes", "Educational Institutes", "outside-business", "Our school gives free education, books and meals to the children of our workers, from pre-primary to secondary, near the mill."),
  m("/health-care", "Health Care", "outside-business", "Free health care for our workers and their families: an on-site clinic, regular screenings, mother and child care and mental health support."),

  // Price lookup (costing): each titled by the screen it opens without navigation state (the
  // screen's own name, as flows/screen-title.ts titles it once it knows its context).
  m("/category-details", "Product Categories", "costing", "Browse our jute product categories and look up prices by count, ply, oil type and mill. Prices are shown to registered members."),
  m("/product-details/:id", "Product Details", "costing", "Description, specification and price of a diversified jute product. Log in as a member to see the price."),
  m("/bag-costing", "Jute Bag Prices", "costing", "Browse jute bag types and look up prices by mill, size and port. Prices are shown to registered members.", { title: `Jute Bags prices${SUFFIX}` }),
  m("/bag-costing-details", "Sacking Bag Prices", "costing", "Choose a sacking bag twill to look up its price by mill and port of shipment. Prices are shown to registered members.", { title: `Sacking Bags prices${SUFFIX}` }),
  m("/bag-costing-product", "Bag Price Lookup", "costing", "Look up the price of a jute bag by mill, size and port. Log in as a member to see the price in US dollars.", { title: `Hessian Bag prices${SUFFIX}` }),
  m("/cloth-details", "Hessian Cloth Prices", "costing", "Choose a hessian cloth construction to look up its price by mill and port. Prices are shown to registered members.", { title: `Hessian Cloth prices${SUFFIX}` }),
  m("/cloth-costing-details", "Cloth Prices", "costing", "Browse jute cloth types, hessian, sacking, carpet backing and tarpaulin, and look up their prices. Prices are shown to members.", { title: `Jute Cloth prices${SUFFIX}` }),
  m("/cloth-costing-product", "Cloth Price Lookup", "costing", "Look up the price of jute cloth by mill, size and port. Log in as a member to see the price in US dollars.", { title: `Carpet Backing Cloth (CBC) prices${SUFFIX}` }),
  m("/traditional-cloth-details", "Traditional Cloth Prices", "costing", "Browse traditional jute cloths such as canvas and scrim and look up their prices. Prices are shown to registered members.", { title: `Traditional Cloth prices${SUFFIX}` }),
  m("/traditional-costing-product", "Traditional Cloth Price Lookup", "costing", "Look up the price of a traditional jute cloth by mill, size and port. Log in as a member to see the price in US dollars.", { title: `Traditional Cloth prices${SUFFIX}` }),
  m("/rope-costing-product", "Rope Price Lookup", "costing", "Look up the price of jute rope per kilogram by mill, diameter and port. Log in as a member to see the price in US dollars.", { title: `Jute Rope prices${SUFFIX}` }),
  m("/soil-saver-costing-product", "Soil Saver Price Lookup", "costing", "Look up the price of jute soil saver, 500 or 750 gsm, by mill and port. Log in as a member to see the price in US dollars.", { title: `Soil Saver prices${SUFFIX}` }),

  // Account
  m("/login", "Login", "account", "Log in to your Sonali Jute Group member account to see prices of our jute products.", { indexable: false }),
  m("/register", "Register", "account", "Register as a buyer with Sonali Jute Group to see prices of jute yarn, bags, cloth, rope and soil saver.", { indexable: false }),
  m("/my-enquiries", "My Enquiries", "account", "Your messages to Sonali Jute Group and your quote requests, with their reference, date and status.", { indexable: false }),
  m("/forgot-password", "Forgot Password", "account", "Forgot the password of your Sonali Jute Group member account? Ask for a link to choose a new one.", { indexable: false }),
  m("/reset-password", "Choose a New Password", "account", "Choose a new password for your Sonali Jute Group member account with the link we mailed you.", { indexable: false }),
  m("/account", "My Account", "account", "Your Sonali Jute Group member account: your name and email, your password, your sessions.", { indexable: false }),

  // Trust and law
  m("/privacy", "Privacy", "legal", "What Sonali Jute Group keeps about buyers and visitors, why, for how long, who receives it, and how to see, take away or delete your data.", { title: `Privacy notice${SUFFIX}` }),
  m("/terms", "Terms", "legal", "The terms of use of this site and the terms on which Sonali Jute Group gives prices and quotes: indicative prices, proforma invoices, Incoterms 2020."),
];

/** Meta by route path. */
export const pages = Object.fromEntries(pageList.map((p) => [p.path, p])) as Record<RoutePath, PageMeta>;

/** Meta of one route. */
export function pageMeta(path: RoutePath): PageMeta {
  return pages[path];
}

/** Title and description of a route, for spreading into a content page. */
export function metaOf(path: RoutePath): { path: RoutePath; title: string; description: string } {
  const { title, description } = pages[path];
  return { path, title, description };
}

/**
 * Title and description of the staff console (/staff and its pages: not one of the routes
 * above). Here rather than in the console's copy: the router's frame needs them on every
 * visit, and the console's own code stays in its chunk.
 */
export const staffConsoleMeta = {
  title: "Staff console | Sonali Jute Group",
  description: "The mill's staff keep prices, port fares and member accounts current here.",
} as const;
