/**
 * The wire contract: one schema and one type for every request and reply of the API.
 *
 * The server validates input with these schemas and the client checks replies with them.
 * Shapes keep the original service's field names (snake_case, ids as strings) so that the
 * screens read the same fields the original did. This entry point imports nothing but zod,
 * so the server never pulls in the HTTP client.
 */
import { z } from "zod";

export const API_BASE = "/api/";

/** Paths below the base, one per call. */
export const paths = {
  login: "api_login",
  register: "api_register",
  logout: "api_logout",
  request: "api_request",
  health: "health",
} as const;

export const COMPANIES = [
  { id: "1", code: "SJSML" },
  { id: "2", code: "OJML" },
] as const;

export const OIL_TYPES = ["MOT", "VOT"] as const;
export const PLIES = ["1", "2"] as const;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;

/* ------------------------------------------------------------------ failures */

/** Every failure, whatever its status: `{success: false, msg}`. */
export const failureReply = z.object({
  success: z.literal(false),
  msg: z.string(),
});
export type FailureReply = z.infer<typeof failureReply>;

/* ------------------------------------------------------------------ service credentials */

/** Kept for fidelity with the original; they ship in the client, so they are no secret. */
const serviceCredentialsJson = {
  api_user: z.string().max(200, "api_user is too long").optional(),
  api_password: z.string().max(200, "api_password is too long").optional(),
};

/* ------------------------------------------------------------------ members */

/** Emails are compared trimmed and lower-cased. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

const email = z
  .string({ error: "email is required" })
  .trim()
  .min(1, "email is required")
  .max(EMAIL_MAX, `email must be at most ${EMAIL_MAX} characters`)
  .pipe(z.email("email must be a valid email address"));

export const member = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
});
export type Member = z.infer<typeof member>;

export const loginRequest = z.object({
  email,
  password: z
    .string({ error: "password is required" })
    .min(1, "password is required")
    .max(1024, "password is too long"),
  ...serviceCredentialsJson,
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const loginReply = z.object({
  success: z.literal(true),
  msg: z.string(),
  data: member,
  token: z.string(),
});
export type LoginReply = z.infer<typeof loginReply>;

export const registerRequest = z.object({
  name: z
    .string({ error: "name is required" })
    .trim()
    .min(1, "name is required")
    .max(NAME_MAX, `name must be at most ${NAME_MAX} characters`),
  email,
  password: z
    .string({ error: "password is required" })
    .min(PASSWORD_MIN, `password must be at least ${PASSWORD_MIN} characters`)
    .max(PASSWORD_MAX, `password must be at most ${PASSWORD_MAX} characters`),
  ...serviceCredentialsJson,
});
export type RegisterRequest = z.infer<typeof registerRequest>;

export const registerReply = z.object({
  success: z.literal(true),
  msg: z.string(),
});
export type RegisterReply = z.infer<typeof registerReply>;

export const logoutReply = z.object({
  success: z.literal(true),
  msg: z.string(),
});
export type LogoutReply = z.infer<typeof logoutReply>;

/* ------------------------------------------------------------------ catalogue (form-encoded) */

export const catalogueTypes = [
  "category",
  "sub_category",
  "child_category",
  "truck_fare",
  "product_size",
  "list",
] as const;
export type CatalogueType = (typeof catalogueTypes)[number];

/**
 * Form fields arrive as strings, and the original's pages send the fields they do not use as
 * empty strings. An empty (or blank) field means "not given".
 */
const blankToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

const idField = (name: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: `${name} must be text` })
      .trim()
      .regex(/^[1-9][0-9]{0,8}$/, `${name} must be a positive whole number`)
      .optional(),
  );

const countField = (name: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: `${name} must be text` })
      .trim()
      .regex(/^[0-9]{1,3}(\.[0-9]{1,2})?$/, `${name} must be a number such as 8 or 11.5`)
      .optional(),
  );

const enumField = <T extends readonly [string, ...string[]]>(name: string, values: T) =>
  z.preprocess(
    blankToUndefined,
    z
      .enum(values, { error: `${name} must be one of ${values.join(", ")}` })
      .optional(),
  );

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
    company_id: enumField("company_id", ["1", "2"]),
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

export const category = z.object({
  category_id: z.string(),
  category_name: z.string(),
  img: z.string(),
});
export type Category = z.infer<typeof category>;

export const childCategory = z.object({
  category_id: z.string(),
  child_category_id: z.string(),
  child_category_name: z.string(),
  img: z.string(),
});
export type ChildCategory = z.infer<typeof childCategory>;

export const subCategory = z.object({
  category_id: z.string(),
  category_name: z.string(),
  sub_category_id: z.string(),
  sub_category_name: z.string(),
  child_category_id: z.string(),
  child_category_name: z.string(),
  img: z.string(),
  unit: z.string(),
  description: z.string(),
  specification: z.array(z.object({ label: z.string(), value: z.string() })),
});
export type SubCategory = z.infer<typeof subCategory>;

export const truckFare = z.object({
  truck_fare_id: z.string(),
  location: z.string(),
});
export type TruckFare = z.infer<typeof truckFare>;

export const productSize = z.object({
  product_size_id: z.string(),
  category_id: z.string(),
  sub_category_id: z.string(),
  size: z.string(),
  unit: z.string(),
});
export type ProductSize = z.infer<typeof productSize>;

/** One spec line of a quote; the screens read the first one (count, ply, port). */
export const costItem = z.object({
  cost_count: z.string(),
  ply: z.string(),
  oil: z.string(),
  location: z.string(),
});
export type CostItem = z.infer<typeof costItem>;

/**
 * One quote: a product spec at one company, delivered to one port. `cost` is USD per `unit`
 * (ex-mill plus the truck fare to the port), or null for a caller without a valid token.
 */
export const costResult = z.object({
  price_id: z.string(),
  category_id: z.string(),
  sub_category_id: z.string(),
  child_category_id: z.string(),
  product_size_id: z.string(),
  truck_fare_id: z.string(),
  company_id: z.string(),
  company: z.string(),
  name: z.string(),
  category: z.string(),
  sub_category: z.string(),
  size: z.string(),
  unit: z.string(),
  currency: z.literal("USD"),
  cost: z.number().nullable(),
  effective_from: z.string(),
  img: z.string(),
  items: z.array(costItem),
});
export type CostResult = z.infer<typeof costResult>;

const listReply = <T extends z.ZodType>(item: T) =>
  z.object({ success: z.literal(true), msg: z.string(), data: z.array(item) });

export const categoryReply = listReply(category);
export const childCategoryReply = listReply(childCategory);
export const subCategoryReply = listReply(subCategory);
export const truckFareReply = listReply(truckFare);
export const productSizeReply = listReply(productSize);
export const costListReply = listReply(costResult);

export type CategoryReply = z.infer<typeof categoryReply>;
export type ChildCategoryReply = z.infer<typeof childCategoryReply>;
export type SubCategoryReply = z.infer<typeof subCategoryReply>;
export type TruckFareReply = z.infer<typeof truckFareReply>;
export type ProductSizeReply = z.infer<typeof productSizeReply>;
export type CostListReply = z.infer<typeof costListReply>;

/* ------------------------------------------------------------------ health */

export const healthReply = z.object({
  success: z.boolean(),
  msg: z.string(),
  status: z.enum(["ok", "unavailable"]),
  database: z.enum(["ready", "unavailable"]),
});
export type HealthReply = z.infer<typeof healthReply>;

/** Turns the first zod issue into one sentence that names the field. */
export function describeIssues(error: z.ZodError): string {
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
