/**
 * Request schemas (classic zod): the server validates every body with these. A refusal's `msg`
 * is the schema's message, written for a person (`fieldWords` in fields.ts); its `field` names
 * the input. The client does not import this module, so classic zod stays out of the browser.
 */
import { z } from "zod";
import { failure, type Failure } from "./failure";
import { COMPANIES, OIL_TYPES, PLIES, catalogueTypes } from "./constants";

export { email, idField, countField, enumField, serviceCredentialsJson } from "./fields";
import { countField, enumField, idField, serviceCredential } from "./fields";

/** The body of `POST api_request`: `type` plus the fields of the original's call table. */
export const catalogueRequest = z
  .object({
    type: z.enum(catalogueTypes, { error: "Choose what to look up: a category, a product, a port, a size or the price list" }),
    user_id: serviceCredential,
    password: serviceCredential,
    category_id: idField("the category"),
    sub_category_id: idField("the product"),
    child_category_id: idField("the kind of product"),
    truck_fare_id: idField("the port"),
    company_id: enumField("the mill", COMPANIES.map((company) => company.id) as [string, ...string[]]),
    product_size_id: idField("the size"),
    count: countField("the yarn count"),
    cost_count: countField("the yarn count"),
    ply: enumField("the ply", PLIES),
    oil: enumField("the oil type", OIL_TYPES),
  })
  .superRefine((body, ctx) => {
    const needsCategory = body.type === "child_category" || body.type === "product_size";
    if (needsCategory && body.category_id === undefined) {
      ctx.addIssue({ code: "custom", path: ["category_id"], message: "Choose a category first" });
    }
    if (body.type === "sub_category" && body.category_id === undefined && body.sub_category_id === undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["category_id"],
        message: "Choose a category (or a product) first",
      });
    }
    if (body.count !== undefined && body.cost_count !== undefined && Number(body.count) !== Number(body.cost_count)) {
      ctx.addIssue({ code: "custom", path: ["cost_count"], message: "The yarn count is given twice, with two values: give it once" });
    }
  });
export type CatalogueRequest = z.input<typeof catalogueRequest>;
export type ParsedCatalogueRequest = z.output<typeof catalogueRequest>;

/** What a caller may send for each type (service credentials are added by the client). */
export type CatalogueQuery = Omit<CatalogueRequest, "type" | "user_id" | "password">;

/**
 * The refusal of a body that fails its schema: the first issue's sentence (`describeIssues`),
 * the field it is about (`a.b` for a nested one) and `invalid_input`. A body holding fields the
 * request does not take names the first of them in `field` and lists them all in
 * `unknown_fields` (as the body spells them, `a.b` for nested ones), for the developer calling;
 * the sentence for people names none.
 */
export function describeFailure(error: z.core.$ZodError): Failure {
  const issue = error.issues[0];
  if (issue?.code === "unrecognized_keys") {
    const unknown = issue.keys.map((key) => [...issue.path, key].map(String).join("."));
    return { ...failure(describeIssues(error), "invalid_input", unknown[0]), unknown_fields: unknown };
  }
  const field = issue && issue.path.length > 0 ? issue.path.map(String).join(".") : undefined;
  return failure(describeIssues(error), "invalid_input", field);
}

/**
 * The first zod issue as one sentence for a person: the schema's own message (every request
 * schema words its rules for people; `field` carries the input's name beside it). A field the
 * request does not take is a caller's slip, not a person's: the sentence says so without
 * naming it (`describeFailure` names it in `field` and `unknown_fields`).
 */
export function describeIssues(error: z.core.$ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "The request is not valid";
  if (issue.code === "unrecognized_keys") return "The request holds something this form does not ask for";
  return issue.message;
}
