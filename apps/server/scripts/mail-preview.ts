/**
 * Writes every mail template, filled with sample data, to files to look at: for each mail an
 * .html (open it in a browser) and a .txt, plus a sample proforma PDF.
 *
 *   pnpm --filter @jute/server mail:preview [folder]   (default: mail-preview/ here)
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { addressLinkMail, contactAckMail, contactMillMail, offerAcceptedMail, offerAnsweredMail, offerMail, offerReminderMail, offerReminderMillMail, offerWithdrawnMail, quoteAckMail, quoteMillMail, resetMail, staffReplyMail, buyerMessageMail, type OfferTerms, type QuoteDetails } from "../src/domain/mail/templates";
import { productTradeFacts, shippingFactsOf } from "../src/domain/catalogue/trade-facts";
import { renderProforma } from "../src/domain/offers/proforma-pdf";

const folder = path.resolve(process.argv[2] ?? "mail-preview");
/** Sample settings (MILL_<CODE>_TRADE_LICENCE...), marked as samples: never a mill's real numbers. */
const sampleNumbers = (code: string) => ({ tradeLicence: `SAMPLE-${code}-TL`, exportRegistration: `SAMPLE-${code}-ERC`, vatRegistration: `SAMPLE-${code}-BIN`, taxId: `SAMPLE-${code}-ETIN` });
const registered = { SJSML: sampleNumbers("SJSML"), OJML: sampleNumbers("OJML") };
const context = { siteUrl: "https://www.example.com", registered };
const quote: QuoteDetails = {
  product: "Hessian Bag, 24 x 36 in",
  mill: "SJSML",
  port: "Mongla Port",
  unit: "piece",
  quantity: 48_000,
  containers: "about 2 x 20' FCL or 1 x 40' FCL",
  unitPrice: 0.7525,
  effectiveFrom: "2026-11-01",
  total: 36_120,
  note: "",
};
/** The sample offer: three lines priced and one left out (issue 35: one offer of several lines). */
const offer: OfferTerms = {
  number: "PI-2026-000123-2",
  reference: "E-2026-000123",
  version: 2,
  product: "Hessian Bag, 24 x 36 in and 3 more",
  mill: quote.mill,
  lines: [
    { product: "Hessian Bag, 24 x 36 in", unit: "piece", quantity: 48_000, unitPrice: 0.74, amount: 35_520, leftOut: "" },
    { product: "Hessian Cloth, 10 oz, 40 in", unit: "metre", quantity: 20_000, unitPrice: 0.61, amount: 12_200, leftOut: "" },
    { product: "CRX Jute Yarn, count 8, 2 ply, VOT", unit: "MT", quantity: 12, unitPrice: 1_180, amount: 14_160, leftOut: "" },
    { product: "Jute Rope, 12 mm", unit: "kg", quantity: null, unitPrice: null, amount: null, leftOut: "not available this season" },
  ],
  goodsTotal: 61_880,
  freight: 2_400,
  insurance: 150,
  total: 64_430,
  incoterm: "CIF",
  place: "Hamburg",
  containers: quote.containers,
  validUntil: "2026-12-09",
  paymentTerms: "tt_advance",
  advancePercent: 30,
  shipmentPeriod: "January 2027",
  packing: "Pressed bales of 1,000 bags, wrapped in hessian and strapped",
  note: "Printing of the buyer's mark at no charge.",
};

const mails = {
  "contact-ack": contactAckMail(context, { reference: "E-2026-000122" }),
  "contact-mill": contactMillMail(context, { reference: "E-2026-000122", name: "Rahim Traders", email: "rahim@example.com", memberId: null, subject: "Hessian for export", message: "Please send your terms." }),
  "quote-ack": quoteAckMail(context, { name: "Nasrin Akter", reference: "E-2026-000123", lines: [quote] }),
  "quote-mill": quoteMillMail(context, { reference: "E-2026-000123", name: "Nasrin Akter", email: "nasrin@example.com", lines: [quote], message: "Loading in March." }),
  offer: offerMail(context, { buyerName: "Nasrin Akter", offer, revised: true }),
  "offer-accepted-mill": offerAnsweredMail(context, { answer: "accepted", enquiryId: 12, buyerName: "Nasrin Akter", buyerEmail: "nasrin@example.com", offer, message: "" }),
  "offer-change-mill": offerAnsweredMail(context, { answer: "change_requested", enquiryId: 12, buyerName: "Nasrin Akter", buyerEmail: "nasrin@example.com", offer, message: "Could you quote FOB Mongla instead?" }),
  "offer-withdrawn": offerWithdrawnMail(context, { buyerName: "Nasrin Akter", offer }),
  "offer-accepted-buyer": offerAcceptedMail(context, { buyerName: "Nasrin Akter", offer }),
  "offer-new-offer-mill": offerAnsweredMail(context, { answer: "new_offer_requested", enquiryId: 12, buyerName: "Nasrin Akter", buyerEmail: "nasrin@example.com", offer, message: "" }),
  "offer-reminder": offerReminderMail(context, { buyerName: "Nasrin Akter", offer }),
  "offer-reminder-mill": offerReminderMillMail(context, { buyerName: "Nasrin Akter", buyerEmail: "nasrin@example.com", offer }),
  "staff-reply": staffReplyMail(context, { name: "Nasrin Akter", reference: "E-2026-000124", kind: "quote", member: true, message: "We can ship 25 MT in March from Chattogram.\nOur offer follows today." }),
  "thread-mill": staffReplyMail(context, { name: null, reference: "E-2026-000124", kind: "quote", member: true, author: "Sales, Sonali Jute Group", message: "The spec sheet of the yarn is linked below.", specSheet: { product: "CRX Jute Yarn", href: "https://www.example.com/api/api_spec_sheet?category_id=3&sub_category_id=1" } }),
  "thread-buyer": buyerMessageMail(context, { reference: "E-2026-000124", enquiryId: 12, buyerName: "Nasrin Akter", buyerEmail: "nasrin@example.com", message: "Can you ship 30 MT instead?\nSame port." }),
  "address-link": addressLinkMail(context, { link: "https://www.example.com/login#confirm=sample", hours: 24, change: false }),
  "password-reset": resetMail(context, { name: "Nasrin Akter", link: "https://www.example.com/reset-password#token=sample", minutes: 30 }),
};

await mkdir(folder, { recursive: true });
for (const [name, mail] of Object.entries(mails)) {
  await writeFile(path.join(folder, `${name}.html`), mail.html);
  await writeFile(path.join(folder, `${name}.txt`), `Subject: ${mail.subject}\n\n${mail.text}`);
}
const pdf = await renderProforma({
  offer: { ...offer, millCompanyId: 1, madeOn: "2026-11-25", verifyCode: "SAMPLE-code-not-issued" },
  buyer: { name: "Nasrin Akter", company: "Akter Trading GmbH", country: "Germany", email: "nasrin@example.com" },
  shipping: {
    port_of_loading: "Mongla",
    port_of_discharge: "Hamburg",
    consignee: "Akter Trading GmbH\nAm Sandtorkai 12, 20457 Hamburg\nGermany",
    notify_party: "Same as consignee",
    buyer_address: "Am Sandtorkai 12, 20457 Hamburg",
    buyer_tax_id: "DE 123 456 789 (sample)",
    quantity_tolerance: 5,
    partial_shipment: "allowed",
    transhipment: "allowed",
  },
  // A hessian bag of 24 x 36 in (sub-category 14; the seed's 260 g a piece), hessian cloth of 10 oz (16; 340 g a metre),
  // jute yarn (1; a metric ton), and the rope left out.
  goods: [sampleGoods(14, 3, 0.26), sampleGoods(16, 4, 0.34), sampleGoods(1, 1, 1000), null],
  bank: { bankName: "SAMPLE bank", branch: "SAMPLE branch", accountName: "SAMPLE account name", accountNumber: "SAMPLE-0000", swift: "SAMPLEBDXXX" },
  registered,
  siteUrl: context.siteUrl,
});
await writeFile(path.join(folder, "proforma.pdf"), pdf);

function sampleGoods(subCategoryId: number, categoryId: number, kgPerUnit: number) {
  const trade = productTradeFacts(categoryId, subCategoryId);
  const shipping = shippingFactsOf(subCategoryId);
  return trade && shipping ? { hsCode: trade.hsCode, hsDescription: trade.hsDescription, kgPerUnit, ...shipping } : null;
}
console.log(`${Object.keys(mails).length} mails (html and txt) and proforma.pdf written to ${folder}`);
