/**
 * Request schemas (classic zod, for its precise messages): the server validates every body
 * with these, and a refusal names the field in the schema's own words. The client does not
 * import this module, so classic zod stays out of the browser.
 */
import { z } from "zod";
import { failure, type Failure } from "./failure";
import { COMPANIES, NAME_MAX, OIL_TYPES, PASSWORD_MAX, PASSWORD_MIN, PLIES, catalogueTypes } from "./constants";

/** Kept for fidelity with the original; they ship in the client, so they are no secret. */
export const serviceCredentialsJson = {
  api_user: z.string().max(200, "api_user is too long").optional(),
  api_password: z.string().max(200, "api_password is too long").optional(),
};

export { email, idField, countField, enumField } from "./fields";
import { countField, email, enumField, idField } from "./fields";

export const loginRequest = z.object({
  email,
  password: z
    .string({ error: "password is required" })
    .min(1, "password is required")
    .max(1024, "password is too long"),
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
  .string({ error: "name is required" })
  .trim()
  .min(1, "name is required")
  .max(NAME_MAX, `name must be at most ${NAME_MAX} characters`);

export const registerRequest = z.object({
  name: accountName
    .refine((name) => !ADDRESS_LIKE.test(name), "Enter your own or your company's name, not an email or web address")
    .refine((name) => !STAFF_LIKE.test(name), "Choose a name that does not read as the mill's staff (such as staff, admin, support or official)"),
  email,
  password: z
    .string({ error: "password is required" })
    .min(PASSWORD_MIN, `The password must be at least ${PASSWORD_MIN} characters`)
    .max(PASSWORD_MAX, `The password must be at most ${PASSWORD_MAX} characters`),
  ...serviceCredentialsJson,
});
export type RegisterRequest = z.infer<typeof registerRequest>;

/** The body of `POST api_request`: `type` plus the fields of the original's call table. */
export const catalogueRequest = z
  .object({
    type: z.enum(catalogueTypes, {
      error: `type must be one of ${catalogueTypes.join(", ")}`,
    }),
    user_id: z.string().max(200, "user_id is too long").optional(),
    password: z.string().max(200, "password is too long").optional(),
    category_id: idField("category_id"),
    sub_category_id: idField("sub_category_id"),
    child_category_id: idField("child_category_id"),
    truck_fare_id: idField("truck_fare_id"),
    company_id: enumField("company_id", COMPANIES.map((company) => company.id) as [string, ...string[]]),
    product_size_id: idField("product_size_id"),
    count: countField("count"),
    cost_count: countField("cost_count"),
    ply: enumField("ply", PLIES),
    oil: enumField("oil", OIL_TYPES),
  })
  .superRefine((body, ctx) => {
    const needsCategory = body.type === "child_category" || body.type === "product_size";
    if (needsCategory && body.category_id === undefined) {
      ctx.addIssue({ code: "custom", path: ["category_id"], message: `category_id is required for type=${body.type}` });
    }
    if (body.type === "sub_category" && body.category_id === undefined && body.sub_category_id === undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["category_id"],
        message: "category_id (or sub_category_id) is required for type=sub_category",
      });
    }
    if (body.count !== undefined && body.cost_count !== undefined && Number(body.count) !== Number(body.cost_count)) {
      ctx.addIssue({ code: "custom", path: ["cost_count"], message: "count and cost_count disagree; send one of them" });
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

/** Turns the first zod issue into one sentence that names the field. */
export function describeIssues(error: z.core.$ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "The request is not valid";
  const field = issue.path.join(".");
  if (issue.code === "unrecognized_keys") {
    return `Unknown field${issue.keys.length > 1 ? "s" : ""}: ${issue.keys.join(", ")}`;
  }
  if (issue.code === "invalid_type" && issue.input === undefined && field) {
    return `${field} is required`;
  }
  if (issue.code === "invalid_type" && field && !issue.message.startsWith(field)) {
    return `${field} has the wrong type: ${issue.message}`;
  }
  return issue.message;
}
