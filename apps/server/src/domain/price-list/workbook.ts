/**
 * Workbooks read as the clerk's spreadsheet holds them (issue 34): an `.xlsx` (exceljs) or an
 * `.ods` (its content.xml, unzipped with fflate and read with saxes) becomes the CSV text of
 * one sheet, the first or the one chosen, which then goes through the same check as a CSV file
 * (./price-list-csv.ts): the same preview, the same binding of an apply to it. Cells are read
 * as they are held, not as shown: a number as its value (1.755, never "1,755" or "$1.76"), a
 * date as YYYY-MM-DD, a formula as its value.
 *
 * Anything else is refused with a message that names what it is and the fix (an Excel 97
 * `.xls`, Apple Numbers, a PDF, an image, another zip). Bounds: the upload limit of the route,
 * at most WORKBOOK_MAX_ENTRIES files in the zip and WORKBOOK_MAX_BYTES unzipped, counted while
 * unzipping (a zip bomb is stopped there, whatever its headers claim), and rows past
 * PRICE_LIST_MAX_ROWS are not read (the CSV check refuses the file for its length).
 */
import { PRICE_LIST_MAX_ROWS } from "@jute/api/contract";
import ExcelJS from "exceljs";
import { Unzip, UnzipInflate } from "fflate";
import { SaxesParser } from "saxes";
import { ApiError, invalid } from "../api-error";

/** At most this many files in a workbook's zip. */
export const WORKBOOK_MAX_ENTRIES = 2_000;
/** At most this many bytes unzipped, all files together. */
export const WORKBOOK_MAX_BYTES = 64 * 1024 * 1024;

const FIX = "Save it as .xlsx, .ods or CSV and choose it again.";

/** The refusals, by what the file is. */
export const workbookWords = {
  xls: `This is an Excel 97 workbook (.xls). Save it as .xlsx or CSV and choose it again.`,
  numbers: "This is an Apple Numbers document (.numbers). Export it as .xlsx or CSV (File, Export To) and choose it again.",
  pdf: "This is a PDF document: a price list cannot be read from it. Choose the .xlsx, .ods or CSV file it was made from.",
  image: (kind: string) => `This is an image (${kind}): a price list cannot be read from it. Choose the .xlsx, .ods or CSV file of the list.`,
  zip: `This is a zip archive, not a workbook. Open it and choose the .xlsx, .ods or CSV file inside.`,
  otherDocument: (kind: string) => `This is an OpenDocument ${kind}, not a spreadsheet. ${FIX}`,
  unknown: `The file is neither a CSV text file nor an .xlsx or .ods workbook (it holds binary data). ${FIX}`,
  damaged: (kind: string) => `The ${kind} workbook could not be read (it is damaged or not saved whole). Open it, save it again and choose it again.`,
  tooBig: `The workbook unzips to more than ${WORKBOOK_MAX_BYTES / 1024 / 1024} MiB or holds more than ${WORKBOOK_MAX_ENTRIES.toLocaleString("en-US")} files: save the price list sheet alone as .xlsx or CSV and choose it again.`,
  noSheet: (name: string, sheets: string[]) => `The workbook has no sheet "${name}": choose one of ${sheets.map((sheet) => `"${sheet}"`).join(", ")}.`,
  empty: "The workbook has no sheet.",
} as const;

export interface WorkbookSheet {
  /** The chosen sheet as CSV text (comma, CRLF, quoted where needed). */
  csv: string;
  /** Every sheet's name, in the workbook's order. */
  sheets: string[];
  /** The sheet read. */
  sheet: string;
  kind: "xlsx" | "ods";
}

const starts = (bytes: Uint8Array, magic: number[]) => magic.every((byte, at) => bytes[at] === byte);

/** Unzips every file, counting entries and bytes as they come; keeps the ones `keep` names. */
function unzipBounded(bytes: Uint8Array, keep: (name: string) => boolean): { names: string[]; files: Map<string, Uint8Array> } {
  const names: string[] = [];
  const files = new Map<string, Uint8Array>();
  let total = 0;
  let over = false;
  const unzip = new Unzip((file) => {
    names.push(file.name);
    if (names.length > WORKBOOK_MAX_ENTRIES) over = true;
    if (over) return;
    const chunks: Uint8Array[] = [];
    file.ondata = (error, chunk, final) => {
      if (error) throw error;
      total += chunk.length;
      if (total > WORKBOOK_MAX_BYTES) {
        over = true;
        file.terminate();
        return;
      }
      if (keep(file.name)) chunks.push(chunk);
      if (final && keep(file.name)) files.set(file.name, Buffer.concat(chunks));
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  // Pushed in slices: a bomb is stopped within a slice of its start.
  const SLICE = 64 * 1024;
  for (let at = 0; at < bytes.length && !over; at += SLICE) unzip.push(bytes.subarray(at, at + SLICE), at + SLICE >= bytes.length);
  if (over) throw invalid(workbookWords.tooBig, "csv");
  return { names, files };
}

/** A cell as CSV: quoted when it holds a comma, a quote or a line break. */
const csvCell = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

/** Rows of cells as CSV text; empty cells at a row's end and empty rows at the end are left out. */
function toCsv(rows: string[][]): string {
  const lines = rows.map((row) => {
    let end = row.length;
    while (end > 0 && row[end - 1] === "") end -= 1;
    return row.slice(0, end).map(csvCell).join(",");
  });
  while (lines.length > 0 && lines[lines.length - 1] === "") lines.pop();
  return lines.join("\r\n");
}

/** A date as the clerk typed it: the day, with the time only when there is one. */
function dayOf(date: Date): string {
  const iso = date.toISOString();
  return iso.endsWith("T00:00:00.000Z") ? iso.slice(0, 10) : iso.slice(0, 19).replace("T", " ");
}

/** An exceljs cell value as text: numbers as held, dates as days, formulas as their values. */
function xlsxText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return String(value);
  if (typeof value === "string") return value;
  if (typeof value === "boolean") return value ? "TRUE" : "FALSE";
  if (value instanceof Date) return dayOf(value);
  if ("result" in value) return xlsxText(value.result as ExcelJS.CellValue);
  if ("richText" in value) return value.richText.map((run) => run.text).join("");
  if ("text" in value) return String(value.text);
  if ("error" in value) return String(value.error);
  if ("formula" in value || "sharedFormula" in value) return "";
  return "";
}

async function readXlsx(bytes: Buffer, sheet: string | undefined): Promise<WorkbookSheet> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw invalid(workbookWords.damaged(".xlsx"), "csv");
  }
  const sheets = workbook.worksheets.map((found) => found.name);
  const chosen = sheet === undefined ? workbook.worksheets[0] : workbook.worksheets.find((found) => found.name === sheet);
  if (!chosen) throw invalid(sheet === undefined ? workbookWords.empty : workbookWords.noSheet(sheet, sheets), "sheet");
  const rows: string[][] = [];
  const last = Math.min(chosen.rowCount, PRICE_LIST_MAX_ROWS + 2);
  for (let number = 1; number <= last; number += 1) {
    const row = chosen.getRow(number);
    const cells: string[] = [];
    for (let column = 1; column <= row.cellCount; column += 1) cells.push(xlsxText(row.getCell(column).value));
    rows.push(cells);
  }
  return { csv: toCsv(rows), sheets, sheet: chosen.name, kind: "xlsx" };
}

/** content.xml's tables: each sheet's name, and the chosen one's rows (repeats expanded only where followed by content). */
function readOdsContent(xml: string, sheet: string | undefined): { sheets: string[]; rows: string[][] | null } {
  const sheets: string[] = [];
  let rows: string[][] | null = null;
  let inChosen = false;
  let row: string[] | null = null;
  let rowRepeat = 1;
  let pendingEmptyRows = 0;
  let cell: { text: string; value: string | null; repeat: number; paragraphs: number } | null = null;
  let pendingEmptyCells = 0;
  const parser = new SaxesParser();
  parser.on("opentag", (tag) => {
    const attr = (name: string) => {
      const found: unknown = tag.attributes[name];
      return typeof found === "string" ? found : undefined;
    };
    switch (tag.name) {
      case "table:table": {
        const name = attr("table:name") ?? `Sheet${sheets.length + 1}`;
        sheets.push(name);
        inChosen = rows === null && (sheet === undefined ? sheets.length === 1 : name === sheet);
        if (inChosen) rows = [];
        pendingEmptyRows = 0;
        break;
      }
      case "table:table-row":
        if (!inChosen) break;
        row = [];
        pendingEmptyCells = 0;
        rowRepeat = Math.min(Number(attr("table:number-rows-repeated") ?? 1), PRICE_LIST_MAX_ROWS + 2);
        break;
      case "table:table-cell":
      case "table:covered-table-cell": {
        if (!inChosen || !row) break;
        const type = attr("office:value-type");
        const value =
          type === "float" || type === "percentage" || type === "currency"
            ? (attr("office:value") ?? null)
            : type === "date"
              ? (attr("office:date-value") ?? "").replace(/T00:00:00(\.0+)?$/, "").replace("T", " ")
              : type === "boolean"
                ? attr("office:boolean-value") === "true"
                  ? "TRUE"
                  : "FALSE"
                : null;
        cell = { text: "", value, repeat: Math.min(Number(attr("table:number-columns-repeated") ?? 1), 1_000), paragraphs: 0 };
        if (tag.isSelfClosing) closeCell();
        break;
      }
      case "text:p":
        if (cell) cell.paragraphs += 1;
        if (cell && cell.paragraphs > 1) cell.text += "\n";
        break;
      case "text:s":
        if (cell) cell.text += " ".repeat(Math.min(Number(attr("text:c") ?? 1), 1_000));
        break;
      case "text:tab":
        if (cell) cell.text += "\t";
        break;
      case "text:line-break":
        if (cell) cell.text += "\n";
        break;
    }
  });
  function closeCell() {
    if (!cell || !row) return;
    const text = cell.value ?? cell.text;
    if (text === "") pendingEmptyCells += cell.repeat;
    else {
      for (let at = 0; at < pendingEmptyCells; at += 1) row.push("");
      pendingEmptyCells = 0;
      for (let at = 0; at < cell.repeat; at += 1) row.push(text);
    }
    cell = null;
  }
  parser.on("text", (text) => {
    if (cell) cell.text += text;
  });
  parser.on("closetag", (tag) => {
    if (tag.name === "table:table-cell" || tag.name === "table:covered-table-cell") closeCell();
    else if (tag.name === "table:table-row" && inChosen && row && rows) {
      if (row.length === 0) pendingEmptyRows += rowRepeat;
      else {
        for (let at = 0; at < pendingEmptyRows && rows.length < PRICE_LIST_MAX_ROWS + 2; at += 1) rows.push([]);
        pendingEmptyRows = 0;
        for (let at = 0; at < rowRepeat && rows.length < PRICE_LIST_MAX_ROWS + 2; at += 1) rows.push(row);
      }
      row = null;
    } else if (tag.name === "table:table") inChosen = false;
  });
  parser.write(xml).close();
  return { sheets, rows };
}

function readOds(files: Map<string, Uint8Array>, sheet: string | undefined): WorkbookSheet {
  const content = files.get("content.xml");
  if (!content) throw invalid(workbookWords.damaged(".ods"), "csv");
  let read: ReturnType<typeof readOdsContent>;
  try {
    read = readOdsContent(Buffer.from(content).toString("utf8"), sheet);
  } catch {
    throw invalid(workbookWords.damaged(".ods"), "csv");
  }
  const { sheets, rows } = read;
  if (!rows) throw invalid(sheet === undefined ? workbookWords.empty : workbookWords.noSheet(sheet, sheets), "sheet");
  return { csv: toCsv(rows), sheets, sheet: sheet ?? sheets[0] ?? "", kind: "ods" };
}

const ODS_TYPE = "application/vnd.oasis.opendocument.spreadsheet";
const OD_KINDS: Record<string, string> = { text: "text document (.odt)", presentation: "presentation (.odp)", graphics: "drawing (.odg)" };

/** Reads a workbook's sheet (`sheet`, else the first) as CSV text, or refuses the file naming what it is and the fix. */
export async function readWorkbook(bytes: Buffer, sheet?: string): Promise<WorkbookSheet> {
  if (starts(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) throw invalid(workbookWords.xls, "csv");
  if (starts(bytes, [0x25, 0x50, 0x44, 0x46])) throw invalid(workbookWords.pdf, "csv");
  if (starts(bytes, [0x89, 0x50, 0x4e, 0x47])) throw invalid(workbookWords.image("PNG"), "csv");
  if (starts(bytes, [0xff, 0xd8, 0xff])) throw invalid(workbookWords.image("JPEG"), "csv");
  if (starts(bytes, [0x47, 0x49, 0x46, 0x38])) throw invalid(workbookWords.image("GIF"), "csv");
  if (starts(bytes, [0x52, 0x49, 0x46, 0x46]) && bytes.subarray(8, 12).toString("latin1") === "WEBP") throw invalid(workbookWords.image("WebP"), "csv");
  if (!starts(bytes, [0x50, 0x4b, 0x03, 0x04])) throw invalid(workbookWords.unknown, "csv");
  let unzipped: ReturnType<typeof unzipBounded>;
  try {
    unzipped = unzipBounded(bytes, (name) => name === "mimetype" || name === "content.xml");
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw invalid(workbookWords.zip, "csv");
  }
  const { names, files } = unzipped;
  const mimetype = files.has("mimetype") ? Buffer.from(files.get("mimetype") ?? []).toString("latin1").trim() : "";
  if (mimetype === ODS_TYPE || mimetype === `${ODS_TYPE}-template`) return readOds(files, sheet);
  const od = /^application\/vnd\.oasis\.opendocument\.(\w+)/.exec(mimetype)?.[1];
  if (od) throw invalid(workbookWords.otherDocument(OD_KINDS[od] ?? "document"), "csv");
  if (names.some((name) => name.startsWith("Index/") && name.endsWith(".iwa"))) throw invalid(workbookWords.numbers, "csv");
  if (names.includes("xl/workbook.xml")) return readXlsx(bytes, sheet);
  throw invalid(workbookWords.zip, "csv");
}
