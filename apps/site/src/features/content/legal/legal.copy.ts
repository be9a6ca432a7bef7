/**
 * The privacy notice and the terms. The retention periods come from `@jute/api/company`
 * (the same figures the server's retention job enforces) and the company's particulars from
 * the data the mill edits there, so neither is written twice.
 */
import { afterAccountDeletion, particulars, retention, showParticular, showPeriod } from "@jute/api/company";
import { metaOf } from "../../../shared/content/pages";
import type { ContentPage } from "../../../shared/content/types";

const mills = particulars.mills.map((mill) => `${mill.registeredName} (${mill.code})`).join(" and ");

/** The updated date shown on both pages; change it with the text. */
export const LEGAL_UPDATED = "28 November 2026";

export const privacyNotice: ContentPage = {
  ...metaOf("/privacy"),
  heading: "Privacy notice",
  intro: [
    `${particulars.groupName} (${mills}) runs this website. This notice says what we keep about you, why, for how long, who else sees it, and what you can ask of us. Last updated ${LEGAL_UPDATED}.`,
  ],
  sections: [
    {
      id: "what",
      heading: "What we keep and why",
      paragraphs: ["We keep only what the site needs to do what you ask of it:"],
      list: [
        "Your account: your name, your email address and a one-way hash of your password (never the password itself), and the date you registered. We need them to let you log in and show you prices.",
        "Your messages: what you send with the contact form (name, email, subject, message), so that we can answer you.",
        "Your quote requests and our offers: the goods, quantity, port, the price we quoted and the terms, and your answers. These are the records of a trade between us.",
        "Your quote list: the products you add while looking up prices, with their quantities, your notes and the price when added, until you send it as a quote request (it is then emptied) or delete your account.",
        "Your sessions: when you logged in and when the login ends, kept as a hash of the token, so that you can see and end them.",
        "Mail we send you: a copy of each mail until it has been delivered, so that a failed delivery can be retried.",
        "Server logs: the time, the address of the page asked for and the network address of each request, for security and to find faults. We do not log passwords, tokens or what you type into forms.",
      ],
    },
    {
      id: "how-long",
      heading: "How long we keep it",
      paragraphs: [
        "A job on our server deletes or anonymises what is past its period, several times a day:",
      ],
      list: [
        ...Object.values(retention).map((rule) => `${rule.what}: ${showPeriod(rule.days)} after ${rule.from}, then ${rule.then}.`),
        "Your account: until you delete it (on your account page).",
        "Server logs: 14 days, by the rotation of the machine that runs the site.",
      ],
    },
    {
      id: "who",
      heading: "Who receives it",
      paragraphs: [
        `Only ${particulars.groupName}'s own staff who answer enquiries and keep prices see your data. Our mail provider carries the mail we send you and the mail your enquiries send us; it does not use it for anything else. We sell nothing, share nothing with advertisers and run no analytics or tracking.`,
      ],
    },
    {
      id: "storage",
      heading: "What the site stores in your browser",
      paragraphs: [
        "When you log in, the site keeps your login token and your name in your browser's local storage (under the keys \"token\" and \"user\"), so that you stay logged in on this device. Logging out removes them. The site sets no cookies and stores nothing else: no tracking, no advertising, no analytics.",
        "Because what we store is strictly necessary for the service you ask for (staying logged in), no consent banner is needed.",
      ],
    },
    {
      id: "rights",
      heading: "Your rights and how to use them",
      paragraphs: [
        "You can see, correct, take away and delete your data yourself, on your account page (My Account, after logging in):",
      ],
      list: [
        "See and take away: \"Download my data\" gives you a file of everything we hold about you (your account, messages, quote requests, quote list, offers and sessions).",
        "Correct: change your name there; for your email address, write to us.",
        `Delete: "Delete my account" on your account page. ${afterAccountDeletion.join(" ")}`,
        "End every login: \"Log out everywhere\".",
        "Object or complain: write to us (below); you may also complain to the data protection authority where you live.",
      ],
    },
    {
      id: "contact",
      heading: "Questions about your data",
      paragraphs: [
        `Write to ${particulars.email}, or by post to ${particulars.groupName}, ${particulars.headOffice.join(", ")}. We answer within 30 days.`,
      ],
    },
  ],
};

const governingLaw = showParticular({ placeholder: true, what: "governing law and courts, to be named by the mill" });

export const terms: ContentPage = {
  ...metaOf("/terms"),
  heading: "Terms",
  intro: [
    `These terms apply to this website and to the prices and quotes ${particulars.groupName} (${mills}) gives through it. Last updated ${LEGAL_UPDATED}.`,
  ],
  sections: [
    {
      id: "use",
      heading: "Using the site",
      paragraphs: [
        "Anyone may browse the site. Prices are shown to registered members. Keep your password to yourself: what is done with your login is done in your name. We may disable an account that is misused, and we tell its holder how to reach us.",
        "The text, pictures and data on the site are ours; you may quote and print them for your own buying decisions.",
      ],
    },
    {
      id: "prices",
      heading: "Prices and quotes",
      paragraphs: [
        "Prices shown on the site are indicative: they are our ex-mill prices in force that day, with the truck fare to the port you choose, in US dollars. They are not an offer to sell.",
        "A price binds us only in a proforma invoice we issue, for the goods, quantity and terms it names, until its validity date. An offer you accept before that date is locked: later price lists do not change it.",
        "Delivery terms are Incoterms 2020, as named in the offer (for example FOB Chattogram). Freight and insurance are included only where the term says so.",
        "Payment terms are those named in the proforma invoice (for example a letter of credit at sight).",
      ],
    },
    {
      id: "verify",
      heading: "Checking a proforma invoice",
      paragraphs: [
        "Every proforma invoice we issue carries a verification code. Before paying, or before your bank opens a letter of credit, check the code on this site: it shows our bank account as registered with us. We never change bank details by mail.",
      ],
    },
    {
      id: "liability",
      heading: "Liability",
      paragraphs: [
        "We take care that what the site shows is right, but a price or a specification on the site may be out of date until a proforma invoice confirms it. Nothing in these terms limits what the law does not allow to be limited.",
      ],
    },
    {
      id: "law",
      heading: "Governing law",
      paragraphs: [`These terms are governed by ${governingLaw}.`],
    },
  ],
};
