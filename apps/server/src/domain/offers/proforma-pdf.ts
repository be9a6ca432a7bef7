/**
 * The proforma invoice of one offer version as a PDF (pdfkit). The text is set in DejaVu Sans,
 * embedded (subset) from the dejavu-fonts-ttf package, so the file renders the same on any
 * reader and is made offline. It carries the offer's verification code and a QR code of the
 * public page that checks it (/verify/{code}).
 */
import QRCode from "qrcode";
import { millByCompanyId, particulars } from "@jute/api/company";
import { capitalise, describePaymentTerms, INCOTERM_MEANING, incotermWithPlace, formatQuantity, usd, usdUnitPrice, verifyPath } from "@jute/api/contract";
import { longDay } from "@jute/api/mill-day";
import { registeredNumbersLine, type BankDetails, type OfferTerms, type RegisteredNumbersByMill } from "../mail/templates";
import { millPdf } from "../pdf";


export interface ProformaInput {
  offer: OfferTerms & { millCompanyId: number; /** The mill's day it was made on ("YYYY-MM-DD"). */ madeOn: string; verifyCode: string };
  buyer: { name: string; company: string; country: string; email: string };
  bank: BankDetails;
  /** Each mill's registered numbers (settings); only those set are printed. */
  registered: RegisteredNumbersByMill;
  /** The site's public origin, for the QR code's link. */
  siteUrl: string;
}

export const proformaFileName = (number: string) => `proforma-${number}.pdf`;

export const verifyUrl = (siteUrl: string, code: string) => `${siteUrl.replace(/\/$/, "")}${verifyPath(code)}`;

export async function renderProforma(input: ProformaInput): Promise<Buffer> {
  const { offer, buyer, bank } = input;
  const link = verifyUrl(input.siteUrl, offer.verifyCode);
  const qr = await QRCode.toBuffer(link, { margin: 1, width: 240, errorCorrectionLevel: "M" });
  const mill = millByCompanyId(String(offer.millCompanyId));

  const { doc, finished } = millPdf({ Title: `Proforma invoice ${offer.number}`, Subject: `Offer on quote request ${offer.reference}` });

  const left = doc.page.margins.left;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;

  // Seller and title
  doc.font("bold").fontSize(16).text(mill?.registeredName ?? offer.mill, left, 48, { width: width - 130 });
  doc.font("body").fontSize(9);
  for (const line of mill?.addressLines ?? []) doc.text(line, { width: width - 130 });
  doc.text(`Head office: ${particulars.headOffice.join(", ")}`, { width: width - 130 });
  doc.text(`Phone ${particulars.phone} · ${particulars.salesEmail}`, { width: width - 130 });
  const numbers = mill ? registeredNumbersLine(input.registered[mill.code]) : "";
  if (numbers) doc.text(capitalise(numbers), { width: width - 130 });
  doc.image(qr, left + width - 110, 44, { width: 110 });

  doc.moveDown(1.2);
  doc.font("bold").fontSize(18).text("PROFORMA INVOICE", left);
  doc.font("body").fontSize(10);
  const facts: [string, string][] = [
    ["Number", offer.number],
    ["Date", longDay(offer.madeOn)],
    ["Your quote request", offer.reference],
    ["Valid until", longDay(offer.validUntil)],
  ];
  for (const [label, value] of facts) doc.text(`${label}: ${value}`);

  // Buyer
  doc.moveDown(0.8);
  doc.font("bold").fontSize(11).text("Buyer");
  doc.font("body").fontSize(10).text(buyer.name);
  if (buyer.company) doc.text(buyer.company);
  if (buyer.country) doc.text(buyer.country);
  doc.text(buyer.email);

  // Goods
  doc.moveDown(0.8);
  doc.font("bold").fontSize(11).text("Goods");
  const columns = [
    { label: "Description", width: width * 0.42 },
    { label: "Quantity", width: width * 0.2 },
    { label: "Unit price", width: width * 0.18 },
    { label: "Amount", width: width * 0.2 },
  ];
  const row = (cells: string[], font: "body" | "bold") => {
    const top = doc.y;
    let x = left;
    let bottom = top;
    doc.font(font).fontSize(10);
    cells.forEach((cell, index) => {
      const column = columns[index];
      if (!column) return;
      doc.text(cell, x, top, { width: column.width - 6, align: index === 0 ? "left" : "right" });
      bottom = Math.max(bottom, doc.y);
      x += column.width;
    });
    doc.y = bottom + 4;
    doc.x = left;
  };
  row(columns.map((column) => column.label), "bold");
  doc.moveTo(left, doc.y - 2).lineTo(left + width, doc.y - 2).stroke();
  row([offer.product, formatQuantity(offer.quantity, offer.unit), `${usdUnitPrice(offer.unitPrice)} / ${offer.unit}`, usd(offer.goodsTotal)], "body");
  if (offer.freight > 0) row([`Sea freight to ${offer.place}`, "", "", usd(offer.freight)], "body");
  if (offer.insurance > 0) row(["Marine insurance", "", "", usd(offer.insurance)], "body");
  doc.moveTo(left, doc.y - 2).lineTo(left + width, doc.y - 2).stroke();
  row([`Total, ${incotermWithPlace(offer.incoterm, offer.place)}`, "", "", usd(offer.total)], "bold");

  // Terms
  doc.moveDown(0.6);
  doc.font("bold").fontSize(11).text("Terms", left);
  doc.font("body").fontSize(10);
  const terms: [string, string][] = [
    ["Delivery term", `${incotermWithPlace(offer.incoterm, offer.place)} (Incoterms 2020): ${INCOTERM_MEANING[offer.incoterm]}`],
    ...(offer.containers ? ([["Containers", offer.containers]] as [string, string][]) : []),
    ["Shipment", offer.shipmentPeriod],
    ["Payment", describePaymentTerms(offer.paymentTerms, offer.advancePercent)],
    ["Packing", offer.packing],
    ["Validity", `This offer is valid until ${longDay(offer.validUntil)}.`],
    ...(offer.note ? ([["Note", offer.note]] as [string, string][]) : []),
  ];
  for (const [label, value] of terms) {
    doc.font("bold").text(`${label}: `, { continued: true }).font("body").text(value);
  }

  // Bank
  doc.moveDown(0.6);
  doc.font("bold").fontSize(11).text("Beneficiary's bank");
  doc.font("body").fontSize(10);
  for (const [label, value] of [
    ["Beneficiary", bank.accountName],
    ["Account number", bank.accountNumber],
    ["Bank", bank.bankName],
    ["Branch", bank.branch],
    ["SWIFT", bank.swift],
  ] as const) {
    doc.text(`${label}: ${value}`);
  }

  // Verification
  doc.moveDown(0.8);
  doc.font("bold").fontSize(10).text(`Verification code: ${offer.verifyCode}`);
  doc.font("body").fontSize(9).text(
    `Forged proformas with changed bank details are a known fraud. Before paying or opening a letter of credit, check this proforma at ${link} (or scan the QR code): the page shows its number, buyer, total, validity, status and our registered bank account.`,
  );
  doc.end();
  return finished;
}
