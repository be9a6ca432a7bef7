/**
 * Every mail's words, in one place: each template returns the subject, the plain text and the
 * HTML of one mail, with the group's signature and contact details from @jute/api/company.
 * Mail to a buyer carries Reply-To the sales address (so a reply reaches people, not the
 * no-reply sender) and a link to My enquiries. Text a buyer typed goes into a body only, never
 * into a header (the subject holds references and product names the server wrote).
 *
 * `pnpm --filter @jute/server mail:preview` writes every template to files (scripts/).
 */
import escapeHtml from "escape-html";
import { particulars } from "@jute/api/company";
import {
  describePaymentTerms,
  INCOTERM_MEANING,
  incotermWithPlace,
  formatQuantity,
  linesTotal,
  requestTitle,
  usd,
  usdUnitPrice,
  type Incoterm,
  type PaymentTerm,
  openRequestQuery,
  staffPaths,
} from "@jute/api/contract";
import { longDay } from "@jute/api/mill-day";

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** Where links in mail point (PUBLIC_URL or this machine), with no trailing slash. */
export interface MailContext {
  siteUrl: string;
  /** Each mill's registered numbers as the server's settings give them (the footer prints those set); none: names only. */
  registered?: RegisteredNumbersByMill;
}

/** A mill's registered numbers (MILL_<CODE>_TRADE_LICENCE, _ERC, _BIN, _ETIN); "" where not set. */
export interface RegisteredNumbers {
  tradeLicence: string;
  exportRegistration: string;
  vatRegistration: string;
  taxId: string;
}
export type RegisteredNumbersByMill = Partial<Record<string, RegisteredNumbers>>;

/** How each number is named where it is printed, in the order it is printed. */
export const REGISTERED_NUMBER_LABELS: [keyof RegisteredNumbers, string][] = [
  ["tradeLicence", "trade licence"],
  ["exportRegistration", "export registration (ERC)"],
  ["vatRegistration", "BIN"],
  ["taxId", "e-TIN"],
];

/** "trade licence 123; BIN 456": the numbers of a mill that are set, none that is not. */
export const registeredNumbersLine = (numbers: RegisteredNumbers | undefined): string =>
  REGISTERED_NUMBER_LABELS.flatMap(([key, label]) => (numbers?.[key] ? [`${label} ${numbers[key]}`] : [])).join("; ");

export const myEnquiriesLink = (context: MailContext) => `${context.siteUrl.replace(/\/$/, "")}/my-enquiries`;
/** The staff inbox with one request open. */
const inboxLink = (context: MailContext, enquiryId: number) => `${context.siteUrl.replace(/\/$/, "")}/${staffPaths.enquiries}?${openRequestQuery(enquiryId)}`;

/**
 * The signature under every mail: the group, its head office, phone and sales address, and
 * each mill's registered name with those of its numbers the settings give (one not set is left
 * out: no placeholder and no setting's name ever reaches a buyer).
 */
export function signatureLines(registered?: RegisteredNumbersByMill): string[] {
  return [
    particulars.groupName,
    ...particulars.headOffice,
    `Phone: ${particulars.phone}`,
    `Sales: ${particulars.salesEmail}`,
    ...particulars.mills.map((mill) => {
      const numbers = registeredNumbersLine(registered?.[mill.code]);
      return `${mill.registeredName} (${mill.code})${numbers ? `: ${numbers}` : ""}`;
    }),
  ];
}

/** One block of a mail: a paragraph, a list of label/value rows, or a link. */
type Block = { paragraph: string } | { rows: [string, string][] } | { link: { label: string; href: string } } | { quote: string };

function render(context: MailContext, subject: string, greeting: string, blocks: Block[]): RenderedMail {
  const text: string[] = [greeting, ""];
  const html: string[] = [`<p>${escapeHtml(greeting)}</p>`];
  for (const block of blocks) {
    if ("paragraph" in block) {
      text.push(block.paragraph, "");
      html.push(`<p>${escapeHtml(block.paragraph)}</p>`);
    } else if ("rows" in block) {
      text.push(...block.rows.map(([label, value]) => `${label}: ${value}`), "");
      html.push(
        `<table role="presentation" style="border-collapse:collapse">${block.rows
          .map(([label, value]) => `<tr><th scope="row" style="text-align:left;padding:2px 12px 2px 0;vertical-align:top">${escapeHtml(label)}</th><td style="padding:2px 0">${escapeHtml(value)}</td></tr>`)
          .join("")}</table>`,
      );
    } else if ("quote" in block) {
      text.push(block.quote, "");
      html.push(`<blockquote style="margin:0 0 1em;padding-left:12px;border-left:3px solid #999;white-space:pre-wrap">${escapeHtml(block.quote)}</blockquote>`);
    } else {
      text.push(`${block.link.label}: ${block.link.href}`, "");
      html.push(`<p><a href="${escapeHtml(block.link.href)}">${escapeHtml(block.link.label)}</a></p>`);
    }
  }
  const signature = signatureLines(context.registered);
  text.push("With kind regards,", ...signature);
  html.push(`<p>With kind regards,<br>${signature.map(escapeHtml).join("<br>")}</p>`);
  return {
    subject,
    text: `${text.join("\n")}\n`,
    html: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1a1a1a">${html.join("\n")}</body></html>`,
  };
}

/** The terms of an offer as a mail (and the mill's notifications) list them. */
export interface OfferTerms {
  number: string;
  reference: string;
  version: number;
  /** The goods in a few words: the first line's product, "and N more" when there are more. */
  product: string;
  mill: string;
  /** Every line in order; a line left out has no quantity, price or amount. */
  lines: OfferTermsLine[];
  goodsTotal: number;
  freight: number;
  insurance: number;
  total: number;
  incoterm: Incoterm;
  place: string;
  containers: string;
  validUntil: string;
  paymentTerms: PaymentTerm;
  advancePercent: number | null;
  shipmentPeriod: string;
  packing: string;
  note: string;
}

/** One line of an offer as the mails and the proforma print it. */
export interface OfferTermsLine {
  /** The product with its spec ("CRX Jute Yarn, count 8, 2 ply, VOT"). */
  product: string;
  unit: string;
  quantity: number | null;
  unitPrice: number | null;
  amount: number | null;
  /** Why it is left out; "" on a priced line. */
  leftOut: string;
}

/** A line of an offer in one sentence: "24 MT at US$ 1,234.50 per MT: US$ 29,628.00", or why it is not offered. */
export const offerLineText = (line: OfferTermsLine): string =>
  line.leftOut || line.quantity === null || line.unitPrice === null || line.amount === null
    ? `${line.product}: not offered (${line.leftOut})`
    : `${line.product}: ${formatQuantity(line.quantity, line.unit)} at ${usdUnitPrice(line.unitPrice)} per ${line.unit}, ${usd(line.amount)}`;

/** The goods of an offer as rows: one line as goods, quantity and unit price; several as "Line 1", "Line 2"... */
const offerLineRows = (offer: OfferTerms): [string, string][] => {
  const [only] = offer.lines;
  if (offer.lines.length === 1 && only && only.quantity !== null && only.unitPrice !== null) {
    return [
      ["Goods", only.product],
      ["Quantity", formatQuantity(only.quantity, only.unit) + (offer.containers ? ` (${offer.containers})` : "")],
      ["Unit price", `${usdUnitPrice(only.unitPrice)} per ${only.unit}`],
    ];
  }
  return [
    ...offer.lines.map((line, index): [string, string] => [`Line ${index + 1}`, offerLineText(line)]),
    ...(offer.containers ? ([["Containers", offer.containers]] as [string, string][]) : []),
  ];
};

export function offerRows(offer: OfferTerms): [string, string][] {
  return [
    ["Proforma invoice", offer.number],
    ["Mill", offer.mill],
    ...offerLineRows(offer),
    ["Goods total", usd(offer.goodsTotal)],
    ...(offer.freight > 0 ? ([["Sea freight", usd(offer.freight)]] as [string, string][]) : []),
    ...(offer.insurance > 0 ? ([["Insurance", usd(offer.insurance)]] as [string, string][]) : []),
    ["Total", usd(offer.total)],
    ["Delivery term", `${incotermWithPlace(offer.incoterm, offer.place)} (Incoterms 2020). ${INCOTERM_MEANING[offer.incoterm]}`],
    ["Shipment", offer.shipmentPeriod],
    ["Payment", describePaymentTerms(offer.paymentTerms, offer.advancePercent)],
    ["Packing", offer.packing],
    ["Valid until", longDay(offer.validUntil)],
  ];
}

/** To the buyer: the mill's offer, with the proforma attached. */
export function offerMail(context: MailContext, input: { buyerName: string; offer: OfferTerms; revised: boolean }): RenderedMail {
  const { offer } = input;
  return render(context, `${input.revised ? "Revised offer" : "Our offer"} ${offer.number} for your quote request ${offer.reference}`, `Dear ${input.buyerName},`, [
    {
      paragraph: input.revised
        ? `Here is our revised offer for your quote request ${offer.reference}. It replaces the earlier version, which no longer stands.`
        : `Thank you for your quote request ${offer.reference}. Here is our offer; the proforma invoice is attached as a PDF.`,
    },
    { rows: offerRows(offer) },
    ...(offer.note ? [{ paragraph: `Note from the mill: ${offer.note}` }] : []),
    { paragraph: `To accept it, decline it or ask for a change, open My enquiries by ${longDay(offer.validUntil)}. The price is locked once you accept.` },
    { link: { label: "My enquiries", href: myEnquiriesLink(context) } },
    { paragraph: "The proforma carries a verification code and a QR code: your bank can check it on our website before opening a letter of credit." },
  ]);
}

/** To the buyer: the mill withdrew its offer; it can no longer be accepted. */
export function offerWithdrawnMail(context: MailContext, input: { buyerName: string; offer: OfferTerms }): RenderedMail {
  const { offer } = input;
  return render(context, `Offer ${offer.number} withdrawn (${offer.reference})`, `Dear ${input.buyerName},`, [
    { paragraph: `We have withdrawn our offer ${offer.number} on your quote request ${offer.reference}: it can no longer be accepted, and its proforma invoice no longer stands.` },
    { rows: [["Proforma invoice", offer.number], ...offerLineRows(offer)] },
    { paragraph: "If we make a new offer, it will reach you by mail and in My enquiries. To ask about it, reply to this mail." },
    { link: { label: "My enquiries", href: myEnquiriesLink(context) } },
  ]);
}

/** To the mill: a buyer accepted, declined, asked for a change, or asked for a new offer on an expired one. */
export function offerAnsweredMail(
  context: MailContext,
  input: { answer: "accepted" | "declined" | "change_requested" | "new_offer_requested"; enquiryId: number; buyerName: string; buyerEmail: string; offer: OfferTerms; message: string },
): RenderedMail {
  const what = { accepted: "accepted", declined: "declined", change_requested: "asks for a change to", new_offer_requested: "asks for a new offer in place of the expired" }[input.answer];
  const subjects = { accepted: "accepted", declined: "declined", change_requested: "needs a change", new_offer_requested: "expired: a new offer asked for" };
  const { offer } = input;
  return render(context, `Offer ${offer.number} ${subjects[input.answer]} (${offer.reference})`, "Hello,", [
    { paragraph: `${input.buyerName} <${input.buyerEmail}> ${what} offer ${offer.number} on quote request ${offer.reference}.` },
    ...(input.message ? [{ paragraph: "Their message:" }, { quote: input.message }] : []),
    { rows: offerRows(offer) },
    {
      paragraph:
        input.answer === "accepted"
          ? "The price is locked at these figures. Prepare the contract and the shipment."
          : input.answer === "declined"
            ? "Nothing more is needed unless you want to make another offer."
            : "The request is back in the staff inbox: make a revised offer there.",
    },
    // The request itself, its offer panel open (not the console's home).
    { link: { label: `Open ${offer.reference} in the staff inbox`, href: inboxLink(context, input.enquiryId) } },
  ]);
}

/** To the buyer: their acceptance in writing, with the proforma attached (the mill is told apart). */
export function offerAcceptedMail(context: MailContext, input: { buyerName: string; offer: OfferTerms }): RenderedMail {
  const { offer } = input;
  return render(context, `You accepted offer ${offer.number} (${offer.reference})`, `Dear ${input.buyerName},`, [
    { paragraph: `Thank you: you accepted our offer ${offer.number} on your quote request ${offer.reference}. The price is locked at these terms; the proforma invoice is attached as a PDF.` },
    { rows: offerRows(offer) },
    { paragraph: "We prepare the contract and the shipment, and write to you about the next steps. To ask about it, reply to this mail." },
    { link: { label: "My enquiries", href: myEnquiriesLink(context) } },
  ]);
}

/** To the buyer: an open offer expires in a few days (sent once: domain/offers/offer-reminders.ts). */
export function offerReminderMail(context: MailContext, input: { buyerName: string; offer: OfferTerms }): RenderedMail {
  const { offer } = input;
  return render(context, `Offer ${offer.number} is valid until ${longDay(offer.validUntil)} (${offer.reference})`, `Dear ${input.buyerName},`, [
    { paragraph: `Our offer ${offer.number} on your quote request ${offer.reference} awaits your answer. It is valid until ${longDay(offer.validUntil)}: after that day it can no longer be accepted.` },
    { rows: offerRows(offer) },
    { paragraph: "To accept it, decline it or ask for a change, open My enquiries:" },
    { link: { label: "My enquiries", href: myEnquiriesLink(context) } },
  ]);
}

/** To the mill: the line that says which buyers were reminded of an offer about to expire. */
export function offerReminderMillMail(context: MailContext, input: { buyerName: string; buyerEmail: string; offer: OfferTerms }): RenderedMail {
  const { offer } = input;
  return render(context, `Reminder sent: offer ${offer.number} expires ${longDay(offer.validUntil)} (${offer.reference})`, "Hello,", [
    { paragraph: `${input.buyerName} <${input.buyerEmail}> was reminded that offer ${offer.number} on quote request ${offer.reference} is valid until ${longDay(offer.validUntil)} and still awaits an answer.` },
  ]);
}

/** The bank details a proforma and the verify page show (from configuration). */
export interface BankDetails {
  bankName: string;
  branch: string;
  accountName: string;
  accountNumber: string;
  swift: string;
}


/** The quote a member asked for, as the acknowledgement and the mill's copy list it. */
export interface QuoteDetails {
  product: string;
  mill: string;
  port: string;
  unit: string;
  quantity: number;
  containers: string;
  unitPrice: number;
  effectiveFrom: string;
  total: number;
  /** The buyer's note on the line ("" when none). */
  note: string;
}

export function quoteRows(quote: QuoteDetails): [string, string][] {
  return [
    ["Product", quote.product],
    ["Mill", quote.mill],
    // A port the price includes the truck fare to, not a delivery promise: the offer names the Incoterm.
    ["Priced to", `${quote.port} (the mill's truck fare to the port included; the delivery term comes with our offer)`],
    ["Quantity", formatQuantity(quote.quantity, quote.unit) + (quote.containers ? ` (${quote.containers})` : "")],
    ["Unit price", `${usdUnitPrice(quote.unitPrice)} per ${quote.unit} (price in force from ${quote.effectiveFrom})`],
    ["Indicative total", usd(quote.total)],
    ...(quote.note ? ([["Buyer's note", quote.note]] as [string, string][]) : []),
  ];
}

/** A request's lines as mail blocks: one table per line, numbered when there are several, and their total. */
function quoteLineBlocks(lines: readonly QuoteDetails[]): Block[] {
  if (lines.length === 1 && lines[0]) return [{ rows: quoteRows(lines[0]) }];
  return [
    ...lines.flatMap((line, index): Block[] => [{ paragraph: `Line ${index + 1} of ${lines.length}` }, { rows: quoteRows(line) }]),
    { rows: [["Indicative total of the request", usd(linesTotal(lines))]] },
  ];
}


/** To the sender of a contact enquiry: received, with its reference (nothing they typed repeated). */
/**
 * To the sender of a contact enquiry. It repeats nothing the sender typed (not even the name):
 * anyone can type anyone's address into the form, so the acknowledgement must be useless as a
 * relay of someone else's words (issue 22).
 */
export function contactAckMail(context: MailContext, input: { reference: string }): RenderedMail {
  return render(context, `Your enquiry ${input.reference} has been received`, "Hello,", [
    { paragraph: `Thank you for writing to us. Your enquiry ${input.reference} has been received: we answer within two working days.` },
    { paragraph: "If you did not write to us, someone typed your address: ignore this mail." },
    { paragraph: "To add something, reply to this mail and keep the reference in the subject." },
  ]);
}

/** To the mill: a contact enquiry (the sender's words quoted in the body; Reply-To the sender). */
export function contactMillMail(context: MailContext, input: { reference: string; name: string; email: string; memberId: number | null; subject: string; message: string }): RenderedMail {
  return render(context, `Enquiry ${input.reference}: ${input.subject}`, "Hello,", [
    { paragraph: `Enquiry ${input.reference} from the website's contact form.` },
    { rows: [["From", `${input.name} <${input.email}>${input.memberId !== null ? ` (member ${input.memberId})` : ""}`], ["Subject", input.subject]] },
    { quote: input.message },
    { paragraph: "Reply to this mail to answer the sender." },
  ]);
}

/**
 * To the member: their quote request is received; an offer follows in My enquiries. The name
 * the member chose greets them only once their address is proven (`name` null: "Dear customer,"),
 * and their message is never repeated.
 */
export function quoteAckMail(context: MailContext, input: { name: string | null; reference: string; lines: readonly QuoteDetails[] }): RenderedMail {
  return render(context, `Your quote request ${input.reference} has been received`, input.name === null ? "Dear customer," : `Dear ${input.name},`, [
    { paragraph: `Thank you for your quote request ${input.reference}. We answer with an offer and its proforma invoice within two working days.` },
    ...quoteLineBlocks(input.lines),
    { paragraph: "The total is indicative: our offer confirms the price, the delivery term (Incoterm), the shipment and the payment terms." },
    { paragraph: "You will find the offer, and can accept it, in My enquiries:" },
    { link: { label: "My enquiries", href: myEnquiriesLink(context) } },
  ]);
}

/** To the mill: a member's quote request, with the price the server costed. */
export function quoteMillMail(context: MailContext, input: { reference: string; name: string; email: string; lines: readonly QuoteDetails[]; message: string }): RenderedMail {
  return render(context, `Quote request ${input.reference}: ${requestTitle(input.lines)}`, "Hello,", [
    { paragraph: `Quote request ${input.reference} from member ${input.name} <${input.email}>.` },
    ...quoteLineBlocks(input.lines),
    ...(input.message ? [{ paragraph: "Message:" }, { quote: input.message }] : []),
    { paragraph: "Make the offer in the staff inbox: the buyer gets the proforma by mail and answers online." },
  ]);
}

/**
 * To an address an account gave (a new account, or an address change): a link that proves it.
 * The address is not proven yet, so the mail repeats nothing the registrant chose (no name).
 */
export function addressLinkMail(context: MailContext, input: { link: string; hours: number; change: boolean }): RenderedMail {
  return render(context, input.change ? "Confirm your new email address" : "Confirm your email address", "Hello,", [
    {
      paragraph: input.change
        ? "Someone (we hope you) asked to use this address for their account on our website."
        : "Someone (we hope you) signed up on our website with this address.",
    },
    { paragraph: `To confirm it and log in, open this link within ${input.hours} hours. It works once:` },
    { link: { label: input.change ? "Confirm my new address" : "Confirm my address", href: input.link } },
    { paragraph: "If this was not you, ignore this mail: nothing is done with this address." },
  ]);
}

/** To a member who asked to reset their password. */
export function resetMail(context: MailContext, input: { name: string; link: string; minutes: number }): RenderedMail {
  return render(context, "Reset your password", `Hello ${input.name},`, [
    { paragraph: "Someone (we hope you) asked to reset the password of your account on our website." },
    { paragraph: `To choose a new password, open this link within ${input.minutes} minutes. It works once:` },
    { link: { label: "Choose a new password", href: input.link } },
    { paragraph: "If you did not ask for this, ignore this mail: your password stays as it is." },
  ]);
}

/**
 * A message of the mill on a request's thread (a reply from the inbox, or a post on the thread),
 * mailed to the buyer with Reply-To the sales address. A proven member is greeted by their
 * account's name; anyone else (an unproven address, a visitor's contact enquiry) "Dear customer,":
 * a name typed into a form is never repeated. A member is pointed to My enquiries, where the
 * thread is kept. The body is quoted as text (escaped in the HTML).
 */
export function staffReplyMail(
  context: MailContext,
  input: { name: string | null; reference: string; kind: "contact" | "quote"; message: string; member: boolean; author?: string; specSheet?: { product: string; href: string } },
): RenderedMail {
  const what = input.kind === "quote" ? "quote request" : "enquiry";
  return render(context, `Our reply to your ${what} ${input.reference}`, input.name === null ? "Dear customer," : `Dear ${input.name},`, [
    { paragraph: `${input.author ? `${input.author} wrote` : "Our reply"} on your ${what} ${input.reference}:` },
    { quote: input.message },
    ...(input.specSheet ? ([{ paragraph: `The spec sheet of ${input.specSheet.product} (PDF):` }, { link: { label: `Spec sheet: ${input.specSheet.product}`, href: input.specSheet.href } }] as Block[]) : []),
    ...(input.member
      ? ([{ paragraph: "The conversation is kept with your enquiry in My enquiries, where you can answer:" }, { link: { label: "My enquiries", href: myEnquiriesLink(context) } }] as Block[])
      : []),
    { paragraph: `To write back, reply to this mail and keep the reference ${input.reference} in the subject.` },
  ]);
}

/** A buyer's message on their request's thread, to the sales address (Reply-To the buyer). */
export function buyerMessageMail(context: MailContext, input: { reference: string; enquiryId: number; buyerName: string; buyerEmail: string; message: string }): RenderedMail {
  return render(context, `Message on ${input.reference} from ${input.buyerName}`, "Hello,", [
    { paragraph: `${input.buyerName} <${input.buyerEmail}> wrote on request ${input.reference}:` },
    { quote: input.message },
    { paragraph: "Answer in the staff inbox (the buyer sees it in My enquiries and gets it by mail), or reply to this mail:" },
    { link: { label: `Open ${input.reference} in the inbox`, href: inboxLink(context, input.enquiryId) } },
  ]);
}
