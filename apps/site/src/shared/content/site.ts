/**
 * Facts and links shown on every page: the group's name, the mills, addresses, the top
 * bar and the footer. Edit here; the header and footer render this data.
 */
import { TITLE_SUFFIX } from "../config/paths";
import { certificates, logo, misc } from "./shell-media";
import type { Address, Mill, SiteContent } from "./types";

const headOffice: Address = {
  label: "Head Office",
  lines: ["Sonali Bhaban, 7th Floor", "48 Motijheel Commercial Area", "Dhaka 1000, Bangladesh"],
  mapHref: "https://www.openstreetmap.org/search?query=Motijheel%20Commercial%20Area%2C%20Dhaka",
};

export const mills: Mill[] = [
  {
    id: 1,
    code: "SJSML",
    name: "Sonali Jute Spinning Mills Ltd.",
    founded: 1982,
    address: {
      label: "Factory: Sonali Jute Spinning Mills Ltd. (SJSML)",
      lines: ["Panchdona, Madhabdi Road", "Narsingdi 1604, Bangladesh"],
      mapHref: "https://www.openstreetmap.org/search?query=Panchdona%2C%20Narsingdi",
    },
  },
  {
    id: 2,
    code: "OJML",
    name: "Oikko Jute Mills Ltd.",
    founded: 1996,
    address: {
      label: "Factory: Oikko Jute Mills Ltd. (OJML)",
      lines: ["Atra Industrial Area, Phultala", "Khulna 9210, Bangladesh"],
      mapHref: "https://www.openstreetmap.org/search?query=Phultala%2C%20Khulna",
    },
  },
];

const whatsappNumber = "8801713045678";

export const site: SiteContent = {
  name: "Sonali Jute Group",
  shortName: "Sonali Jute",
  tagline: "Jute yarn, bags, cloth, rope and soil saver from Bangladesh, since 1968.",
  titleSuffix: TITLE_SUFFIX,
  logo,
  mills,
  headOffice,
  email: "info@sonalijutegroup.com.bd",
  phone: "+880 2-9551 4420",
  facts: {
    tradingSince: 1968,
    millFounded: 1982,
    employees: "about 5,000",
    countries: "over 30",
    yarnPerDay: "over 20 MT",
  },
  brochure: { label: "Brochure", href: "/brochure.pdf", download: true },
  topBar: [
    { label: "Brochure", href: "/brochure.pdf", download: true },
    { label: "Careers", href: "/careers" },
    { label: "Sustainability", href: "/sustainability" },
    { label: "Contact Us", href: "/contact-us" },
  ],
  footer: {
    about:
      "A family-run jute group from Bangladesh: raw jute traders since 1968, spinners and weavers since 1982, shipping to buyers in over 30 countries.",
    columns: [
      {
        heading: "Products",
        links: [
          { label: "Jute Hessian Bag", href: "/jute-hessian-bag" },
          { label: "Jute Carpet Backing Cloth", href: "/jute-carpet-backing-cloth" },
          { label: "Soil Saver", href: "/soil-saver" },
        ],
      },
      {
        heading: "Company",
        links: [
          { label: "About Us", href: "/about-us" },
          { label: "Our History", href: "/our-history" },
        ],
      },
      {
        heading: "Useful Links",
        links: [{ label: "Ministry of Textiles and Jute", href: "https://motj.gov.bd", external: true }],
      },
    ],
    /** Links on every page's last line: the privacy notice and the terms. */
    legal: [
      { label: "Privacy", href: "/privacy" },
      { label: "Terms", href: "/terms" },
    ],
    certificate: certificates.iso9001,
    copyright: `© ${new Date().getFullYear()} Sonali Jute Group. All rights reserved.`,
    credit: "Website built by the Sonali Jute Group web team.",
  },
  noDataImage: misc.noData,
  defaultCategoryImage: misc.defaultCategory,
  whatsapp: { href: `https://wa.me/${whatsappNumber}`, label: "Chat with us on WhatsApp" },
  map: {
    href: "https://www.openstreetmap.org/search?query=Motijheel%20Commercial%20Area%2C%20Dhaka",
    label: "Find our head office on the map",
  },
};
