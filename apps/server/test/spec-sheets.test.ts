/**
 * Spec sheets: a real PDF per product, made from the catalogue (sizes, counts, weights, units,
 * packing, container loads, HS code), for anyone, with no price in it; bad ids get a 400 that
 * names the field, unknown ones a 404.
 */
import { eq, inArray } from "drizzle-orm";
import { PDFParse } from "pdf-parse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prices, subCategories } from "../src/db/schema";
import { buildTestServer, defaultEngines, type TestServer } from "./helper";

const pdfText = async (bytes: Buffer) => (await new PDFParse({ data: new Uint8Array(bytes) }).getText()).text.replace(/\s+/g, " ");

describe.each(defaultEngines)("spec sheets (%s)", (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await buildTestServer({ engine });
  });
  afterAll(async () => server.close());

  const sheet = (query: string) => server.app.inject({ method: "GET", url: `/api/api_spec_sheet?${query}` });

  it("gives the yarn page's sheet: every yarn, its counts, plies, oils, HS code, packing and container loads", async () => {
    const reply = await sheet("category_id=1");
    expect(reply.statusCode).toBe(200);
    expect(reply.headers["content-type"]).toBe("application/pdf");
    expect(reply.headers["content-disposition"]).toBe('attachment; filename="spec-sheet-jute-yarn.pdf"');
    expect(reply.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const text = await pdfText(reply.rawPayload);
    expect(text).toContain("Spec sheet: Jute Yarn");
    for (const yarn of ["CRX", "Sacking", "Hessian", "CB", "CRT"]) expect(text).toContain(yarn);
    expect(text).toContain("5307.10");
    expect(text).toContain("bales of about 180 kg");
    expect(text).toMatch(/Yarn counts \(lbs\/spyndle\): \d/);
    expect(text).toContain("VOT (vegetable oil, food grade)");
    expect(text).toContain("13 MT in a 20' container, 26 MT in a 40' container");
  });

  it("gives one product's sheet with its sizes and what a piece weighs (hessian bag)", async () => {
    const reply = await sheet("category_id=3&child_category_id=2&sub_category_id=14");
    expect(reply.statusCode).toBe(200);
    const text = await pdfText(reply.rawPayload);
    expect(text).toContain("6305.10");
    expect(text).toMatch(/Sizes: [^;]*\d+[^;]*kg per piece/);
    expect(text).toContain("55,000 piece in a 20' container");
  });

  it("holds no price", async () => {
    const reply = await sheet("category_id=4&child_category_id=5");
    expect(reply.statusCode).toBe(200);
    const text = await pdfText(reply.rawPayload);
    expect(text).toContain("5310.10");
    expect(text).not.toMatch(/\$|USD/);
    const { db } = server.database;
    const subs = (await db.select({ id: subCategories.id }).from(subCategories).where(eq(subCategories.childCategoryId, 5))).map((row) => row.id);
    const figures = await db.selectDistinct({ price: prices.exMillUsd }).from(prices).where(inArray(prices.subCategoryId, subs));
    expect(figures.length).toBeGreaterThan(0);
    for (const { price } of figures) {
      // As a money figure would read (a weight such as 0.341 kg is another number).
      const shown = Number(price).toFixed(2).replace(".", "\\.");
      expect(text, `price ${price}`).not.toMatch(new RegExp(`(?<![\\d.,])${shown}(?![\\d])`));
    }
  });

  it("names the field of a bad id, and answers 404 for ids that match nothing", async () => {
    for (const [query, field] of [
      ["", "category_id"],
      ["category_id=abc", "category_id"],
      ["category_id=1&child_category_id=-2", "child_category_id"],
      ["category_id=1&sub_category_id=1e3", "sub_category_id"],
      ["category_id=99999999999999", "category_id"],
    ] as const) {
      const reply = await sheet(query);
      expect(reply.statusCode, query).toBe(400);
      expect(reply.json(), query).toMatchObject({ success: false, field });
    }
    for (const query of ["category_id=7", "category_id=1&child_category_id=9", "category_id=3&sub_category_id=1"]) {
      const reply = await sheet(query);
      expect(reply.statusCode, query).toBe(404);
      expect(reply.json().success).toBe(false);
    }
  });
});
