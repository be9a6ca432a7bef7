/**
 * Every image of the site, with its text alternative and intrinsic size.
 *
 * The pictures are flat illustrations drawn for this project as SVG and rendered to WebP
 * and AVIF by `apps/site/scripts/make-media.mjs`. The sizes here match the files that the
 * script writes (it checks them); change both together. The shell's few are in shell-media.ts.
 */
import { certificates, logo, misc, pic, TILE } from "./shell-media";
import type { VideoAsset } from "./types";

// The shell's pictures (logo, certificates, fallbacks) live in shell-media.ts, out of the pages' registry.
export { certificates, logo, misc };

const tile = (name: string, alt: string) => pic(`products/${name}`, alt, TILE, TILE);
const banner = (name: string, alt: string) => pic(`banners/${name}`, alt, 1200, 480);
const slide = (name: string, alt: string) => pic(`slides/${name}`, alt, 800, 500);
const swatch = (name: string, alt: string) => pic(`cloth/${name}`, alt, 600, 400);
const portrait = (name: string, alt: string) => pic(`people/${name}`, alt, 360, 360);
const card = (name: string, alt: string) => pic(`cards/${name}`, alt, 600, 400);

export const productImages = {
  sackingBag: tile("sacking-bag", "A filled jute sacking bag, tied at the top"),
  hessianBag: tile("hessian-bag", "A light jute hessian bag with a drawstring"),
  hessianCloth: tile("hessian-cloth", "A roll of golden hessian cloth, partly unrolled"),
  carpetBacking: tile("carpet-backing-cloth", "A close view of open-weave carpet backing cloth"),
  yarn: tile("yarn", "Three cones of jute yarn"),
  soilSaver: tile("soil-saver", "Soil saver mesh pinned on a grassy slope"),
  rope: tile("rope", "A coil of twisted jute rope"),
} as const;

export const banners = {
  mill: banner("mill", "Illustration of the mill buildings with a sawtooth roof beside a river"),
  field: banner("field", "Tall green jute plants in a field under a summer sky"),
  retting: banner("retting", "Bundles of jute stems soaking in a pond for retting"),
  bales: banner("bales", "Stacked bales of golden raw jute in a warehouse"),
  weaving: banner("weaving", "Looms weaving jute cloth in the mill"),
  spinning: banner("spinning", "Spinning frames winding jute yarn onto bobbins"),
  school: banner("school", "A school building with children walking to class"),
  clinic: banner("clinic", "The mill clinic, a white building with a green cross"),
  green: banner("green", "Solar panels on the mill roof with young trees in front"),
  products: banner("products", "Jute bags, a cloth roll, yarn cones and a rope coil together"),
} as const;

export const facilitySlides = {
  spinning: slide("spinning", "Spinning frames turning jute sliver into yarn"),
  weaving: slide("weaving", "A row of looms weaving hessian cloth"),
  finishing: slide("finishing", "Finished cloth rolls and pressed bales ready for dispatch"),
  lab: slide("lab", "A quality control bench with a balance and fibre samples"),
  guestHouse: slide("guest-house", "The two-storey guest house with a garden"),
  labourQuarters: slide("labour-quarters", "Rows of family quarters for workers near the mill"),
} as const;

export const sustainabilitySlides = {
  solar: slide("solar", "Solar panels on the roof of the mill"),
  water: slide("water", "A rainwater tank and a treatment pond beside the mill"),
  trees: slide("trees", "Workers planting saplings along the mill boundary"),
  compost: slide("compost", "A jute bag breaking down into soil, with a sprout"),
  community: slide("community", "Families walking past the mill school and clinic"),
} as const;

export const typeSlides = {
  white: slide("white-jute", "A hank of pale, creamy white jute fibre"),
  tossa: slide("tossa-jute", "A hank of golden tossa jute fibre"),
  mesta: slide("mesta-jute", "A hank of coarser, greyish mesta fibre"),
  cuttings: slide("jute-cuttings", "A heap of short, hard jute cuttings from the root ends"),
} as const;

export const useSlides = {
  packaging: slide("packaging", "Sacks of grain stacked in a warehouse"),
  shopping: slide("shopping-bags", "Jute shopping bags in three colours"),
  paper: slide("paper", "Sheets of paper made from jute pulp"),
  industrial: slide("industrial", "A carpet with jute backing and a roll of backing cloth"),
  geotextile: slide("geotextile", "Jute geotextile laid on a river bank"),
} as const;

export const diversificationSlides = {
  composites: slide("composites", "Jute composite panels and a moulded car door panel"),
  packaging: slide("eco-packaging", "Eco-friendly jute pouches and a wine bottle bag"),
  homeDecor: slide("home-decor", "A jute rug, a woven basket and a cushion in a living room"),
  fashion: slide("fashion", "A jute handbag and a pair of jute espadrilles"),
  agriculture: slide("agriculture", "Seedlings growing in jute nursery pots"),
  geotextile: slide("geo-jute", "A slope protected by jute soil saver mesh"),
} as const;

export const clothSwatches = {
  h75: swatch("hessian-7-5oz", "Light open weave of 7.5 oz hessian"),
  h8: swatch("hessian-8oz", "Open weave of 8 oz hessian"),
  h9: swatch("hessian-9oz", "Medium weave of 9 oz hessian"),
  h10: swatch("hessian-10oz", "Medium weave of 10 oz hessian"),
  h11: swatch("hessian-11oz", "Close weave of 11 oz hessian"),
  h12: swatch("hessian-12oz", "Close weave of 12 oz hessian"),
  food: swatch("hessian-food-grade", "Natural hessian woven from food-grade VOT yarn"),
  bleached: swatch("hessian-bleached", "Bleached, cream coloured hessian"),
  dyed: swatch("hessian-dyed", "Hessian dyed deep green"),
} as const;

export const portraits = {
  chairman: portrait("chairman", "Portrait illustration of the chairman"),
  md: portrait("managing-director", "Portrait illustration of the managing director"),
  director: portrait("director-operations", "Portrait illustration of the director of operations"),
  finance: portrait("finance", "Portrait illustration of the chief financial officer"),
  gmSjsml: portrait("gm-sjsml", "Portrait illustration of the general manager of SJSML"),
  gmOjml: portrait("gm-ojml", "Portrait illustration of the general manager of OJML"),
  export: portrait("export", "Portrait illustration of the head of export sales"),
} as const;

export const propertyCards = {
  biodegradable: card("biodegradable", "A jute sack returning to the soil with a green shoot"),
  ecoFriendly: card("eco-friendly", "A jute plant in front of the sun, with clean air around it"),
  vegan: card("vegan", "A jute stalk and leaves, a fibre from a plant only"),
} as const;

export const heroVideo: VideoAsset = {
  title: "Jute fields, our mill and bales of jute, slowly panning",
  sources: [
    { src: "/media/hero/hero-loop.webm", type: "video/webm" },
    { src: "/media/hero/hero-loop.mp4", type: "video/mp4" },
  ],
  poster: misc.heroPoster,
  width: 960,
  height: 540,
  durationSeconds: 8,
};
