/**
 * The reply schemas, in zod's small functional build (zod/mini), each a getter that builds it
 * the first time it is asked for (`lazy-schema.ts` says why), with its type derived from it at
 * the end of the file. The server's reply check, the browser's client and the tests all call
 * the same getters: `loginReply()`.
 */
import * as z from "zod/mini";
import { once, type Built } from "./lazy-schema";
import { failureSchema } from "./failure";


/** Every failure, whatever its status: `{success: false, msg, field?, code}` (see failure.ts). */
export const failureReply = failureSchema;

export const member = once(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    /** "staff" for the mill's staff (they land on /staff); absent or "member" otherwise. */
    role: z.optional(z.enum(["member", "staff"])),
    /** The buyer's company and country (api_account, api_account_details), for the proforma. */
    company: z.optional(z.string()),
    country: z.optional(z.string()),
  }),
);

export const loginReply = once(() =>
  z.object({
    success: z.literal(true),
    msg: z.string(),
    data: member(),
    token: z.string(),
  }),
);

const done = once(() => z.object({ success: z.literal(true), msg: z.string() }));

/**
 * A new account: with mail on, `confirm_sent_to` names the address its confirmation link went
 * to (the account logs in once it is opened); absent, the account can log in at once.
 */
export const registerReply = once(() => z.object({ success: z.literal(true), msg: z.string(), confirm_sent_to: z.optional(z.string()) }));
/** An address change: `pending` while the new address waits for its link to be opened. */
export const accountEmailReply = once(() => z.object({ success: z.literal(true), msg: z.string(), pending: z.boolean() }));
export const logoutReply = done;

/** The member's own account (api_account, api_account_name). */
export const accountReply = once(() =>
  z.object({
    success: z.literal(true),
    msg: z.string(),
    data: member(),
  }),
);
/** Password reset, password change, log out everywhere, account deletion. */
export const accountDoneReply = done;

export const category = once(() =>
  z.object({
    category_id: z.string(),
    category_name: z.string(),
    img: z.string(),
  }),
);

export const childCategory = once(() =>
  z.object({
    category_id: z.string(),
    child_category_id: z.string(),
    child_category_name: z.string(),
    img: z.string(),
  }),
);

export const subCategory = once(() =>
  z.object({
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
    /** How much of the product (in `unit`) fills a 20' and a 40' container; "" when not known. */
    fcl_20: z.optional(z.string()),
    fcl_40: z.optional(z.string()),
  }),
);

export const truckFare = once(() =>
  z.object({
    truck_fare_id: z.string(),
    location: z.string(),
  }),
);

export const productSize = once(() =>
  z.object({
    product_size_id: z.string(),
    category_id: z.string(),
    sub_category_id: z.string(),
    size: z.string(),
    unit: z.string(),
  }),
);

/** One spec line of a quote; the screens read the first one (count, ply, port). */
export const costItem = once(() =>
  z.object({
    cost_count: z.string(),
    ply: z.string(),
    oil: z.string(),
    location: z.string(),
  }),
);

/**
 * One quote: a product spec at one company, delivered to one port. `cost` is USD per `unit`
 * (ex-mill plus the truck fare to the port), or null for a caller without a valid token.
 */
export const costResult = once(() =>
  z.object({
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
    cost: z.nullable(z.number()),
    effective_from: z.string(),
    img: z.string(),
    items: z.array(costItem()),
  }),
);

const listReply = <T extends z.ZodMiniType>(item: () => T) =>
  once(() => z.object({ success: z.literal(true), msg: z.string(), data: z.array(item()) }));

export const categoryReply = listReply(category);
export const childCategoryReply = listReply(childCategory);
export const subCategoryReply = listReply(subCategory);
export const truckFareReply = listReply(truckFare);
export const productSizeReply = listReply(productSize);
/**
 * The quotes. `session_ended: true` is present only when the request carried a bearer token
 * that the server no longer accepts (expired, revoked, logged out): the quotes are then a
 * visitor's (`cost: null`) and the client should forget the token. A visitor's reply (no token)
 * and a member's never carry it.
 */
export const costListReply = once(() =>
  z.object({ success: z.literal(true), msg: z.string(), data: z.array(costResult()), session_ended: z.optional(z.literal(true)) }),
);

/** The reply of each `type` of api_request (the server's reply check and the tests pick by it). */
export const catalogueReplies = {
  category: categoryReply,
  sub_category: subCategoryReply,
  child_category: childCategoryReply,
  truck_fare: truckFareReply,
  product_size: productSizeReply,
  list: costListReply,
} as const;

export const healthReply = once(() =>
  z.object({
    success: z.boolean(),
    msg: z.string(),
    status: z.enum(["ok", "unavailable"]),
    database: z.enum(["ready", "unavailable"]),
  }),
);

/** A contact enquiry received: its reference (E-2026-000123). */
export const enquiryReply = once(() =>
  z.object({
    success: z.literal(true),
    msg: z.string(),
    data: z.object({ reference: z.string() }),
  }),
);

/** A quote request received, with the price the server costed (never the client's). */
export const quoteRequestReply = once(() =>
  z.object({
    success: z.literal(true),
    msg: z.string(),
    data: z.object({
      reference: z.string(),
      product: z.string(),
      spec: z.string(),
      company: z.string(),
      port: z.string(),
      unit: z.string(),
      quantity: z.number(),
      currency: z.literal("USD"),
      unit_price: z.number(),
      total: z.number(),
      effective_from: z.string(),
    }),
  }),
);

/** One line of a member's quote request, as "My enquiries" lists it. */
const myEnquiryLine = () =>
  z.object({
    /** The product and its spec, e.g. "Sacking bag, 112 cm x 67 cm". */
    product: z.string(),
    /** The quantity with its unit, e.g. "55,000 pieces". */
    quantity: z.string(),
    company: z.string(),
    port: z.string(),
    note: z.string(),
  });

/** One of a member's enquiries, as "My enquiries" lists it. */
export const myEnquiry = once(() =>
  z.object({
    reference: z.string(),
    kind: z.enum(["contact", "quote"]),
    created_at: z.string(),
    subject: z.string(),
    /** The lines of a quote request, in the buyer's order; none for a contact enquiry. */
    lines: z.array(myEnquiryLine()),
    status: z.enum(["received", "answered"]),
    /** The mill's replies, oldest first (`at` an ISO instant). */
    replies: z.array(z.object({ at: z.string(), message: z.string() })),
    /** The mill's zone (MILL_TIME_ZONE) the times are shown in. */
    time_zone: z.string(),
  }),
);

export const myEnquiriesReply = listReply(myEnquiry);

// The replies' types, each derived from its schema.
export type FailureReply = Built<typeof failureReply>;
export type Member = Built<typeof member>;
export type LoginReply = Built<typeof loginReply>;
export type RegisterReply = Built<typeof registerReply>;
export type LogoutReply = Built<typeof logoutReply>;
export type AccountReply = Built<typeof accountReply>;
export type AccountDoneReply = Built<typeof accountDoneReply>;
export type Category = Built<typeof category>;
export type ChildCategory = Built<typeof childCategory>;
export type SubCategory = Built<typeof subCategory>;
export type TruckFare = Built<typeof truckFare>;
export type ProductSize = Built<typeof productSize>;
export type CostItem = Built<typeof costItem>;
export type CostResult = Built<typeof costResult>;
export type CategoryReply = Built<typeof categoryReply>;
export type ChildCategoryReply = Built<typeof childCategoryReply>;
export type SubCategoryReply = Built<typeof subCategoryReply>;
export type TruckFareReply = Built<typeof truckFareReply>;
export type ProductSizeReply = Built<typeof productSizeReply>;
export type CostListReply = Built<typeof costListReply>;
export type HealthReply = Built<typeof healthReply>;
export type EnquiryReply = Built<typeof enquiryReply>;
export type QuoteRequestReply = Built<typeof quoteRequestReply>;
export type QuoteReceipt = QuoteRequestReply["data"];
/** A quote request of several lines received: one reference, each line costed, and their total (the quote list's send replies with it). */
export interface QuoteLinesReceipt {
  reference: string;
  lines: Omit<QuoteReceipt, "reference">[];
  total: number;
}
export type MyEnquiryLine = MyEnquiry["lines"][number];
export type MyEnquiry = Built<typeof myEnquiry>;
export type MyEnquiriesReply = Built<typeof myEnquiriesReply>;
