/**
 * Request schemas (classic zod): the server validates every body with these. A refusal's `msg`
 * is the schema's message, written for a person (`fieldWords` in fields.ts); its `field` names
 * the input. The client does not import this module, so classic zod stays out of the browser.
 */
import { z } from "zod";
import { failure, type Failure } from "./failure";
import { COMPANIES, NAME_MAX, OIL_TYPES, PASSWORD_MAX, PASSWORD_MIN, PLIES, catalogueTypes } from "./constants";

/** Kept for fidelity with the original; they ship in the client, so they are no secret. */
export const serviceCredentialsJson = {
  api_user: z.string({ error: "The service credentials must be text" }).max(200, "The service credentials are too long").optional(),
  api_password: z.string({ error: "The service credentials must be text" }).max(200, "The service credentials are too long").optional(),
};

export { email, idField, countField, enumField } from "./fields";
import { countField, email, enumField, idField } from "./fields";
import { fieldWords, ruleWords, type FieldWords } from "./messages";

export const loginRequest = z.object({
  email,
  password: z
    .string({ error: fieldWords.password.missing })
    .min(1, fieldWords.password.missing)
    .max(1024, ruleWords.tooLong(fieldWords.password, 1024)),
  ...serviceCredentialsJson,
});
export type LoginRequest = z.infer<typeof loginRequest>;

/**
 * A member's name shows in the staff inbox and in mail: it must not pass for an address (an
 * email, a web address) or for the mill's own people.
 */
const ADDRESS_LIKE = /@|:\/\/|\bwww\.|\b[a-z0-9-]+\.(?:com|net|org|info|biz|io|co|bd|uk|de|in|us|example)\b/i;
const STAFF_LIKE = /\b(?:staff|admin|administrator|moderator|support|helpdesk|customer service|no-?reply|postmaster|webmaster|official|sonali jute)\b/i;

/** A name as any account stores it (staff accounts, made on the server, may say "Staff"). */
export const accountName = z
  .string({ error: fieldWords.name.missing })
  .trim()
  .min(1, fieldWords.name.missing)
  .max(NAME_MAX, ruleWords.tooLong(fieldWords.name, NAME_MAX));

/** A new password's bounds (registration, a reset, a change); the server adds the guessability check. */
export const newPasswordRule = (words: FieldWords) =>
  z
    .string({ error: words.missing })
    .min(1, words.missing)
    .min(PASSWORD_MIN, `The password must be at least ${PASSWORD_MIN} characters`)
    .max(PASSWORD_MAX, `The password must be at most ${PASSWORD_MAX} characters`);

export const registerRequest = z.object({
  name: accountName
    .refine((name) => !ADDRESS_LIKE.test(name), "Enter your own or your company's name, not an email or web address")
    .refine((name) => !STAFF_LIKE.test(name), "Choose a name that does not read as the mill's staff (such as staff, admin, support or official)"),
  email,
  password: newPasswordRule(fieldWords.newPassword),
  ...serviceCredentialsJson,
});
export type RegisterRequest = z.infer<typeof registerRequest>;

/** The body of `POST api_request`: `type` plus the fields of the original's call table. */
export const catalogueRequest = z
  .object({
    type: z.enum(catalogueTypes, { error: "Choose what to look up: a category, a product, a port, a size or the price list" }),
    user_id: z.string({ error: "The service credentials must be text" }).max(200, "The service credentials are too long").optional(),
    password: z.string({ error: "The service credentials must be text" }).max(200, "The service credentials are too long").optional(),
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
 * the field it is about (`a.b` for a nested one; none for unknown fields) and `invalid_input`.
 */
export function describeFailure(error: z.core.$ZodError): Failure {
  const issue = error.issues[0];
  const field = issue && issue.code !== "unrecognized_keys" && issue.path.length > 0 ? issue.path.map(String).join(".") : undefined;
  return failure(describeIssues(error), "invalid_input", field);
}

/**
 * The first zod issue as one sentence for a person: the schema's own message (every request
 * schema words its rules for people; `field` carries the input's name beside it). A field the
 * request does not take is a caller's slip, not a person's: the sentence says so without
 * naming it (the caller finds it in its own body).
 */
export function describeIssues(error: z.core.$ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "The request is not valid";
  if (issue.code === "unrecognized_keys") return "The request holds something this form does not ask for";
  return issue.message;
}
