/**
 * The proforma invoice of one offer version as a PDF (pdfkit): an export document a bank and a
 * customs broker can work from. The text is set in DejaVu Sans, embedded (subset) from the
 * dejavu-fonts-ttf package, so the file renders the same on any reader and is made offline.
 *
 * It carries the seller, buyer, consignee and notify party; every priced line of the goods with
 * its HS code, specification, quantity, unit price and amount, and the packages, weights and
 * volume summed over the lines (the catalogue's trade facts, copied into the offer); lines the
 * mill left out are not on it (docs/offers.md says why); the ports of loading and discharge and the country of origin; the total in figures and
 * in words; the letter of credit's clauses, the insurance cover on CIF, the bank, and a place to
 * sign and stamp. Every page ends with "Page x of y" and the verification block: the number,
 * the code, a QR code and the address of the public page that checks it (/verify/{code}).
 */
import QRCode from "qrcode";
import { ToWords } from "to-words";
import { millByCompanyId, particulars } from "@jute/api/company";
import {
  BUYER_REMOVED,
  buyerRemoved,
  capitalise,
  CIF_INSURANCE_COVER_PERCENT,
  INCOTERM_MEANING,
  SHIPMENT_CLAUSE_LABELS,
  describePaymentTerms,
  formatNumber,
  formatQuantity,
  incotermWithPlace,
  usd,
  usdUnitPrice,
  verifyPath,
  type Offer,
} from "@jute/api/contract";
import { longDay } from "@jute/api/mill-day";
import type { GoodsFacts } from "../../db/schema";
import { shipmentFigures } from "../catalogue/trade-facts";
import { registeredNumbersLine, type BankDetails, type OfferTerms, type RegisteredNumbersByMill } from "../mail/templates";
import { millPdf } from "../pdf";

export interface ProformaInput {
  offer: OfferTerms & { millCompanyId: number; /** The mill's day it was made on ("YYYY-MM-DD"). */ madeOn: string; verifyCode: string };
  buyer: { name: string; company: string; country: string; email: string };
  /** The export document's fields, defaults filled in. */
  shipping: Offer["shipping"];
  /** Each line's trade facts as the offer copied them (in the order of `offer.lines`); null when the catalogue had none. */
  goods: (GoodsFacts | null)[];
  bank: BankDetails;
  /** Each mill's registered numbers (settings); only those set are printed. */
  registered: RegisteredNumbersByMill;
  /** The site's public origin, for the QR code's link. */
  siteUrl: string;
}

export const proformaFileName = (number: string) => `proforma-${number}.pdf`;

export const verifyUrl = (siteUrl: string, code: string) => `${siteUrl.replace(/\/$/, "")}${verifyPath(code)}`;

/** Where the goods come from: the mills are in Bangladesh. */
export const COUNTRY_OF_ORIGIN = "Bangladesh";

const words = new ToWords({
  localeCode: "en-US",
  converterOptions: {
    currency: true,
    currencyOptions: { name: "US Dollar", plural: "US Dollars", symbol: "$", fractionalUnit: { name: "Cent", plural: "Cents", symbol: "" } },
  },
});

/** "US Dollars Twenty Nine Thousand Six Hundred Twenty Eight Only": an amount as a bank reads it. */
export const amountInWords = (amount: number) => words.convert(amount);

const kg = (value: number) => `${formatNumber(value, 2)} kg`;
const m3 = (value: number) => `${formatNumber(value, 2)} m³`;
const plural = (count: number, noun: string) => `${formatNumber(count, 0)} ${noun}${count === 1 ? "" : "s"}`;

/** Room under the text for the verification block every page ends with. */
const FOOTER = 104;

export async function renderProforma(input: ProformaInput): Promise<Buffer> {
  const { offer, buyer, bank, shipping, goods } = input;
  const link = verifyUrl(input.siteUrl, offer.verifyCode);
  const mill = millByCompanyId(String(offer.millCompanyId));
  const seller = mill?.registeredName ?? offer.mill;

  const { doc, finished } = millPdf({ Title: `Proforma invoice ${offer.number}`, Subject: `Offer on quote request ${offer.reference}` }, { bottom: 48 + FOOTER, bufferPages: true });
  // One QR image, embedded once and drawn on every page: pdfkit's image() takes an opened image
  // (its typings know only buffers and paths, which it would embed again on each page).
  const opened = (doc as unknown as { openImage(src: Buffer): unknown }).openImage(await QRCode.toBuffer(link, { margin: 1, width: 240, errorCorrectionLevel: "M" }));
  const qr = opened as Buffer;

  const left = doc.page.margins.left;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  /** A new page unless `height` points still fit on this one (a block is never split from its heading). */
  const keep = (height: number) => {
    if (doc.y + height > bottom()) doc.addPage();
  };
  const heading = (text: string, room = 60) => {
    doc.moveDown(0.6);
    keep(room);
    doc.font("bold").fontSize(11).text(text, left);
    doc.font("body").fontSize(9.5);
  };
  const lines = (pairs: [string, string][]) => {
    for (const [label, value] of pairs) {
      keep(14);
      doc.font("bold").text(`${label}: `, left, doc.y, { continued: true, width }).font("body").text(value);
    }
  };

  // Seller and title
  doc.font("bold").fontSize(15).text(seller, left, 48, { width });
  doc.font("body").fontSize(9);
  for (const line of mill?.addressLines ?? []) doc.text(line, { width });
  doc.text(`Head office: ${particulars.headOffice.join(", ")}`, { width });
  doc.text(`Phone ${particulars.phone} · ${particulars.salesEmail}`, { width });
  const numbers = mill ? registeredNumbersLine(input.registered[mill.code]) : "";
  if (numbers) doc.text(capitalise(numbers), { width });

  doc.moveDown(0.8);
  doc.font("bold").fontSize(17).text("PROFORMA INVOICE", left);
  doc.font("body").fontSize(9.5);
  lines([
    ["Number", offer.number],
    ["Date", longDay(offer.madeOn)],
    ["Your quote request", offer.reference],
    ["Valid until", longDay(offer.validUntil)],
  ]);

  // Parties, side by side: buyer, consignee, notify party.
  doc.moveDown(0.6);
  keep(110);
  const column = (width - 24) / 3;
  const top = doc.y;
  let lowest = top;
  const party = (index: number, title: string, body: string[]) => {
    const x = left + index * (column + 12);
    doc.font("bold").fontSize(10).text(title, x, top, { width: column });
    doc.font("body").fontSize(9);
    for (const line of body) doc.text(line, x, doc.y, { width: column });
    lowest = Math.max(lowest, doc.y);
  };
  const removed = buyerRemoved({ buyer_name: buyer.name });
  party(0, "Buyer", removed ? [BUYER_REMOVED] : [
    buyer.name,
    ...(buyer.company ? [buyer.company] : []),
    ...(shipping.buyer_address ? shipping.buyer_address.split("\n") : []),
    ...(buyer.country ? [buyer.country] : []),
    buyer.email,
    ...(shipping.buyer_tax_id ? [`Tax / registration no.: ${shipping.buyer_tax_id}`] : []),
  ]);
  party(1, "Consignee", removed ? [BUYER_REMOVED] : shipping.consignee.split("\n"));
  party(2, "Notify party", removed ? [BUYER_REMOVED] : shipping.notify_party.split("\n"));
  doc.x = left;
  doc.y = lowest;

  // Shipment
  heading("Shipment");
  lines([
    ["Country of origin", COUNTRY_OF_ORIGIN],
    ["Port of loading", `${shipping.port_of_loading}, ${COUNTRY_OF_ORIGIN}`],
    ["Port of discharge", shipping.port_of_discharge || "to be named by the buyer"],
    ["Delivery term", `${incotermWithPlace(offer.incoterm, offer.place)} (Incoterms 2020): ${INCOTERM_MEANING[offer.incoterm]}`],
    ["Shipment", offer.shipmentPeriod],
    ...(offer.containers ? ([["Containers", offer.containers]] as [string, string][]) : []),
  ]);

  // Goods
  heading("Goods", 90);
  const columns = [
    { label: "Description", width: width * 0.46 },
    { label: "Quantity", width: width * 0.18 },
    { label: "Unit price", width: width * 0.18 },
    { label: "Amount", width: width * 0.18 },
  ];
  const row = (cells: string[], font: "body" | "bold") => {
    // A row never splits across pages: its tallest cell (the description) must fit.
    keep(Math.max(28, doc.font(font).fontSize(9.5).heightOfString(cells[0] ?? "", { width: (columns[0]?.width ?? width) - 6 }) + 8));
    const rowTop = doc.y;
    let x = left;
    let rowBottom = rowTop;
    cells.forEach((cell, index) => {
      const col = columns[index];
      if (!col) return;
      doc.font(font).fontSize(9.5).text(cell, x, rowTop, { width: col.width - 6, align: index === 0 ? "left" : "right" });
      rowBottom = Math.max(rowBottom, doc.y);
      x += col.width;
    });
    doc.y = rowBottom + 4;
    doc.x = left;
  };
  const rule = () => doc.moveTo(left, doc.y - 2).lineTo(left + width, doc.y - 2).stroke();
  row(columns.map((col) => col.label), "bold");
  rule();
  // Only the priced lines: the document a bank checks against the letter of credit lists what ships.
  const shipped = offer.lines.flatMap((line, index) =>
    line.quantity !== null && line.unitPrice !== null && line.amount !== null && !line.leftOut
      ? [{ ...line, quantity: line.quantity, unitPrice: line.unitPrice, amount: line.amount, goods: goods[index] ?? null }]
      : [],
  );
  for (const line of shipped) {
    const facts = line.goods;
    const description = [line.product, ...(facts ? [`HS code ${facts.hsCode}: ${facts.hsDescription}`, `Specification: ${facts.construction}; ${kg(facts.kgPerUnit)} per ${line.unit}`] : [])].join("\n");
    row([description, formatQuantity(line.quantity, line.unit), `${usdUnitPrice(line.unitPrice)} / ${line.unit}`, usd(line.amount)], "body");
  }
  if (shipped.length > 1) {
    rule();
    row(["Subtotal, goods", "", "", usd(offer.goodsTotal)], "body");
  }
  if (offer.freight > 0) row([`Sea freight to ${shipping.port_of_discharge || offer.place}`, "", "", usd(offer.freight)], "body");
  if (offer.insurance > 0) row(["Marine insurance", "", "", usd(offer.insurance)], "body");
  rule();
  row([`Total, ${incotermWithPlace(offer.incoterm, offer.place)}`, "", "", usd(offer.total)], "bold");
  keep(28);
  doc.font("bold").fontSize(9.5).text("Total in words: ", left, doc.y, { continued: true, width }).font("body").text(amountInWords(offer.total));

  // Packing, weights and volume, summed over the lines the catalogue has figures for.
  heading("Packing, weights and volume");
  const packed = shipped.flatMap((line) => (line.goods ? [{ line, facts: line.goods, figures: shipmentFigures(line.quantity, line.goods) }] : []));
  const [only] = packed;
  if (only && shipped.length === 1) {
    const { line, facts, figures } = only;
    lines([
      ["Packing", offer.packing],
      ["Number of packages", `${plural(figures.packages, facts.package)} of ${formatQuantity(facts.unitsPerPackage, line.unit)} each${line.quantity % facts.unitsPerPackage > 1e-9 ? " (the last one part full)" : ""}`],
      ["Net weight", `${kg(figures.netKg)} (${kg(facts.kgPerUnit)} per ${line.unit}; ${kg(figures.netKgPerPackage)} per ${facts.package})`],
      ["Gross weight", `${kg(figures.grossKg)} (${kg(figures.grossKgPerPackage)} per ${facts.package})`],
      ["Volume", `${m3(figures.cubicMetres)} (${m3(facts.cubicMetres)} per ${facts.package})`],
    ]);
  } else if (packed.length > 0) {
    const total = (pick: (figures: (typeof packed)[number]["figures"]) => number) => packed.reduce((sum, one) => sum + pick(one.figures), 0);
    const unpacked = shipped.filter((line) => !line.goods).map((line) => line.product);
    lines([
      ["Packing", offer.packing],
      [
        "Number of packages",
        `${formatNumber(total((figures) => figures.packages), 0)}: ${packed.map(({ line, facts, figures }) => `${plural(figures.packages, facts.package)} of ${formatQuantity(facts.unitsPerPackage, line.unit)} of ${line.product}`).join("; ")}`,
      ],
      ["Net weight", kg(total((figures) => figures.netKg))],
      ["Gross weight", kg(total((figures) => figures.grossKg))],
      ["Volume", m3(total((figures) => figures.cubicMetres))],
      ...(unpacked.length > 0 ? ([["Not included above", `${unpacked.join("; ")} (no catalogue figures: weights on the packing list)`]] as [string, string][]) : []),
    ]);
  } else {
    lines([["Packing", offer.packing]]);
  }

  // Terms of payment and the letter of credit's clauses
  heading("Terms");
  lines([
    ["Payment", describePaymentTerms(offer.paymentTerms, offer.advancePercent)],
    ["Quantity tolerance", `+/-${shipping.quantity_tolerance}% in quantity and amount, at the seller's option`],
    ["Partial shipment", SHIPMENT_CLAUSE_LABELS[shipping.partial_shipment]],
    ["Transhipment", SHIPMENT_CLAUSE_LABELS[shipping.transhipment]],
    [
      "Insurance",
      offer.incoterm === "CIF"
        ? `Marine insurance by the seller for ${CIF_INSURANCE_COVER_PERCENT}% of the CIF value (${usd(Math.round(offer.total * CIF_INSURANCE_COVER_PERCENT) / 100)}), Institute Cargo Clauses (A)`
        : `By the buyer (${offer.incoterm})`,
    ],
    ["Validity", `This offer is valid until ${longDay(offer.validUntil)}.`],
    ...(offer.note ? ([["Note", offer.note]] as [string, string][]) : []),
  ]);

  // Bank
  heading("Beneficiary's bank", 80);
  lines([
    ["Beneficiary", bank.accountName],
    ["Account number", bank.accountNumber],
    ["Bank", bank.bankName],
    ["Branch", bank.branch],
    ["SWIFT", bank.swift],
  ]);
  doc.moveDown(0.4);
  keep(40);
  doc.font("body").fontSize(8.5).text(
    `Forged proformas with changed bank details are a known fraud. Before paying or opening a letter of credit, check this proforma at the address below (or scan the QR code): the page shows its number, buyer, total, validity, status and our registered bank account.`,
    left,
    doc.y,
    { width },
  );

  // Signature and stamp
  doc.moveDown(1);
  keep(96);
  const signTop = doc.y;
  doc.font("body").fontSize(9.5).text(`For and on behalf of ${seller}`, left, signTop, { width: width / 2 - 12 });
  doc.moveTo(left, signTop + 62).lineTo(left + width / 2 - 24, signTop + 62).stroke();
  doc.fontSize(8.5).text("Authorised signature, name and title", left, signTop + 66, { width: width / 2 - 12 });
  const stampX = left + width / 2 + 12;
  doc.rect(stampX, signTop, width / 2 - 12, 78).dash(3, { space: 3 }).stroke().undash();
  doc.text("Company stamp", stampX + 6, signTop + 4, { width: width / 2 - 24 });
  doc.y = signTop + 84;

  // Every page: the verification block and "Page x of y".
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // text in the footer must not open a new page
    const footTop = doc.page.height - 48 - FOOTER + 14;
    doc.moveTo(left, footTop - 6).lineTo(left + width, footTop - 6).stroke();
    doc.image(qr, left, footTop, { width: 76 });
    const textX = left + 88;
    const textWidth = width - 88;
    doc.font("bold").fontSize(9).text(`Proforma invoice ${offer.number}`, textX, footTop, { width: textWidth });
    doc.font("body").fontSize(8.5).text(`Verification code: ${offer.verifyCode}`, textX, doc.y, { width: textWidth });
    doc.text(`Verify at ${link}`, textX, doc.y, { width: textWidth });
    doc.font("bold").text(`Page ${index - range.start + 1} of ${range.count}`, textX, footTop + 62, { width: textWidth, align: "right" });
    doc.page.margins.bottom = margin;
  }
  doc.end();
  return finished;
}
