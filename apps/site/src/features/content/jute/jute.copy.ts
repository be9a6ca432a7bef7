/** Copy of the jute pages: what jute is, where it comes from and what it can become. */
import { banners, diversificationSlides, typeSlides, useSlides } from "../../../shared/content/media";
import { metaOf } from "../../../shared/content/pages";
import { propertiesOfJute } from "../properties.copy";
import type { ContentPage, HubPage } from "../../../shared/content/types";

export const juteHub: HubPage = {
  ...metaOf("/jute"),
  heading: "Jute, the Golden Fibre",
  intro: [
    "Jute is a long, soft, shiny fibre taken from the stem of the jute plant. Bangladesh calls it sonali aansh, the golden fibre, for its colour and for the living it has given to millions of farmers and mill workers. After cotton, it is the most widely produced plant fibre in the world.",
    "These pages explain what jute is, where it comes from, how it is grown and made into goods, and why it matters more than ever in a world that wants to leave plastic behind.",
  ],
  banner: banners.field,
  sections: [
    {
      id: "at-a-glance",
      heading: "Jute at a glance",
      paragraphs: [
        "Jute is a lignocellulosic bast fibre: it grows in the inner bark of the stem and is made mostly of cellulose bound with lignin. The two main species are Corchorus olitorius, which gives tossa jute, and Corchorus capsularis, which gives white jute. A related plant, kenaf or mesta (Hibiscus cannabinus), gives a similar, coarser fibre.",
        "The fibre is freed from the stem by retting in water for about 10 to 30 days, then stripped, washed and dried. It is strong, breathable and 100% biodegradable.",
      ],
    },
  ],
  links: [
    { id: "why-jute", title: "Why Jute", description: "A strong, renewable fibre that returns to the soil.", href: "/why-jute" },
    { id: "history-jute", title: "History of Jute", description: "From Bengal's villages to the world's mills.", href: "/history-jute" },
    { id: "types-of-jute", title: "Types of Jute", description: "White, tossa, mesta and jute cuttings.", href: "/types-of-jute" },
    { id: "uses-of-jute", title: "Uses of Jute", description: "Packaging, eco-friendly goods, paper and industry.", href: "/uses-of-jute" },
    { id: "how-we-do", title: "How We Do", description: "From raw jute to yarn, cloth and bags in our mills.", href: "/how-we-do" },
    { id: "properties", title: "Properties of Jute", description: "Biodegradable, eco-friendly and vegan.", href: "/properties-Of-jute" },
    { id: "cultivation", title: "Cultivation of Jute", description: "Sowing, harvesting, retting and stripping.", href: "/cultivation-jute" },
    { id: "diversification", title: "Jute Diversification", description: "New, value-added products made of jute.", href: "/jute-diversification" },
  ],
};

export const whyJute: ContentPage = {
  ...metaOf("/why-jute"),
  heading: "Why Jute",
  intro: [
    "Every bag, rope or sheet of cloth has to be made of something. For most of the last fifty years that something has often been plastic, cheap to make and almost impossible to get rid of. Jute offers another way: a fibre that is grown, not drilled, and that goes back to the soil when its work is done.",
  ],
  banner: banners.field,
  sections: [
    {
      id: "renewable",
      heading: "It grows back every year",
      paragraphs: [
        "A jute crop is sown in spring and harvested about four months later. It grows mostly on monsoon rain and needs far less fertiliser and pesticide than many crops. The same field can then grow rice or vegetables, and the leaves and roots that jute leaves behind improve the soil for them.",
      ],
    },
    {
      id: "carbon",
      heading: "It takes carbon from the air",
      paragraphs: [
        "Jute grows fast and tall, and like every plant it takes in carbon dioxide as it grows. A hectare of jute takes up several tonnes of it in a season, and much of that carbon stays locked in the fibre for as long as the product lasts.",
      ],
    },
    {
      id: "strong",
      heading: "It is strong and practical",
      paragraphs: [
        "Jute is a lignocellulosic bast fibre: it comes from the inner bark of the plant and is made mainly of cellulose, bound with lignin. That makes it one of the strongest plant fibres for its price. It stretches very little, breathes, resists heat and does not build static, which is why grain, coffee and cocoa have travelled in jute sacks for well over a century.",
      ],
    },
    {
      id: "end-of-life",
      heading: "It leaves nothing behind",
      paragraphs: [
        "A jute product can be used again and again, and at the end of its life it is 100% biodegradable. Buried or composted, it breaks down into organic matter, without microplastics and without harm to the soil or the water.",
      ],
    },
    {
      id: "livelihoods",
      heading: "It supports millions of people",
      paragraphs: [
        "In Bangladesh alone, millions of farming families grow jute, and many more people work in trading, retting, spinning and weaving it. Choosing jute keeps that work alive in some of the poorest rural areas of South Asia.",
      ],
    },
  ],
};

export const historyJute: ContentPage = {
  ...metaOf("/history-jute"),
  heading: "History of Jute",
  intro: [
    "Jute has been part of life in Bengal for as long as anyone has written about it. Its story runs from village looms to the industrial mills of Scotland and back to the river towns of Bangladesh, and it is still being written today.",
  ],
  banner: banners.bales,
  sections: [
    {
      id: "early",
      heading: "Village fibre",
      paragraphs: [
        "For centuries the farmers of Bengal grew jute for their own use. They twisted it into rope and twine, wove it by hand into coarse cloth for sacks, mats and clothing, and ate the young leaves as a vegetable, as many families still do. Cloth and sacks of jute were traded along the rivers long before any mill existed.",
        "Traders of the East India Company took note of this cheap, strong fibre in the late eighteenth century and began shipping raw jute to Britain.",
      ],
    },
    {
      id: "dundee",
      heading: "The Dundee years",
      paragraphs: [
        "At first British spinners found jute hard to work: it was dry and brittle on their machines. In the 1830s mills in Dundee, in Scotland, found that softening the fibre with whale oil and water made it spin well. Dundee, already a centre of flax spinning, became the world's jute city, and by the late nineteenth century it had dozens of jute mills.",
        "Jute sacks carried the grain, sugar, coffee and cotton of the growing world trade, and demand grew with every war and every harvest.",
      ],
    },
    {
      id: "bengal-mills",
      heading: "Mills come to Bengal",
      paragraphs: [
        "The first power-driven jute mill in Bengal opened at Rishra, near Calcutta, in 1855. Mills soon lined the Hooghly river, close to the fields, and overtook Dundee in output by the early twentieth century. Almost all the raw jute they spun, however, was grown in eastern Bengal, the land that is Bangladesh today.",
      ],
    },
    {
      id: "bangladesh",
      heading: "Jute in Bangladesh",
      paragraphs: [
        "When Bengal was divided in 1947, the jute fields of the east were cut off from the mills of Calcutta. New mills were built in the east, among them Adamjee Jute Mills at Narayanganj, once the largest jute mill in the world. For decades jute was East Pakistan's and then Bangladesh's largest export and the main source of its foreign earnings, which is why it is still called the golden fibre.",
      ],
    },
    {
      id: "decline",
      heading: "Plastic and decline",
      paragraphs: [
        "From the 1970s cheap synthetic sacks and bulk handling of grain took much of jute's market. Many mills closed, and farmers turned to other crops. Our own company began in 1968, at the height of the old trade, and opened its mill in 1982, in the years when the industry had to learn to compete again.",
      ],
    },
    {
      id: "revival",
      heading: "A natural fibre again",
      paragraphs: [
        "Today the tide is turning. Governments ban single-use plastic bags, buyers look for packaging that will not pollute, and engineers use jute geotextiles to protect slopes and river banks. Since a law of 2010, Bangladesh requires jute packaging for rice, paddy, sugar, fertiliser and a growing list of other goods, and research has sequenced the jute genome to breed better varieties. New uses, from composites in cars to fashion and home goods, are giving the golden fibre a new future.",
      ],
    },
  ],
};

export const typesOfJute: ContentPage = {
  ...metaOf("/types-of-jute"),
  heading: "Types of Jute",
  intro: [
    "The trade knows raw jute by the plant it came from and by the part of the stem. Each type has its own colour, strength and best use, and a mill blends them to suit the yarn it wants to spin.",
  ],
  banner: banners.bales,
  slides: [
    { id: "white", title: "White Jute", caption: "From Corchorus capsularis. Pale cream to white, strong and a little coarser than tossa.", image: typeSlides.white },
    { id: "tossa", title: "Tossa Jute", caption: "From Corchorus olitorius. Golden to reddish brown, soft, silky and the strongest jute.", image: typeSlides.tossa },
    { id: "mesta", title: "Mesta Jute", caption: "Kenaf, Hibiscus cannabinus. A coarser, jute-like fibre used in sacking and rope.", image: typeSlides.mesta },
    { id: "cuttings", title: "Jute Cuttings", caption: "The hard root ends cut from the fibre. Short and harsh, used for coarse yarn and paper.", image: typeSlides.cuttings },
  ],
  sections: [
    {
      id: "white-jute",
      heading: "White jute",
      paragraphs: [
        "White jute comes from Corchorus capsularis, which grows in low-lying land and can stand in flood water late in the season. Its fibre is light in colour, fairly strong and a little less lustrous than tossa. It is widely used for sacking, hessian and twine, and its clean colour makes it good for bleaching.",
      ],
    },
    {
      id: "tossa-jute",
      heading: "Tossa jute",
      paragraphs: [
        "Tossa jute comes from Corchorus olitorius and grows on higher ground. Its fibre is golden, soft, fine and strong, the best for fine yarn, carpet yarn and carpet backing cloth. Most of the jute grown in Bangladesh today is tossa.",
      ],
    },
    {
      id: "mesta",
      heading: "Mesta",
      paragraphs: [
        "Mesta, also called kenaf (Hibiscus cannabinus), is a different plant whose bast fibre is much like jute. It grows in drier land where jute does poorly. Its fibre is coarser and less even, and is used mixed with jute in sacking yarn, rope and twine.",
      ],
    },
    {
      id: "cuttings",
      heading: "Jute cuttings",
      paragraphs: [
        "The lower ends of the fibre, near the root, are hard and woody. They are cut off during grading and sold as cuttings, a cheaper raw material for coarse sacking yarn, mats and paper pulp.",
      ],
    },
  ],
};

export const usesOfJute: ContentPage = {
  ...metaOf("/uses-of-jute"),
  heading: "Uses of Jute",
  intro: [
    "Jute is best known for sacks, but it does a great many other jobs, from holding a carpet together to protecting a river bank. Here are the main ways the world uses it.",
  ],
  slides: [
    { id: "packaging", title: "Packaging", caption: "Sacks for grain, sugar, coffee, cocoa and potatoes.", image: useSlides.packaging },
    { id: "shopping", title: "Shopping bags", caption: "Strong, reusable bags that replace plastic carriers.", image: useSlides.shopping },
    { id: "paper", title: "Pulp and paper", caption: "Paper and board from jute fibre and the woody core.", image: useSlides.paper },
    { id: "industrial", title: "Carpets", caption: "Backing cloth and yarn inside the carpets of the world.", image: useSlides.industrial },
    { id: "geotextile", title: "Geotextiles", caption: "Jute mesh that holds soil on slopes and river banks.", image: useSlides.geotextile },
  ],
  sections: [
    {
      id: "packaging",
      heading: "Packaging",
      paragraphs: [
        "Jute's first and largest use is packing. Sacking and hessian bags carry grain, rice, sugar, flour, pulses, potatoes and onions, and food-grade bags of hydrocarbon-free VOT hessian are the standard for green coffee and cocoa beans. Jute lets the goods breathe, stands stacking and rough handling, and can be used many times. Hessian also wraps cotton bales, root balls of trees and goods for shipping.",
      ],
    },
    {
      id: "eco-friendly",
      heading: "Eco-friendly uses",
      paragraphs: [
        "Because it is natural and fully biodegradable, jute replaces plastic in many everyday things: shopping and tote bags, gift and wine bags, plant pots, garden twine and mulch mats. Jute soil saver and other geotextiles protect slopes, embankments and river banks from erosion while plants take root, and then rot away harmlessly.",
      ],
    },
    {
      id: "pulp-paper",
      heading: "Pulp and paper",
      paragraphs: [
        "The whole jute plant can be made into pulp. The long fibre gives strong paper, and the woody core left after the fibre is stripped, called jute stick, can also be pulped or pressed into particle board. Jute paper and board offer an alternative to wood pulp that grows in a single season.",
      ],
    },
    {
      id: "industrial",
      heading: "Industrial uses",
      paragraphs: [
        "Industry uses jute as carpet backing cloth and carpet yarn, as cable filler and roofing felt, as reinforcement in composite panels for car interiors and furniture, and as canvas, tarpaulin and upholstery cloth. Jute's stiffness, low stretch and good grip on glues and resins make it a useful, light reinforcing fibre.",
      ],
    },
  ],
};

export const howWeDo: ContentPage = {
  ...metaOf("/how-we-do"),
  heading: "How We Do",
  intro: [
    "Turning a bale of raw jute into yarn, cloth and bags takes about a dozen steps. This is how it works in our mills.",
  ],
  banner: banners.spinning,
  sections: [
    {
      id: "selection",
      heading: "1. Selecting and grading",
      paragraphs: [
        "Bales of raw jute are opened and graded by hand for colour, length, strength and cleanliness. Root ends are cut off. Our graders then make up a batch, a blend of grades chosen for the yarn we want to spin.",
      ],
    },
    {
      id: "softening",
      heading: "2. Softening and conditioning",
      paragraphs: [
        "The fibre passes through a softener, fluted rollers that crush and bend it while an emulsion of oil and water is sprayed on. We use mineral oil for MOT yarn and vegetable oil for food-grade VOT yarn. The jute then rests in piles for one to three days so that the moisture spreads evenly and the fibre becomes supple.",
      ],
    },
    {
      id: "carding",
      heading: "3. Carding",
      paragraphs: [
        "Carding machines covered with pins split the fibre into fine strands, comb out dust and short bits, and lay the fibre into a continuous ribbon called sliver. We card twice, on a breaker card and then a finisher card.",
      ],
    },
    {
      id: "drawing",
      heading: "4. Drawing",
      paragraphs: [
        "Several slivers are fed together into drawing frames, which pull them out and combine them into one thinner, more even sliver. Two to four drawings make the sliver regular enough to spin.",
      ],
    },
    {
      id: "spinning",
      heading: "5. Spinning and twisting",
      paragraphs: [
        "Spinning frames draw the sliver out once more and twist it into yarn of the count we want. Yarn for rope and some carpet uses is twisted again into two-ply yarn. It is then wound onto spools or cones.",
      ],
    },
    {
      id: "weaving",
      heading: "6. Weaving",
      paragraphs: [
        "Warp yarn is wound onto beams and weft yarn onto cops, and our looms weave them into hessian, sacking, carpet backing cloth and soil saver.",
      ],
    },
    {
      id: "finishing",
      heading: "7. Finishing, testing and packing",
      paragraphs: [
        "Cloth is damped and calendered between heavy rollers to make it smooth and even, then measured and inspected. Some is cut and sewn into bags. Our laboratory tests every lot, and the goods are pressed into bales or wound into rolls and marked for shipping.",
      ],
    },
  ],
};

export const propertiesJute: ContentPage = {
  ...metaOf("/properties-Of-jute"),
  heading: "Properties of Jute",
  intro: [
    "Jute is a bast fibre from the stem of the jute plant, made of about 60% cellulose, 20% hemicellulose and 12% lignin, with small amounts of fat, wax and minerals. This mix gives it its strength, its golden sheen and its gentle effect on the planet.",
  ],
  cards: propertiesOfJute,
  sections: [
    {
      id: "physical",
      heading: "Other useful properties",
      paragraphs: ["Beyond these three, jute is valued for being:"],
      list: [
        "Strong: high tensile strength with very low stretch",
        "Breathable: it lets air and moisture pass, keeping stored goods dry",
        "Absorbent: it holds water well, which helps seeds and soil on slopes",
        "Insulating and anti-static: useful in carpets, furnishings and cable filler",
        "Resistant to heat: it does not melt, and it chars rather than drips",
        "Affordable: one of the cheapest natural fibres to grow and process",
      ],
    },
    {
      id: "care",
      heading: "Things to keep in mind",
      paragraphs: [
        "Jute loses some strength when it stays wet for long and can yellow in strong sunlight. For long outdoor use it can be treated against rot, and for uses next to the skin it is often blended with cotton.",
      ],
    },
  ],
};

export const cultivationJute: ContentPage = {
  ...metaOf("/cultivation-jute"),
  heading: "Cultivation of Jute",
  intro: [
    "Jute is a rain-fed crop of warm, wet lowlands. It needs temperatures of about 20 to 40 °C, high humidity and plenty of rain during its growing season, and it thrives on the fertile silt that rivers leave on the land. It is grown mainly in four countries, Bangladesh, India, China and Myanmar, with Bangladesh and India growing nearly all of the world's crop.",
  ],
  banner: banners.field,
  sections: [
    {
      id: "sowing",
      heading: "Sowing and growing",
      paragraphs: [
        "Farmers sow jute seed from March to May, broadcast or in lines, on well-ploughed soil. The crop is thinned and weeded by hand in its first weeks. It then grows quickly with the monsoon rains, reaching 2.5 to 3.5 m in height, with a slim stem and few branches.",
      ],
    },
    {
      id: "harvest",
      heading: "Harvesting",
      paragraphs: [
        "The crop is cut about 100 to 120 days after sowing, usually at the small-pod stage, when the fibre is at its best. Plants are cut at ground level or pulled up, left in the field for a few days so that the leaves drop, and tied into bundles.",
      ],
    },
    {
      id: "retting",
      heading: "Retting",
      paragraphs: [
        "The fibre lies in the bark, glued to the woody core by gums. Retting frees it: soaked in water, microbes slowly break down the gums. Retting takes about 10 to 30 days, depending on the water temperature and the method, and clean, slow-moving water gives the best, brightest fibre. There are two types of retting:",
      ],
      list: [
        "Stem retting: whole bundles of stems are laid in ponds, ditches or slow rivers, weighed down under water, and left until the fibre comes away easily. This is the traditional method and is still the most common.",
        "Ribbon retting: the bark is first stripped from the fresh green stems as ribbons, which are then retted in tanks or small ponds. It needs less water and less time and gives a cleaner fibre, which helps where water is short.",
      ],
    },
    {
      id: "stripping",
      heading: "Stripping, washing and drying",
      paragraphs: [
        "After retting comes stripping. Farmers, standing in the water, pull the fibre from the stems by hand or beat it loose, then wash it clean and hang it on bamboo poles in the sun to dry. The stripped stems, jute sticks, are dried too and used for fuel, fencing and board. The dry fibre is tied into bundles and taken to market, where traders like the founders of our company grade it and press it into bales for the mills.",
      ],
    },
  ],
};

export const juteDiversification: ContentPage = {
  ...metaOf("/jute-diversification"),
  heading: "Jute Diversification",
  intro: [
    "For most of its history, jute went into sacks, cloth and rope. Diversification means making higher-value products from the same fibre, for new buyers and new markets. It brings more income to farmers and mills, and it gives people a natural choice in places where plastic and synthetics once had the field to themselves.",
  ],
  slides: [
    { id: "composites", title: "Composites", caption: "Jute-reinforced panels for car interiors, furniture and buildings.", image: diversificationSlides.composites },
    { id: "packaging", title: "Eco-friendly packaging", caption: "Pouches, gift bags and wine bags in place of plastic.", image: diversificationSlides.packaging },
    { id: "home-decor", title: "Home decor", caption: "Rugs, baskets, cushions and wall hangings.", image: diversificationSlides.homeDecor },
    { id: "fashion", title: "Fashion accessories", caption: "Handbags, espadrilles, hats and jewellery.", image: diversificationSlides.fashion },
    { id: "agriculture", title: "Agricultural products", caption: "Nursery pots, mulch mats and plant ties that rot away in the soil.", image: diversificationSlides.agriculture },
    { id: "geotextile", title: "Geotextiles", caption: "Soil saver and other jute geotextiles for slopes and banks.", image: diversificationSlides.geotextile },
  ],
  sections: [
    {
      id: "products",
      heading: "Value-added jute products",
      paragraphs: ["The main families of diversified jute products are:"],
      list: [
        "Composites: jute fibre or cloth set in resin to make light, strong panels for car door linings, furniture, doors and building boards",
        "Eco-friendly packaging: shopping and tote bags, gift and wine bags, pouches and lined bags for food",
        "Home decor: rugs and carpets, baskets, cushion covers, curtains, table mats and wall coverings",
        "Fashion accessories: handbags, espadrilles and shoes, hats, belts and jewellery, often blended with cotton",
        "Agricultural products: nursery pots, mulch mats, tree guards, plant ties and geotextiles",
      ],
    },
    {
      id: "our-part",
      heading: "Our part",
      paragraphs: [
        "We supply yarn and cloth to makers of diversified products at home and abroad, and we make soil saver and rope ourselves. We work with designers and buyers to develop yarns, weaves, colours and finishes for new uses. If you have an idea for a jute product, we would like to hear it.",
      ],
    },
  ],
};

/** Jute pages by route. */
export const jutePages = {
  "/jute": juteHub,
  "/why-jute": whyJute,
  "/history-jute": historyJute,
  "/types-of-jute": typesOfJute,
  "/uses-of-jute": usesOfJute,
  "/how-we-do": howWeDo,
  "/properties-Of-jute": propertiesJute,
  "/cultivation-jute": cultivationJute,
  "/jute-diversification": juteDiversification,
} as const satisfies Record<string, ContentPage>;
