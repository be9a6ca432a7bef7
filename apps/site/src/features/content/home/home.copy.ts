/** Copy and media of the home page. */
import { certificates, heroVideo, misc, productImages } from "../../../shared/content/media";
import { propertiesOfJute } from "../properties.copy";
import { pages } from "../../../shared/content/pages";
import { site } from "../../../shared/content/site";
import type { HomeContent, ProductTile, VideoAsset } from "../../../shared/content/types";
import { categories } from "@jute/api/contract";

/**
 * The corporate video: six text slides over our own illustrations, about 24 seconds.
 * Its captions (`corporate-video.vtt`) carry the same lines as the transcript below.
 */
export const corporateVideo: VideoAsset = {
  title: "Sonali Jute Group: from field to fibre (corporate video, 24 seconds)",
  sources: [
    { src: "/media/video/corporate.webm", type: "video/webm" },
    { src: "/media/video/corporate.mp4", type: "video/mp4" },
  ],
  poster: misc.corporatePoster,
  width: 960,
  height: 540,
  durationSeconds: 24,
  captions: { src: "/media/corporate-video.vtt", kind: "captions", srclang: "en", label: "English" },
  transcript: [
    "Sonali Jute Group. From field to fibre, since 1968.",
    "We began in 1968 as raw jute traders in Bangladesh.",
    "In 1982 we opened our first mill. Today we run two, SJSML and OJML.",
    "About 5,000 people spin more than 20 tonnes of yarn every day.",
    "Bags, cloth, yarn, rope and soil saver travel to buyers in over 30 countries.",
    "Natural, reusable and 100% biodegradable. Jute, the golden fibre.",
  ],
};

/** The seven product tiles, each with the navigation state the Products Display menu passes. */
export const productTiles: ProductTile[] = [
  { id: "sacking-bag", name: "Jute Sacking Bag", href: "/jute-sacking-bag", image: productImages.sackingBag, category: { category_id: categories.bags.category_id, category_name: "Jute Sacking Bag" } },
  { id: "hessian-bag", name: "Jute Hessian Bag", href: "/jute-hessian-bag", image: productImages.hessianBag, category: { category_id: categories.bags.category_id, category_name: "Jute Hessian Bag" } },
  { id: "hessian-cloth", name: "Jute Hessian Cloth", href: "/jute-hessian-cloth", image: productImages.hessianCloth, category: { category_id: categories.bags.category_id, category_name: "Jute Hessian Cloth" } },
  { id: "carpet-backing-cloth", name: "Jute Carpet Backing Cloth", href: "/jute-carpet-backing-cloth", image: productImages.carpetBacking, category: { category_id: categories.bags.category_id, category_name: "Jute Carpet Backing Cloth" } },
  { id: "yarn", name: "Yarn", href: "/yarn-crt-crx-cb-hessian-sacking", image: productImages.yarn, category: { category_id: categories.yarn.category_id, category_name: "Yarn" } },
  { id: "soil-saver", name: "Soil Saver", href: "/soil-saver", image: productImages.soilSaver, category: { category_id: categories.soilSaver.category_id, category_name: "Soil Saver" } },
  { id: "rope", name: "Rope", href: "/rope", image: productImages.rope, category: { category_id: categories.rope.category_id, category_name: "Rope" } },
];

export const home: HomeContent = {
  meta: pages["/"],
  hero: {
    heading: "Welcome to Sonali Jute Group",
    text: "Since 1968 we have turned Bangladesh's golden fibre into yarn, bags, cloth, rope and soil saver for buyers in over 30 countries.",
    video: heroVideo,
    posterSmall: misc.heroPosterSmall,
    pauseLabel: "Pause background video",
    playLabel: "Play background video",
    actions: [
      { label: "See our products", href: "/products" },
      { label: "About us", href: "/about-us" },
    ],
  },
  corporateVideo: {
    heading: "Our story in 24 seconds",
    text: "A short look at who we are, from the jute fields of Bangladesh to our mills and our buyers abroad. Captions are available.",
    video: corporateVideo,
  },
  overview: {
    heading: "Company Overview",
    items: [
      {
        id: "who-we-are",
        summary:
          "Sonali Jute Group began in 1968 as a raw jute trading business and opened its first mill in 1982. Today our two mills, SJSML in Narsingdi and OJML in Khulna, employ about 5,000 people.",
        toggleLabel: "More about our mills",
        detail: [
          "Sonali Jute Spinning Mills Ltd. (SJSML) spins yarn and weaves hessian and sacking. Oikko Jute Mills Ltd. (OJML), which joined the group in 1996, weaves carpet backing cloth and soil saver and makes rope.",
          "Together the mills spin more than 20 tonnes of jute yarn a day. We buy raw jute directly from growers and local markets we have known for decades, so we can grade every lot before it reaches the softening line.",
        ],
      },
      {
        id: "what-we-make",
        summary:
          "We make jute yarn, sacking and hessian bags, hessian and carpet backing cloth, rope and soil saver, and we ship them to buyers in over 30 countries across Europe, Asia, Africa and the Americas.",
        toggleLabel: "More about our products and buyers",
        detail: [
          "Our buyers include carpet makers, spinners of blended yarn, grain and coffee traders, garden centres and civil engineers. Many have worked with us for more than twenty years.",
          "We spin in mineral-oil batched (MOT) and hydrocarbon-free vegetable-oil batched (VOT) grades. VOT yarn and cloth meet the IJO 98/01 standard for sacks that carry coffee, cocoa, nuts and other food.",
        ],
      },
    ],
  },
  products: {
    heading: "Our Products",
    intro: "Seven product families, spun and woven in our own mills.",
    tiles: productTiles,
  },
  certifications: {
    heading: "Certifications",
    intro: "Independent audits keep our quality, our environmental care and our food-grade goods in check.",
    items: [
      { id: "iso-9001", title: "ISO 9001:2015", description: "Quality management across both mills.", image: certificates.iso9001 },
      { id: "iso-14001", title: "ISO 14001:2015", description: "Environmental management: energy, water and waste.", image: certificates.iso14001 },
      { id: "food-grade", title: "Food-grade jute (IJO 98/01)", description: "Hydrocarbon-free VOT yarn and cloth for food sacks.", image: certificates.foodGrade },
    ],
  },
  history: {
    heading: "Our History",
    paragraphs: [
      "Our founder started buying and selling raw jute in 1968, carrying bales by river from the growing districts to the mills of Narayanganj. The trade taught the family to judge fibre by hand, a skill we still use when we grade each lot.",
      "In 1982 we opened our own spinning mill at Narsingdi, and in 1996 we took over and rebuilt a weaving mill near Khulna. Step by step the group grew to about 5,000 people and a daily yarn output of over 20 tonnes.",
    ],
    link: { label: "Read our full history", href: "/our-history" },
  },
  properties: {
    heading: "Properties of Jute",
    intro: "Why buyers and growers alike choose the golden fibre.",
    cards: propertiesOfJute,
    link: { label: "More on the properties of jute", href: "/properties-Of-jute" },
  },
  whatsapp: site.whatsapp,
  map: site.map,
  figures: [
    { value: "1968", label: "Raw jute trading begins" },
    { value: "1982", label: "Our first mill opens" },
    { value: "about 5,000", label: "People work with us" },
    { value: "over 30", label: "Countries we ship to" },
    { value: "over 20 MT", label: "Yarn spun every day" },
  ],
};
