/**
 * The mill's PDF documents (spec sheets, proforma invoices): A4, 48 pt margins, DejaVu Sans
 * embedded as "body" and "bold" so every script a buyer's name may use prints, authored by the
 * group. `finished` resolves with the file's bytes once the caller has called `doc.end()`.
 */
import { createRequire } from "node:module";
import PDFDocument from "pdfkit";
import { particulars } from "@jute/api/company";

const require = createRequire(import.meta.url);
const FONT = require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf");
const FONT_BOLD = require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf");

/**
 * `layout.bottom` reserves room under the text for what every page repeats (drawn at the end,
 * with `bufferPages`, once the number of pages is known).
 */
export function millPdf(info: { Title: string; Subject?: string }, layout: { bottom?: number; bufferPages?: boolean } = {}): { doc: PDFKit.PDFDocument; finished: Promise<Buffer> } {
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: 48, left: 48, right: 48, bottom: layout.bottom ?? 48 },
    bufferPages: layout.bufferPages ?? false,
    info: { ...info, Author: particulars.groupName },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  doc.registerFont("body", FONT);
  doc.registerFont("bold", FONT_BOLD);
  return { doc, finished };
}
