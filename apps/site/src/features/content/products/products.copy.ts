/**
 * Copy and specifications of the product display pages and the /products hub.
 *
 * Figures are our standard constructions; buyers can order others. Weights of cloth are
 * given in the trade's own terms (ounces per yard of a given width, lb per spindle of
 * yarn) with metric equivalents: 1 lb/spindle is about 34.45 tex, and "10 oz 40 in"
 * hessian weighs about 305 g/m².
 */
import { banners, clothSwatches, productImages } from "../../../shared/content/media";
import { metaOf } from "../../../shared/content/pages";
import type { HubPage, ProductPage, Slide } from "../../../shared/content/types";
import { categories, childCategories, subCategories } from "@jute/api/contract";

const OIL_FACTS = [
  "VOT means vegetable-oil batched: the fibre is softened with a vegetable oil emulsion, so the yarn is free of hydrocarbons and fit for sacks that carry food, to the IJO 98/01 standard.",
  "MOT means mineral-oil batched: the usual, lower-cost grade for goods that do not touch food, such as carpet backing, sand bags and rope.",
];

export const productsHub: HubPage = {
  ...metaOf("/products"),
  heading: "Our Products",
  intro: [
    "Everything we sell is spun and woven in our own two mills in Bangladesh from raw jute we buy and grade ourselves. We make traditional goods that the jute trade has relied on for a century and newer ones for builders, gardeners and brands.",
    "Each product page below gives our standard constructions, sizes and weights. If you need something else, a different width, weight, print or packing, write to us: most of our orders are made to the buyer's own specification.",
  ],
  banner: banners.products,
  sections: [
    {
      id: "how-to-order",
      heading: "How to order",
      paragraphs: [
        "Send us the product, the construction, the quantity and the port you want it delivered to. We reply with a quotation, a delivery date and, for new buyers, free samples. Registered members can also look up indicative prices online from every product page.",
        "We ship in pressed bales or rolls, by container from Chattogram or Mongla, or by road through Benapole.",
      ],
    },
  ],
  links: [
    { id: "sacking-bag", title: "Jute Sacking Bag", description: "Heavy twill bags for grain, sugar, flour and fertiliser, in five twills.", image: productImages.sackingBag, href: "/jute-sacking-bag" },
    { id: "hessian-bag", title: "Jute Hessian Bag", description: "Lighter plain-weave bags for potatoes, onions, coffee and cocoa.", image: productImages.hessianBag, href: "/jute-hessian-bag" },
    { id: "hessian-cloth", title: "Jute Hessian Cloth", description: "Plain-weave cloth from 7.5 to 12 oz, natural, food-grade, bleached or dyed.", image: productImages.hessianCloth, href: "/jute-hessian-cloth" },
    { id: "sacking-cloth", title: "Sacking Cloth", description: "Heavy twill and plain sacking for bag makers and bulk packers.", image: productImages.sackingBag, href: "/sacking-details" },
    { id: "carpet-backing-cloth", title: "Jute Carpet Backing Cloth", description: "Stable, even cloth for the back of tufted and woven carpets.", image: productImages.carpetBacking, href: "/jute-carpet-backing-cloth" },
    { id: "yarn", title: "Jute Yarn", description: "CRT, CRX, CB, Hessian and Sacking yarn, over 20 MT a day.", image: productImages.yarn, href: "/yarn-crt-crx-cb-hessian-sacking" },
    { id: "soil-saver", title: "Soil Saver", description: "Open-mesh jute geotextile of 500 or 750 gsm for slopes and banks.", image: productImages.soilSaver, href: "/soil-saver" },
    { id: "rope", title: "Jute Rope", description: "Twisted rope in CB, sacking and hessian grades.", image: productImages.rope, href: "/rope" },
  ],
};

export const sackingBag: ProductPage = {
  ...metaOf("/jute-sacking-bag"),
  heading: "Jute Sacking Bag",
  category: { category_id: categories.bags.category_id, category_name: "Jute Sacking Bag" },
  costing: { label: "Look up sacking bag prices", href: "/bag-costing-details" },
  costingState: childCategories.sackingBags,
  intro: [
    "Sacking bags are the workhorses of the jute trade. They are woven from heavy, coarse yarn in a twill weave, which packs more threads into each inch and gives a dense, strong cloth that stands stacking, hooks and rough handling. Grain, sugar, flour, pulses, seeds, fertiliser and animal feed travel in them all over the world.",
    "Because jute breathes, grain stored in a sacking bag stays dry and cool and is less likely to sweat or go mouldy than in a plastic sack. An empty bag can be used many times, and at the end of its life it rots away in the soil.",
  ],
  banner: banners.weaving,
  images: [productImages.sackingBag],
  sections: [
    {
      id: "twills",
      heading: "Five twills",
      paragraphs: [
        "We weave five standard twills. The name of a twill stands for a construction (the yarn, the number of threads and the weight), not just a size, so buyers can compare bags from any mill. Sizes can be changed to order; the weight of a bag changes with its size.",
      ],
    },
    {
      id: "finish",
      heading: "Finish and packing",
      paragraphs: [
        "Bags are hemmed at the mouth and sewn at the sides with jute or polyester thread, and can be printed with your mark in up to three colours. For food we weave from VOT yarn, free of mineral oil. Bags are pressed into bales of 250, 400 or 500 pieces and wrapped in sacking.",
      ],
    },
    {
      id: "sacking-cloth",
      heading: "Sacking cloth",
      paragraphs: [
        "The same cloth is also sold by the metre, in rolls or bales, to buyers who cut and sew their own bags. Our standard construction is listed below; more detail is on the sacking cloth page.",
      ],
    },
  ],
  specTables: [
    {
      id: "twills",
      caption: "Standard sacking bag twills",
      columns: ["Twill", "Size (cm)", "Size (inches)", "Weight per bag", "Typical load"],
      rows: [
        ["A-Twill", "112 × 67", "44 × 26½", "1,130–1,250 g", "100 kg of grain, rice or fertiliser"],
        ["B-Twill", "112 × 67", "44 × 26½", "580–665 g", "50 kg of grain, rice or sugar"],
        ["L-Twill", "102 × 71", "40 × 28", "1,030–1,130 g", "100 kg of sugar"],
        ["DW-Twill (double warp)", "102 × 71", "40 × 28", "950–1,050 g", "Flour, pulses and fine goods"],
        ["Heavy Cee", "112 × 71", "44 × 28", "1,250–1,360 g", "Heavy or rough cargo, outer packing"],
      ],
      note: "Weights are for bone-dry cloth plus the trade's standard moisture regain; tolerance ±5%.",
    },
  ],
  specLists: [
    {
      id: "sacking-cloth",
      heading: "Sacking cloth specification",
      items: [
        { label: "Weave", value: "2/1 or 2/2 twill; plain sacking on request" },
        { label: "Width", value: "56–122 cm (22–48 in)" },
        { label: "Weight", value: "420–700 g/m²" },
        { label: "Ends × picks", value: "6–9 × 7–12 per inch" },
        { label: "Warp yarn", value: "8–10 lb/spindle (276–345 tex)" },
        { label: "Weft yarn", value: "14–28 lb/spindle (482–965 tex)" },
        { label: "Oil", value: "MOT, or VOT for food (IJO 98/01)" },
        { label: "Packing", value: "Rolls of 50–100 m, or pressed bales" },
      ],
    },
  ],
  facts: OIL_FACTS,
};

export const sackingDetails: ProductPage = {
  ...metaOf("/sacking-details"),
  heading: "Sacking Cloth",
  category: { category_id: categories.cloth.category_id, category_name: "Jute Cloth" },
  costing: { label: "Look up sacking cloth prices", href: "/cloth-costing-product" },
  costingState: subCategories.sackingCloth,
  intro: [
    "Sacking is the heaviest cloth we weave. Its thick weft yarn and close twill make a fabric that holds its shape under a full load and does not tear when a bag is hooked or thrown. Bag makers buy it by the metre to cut and sew their own sacks; bulk packers use it to wrap bales of cotton and wool; and it serves as a tough cover for goods on trucks and in stores.",
    "We weave sacking on our own broad looms at SJSML from yarn we spin ourselves, so we control the cloth from fibre to finished roll.",
  ],
  banner: banners.weaving,
  images: [productImages.sackingBag],
  sections: [
    {
      id: "constructions",
      heading: "Constructions",
      paragraphs: [
        "Most of our sacking is a 2/1 twill, the same cloth as our B-Twill and A-Twill bags. For buyers who want a lighter, flatter cloth we also weave plain sacking. Width, weight and thread count can be matched to a sample you send us.",
      ],
      list: [
        "Heavy twill sacking, 600–700 g/m², for 100 kg bags and bale wrapping",
        "Standard twill sacking, 500–600 g/m², for 50 kg bags",
        "Plain sacking, 420–500 g/m², for covers, packing and light bags",
      ],
    },
    {
      id: "quality",
      heading: "How we check it",
      paragraphs: [
        "Every roll is measured for width, weight per square metre, threads per inch and moisture before it is packed, and every lot is tested for breaking strength in our laboratory. Food-grade cloth woven from VOT yarn is also checked for oil content.",
      ],
    },
  ],
  specLists: [
    {
      id: "sacking-cloth",
      heading: "Sacking cloth specification",
      items: [
        { label: "Weave", value: "2/1 or 2/2 twill, or plain" },
        { label: "Width", value: "56–122 cm (22–48 in)" },
        { label: "Weight", value: "420–700 g/m²" },
        { label: "Ends × picks", value: "6–9 × 7–12 per inch" },
        { label: "Warp yarn", value: "8–10 lb/spindle (276–345 tex)" },
        { label: "Weft yarn", value: "14–28 lb/spindle (482–965 tex)" },
        { label: "Moisture regain", value: "Up to 20% (trade standard)" },
        { label: "Oil", value: "MOT, or VOT for food (IJO 98/01)" },
        { label: "Packing", value: "Rolls of 50–100 m, or pressed bales" },
      ],
    },
  ],
  facts: [...OIL_FACTS, "1 lb/spindle is about 34.45 tex (grams per kilometre of yarn)."],
};

export const hessianBag: ProductPage = {
  ...metaOf("/jute-hessian-bag"),
  heading: "Jute Hessian Bag",
  category: { category_id: categories.bags.category_id, category_name: "Jute Hessian Bag" },
  costing: { label: "Look up hessian bag prices", href: "/bag-costing-product" },
  costingState: subCategories.hessianBag,
  intro: [
    "Hessian bags are sewn from hessian, a plain-weave jute cloth that is lighter and smoother than sacking. The open weave lets air move through the bag, which keeps potatoes, onions and other fresh produce from sweating, and keeps green coffee and cocoa beans in good condition on a long sea voyage.",
    "They are also the bag of choice when the bag itself is on show: a coffee roaster's sack, a gift hamper, a bag for rice or flour sold in a shop. Hessian takes printing well and looks natural and honest on a shelf.",
  ],
  banner: banners.weaving,
  images: [productImages.hessianBag],
  sections: [
    {
      id: "sizes",
      heading: "Sizes and uses",
      paragraphs: ["We sew hessian bags to any size. These are the ones buyers order most:"],
      list: [
        "Coffee and cocoa bags, 70 × 100 cm, for 60 to 69 kg of beans, in food-grade VOT hessian",
        "Potato and onion bags, 50 × 80 cm, for 25 kg",
        "Rice and flour bags, 40 × 60 cm, for 10 kg, printed for retail",
        "Sand and flood bags, 35 × 75 cm, filled on site",
        "Small gift and seed bags, 15 × 20 cm to 30 × 40 cm, with a drawstring",
      ],
    },
    {
      id: "options",
      heading: "Options",
      paragraphs: [
        "Cloth from 7.5 oz to 12 oz per yard; natural, bleached or dyed; hemmed or overlocked mouth; jute or cotton drawstring; inner liner of paper or food-safe film; printing in up to three colours on one or both sides. For anything that will touch food we weave from VOT yarn, which is free of mineral oil.",
      ],
    },
    {
      id: "packing",
      heading: "Packing",
      paragraphs: ["Bags are counted, folded and pressed into bales of 500 or 1,000 pieces, or packed in cartons for small orders."],
    },
  ],
  specLists: [
    {
      id: "hessian-bag",
      heading: "Hessian bag specification",
      items: [
        { label: "Cloth", value: "Plain-weave hessian, 7.5–12 oz per yard (about 230–345 g/m²)" },
        { label: "Size", value: "Any, from 15 × 20 cm to 110 × 70 cm" },
        { label: "Load", value: "1 kg to 70 kg" },
        { label: "Seams", value: "Overlocked or hemmed, jute or polyester thread" },
        { label: "Oil", value: "VOT (IJO 98/01) for food, MOT for other goods" },
      ],
    },
  ],
  facts: OIL_FACTS,
};

const hessianSlides: Slide[] = [
  { id: "h75", title: "7.5 oz, 40 in", caption: "About 229 g/m². A light, open cloth for small bags, wrapping and crafts.", image: clothSwatches.h75 },
  { id: "h8", title: "8 oz, 45 in", caption: "About 217 g/m². An open weave for bale covers and nursery wrap.", image: clothSwatches.h8 },
  { id: "h9", title: "9 oz, 40 in", caption: "About 275 g/m². A medium cloth for produce bags and upholstery linings.", image: clothSwatches.h9 },
  { id: "h10", title: "10 oz, 40 in", caption: "About 305 g/m². The standard hessian of the trade, for bags and covers.", image: clothSwatches.h10 },
  { id: "h11", title: "11 oz, 48 in", caption: "About 280 g/m². A close weave, wider, for furniture and wall coverings.", image: clothSwatches.h11 },
  { id: "h12", title: "12 oz, 60 in", caption: "About 244 g/m². A wide cloth for carpets, furniture and large covers.", image: clothSwatches.h12 },
  { id: "food", title: "Food-grade, 10 oz, 40 in", caption: "Woven from VOT yarn, hydrocarbon-free to IJO 98/01, for coffee and cocoa bags.", image: clothSwatches.food },
  { id: "bleached", title: "Bleached, 10 oz, 40 in", caption: "Bleached to a soft cream for printing, decor and shopping bags.", image: clothSwatches.bleached },
  { id: "dyed", title: "Dyed, 10 oz, 40 in", caption: "Dyed in fast colours to your shade, for decor, fashion and display.", image: clothSwatches.dyed },
];

export const hessianCloth: ProductPage = {
  ...metaOf("/jute-hessian-cloth"),
  heading: "Jute Hessian Cloth",
  category: { category_id: categories.bags.category_id, category_name: "Jute Hessian Cloth" },
  costing: { label: "Look up hessian cloth prices", href: "/cloth-details" },
  costingState: childCategories.hessianCloth,
  intro: [
    "Hessian, called burlap in North America, is a plain-weave cloth of jute: one thread over, one thread under. It is the most versatile thing we make. Bag makers sew it into sacks, nurseries wrap root balls in it, furniture makers stretch it under upholstery, and designers use it for wall coverings, tablecloths and shopping bags.",
    "The trade describes hessian by its weight in ounces per yard of length and its width in inches. A cloth of \"10 oz, 40 in\" weighs 10 ounces for each yard of a 40-inch-wide piece, about 305 g/m². Below are nine of the constructions we weave most often.",
  ],
  banner: banners.weaving,
  images: [productImages.hessianCloth],
  slides: hessianSlides,
  sections: [
    {
      id: "options",
      heading: "Finishes",
      paragraphs: [
        "Hessian leaves our looms in its natural golden colour. We can also weave it from food-grade VOT yarn, bleach it, dye it, calender it smooth, or treat it against rot for use outdoors. Widths run from 36 in (91 cm) to 60 in (152 cm) on our standard looms, and wider on request.",
      ],
    },
    {
      id: "packing",
      heading: "Packing",
      paragraphs: ["Rolls of 50 to 100 m wrapped in hessian, or pressed bales of about 2,000 m, with the construction marked on each piece."],
    },
  ],
  specTables: [
    {
      id: "constructions",
      caption: "Hessian constructions",
      columns: ["Construction", "Width (cm)", "Weight (g/m²)", "Ends × picks per inch"],
      rows: [
        ["7.5 oz, 40 in", "102", "229", "11 × 12"],
        ["8 oz, 45 in", "114", "217", "11 × 11"],
        ["9 oz, 40 in", "102", "275", "12 × 12"],
        ["10 oz, 40 in", "102", "305", "12 × 13"],
        ["11 oz, 48 in", "122", "280", "12 × 13"],
        ["12 oz, 60 in", "152", "244", "12 × 12"],
      ],
      note: "Weights are nominal, with a tolerance of ±5%.",
    },
  ],
  facts: OIL_FACTS,
};

export const carpetBackingCloth: ProductPage = {
  ...metaOf("/jute-carpet-backing-cloth"),
  heading: "Jute Carpet Backing Cloth",
  category: { category_id: categories.bags.category_id, category_name: "Jute Carpet Backing Cloth" },
  costing: { label: "Look up carpet backing cloth prices", href: "/cloth-costing-product" },
  costingState: subCategories.carpetBackingCloth,
  intro: [
    "Carpet backing cloth, known in the trade as CBC, is the even, plain-weave jute fabric glued to the back of a tufted carpet. It holds the tufts in place, keeps the carpet flat and square, and gives it body underfoot. Woven carpet makers use jute in the same way inside the carpet, as the yarn that binds the pile.",
    "Jute suits the job because it is stiff for its weight, hardly stretches, grips latex well and does not build static. It lies flat without curling, and a carpet backed with jute can be cut and fitted cleanly.",
  ],
  banner: banners.weaving,
  images: [productImages.carpetBacking],
  sections: [
    {
      id: "how-made",
      heading: "How we make it",
      paragraphs: [
        "CBC is woven at OJML on wide looms from CB yarn, a clean and even yarn spun from selected tossa jute. The cloth must be free of knots, slubs and thick places, which would show through the face of a carpet, so every roll is inspected over a light table before it is packed.",
      ],
    },
    {
      id: "packing",
      heading: "Widths and packing",
      paragraphs: [
        "We weave CBC 3.66 m, 4.00 m and 5.00 m wide to match the common carpet widths, in rolls of 300 to 500 m on a strong core, wrapped in film and hessian.",
      ],
    },
  ],
  specTables: [
    {
      id: "cbc",
      caption: "Carpet backing cloth specifications",
      columns: ["Specification", "Weight (g/m²)", "Ends × picks per inch", "Yarn", "Widths"],
      rows: [
        ["CBC Light", "240", "11 × 10", "CB 7.5 lb warp and weft", "3.66 m, 4.00 m"],
        ["CBC Standard", "270", "12 × 12", "CB 8 lb warp and weft", "3.66 m, 4.00 m, 5.00 m"],
        ["CBC Heavy", "305", "13 × 12", "CB 8 lb warp, 9 lb weft", "4.00 m, 5.00 m"],
      ],
      note: "Tolerance on weight ±5%. Other constructions to order.",
    },
  ],
  facts: [
    "CB yarn of 7.5 lb/spindle is about 258 tex; 8 lb is about 276 tex.",
    "CBC is normally woven from MOT (mineral-oil batched) yarn, since carpets do not touch food.",
  ],
};

export const yarn: ProductPage = {
  ...metaOf("/yarn-crt-crx-cb-hessian-sacking"),
  heading: "Jute Yarn: CRT, CRX, CB, Hessian and Sacking",
  category: { category_id: categories.yarn.category_id, category_name: "Yarn" },
  costing: { label: "Look up yarn prices", href: "/category-details" },
  costingState: categories.yarn,
  intro: [
    "Yarn is the heart of our business. Our spinning frames turn out more than 20 tonnes of jute yarn a day, part of it for our own looms and the rest for carpet makers, weavers and twine makers at home and abroad.",
    "Jute yarn is counted by weight: the count in pounds per spindle is the weight of 14,400 yards of yarn. The higher the count, the thicker the yarn. One pound per spindle is about 34.45 tex, so a 10 lb yarn is about 345 tex (grams per kilometre).",
  ],
  banner: banners.spinning,
  images: [productImages.yarn],
  sections: [
    {
      id: "types",
      heading: "Five types",
      paragraphs: [
        "We spin five types of yarn, each from its own blend of fibre. CRT and CRX are carpet yarns for the weft of machine-made carpets; CRT is spun from the finest tossa for the most even thread, CRX in a narrower range of heavier, bulkier counts. CB is carpet backing yarn. Hessian and Sacking yarn are the yarns of the classic cloths.",
      ],
    },
    {
      id: "options",
      heading: "Ply, oil and packing",
      paragraphs: [
        "All types come as single (1 ply) or twisted (2 ply) yarn. Yarn is batched either with mineral oil (MOT), for goods that do not touch food, or with vegetable oil (VOT), hydrocarbon-free to the IJO 98/01 standard, for food sacks. Yarn is wound on spools or cones and packed in bales of 180 kg or on pallets.",
      ],
    },
  ],
  specTables: [
    {
      id: "yarn-types",
      caption: "Jute yarn types and counts",
      columns: ["Type", "Counts (lb/spindle)", "About (tex)", "Main use"],
      rows: [
        ["CRT", "6 to 40", "207 to 1,378", "Weft of machine-made carpets, fine twines"],
        ["CRX", "6 to 10", "207 to 345", "Weft and stuffer of machine-made carpets"],
        ["CB", "7.5 to 48", "258 to 1,654", "Carpet backing cloth, canvas, twine"],
        ["Hessian", "8 to 28", "276 to 965", "Hessian cloth and bags, crafts"],
        ["Sacking", "14 to 96", "482 to 3,307", "Sacking weft, mats, coarse twine"],
      ],
      note: "Each type in 1 or 2 ply, MOT or VOT. Counts as in our price list; others on request.",
    },
  ],
  facts: [...OIL_FACTS, "1 lb/spindle is about 34.45 tex."],
};

export const soilSaver: ProductPage = {
  ...metaOf("/soil-saver"),
  heading: "Soil Saver",
  category: { category_id: categories.soilSaver.category_id, category_name: "Soil Saver" },
  costing: { label: "Look up soil saver prices", href: "/soil-saver-costing-product" },
  costingState: subCategories.soilSaver,
  intro: [
    "Soil saver is an open-mesh jute geotextile. Laid over bare soil on a slope, a road embankment, a river bank or a new lawn, it breaks the force of rain, slows running water and holds seed and topsoil in place while grass and plants take root.",
    "The thick, twisted jute yarn soaks up several times its own weight of water and keeps the soil beneath it moist. As the plants grow through the open mesh, the jute slowly rots away, adding organic matter to the soil. By the time it is gone, after one to two growing seasons, the roots hold the ground on their own. Nothing needs to be dug up or taken away.",
  ],
  banner: banners.field,
  images: [productImages.soilSaver],
  sections: [
    {
      id: "uses",
      heading: "Where it is used",
      paragraphs: ["Engineers and landscapers use soil saver for:"],
      list: [
        "Road and railway embankments and cuttings",
        "River and canal banks, and the slopes of ponds",
        "Hill slopes after building work or landslides",
        "Mine and quarry restoration",
        "Sports fields, parks and new lawns on slopes",
      ],
    },
    {
      id: "laying",
      heading: "Laying it",
      paragraphs: [
        "Prepare and seed the soil, unroll the mesh down the slope, overlap the edges by about 10 cm and pin it every metre with wooden pegs or steel staples. Bury the top edge in a small trench so water cannot get under it. Use 500 gsm on gentle slopes and 750 gsm on steep or exposed ones.",
      ],
    },
  ],
  specTables: [
    {
      id: "soil-saver",
      caption: "Soil saver specifications",
      columns: ["Specification", "Weight", "Width", "Open area", "Mesh (approx.)", "Roll length"],
      rows: [
        ["Soil Saver 500", "500 g/m²", "1.22 m", "about 65%", "20 × 15 mm", "50 m"],
        ["Soil Saver 750", "750 g/m²", "1.22 m", "about 50%", "15 × 12 mm", "50 m"],
      ],
      note: "Woven from 2-ply MOT jute yarn. Other widths and roll lengths to order.",
    },
  ],
};

export const rope: ProductPage = {
  ...metaOf("/rope"),
  heading: "Jute Rope",
  category: { category_id: categories.rope.category_id, category_name: "Rope" },
  costing: { label: "Look up rope prices", href: "/rope-costing-product" },
  costingState: categories.rope,
  intro: [
    "Jute rope is twisted from strands of jute yarn. It is strong, easy to grip and easy to knot, and it holds a knot without slipping. It does not melt, build static or shed plastic fragments, and when it wears out it can go on the compost heap.",
    "Farmers tie bales and cattle with it, gardeners train plants, packers close sacks, and decorators and craft makers use it for its warm colour and natural texture.",
  ],
  banner: banners.spinning,
  images: [productImages.rope],
  sections: [
    {
      id: "grades",
      heading: "Three grades",
      paragraphs: ["We make rope in three grades, named after the yarn it is twisted from:"],
      list: [
        "CB rope: from clean, even CB yarn. The smoothest and best looking, for decor, crafts, gardening and retail packs.",
        "Sacking rope: from heavy sacking yarn. The strongest and most economical, for farm, cargo and bale ties.",
        "Hessian rope: from hessian yarn. A middle grade, soft and flexible, for general tying and packing.",
      ],
    },
    {
      id: "sizes",
      heading: "Sizes and packing",
      paragraphs: [
        "Three-strand twisted rope from 4 mm to 16 mm in diameter, natural or dyed, in coils of 50 m, 100 m or 220 m, or on spools by weight. Rope is priced per kilogram.",
      ],
    },
  ],
  specTables: [
    {
      id: "rope",
      caption: "Jute rope grades",
      columns: ["Grade", "Diameters", "Construction", "Best for"],
      rows: [
        ["CB rope", "4–12 mm", "3-strand, twisted from CB yarn", "Decor, crafts, gardening"],
        ["Sacking rope", "6–16 mm", "3-strand, twisted from sacking yarn", "Farm, cargo, bale ties"],
        ["Hessian rope", "4–14 mm", "3-strand, twisted from hessian yarn", "General tying and packing"],
      ],
    },
  ],
};

/** Product display pages by route. */
export const productPages = {
  "/jute-sacking-bag": sackingBag,
  "/sacking-details": sackingDetails,
  "/jute-hessian-bag": hessianBag,
  "/jute-hessian-cloth": hessianCloth,
  "/jute-carpet-backing-cloth": carpetBackingCloth,
  "/yarn-crt-crx-cb-hessian-sacking": yarn,
  "/soil-saver": soilSaver,
  "/rope": rope,
} as const satisfies Record<string, ProductPage>;
