/**
 * Types for the site's editable content.
 *
 * Copy, facts and media references live in the data files beside this one, apart from
 * layout, so that the mill can change a sentence without touching a component. Pages
 * render these shapes; they never hard-code copy of their own.
 *
 * Conventions:
 * - Image paths are absolute URLs under `/media/` (files in `apps/site/public/media`).
 *   `src` is always WebP; `avif` is an optional smaller alternative for a `<picture>`.
 *   `width` and `height` are the intrinsic pixel size, for layout without shifts.
 *   An empty `alt` marks a purely decorative image.
 * - Paragraphs are plain text (no HTML, no Markdown).
 * - `title` and `description` are the document title and meta description of a route
 *   (descriptions are at most 160 characters); `heading` is the page's visible h1.
 */

import type { RouteGroup, RoutePath } from "../config/paths";

/** Every route of the site, as the router spells it: derived from the one list in config/paths.ts. */
export type { RoutePath };

/** Which part of the site a route belongs to: the route table's (config/paths.ts). */
export type { RouteGroup };

/** Title and description of one route. */
export interface PageMeta {
  path: RoutePath;
  /** Full document title, e.g. "About Us | Sonali Jute Group". */
  title: string;
  /** Meta description, at most 160 characters. */
  description: string;
  /** Short label for menus and breadcrumbs, e.g. "About Us". */
  label: string;
  group: RouteGroup;
  /** False for routes a search engine should not list (login, register). */
  indexable: boolean;
}

/** An image made for this project. */
export interface ImageAsset {
  /** WebP file, e.g. "/media/products/sacking-bag.webp" (the logo alone is an SVG). */
  src: string;
  /** AVIF alternative of the same picture, when one was made. */
  avif?: string;
  /** Text alternative; "" for a decorative image. */
  alt: string;
  width: number;
  height: number;
}

/** One source of a video, in the order a browser should try them. */
export interface VideoSource {
  src: string;
  /** MIME type, e.g. "video/webm" or "video/mp4". */
  type: string;
}

/** A text track (captions) for a video. */
export interface CaptionTrack {
  /** A WebVTT file, e.g. "/media/corporate-video.vtt". */
  src: string;
  kind: "captions" | "subtitles";
  srclang: string;
  label: string;
}

export interface VideoAsset {
  /** Accessible name of the video (for aria-label or a visible title). */
  title: string;
  sources: VideoSource[];
  poster: ImageAsset;
  width: number;
  height: number;
  durationSeconds: number;
  /** Captions, when the video carries speech or text that matters. */
  captions?: CaptionTrack;
  /** A plain-text transcript for people who prefer to read. */
  transcript?: string[];
}

/** A link to a route of the site or to an outside address. */
export interface LinkItem {
  label: string;
  href: string;
  /** An outside address: open safely (rel="noopener noreferrer"). */
  external?: boolean;
  /** A file to download (the brochure). */
  download?: boolean;
}

/** A block of a page: a heading with paragraphs and an optional list and image. */
export interface Section {
  /** Stable id for anchors and React keys. */
  id: string;
  heading: string;
  paragraphs: string[];
  list?: string[];
  image?: ImageAsset;
}

/** One picture of a slideshow or carousel, with its caption. */
export interface Slide {
  id: string;
  title: string;
  caption: string;
  image: ImageAsset;
}

/** A card: properties of jute, sustainability goals, certificates, hub links. */
export interface Card {
  id: string;
  title: string;
  description: string;
  image?: ImageAsset;
  /** When the card leads somewhere. */
  href?: string;
}

/** A table of specifications (twills, yarn types, soil saver...). */
export interface SpecTable {
  id: string;
  /** Visible caption of the table. */
  caption: string;
  /** Column headings, left to right. */
  columns: string[];
  /** Rows of cells, each as long as `columns`; the first cell names the row. */
  rows: string[][];
  /** A footnote under the table (units, tolerances). */
  note?: string;
}

/** A simple definition list: label and value pairs (e.g. a sacking cloth specification). */
export interface SpecList {
  id: string;
  heading: string;
  items: { label: string; value: string }[];
  note?: string;
}

/** A member of the management, for the key persons page. */
export interface Person {
  id: string;
  name: string;
  role: string;
  /** Biography, one string per paragraph. */
  biography: string[];
  portrait: ImageAsset;
}

/** A company contact by role, for the contact page. */
export interface ContactPerson {
  id: string;
  name: string;
  role: string;
  email: string;
  /** International format, e.g. "+880 1713-045678". */
  phone: string;
}

/** A postal address. */
export interface Address {
  /** e.g. "Head Office" or "Factory: Sonali Jute Spinning Mills Ltd. (SJSML)". */
  label: string;
  lines: string[];
  /** A map link for the address. */
  mapHref?: string;
}

/**
 * A content page. Every content route renders one of these (or a type that extends it).
 * Optional parts are present only where the page has them.
 */
export interface ContentPage {
  path: RoutePath;
  /** Document title (same as in pages.ts). */
  title: string;
  /** Meta description (same as in pages.ts). */
  description: string;
  /** Visible h1. */
  heading: string;
  /** Opening paragraphs under the heading. */
  intro: string[];
  /** A wide picture at the top of the page. */
  banner?: ImageAsset;
  sections: Section[];
  /** Pictures shown with the page (e.g. certificates, a gallery). */
  images?: ImageAsset[];
  /** A slideshow or carousel (autoplay timing belongs to the layout). */
  slides?: Slide[];
  cards?: Card[];
  people?: Person[];
  specTables?: SpecTable[];
  specLists?: SpecList[];
  /** A video on the page (e.g. the process video of "How we do it"). */
  video?: VideoAsset;
  /** Related links shown at the end of the page (or as the body of a hub page). */
  related?: Card[];
}

/** Category context that the Products Display menu passes in navigation state. */
export interface CategoryState {
  /** The original's category number, as a string as on the wire. */
  category_id: string;
  category_name: string;
}

/** A product display page (jute sacking bag, hessian cloth, yarn, soil saver...). */
export interface ProductPage extends ContentPage {
  /** The context this route implies when opened directly (no navigation state). */
  category: CategoryState;
  /** The costing page for this product, with its label ("See prices for ..."). */
  costing: LinkItem;
  /**
   * Navigation state for the costing link, in the wire's field names
   * (category_id, child_category_id, sub_category_id, category_name, sub_category_name).
   */
  costingState?: Record<string, string>;
  /** Trade facts worth knowing (tex conversion, VOT/MOT, weights). */
  facts?: string[];
}

/** Careers: applications go by email. */
export interface CareersPage extends ContentPage {
  applyEmail: string;
  /** Suggested subject of the application email. */
  applySubject: string;
  /** Open roles or areas we hire for. */
  openings: Card[];
}

/** The contact form's words around its fields (the fields and their labels are the contract's `contactFields`). */
export interface ContactForm {
  heading: string;
  submitLabel: string;
  /** Shown beside the form: how we answer and how fast. */
  note: string;
}

export interface ContactPage extends ContentPage {
  form: ContactForm;
  contactsHeading: string;
  contacts: ContactPerson[];
  addresses: Address[];
}

/** A hub page (/company, /products, /jute, /outside-business): an introduction and links. */
export interface HubPage extends ContentPage {
  /** The pages of the section, each as a card with href. */
  links: Card[];
}

/** A round product tile of the home page. */
export interface ProductTile {
  id: string;
  name: string;
  href: RoutePath;
  image: ImageAsset;
  /** The navigation state the Products Display menu passes for this product. */
  category: CategoryState;
}

/** One click-to-reveal paragraph of the home page's company overview. */
export interface Disclosure {
  id: string;
  /** The always visible paragraph. */
  summary: string;
  /** Label of the control that reveals the detail, e.g. "More about our mills". */
  toggleLabel: string;
  /** The revealed text, one string per paragraph. */
  detail: string[];
}

export interface HomeContent {
  meta: PageMeta;
  hero: {
    heading: string;
    text: string;
    /** Muted looping background video; it does not autoplay under reduced motion. */
    video: VideoAsset;
    /** A smaller poster for narrow screens. */
    posterSmall: ImageAsset;
    pauseLabel: string;
    playLabel: string;
    actions: LinkItem[];
  };
  corporateVideo: { heading: string; text: string; video: VideoAsset };
  overview: { heading: string; items: Disclosure[] };
  products: { heading: string; intro: string; tiles: ProductTile[] };
  certifications: { heading: string; intro: string; items: Card[] };
  history: { heading: string; paragraphs: string[]; link: LinkItem };
  properties: { heading: string; intro: string; cards: Card[]; link: LinkItem };
  /** Floating chat link, e.g. https://wa.me/8801713045678. */
  whatsapp: { href: string; label: string };
  map: { href: string; label: string };
  /** Key figures (1968, 1982, 5,000 people, 30+ countries, 20+ MT yarn a day). */
  figures: { value: string; label: string }[];
}

/** A column of links in the footer. */
export interface FooterColumn {
  heading: string;
  links: LinkItem[];
}

/** One of the two mills. Company codes are those of the price service. */
export interface Mill {
  id: 1 | 2;
  code: "SJSML" | "OJML";
  name: string;
  founded: number;
  address: Address;
}

/** Facts and links that appear on every page (header, footer). */
export interface SiteContent {
  name: string;
  shortName: string;
  tagline: string;
  /** Document title suffix, e.g. " | Sonali Jute Group". */
  titleSuffix: string;
  logo: ImageAsset;
  mills: Mill[];
  headOffice: Address;
  email: string;
  phone: string;
  /** Key facts used in copy everywhere. */
  facts: {
    tradingSince: number;
    millFounded: number;
    employees: string;
    countries: string;
    yarnPerDay: string;
  };
  brochure: LinkItem;
  topBar: LinkItem[];
  footer: {
    about: string;
    columns: FooterColumn[];
    legal: LinkItem[];
    certificate: ImageAsset;
    copyright: string;
    credit: string;
  };
  /** Picture for an empty list on the browse screens. */
  noDataImage: ImageAsset;
  /** Default picture of a category that has no image of its own. */
  defaultCategoryImage: ImageAsset;
  whatsapp: { href: string; label: string };
  map: { href: string; label: string };
}
