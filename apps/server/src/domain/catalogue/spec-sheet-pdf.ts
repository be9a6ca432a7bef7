/**
 * A spec sheet's PDF, made from its plain data (spec-sheet.ts reads it from the catalogue).
 * This module imports no database: the worker that makes the PDFs off the main thread
 * (spec-sheet-worker.ts) loads it with pdfkit and the fonts, and nothing else.
 */
import { particulars } from "@jute/api/company";
import type { SpecLine } from "../../db/schema";
import { millPdf } from "../pdf";
import type { TradeFacts } from "./trade-facts";

export interface SpecSheetItem {
  name: string;
  productName: string;
  unit: string;
  description: string;
  specification: SpecLine[];
  sizes: { size: string; unit: string; kgPerUnit: string[] }[];
  yarnCounts: string[];
  plies: number[];
  oils: string[];
  kgPerUnit: string[];
  fcl20: string | null;
  fcl40: string | null;
}

export interface SpecSheet {
  title: string;
  category: string;
  facts: TradeFacts | null;
  items: SpecSheetItem[];
}

const unitLabel = (unit: string) => (unit === "MT" ? "tonne (MT)" : unit);

/** The spec sheet as an A4 PDF with its fonts embedded. */
export function renderSpecSheet(sheet: SpecSheet, options: { generatedOn: string }): Promise<Buffer> {
  const { doc, finished } = millPdf({ Title: `Spec sheet: ${sheet.title}` });

  const line = (label: string, value: string) => {
    doc.font("bold").fontSize(9.5).text(`${label}: `, { continued: true }).font("body").text(value);
  };

  doc.font("bold").fontSize(10).text(particulars.groupName);
  doc.font("body").fontSize(8.5).text(particulars.mills.map((mill) => mill.registeredName).join(" · "));
  doc.text(`${particulars.headOffice.join(", ")} · ${particulars.phone} · ${particulars.salesEmail}`);
  doc.moveDown(1);
  doc.font("bold").fontSize(18).text(`Spec sheet: ${sheet.title}`);
  doc.font("body").fontSize(9).text(`${sheet.category} · made from our catalogue on ${options.generatedOn} · no prices: members see them on the site, and a proforma invoice confirms them`);
  doc.moveDown(0.8);
  if (sheet.facts) {
    line("HS code", `${sheet.facts.hsCode} (${sheet.facts.hsDescription})`);
    line("Packing", sheet.facts.packing);
    doc.moveDown(0.6);
  }

  for (const item of sheet.items) {
    if (doc.y > doc.page.height - 200) doc.addPage();
    doc.font("bold").fontSize(13).text(item.productName && item.productName !== item.name ? `${item.name}: ${item.productName}` : item.name);
    doc.font("body").fontSize(9.5);
    if (item.description) doc.text(item.description);
    doc.moveDown(0.3);
    line("Sold by", unitLabel(item.unit));
    for (const spec of item.specification) line(spec.label, spec.value);
    if (item.yarnCounts.length > 0) line("Yarn counts (lbs/spyndle)", item.yarnCounts.join(", "));
    if (item.plies.length > 0) line("Ply", item.plies.join(", "));
    if (item.oils.length > 0) line("Batching oil", item.oils.map((oil) => (oil === "VOT" ? "VOT (vegetable oil, food grade)" : "MOT (mineral oil)")).join(", "));
    if (item.sizes.length > 0) {
      line(
        "Sizes",
        item.sizes
          .map((size) => {
            const weight = size.kgPerUnit.length > 0 ? ` (${size.kgPerUnit.join(" / ")} kg per ${item.unit === "MT" ? "MT" : item.unit})` : "";
            return `${size.size}${size.unit && !size.size.endsWith(size.unit) ? ` ${size.unit}` : ""}${weight}`;
          })
          .join("; "),
      );
    } else if (item.kgPerUnit.length > 0 && item.unit !== "MT") {
      line(`Weight per ${item.unit}`, `${item.kgPerUnit.join(" / ")} kg`);
    }
    if (item.fcl20 || item.fcl40) {
      line("Container load", `${item.fcl20 ?? "-"} ${item.unit} in a 20' container, ${item.fcl40 ?? "-"} ${item.unit} in a 40' container (indicative)`);
    }
    doc.moveDown(0.8);
  }
  doc.end();
  return finished;
}
