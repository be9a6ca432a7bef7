/**
 * `GET api_spec_sheet?category_id=..[&child_category_id=..][&sub_category_id=..]`: the spec
 * sheet (PDF) of a product page, for anyone (it holds no price). Bad ids get a 400 whose
 * `field` names the id; ids that match no product get a 404. A sheet is made once per catalogue
 * version and then served from memory (domain/catalogue/spec-sheet.ts) with its ETag: a client
 * holding it gets a 304. Each client (clientKey) may fetch PDF_LIMIT_PER_MINUTE a minute.
 */
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { SPEC_SHEET_PATH, specSheetReply } from "@jute/api/contract";
import { invalid, notFound } from "../../domain/api-error";
import type { SpecSheetService } from "../../domain/catalogue/spec-sheet";

/** A product page's id: `called` as "the product". */
const id = (called: string) =>
  z
    .string({ error: `Say which ${called} the spec sheet is for` })
    .regex(/^[1-9]\d{0,8}$/, `Say which ${called} the spec sheet is for: open it from the product's page`)
    .transform(Number);

const specSheetQuery = z.object({
  category_id: id("product"),
  child_category_id: id("kind of product").optional(),
  sub_category_id: id("product").optional(),
});

const slug = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "") || "product";

export async function specSheetRoutes(app: FastifyInstance, options: { specSheets: SpecSheetService; limitPerMinute: number }) {
  const config = { reply: specSheetReply(), rateLimit: { max: options.limitPerMinute, timeWindow: 60_000 } };
  app.get(`/${SPEC_SHEET_PATH}`, { config }, async (request, reply) => {
    const parsed = specSheetQuery.safeParse(request.query);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = typeof issue?.path[0] === "string" ? issue.path[0] : "category_id";
      throw invalid(issue?.message ?? "The request is not valid", field);
    }
    const query = parsed.data;
    const sheet = await options.specSheets.sheetFor({
      categoryId: query.category_id,
      ...(query.child_category_id !== undefined ? { childCategoryId: query.child_category_id } : {}),
      ...(query.sub_category_id !== undefined ? { subCategoryId: query.sub_category_id } : {}),
    });
    if (!sheet) throw notFound("There is no such product: open the spec sheet from the product's page");
    void reply.header("etag", sheet.etag).header("cache-control", "public, max-age=3600");
    const held = request.headers["if-none-match"];
    if (held !== undefined && held.split(",").some((tag) => tag.trim().replace(/^W\//, "") === sheet.etag)) return reply.code(304).send();
    return reply
      .header("content-type", "application/pdf")
      .header("content-disposition", `attachment; filename="spec-sheet-${slug(sheet.title)}.pdf"`)
      .send(sheet.pdf);
  });
}
