/**
 * The meta description of every route (at most 160 characters each): written into each
 * prerendered page's head at build, and set by the router after a navigation. A module of its
 * own so that the entry chunk does not carry them (page-list.ts holds the titles).
 */
import type { RoutePath } from "./types";

export const pageDescriptions: Record<RoutePath, string> = {
  "/":
    "Sonali Jute Group of Bangladesh spins and weaves jute yarn, sacking and hessian bags, cloth, rope and soil saver for buyers in over 30 countries.",
  "/company":
    "Who we are: two jute mills in Bangladesh, about 5,000 people, trading since 1968 and spinning since 1982. Our history, mills, people and values.",
  "/about-us":
    "About Sonali Jute Group: our mission, values and vision, our two mills SJSML and OJML, and what we make for buyers in over 30 countries.",
  "/our-history":
    "From a raw jute trading house in 1968 to two mills and over 20 MT of yarn a day: the story of Sonali Jute Group, decade by decade.",
  "/our-facilities":
    "Inside our mills: spinning, weaving, finishing and the laboratory, plus the guest house and family quarters for the people who work with us.",
  "/compliances":
    "Our certificates for quality, environmental management and food-grade jute, and how we keep every stage of production audited.",
  "/key-persons":
    "Meet the seven people who lead Sonali Jute Group: the chairman, the managing director and the heads of operations, finance, the mills and exports.",
  "/how-we-do-it":
    "How we make jute goods: modern machines, quality control at every stage, on-time delivery with compensation for delays, and fair, audited work.",
  "/careers":
    "Work with Sonali Jute Group: roles in our mills and head office. Send your CV by email to careers@sonalijutegroup.com.bd.",
  "/sustainability":
    "How our mills cut energy, water and waste, and the seven goals we work towards for our people, our land and our customers.",
  "/contact-us":
    "Contact Sonali Jute Group: write to us, or reach our sales, export, yarn and HR people directly. Head office in Dhaka, mills in Narsingdi and Khulna.",
  "/products":
    "Our jute products: sacking and hessian bags, hessian cloth, carpet backing cloth, yarn, soil saver and rope, made in our two mills in Bangladesh.",
  "/jute-sacking-bag":
    "Jute sacking bags in A, B, L, DW twill and Heavy Cee, with sizes and weights, plus our sacking cloth specification. Strong, breathable, reusable.",
  "/sacking-details":
    "Jute sacking cloth in heavy twill and plain weaves: widths, weights, porter and shots, for bag makers and bulk packers.",
  "/jute-hessian-bag":
    "Plain-weave jute hessian bags for potatoes, onions, coffee, cocoa and seeds, made to your size and print, in natural or food-grade VOT yarn.",
  "/jute-hessian-cloth":
    "Jute hessian cloth from 7.5 oz to 12 oz per yard, 40 to 60 inches wide: natural, food-grade, bleached or dyed. Nine constructions on show.",
  "/jute-carpet-backing-cloth":
    "Jute carpet backing cloth (CBC) in three constructions for tufted and woven carpets: stable, strong and biodegradable.",
  "/yarn-crt-crx-cb-hessian-sacking":
    "Jute yarn in five types, CRT, CRX, CB, Hessian and Sacking, in 1 and 2 ply, MOT or food-grade VOT. Over 20 MT spun every day.",
  "/soil-saver":
    "Jute soil saver, an open-mesh geotextile of 500 or 750 gsm, 1.22 m wide, that holds slopes and banks while plants take root, then returns to the soil.",
  "/rope":
    "Twisted jute rope in three grades, CB, sacking and hessian, for tying, packing, gardening and crafts. Strong, easy to knot and biodegradable.",
  "/jute":
    "All about jute, the golden fibre of Bengal: why it matters, its history, types, uses, properties, how it is grown and retted, and what it can become.",
  "/why-jute":
    "Why choose jute: a strong, renewable plant fibre that grows fast, needs little fertiliser, absorbs carbon and breaks down fully after use.",
  "/history-jute":
    "The history of jute, from hand-spun village cloth in Bengal to the mills of Dundee and Narayanganj, and its return as a natural fibre today.",
  "/types-of-jute":
    "White jute, tossa jute, mesta and jute cuttings: how the types differ in colour, strength and use, and which products each suits.",
  "/uses-of-jute":
    "Uses of jute in packaging, eco-friendly goods, pulp and paper and industry, from food sacks and shopping bags to carpets and geotextiles.",
  "/how-we-do":
    "From raw jute to finished goods: how we select fibre, soften, card, draw, spin, weave, finish and test jute in our mills.",
  "/properties-Of-jute":
    "Jute is biodegradable, eco-friendly and vegan. Read what makes this plant fibre strong, breathable and kind to the land.",
  "/cultivation-jute":
    "How jute is grown: a rain-fed crop of Bangladesh, India, China and Myanmar, harvested at about four months, retted in water, stripped and dried.",
  "/jute-diversification":
    "Jute beyond sacks: composites, eco-friendly packaging, home decor, fashion accessories and agricultural products with more value and new markets.",
  "/outside-business":
    "What we do beyond the mills: a school with free education for our workers' children and a health care service for our people and their families.",
  "/educational-institutes":
    "Our school gives free education, books and meals to the children of our workers, from pre-primary to secondary, near the mill.",
  "/health-care":
    "Free health care for our workers and their families: an on-site clinic, regular screenings, mother and child care and mental health support.",
  "/category-details":
    "Browse our jute product categories and look up prices by count, ply, oil type and mill. Prices are shown to registered members.",
  "/product-details/:id":
    "Description, specification and price of a diversified jute product. Log in as a member to see the price.",
  "/bag-costing":
    "Browse jute bag types and look up prices by mill, size and port. Prices are shown to registered members.",
  "/bag-costing-details":
    "Choose a sacking bag twill to look up its price by mill and port of shipment. Prices are shown to registered members.",
  "/bag-costing-product":
    "Look up the price of a jute bag by mill, size and port. Log in as a member to see the price in US dollars.",
  "/cloth-details":
    "Choose a hessian cloth construction to look up its price by mill and port. Prices are shown to registered members.",
  "/cloth-costing-details":
    "Browse jute cloth types, hessian, sacking, carpet backing and tarpaulin, and look up their prices. Prices are shown to members.",
  "/cloth-costing-product":
    "Look up the price of jute cloth by mill, size and port. Log in as a member to see the price in US dollars.",
  "/traditional-cloth-details":
    "Browse traditional jute cloths such as canvas and scrim and look up their prices. Prices are shown to registered members.",
  "/traditional-costing-product":
    "Look up the price of a traditional jute cloth by mill, size and port. Log in as a member to see the price in US dollars.",
  "/rope-costing-product":
    "Look up the price of jute rope per kilogram by mill, diameter and port. Log in as a member to see the price in US dollars.",
  "/soil-saver-costing-product":
    "Look up the price of jute soil saver, 500 or 750 gsm, by mill and port. Log in as a member to see the price in US dollars.",
  "/login": "Log in to your Sonali Jute Group member account to see prices of our jute products.",
  "/register":
    "Register as a buyer with Sonali Jute Group to see prices of jute yarn, bags, cloth, rope and soil saver.",
  "/my-enquiries":
    "Your messages to Sonali Jute Group and your quote requests, with their reference, date and status.",
  "/my-quote-list":
    "The products you gathered while looking up prices, with quantities, notes and indicative totals, sent to Sonali Jute Group as one quote request.",
  "/forgot-password":
    "Forgot the password of your Sonali Jute Group member account? Ask for a link to choose a new one.",
  "/reset-password":
    "Choose a new password for your Sonali Jute Group member account with the link we mailed you.",
  "/account":
    "Your Sonali Jute Group member account: your name and email, your password, your sessions.",
  "/privacy":
    "What Sonali Jute Group keeps about buyers and visitors, why, for how long, who receives it, and how to see, take away or delete your data.",
  "/terms":
    "The terms of use of this site and the terms on which Sonali Jute Group gives prices and quotes: indicative prices, proforma invoices, Incoterms 2020.",
};
