/** Copy of the company pages: who we are, our history, mills, people and ways of working. */
import { banners, certificates, facilitySlides, misc, portraits, sustainabilitySlides } from "../../../shared/content/media";
import { metaOf } from "../../../shared/content/pages";
import { mills } from "../../../shared/content/site";
import type { CareersPage, ContentPage, HubPage, VideoAsset } from "../../../shared/content/types";

export const companyHub: HubPage = {
  ...metaOf("/company"),
  heading: "Our Company",
  intro: [
    "Sonali Jute Group is a family-owned jute business from Bangladesh. It began in 1968 as a raw jute trading house, opened its first mill in 1982, and today runs two mills, Sonali Jute Spinning Mills Ltd. (SJSML) in Narsingdi and Oikko Jute Mills Ltd. (OJML) in Khulna.",
    "About 5,000 people work with us. Together we spin more than 20 tonnes of yarn a day and weave it into bags, cloth, rope and soil saver for buyers in over 30 countries. The pages below tell you who we are, where we came from and how we work.",
  ],
  banner: banners.mill,
  sections: [],
  links: [
    { id: "about-us", title: "About Us", description: "Our mission, values and vision, and our two mills.", href: "/about-us" },
    { id: "our-history", title: "Our History", description: "From raw jute traders in 1968 to two mills today.", href: "/our-history" },
    { id: "our-facilities", title: "Our Facilities", description: "Spinning, weaving, finishing, our laboratory and homes for our people.", href: "/our-facilities" },
    { id: "compliances", title: "Compliances", description: "Our certificates and how we keep every stage audited.", href: "/compliances" },
    { id: "key-persons", title: "Key Persons", description: "The seven people who lead the group.", href: "/key-persons" },
    { id: "how-we-do-it", title: "How We Do It", description: "Technology, quality control, on-time delivery and fair work.", href: "/how-we-do-it" },
    { id: "sustainability", title: "Sustainability", description: "Seven goals for our people, our land and our buyers.", href: "/sustainability" },
    { id: "careers", title: "Careers", description: "Work with us in the mills or at the head office.", href: "/careers" },
    { id: "contact-us", title: "Contact Us", description: "Write to us or reach the right person directly.", href: "/contact-us" },
  ],
};

export const aboutUs: ContentPage = {
  ...metaOf("/about-us"),
  heading: "About Us",
  intro: [
    "We are a Bangladeshi jute group with two mills, about 5,000 people and one material: jute, the golden fibre of Bengal. We have worked with it since 1968, first as raw jute traders and, since 1982, as spinners and weavers. Our yarn, bags, cloth, rope and soil saver go to buyers in over 30 countries.",
  ],
  banner: banners.mill,
  sections: [
    {
      id: "overview",
      heading: "Company overview",
      paragraphs: [
        `${mills[0]?.name ?? "SJSML"} in Narsingdi, our first mill, spins yarn and weaves hessian and sacking. ${mills[1]?.name ?? "OJML"}, near Khulna, weaves carpet backing cloth and soil saver and twists rope. Our head office in Dhaka handles sales, export and finance for both.`,
        "We still buy most of our raw jute directly from growers and the markets our family has traded in for three generations, and we grade every lot by hand before it goes to the mill. That is how we keep our yarn even and our cloth clean.",
      ],
    },
    {
      id: "mission",
      heading: "Our mission",
      paragraphs: [
        "To turn Bangladesh's jute into goods that buyers can rely on, made by people who are paid and treated fairly, in a way that leaves the land and rivers better off.",
      ],
    },
    {
      id: "values",
      heading: "Our values",
      paragraphs: ["Five values guide how we work with growers, our people and our buyers:"],
      list: [
        "Honesty: we sell what we say we sell, at the weight and construction we quote.",
        "Care for people: fair wages, safe work, and schooling and health care for our workers' families.",
        "Care for the land: a natural fibre, made with less energy, less water and less waste each year.",
        "Reliability: orders shipped on the date we promise, or we make good the delay.",
        "Learning: we train our people and invest in better machines and new jute products.",
      ],
    },
    {
      id: "vision",
      heading: "Our vision",
      paragraphs: [
        "We want jute to replace plastic wherever it can, in packaging, in gardens, on building sites and in homes, and we want to be the Bangladeshi mill that buyers think of first when they make that change.",
      ],
    },
  ],
};

export const ourHistory: ContentPage = {
  ...metaOf("/our-history"),
  heading: "Our History",
  intro: [
    "Our story began on the rivers of Bengal, long before the mills. It is a story of one family, one fibre and the thousands of people who have worked with us over more than half a century.",
  ],
  banner: banners.bales,
  sections: [
    {
      id: "1968",
      heading: "1968: raw jute traders",
      paragraphs: [
        "Our founder, the late Alhaj Abdul Karim, started a raw jute business in 1968 at Bhairab, buying fibre from growers along the Meghna and selling it to the great mills of Narayanganj. He learned to judge jute by its colour, length, strength and feel, and built a name for honest grading and fair weights.",
      ],
    },
    {
      id: "1982",
      heading: "1982: our first mill",
      paragraphs: [
        "In 1982 the family built Sonali Jute Spinning Mills at Panchdona in Narsingdi, with a few hundred workers and a single spinning section. Within five years it had added looms for hessian and sacking, and its bags were shipped to buyers in the Middle East and Europe.",
      ],
    },
    {
      id: "1996",
      heading: "1996: a second mill",
      paragraphs: [
        "In 1996 we took over a weaving mill at Atra, near Khulna, and rebuilt it as Oikko Jute Mills. Oikko means unity, for the two mills and the two regions it brought together. Being close to Mongla port, OJML became our base for carpet backing cloth and later soil saver and rope.",
      ],
    },
    {
      id: "2000s",
      heading: "2000s and 2010s: new machines, new markets",
      paragraphs: [
        "We replaced old spinning frames, added a laboratory at each mill and began spinning food-grade VOT yarn. As buyers turned back to natural fibres, we opened markets in more than 30 countries and developed products such as soil saver and diversified jute goods.",
      ],
    },
    {
      id: "today",
      heading: "Today",
      paragraphs: [
        "About 5,000 people now work in our two mills, our school and our clinic, spinning over 20 MT of yarn a day. The second and third generations of the family lead the group, and many of our workers are the children of those who joined in 1982.",
      ],
    },
  ],
};

export const ourFacilities: ContentPage = {
  ...metaOf("/our-facilities"),
  heading: "Our Facilities",
  intro: [
    "Both our mills run the full chain from raw jute to finished goods under one roof. Here is what you would see on a walk through them, and where the people who work there live and stay.",
  ],
  banner: banners.spinning,
  slides: [
    { id: "spinning", title: "Spinning", caption: "Softened jute is carded, drawn and spun into yarn on our spinning frames, more than 20 tonnes a day.", image: facilitySlides.spinning },
    { id: "weaving", title: "Weaving", caption: "Hessian and sacking looms at SJSML and wide CBC looms at OJML weave our yarn into cloth.", image: facilitySlides.weaving },
    { id: "finishing", title: "Finishing", caption: "Cloth is calendered, measured, cut, sewn into bags, and pressed into bales for shipping.", image: facilitySlides.finishing },
    { id: "lab", title: "Laboratory", caption: "Each mill has a laboratory that tests fibre, yarn and cloth for count, strength, moisture and oil.", image: facilitySlides.lab },
  ],
  sections: [
    {
      id: "mills",
      heading: "Two mills",
      paragraphs: [
        "SJSML in Narsingdi covers about 12 hectares and houses the softening, carding, drawing and spinning sections, hessian and sacking looms, and the bag sewing hall. OJML near Khulna has our wide looms for carpet backing cloth, the soil saver looms and the rope walk. Each mill has its own warehouse for raw jute and finished goods and its own power and water supply.",
      ],
    },
    {
      id: "guest-house",
      heading: "Guest house",
      paragraphs: [
        "Buyers, inspectors and engineers who visit the mills stay at our guest house at SJSML: a quiet two-storey building with eight rooms, a dining room and a garden. Our staff will meet you at Dhaka airport and arrange the drive to Narsingdi, about two hours away.",
      ],
      image: facilitySlides.guestHouse,
    },
    {
      id: "labour-quarters",
      heading: "Labour quarters",
      paragraphs: [
        "About 900 families live in our labour quarters beside the two mills. Each home has two rooms, a kitchen, running water and electricity, and the quarters share tube wells, sanitary toilets, a prayer hall and a playground. Families pay no rent. The quarters are a short walk from our school and clinic.",
      ],
      image: facilitySlides.labourQuarters,
    },
  ],
};

export const compliances: ContentPage = {
  ...metaOf("/compliances"),
  heading: "Compliances",
  intro: [
    "Buyers need to know that the goods they order are made as promised and that the people who make them are treated fairly. We are audited by independent bodies every year, and we welcome buyers' own audits at any time.",
  ],
  banner: banners.mill,
  images: [certificates.iso9001, certificates.iso14001, certificates.foodGrade],
  cards: [
    { id: "iso-9001", title: "ISO 9001:2015", description: "Our quality management system covers buying, spinning, weaving, finishing and dispatch at both mills.", image: certificates.iso9001 },
    { id: "iso-14001", title: "ISO 14001:2015", description: "Our environmental management system covers energy, water, waste and the chemicals we use.", image: certificates.iso14001 },
    { id: "food-grade", title: "Food-grade jute (IJO 98/01)", description: "Our VOT yarn, hessian and bags are tested to be hydrocarbon-free and fit for food, to the IJO 98/01 standard.", image: certificates.foodGrade },
  ],
  sections: [
    {
      id: "audits",
      heading: "Audited at every stage",
      paragraphs: [
        "Our audits follow the goods from the bale to the ship: raw jute grading, batching and oil use, spinning, weaving, sewing, packing and loading. Each stage keeps records that an auditor can trace back for any lot we ship.",
      ],
    },
    {
      id: "labour",
      heading: "Labour and safety",
      paragraphs: [
        "We follow the Bangladesh Labour Act on wages, hours, leave and safety. No one under 18 works in our mills. Our workers elect a participation committee that meets management every month, and fire and building safety are checked by outside engineers every year.",
      ],
    },
  ],
};

export const keyPersons: ContentPage = {
  ...metaOf("/key-persons"),
  heading: "Key Persons",
  intro: [
    "Sonali Jute Group is led by members of the founding family and by managers who have spent most of their working lives in jute. These are the seven people you are most likely to meet.",
  ],
  sections: [],
  people: [
    {
      id: "chairman",
      name: "Abdur Rahman Karim",
      role: "Chairman",
      biography: [
        "The founder's eldest son, he joined the raw jute business in 1974 and led the building of our first mill in 1982. He chairs the board and still visits the raw jute markets each season.",
      ],
      portrait: portraits.chairman,
    },
    {
      id: "managing-director",
      name: "Nusrat Jahan Karim",
      role: "Managing Director",
      biography: [
        "She trained as a textile engineer in Dhaka and earned an MBA in the United Kingdom. Since becoming managing director in 2012 she has led our move into food-grade yarn, soil saver and new export markets.",
      ],
      portrait: portraits.md,
    },
    {
      id: "director-operations",
      name: "Tanvir Ahmed Chowdhury",
      role: "Director, Operations",
      biography: [
        "A mechanical engineer with thirty years in jute mills, he runs production at both mills and has overseen the renewal of our spinning and weaving machines.",
      ],
      portrait: portraits.director,
    },
    {
      id: "cfo",
      name: "Farhana Islam",
      role: "Chief Financial Officer",
      biography: [
        "A chartered accountant, she joined the group in 2008 from a Dhaka bank. She looks after finance, export credit and our annual audits.",
      ],
      portrait: portraits.finance,
    },
    {
      id: "gm-sjsml",
      name: "Mizanur Rahman Sarkar",
      role: "General Manager, SJSML",
      biography: [
        "He started at SJSML as a trainee in the spinning section in 1989 and has managed the mill since 2015. He chairs its safety and workers' participation committees.",
      ],
      portrait: portraits.gmSjsml,
    },
    {
      id: "gm-ojml",
      name: "Shahidul Islam Mollah",
      role: "General Manager, OJML",
      biography: [
        "A graduate of the Bangladesh University of Textiles, he leads OJML near Khulna and built up its carpet backing cloth and soil saver lines.",
      ],
      portrait: portraits.gmOjml,
    },
    {
      id: "head-export",
      name: "Rezaul Haque Bhuiyan",
      role: "Head of Export Sales",
      biography: [
        "He has sold Bangladeshi jute abroad for twenty-five years and looks after our buyers in over 30 countries. He speaks English, Arabic and some Turkish.",
      ],
      portrait: portraits.export,
    },
  ],
};

const careersEmail = "careers@sonalijutegroup.com.bd";

export const careers: CareersPage = {
  ...metaOf("/careers"),
  heading: "Careers",
  intro: [
    "About 5,000 people work with us, in the mills, the laboratories, the school, the clinic and the head office. We hire school leavers and train them, and we hire graduates and experienced people for technical and office roles. Many of our managers started on the mill floor.",
  ],
  banner: banners.weaving,
  applyEmail: careersEmail,
  applySubject: "Application: [the role or area you are interested in]",
  openings: [
    { id: "operators", title: "Mill operators and trainees", description: "Spinning, weaving, sewing and finishing at Narsingdi and Khulna. Training given; no experience needed." },
    { id: "technical", title: "Engineers and technicians", description: "Mechanical and electrical maintenance, textile engineering and laboratory testing." },
    { id: "office", title: "Head office", description: "Export sales, merchandising, shipping, accounts and human resources in Dhaka." },
    { id: "community", title: "School and clinic", description: "Teachers, nurses and health workers for our school and clinic." },
  ],
  sections: [
    {
      id: "what-we-offer",
      heading: "What we offer",
      paragraphs: ["Everyone who works with us receives:"],
      list: [
        "Wages at or above the national minimum for the jute sector, paid on time, with overtime paid as the law requires",
        "Festival bonuses, provident fund and gratuity",
        "Free health care for you and your family at our clinic",
        "Free schooling for your children at our school",
        "Rent-free family quarters for mill workers, as space allows",
      ],
    },
    {
      id: "how-to-apply",
      heading: "How to apply",
      paragraphs: [
        `Email your CV and a short letter to ${careersEmail}. Put the role or area you are interested in in the subject line. We read every application and reply within three weeks if we have a suitable opening. For mill work you can also apply in person at the gate office of either mill, Saturday to Thursday, 9 am to 4 pm.`,
      ],
    },
  ],
};

export const sustainability: ContentPage = {
  ...metaOf("/sustainability"),
  heading: "Sustainability",
  intro: [
    "Jute is one of the most sustainable fibres there is: it grows on rain, needs little fertiliser and returns fully to the soil. Making it into goods still uses energy, water and chemicals, and still depends on people. Here is what we are doing about that, and the goals we have set ourselves.",
  ],
  slides: [
    { id: "solar", title: "Clean energy", caption: "Solar panels on our mill roofs supply part of the power our machines use by day.", image: sustainabilitySlides.solar },
    { id: "water", title: "Water", caption: "We collect rainwater and treat the water we use before it returns to the river.", image: sustainabilitySlides.water },
    { id: "trees", title: "Trees", caption: "Our people plant thousands of trees each year along the mill boundaries and the quarters.", image: sustainabilitySlides.trees },
    { id: "compost", title: "Back to the soil", caption: "Jute waste from our mills becomes fuel, compost or paper pulp, not landfill.", image: sustainabilitySlides.compost },
    { id: "community", title: "Community", caption: "Our school and clinic serve the families of everyone who works with us.", image: sustainabilitySlides.community },
  ],
  sections: [],
  cards: [
    { id: "goal-1", title: "1. Cleaner energy", description: "Cover a quarter of our electricity from rooftop solar and use jute waste in our boilers instead of fossil fuel." },
    { id: "goal-2", title: "2. Less water", description: "Harvest rainwater, reuse process water and treat everything we return to the river." },
    { id: "goal-3", title: "3. Zero waste to landfill", description: "Turn fibre dust, cuttings and waste yarn into fuel, compost, paper pulp and twine." },
    { id: "goal-4", title: "4. Safer oils", description: "Move more of our batching to vegetable oil (VOT), which is hydrocarbon-free and kinder to workers and buyers alike." },
    { id: "goal-5", title: "5. Fair work", description: "Pay fair wages on time, keep work safe, and give every worker a voice through elected committees." },
    { id: "goal-6", title: "6. Healthy, educated families", description: "Free schooling for our workers' children and free health care for their families." },
    { id: "goal-7", title: "7. Replacing plastic", description: "Help buyers swap plastic packaging for jute, and grow our range of diversified, plastic-free products." },
  ],
};

/** The process video of "How we do it": title slides over our own illustrations. */
export const processVideo: VideoAsset = {
  title: "How we make jute goods (process video, 18 seconds)",
  sources: [
    { src: "/media/video/process.webm", type: "video/webm" },
    { src: "/media/video/process.mp4", type: "video/mp4" },
  ],
  poster: misc.processPoster,
  width: 960,
  height: 540,
  durationSeconds: 18,
  captions: { src: "/media/process-video.vtt", kind: "captions", srclang: "en", label: "English" },
  transcript: [
    "Raw jute is graded by hand and softened.",
    "Carding and drawing turn it into an even sliver.",
    "Spinning frames twist the sliver into yarn.",
    "Looms weave the yarn into hessian, sacking and backing cloth.",
    "Every lot is tested in our laboratory.",
    "Pressed bales leave for buyers in over 30 countries.",
  ],
};

export const howWeDoIt: ContentPage = {
  ...metaOf("/how-we-do-it"),
  heading: "How We Do It",
  intro: [
    "Buyers come back to us because the goods arrive as ordered and on time. That rests on five things: good machines, careful checks, honest planning, fair work and the nature of jute itself.",
  ],
  banner: banners.weaving,
  video: processVideo,
  sections: [
    {
      id: "technology",
      heading: "Latest technology and equipment",
      paragraphs: [
        "Over the last fifteen years we have replaced most of our spinning frames and many of our looms with modern machines that run faster, use less power and make a more even yarn and cloth. Softening lines dose oil emulsion automatically, and our wide looms at OJML weave carpet backing cloth up to 5 m across. A maintenance team on every shift keeps the machines in order.",
      ],
    },
    {
      id: "quality",
      heading: "Quality control",
      paragraphs: [
        "Quality is checked at every step, not only at the end. Raw jute is graded by hand; sliver is weighed at each drawing; yarn is tested for count, twist and strength; cloth is checked for threads per inch, weight and faults; and bags are counted and measured before baling. Each mill has its own laboratory, and every shipment leaves with a test report.",
      ],
    },
    {
      id: "delivery",
      heading: "On-time delivery",
      paragraphs: [
        "We plan each order against the capacity of our machines before we confirm a date, and we keep the buyer informed from weaving to loading. If an order we have confirmed ships late through our fault, we compensate the buyer with a discount on the invoice, agreed in the contract for each week of delay.",
      ],
    },
    {
      id: "ethics",
      heading: "Ethical practices and accreditations",
      paragraphs: [
        "Our quality and environmental systems are certified to ISO 9001 and ISO 14001, and every stage of production, from buying fibre to loading containers, is audited each year. We pay fair wages on time, pay overtime by law, employ no one under 18, and support workers' committees. Buyers and their auditors are welcome at any time.",
      ],
    },
    {
      id: "scale",
      heading: "Large-scale production of natural products",
      paragraphs: [
        "With two mills and about 5,000 people we can take on large orders and repeat them season after season: over 20 tonnes of yarn a day and millions of metres of cloth a year. Everything we make is natural, reusable and 100% biodegradable, a real alternative to plastic at the scale buyers need.",
      ],
    },
  ],
};

/** Company pages by route. */
export const companyPages = {
  "/company": companyHub,
  "/about-us": aboutUs,
  "/our-history": ourHistory,
  "/our-facilities": ourFacilities,
  "/compliances": compliances,
  "/key-persons": keyPersons,
  "/careers": careers,
  "/sustainability": sustainability,
  "/how-we-do-it": howWeDoIt,
} as const satisfies Record<string, ContentPage>;
