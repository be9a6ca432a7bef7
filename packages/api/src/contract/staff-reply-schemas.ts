/**
 * Reply schemas of the staff console (zod/mini). Prices travel as `price` (ex-mill USD per
 * unit), `kg` (what a unit weighs) and `fare` (USD per tonne): the site's bundles never name
 * the database's price columns (e2e/security/no-price-leak.spec.ts). Each is built on first
 * use (lazy-schema.ts), its type derived from it.
 * Only the staff pages' client (`@jute/api/client/staff`) loads this module in the browser.
 */
import * as z from "zod/mini";
import { contactFieldKeys, type ContactField } from "./contact-form";
import { once, type Built } from "./lazy-schema";


const ok = <T extends z.ZodMiniType>(data: T) => z.object({ success: z.literal(true), msg: z.string(), data });

const specFields = {
  key: z.string(),
  company: z.string(),
  sub_category_id: z.string(),
  sub_category: z.string(),
  size: z.string(),
  yarn_count: z.string(),
  ply: z.string(),
  oil: z.string(),
};

/** What a price list does to the list in force, line by line: the preview's counts and the applied change's. */
const listCountFields = () => ({
  added: z.number(),
  changed: z.number(),
  unchanged: z.number(),
  missing: z.number(),
  retired: z.number(),
  flagged: z.number(),
  rounded: z.number(),
});

export const diffLine = once(() =>
  z.object({
    ...specFields,
    line: z.nullable(z.number()),
    old_price: z.nullable(z.string()),
    new_price: z.nullable(z.string()),
    old_kg: z.nullable(z.string()),
    new_kg: z.nullable(z.string()),
    percent: z.nullable(z.number()),
    flagged: z.boolean(),
    /** The file's price is the one in force rounded to the file's decimals (a spreadsheet saved it shorter). */
    rounded: z.boolean(),
  }),
);

export const priceDiff = once(() =>
  z.object({
    version: z.number(),
    effective_from: z.string(),
    /** Binds an apply to this preview's file, date and options (send it back with the apply). */
    preview_id: z.string(),
    /** What the reading of the file changed or ignored (unknown columns, thousands separators, empty rows). */
    notices: z.array(z.string()),
    counts: z.object(listCountFields()),
    added: z.array(diffLine()),
    changed: z.array(diffLine()),
    missing: z.array(diffLine()),
  }),
);

export const priceListReply = once(() =>
  ok(
    z.object({
      /** The mill's day ("YYYY-MM-DD") in `time_zone`, the zone every time is shown in. */
      today: z.string(),
      time_zone: z.string(),
      version: z.number(),
      prices: z.array(z.object({ ...specFields, line: z.null(), kg: z.string(), price: z.string(), effective_from: z.string() })),
      scheduled: z.array(
        z.object({
          change_id: z.string(),
          effective_from: z.string(),
          staff_email: z.string(),
          created_at: z.string(),
          file_name: z.string(),
          counts: z.record(z.string(), z.number()),
          /** How many prices the list holds; `rows` lists at most the first 2,000 of all scheduled lists. */
          total: z.number(),
          rows: z.array(z.object({ ...specFields, line: z.null(), price: z.string(), retired: z.boolean() })),
        }),
      ),
    }),
  ),
);

export const priceExportReply = once(() => ok(z.object({ file_name: z.string(), csv: z.string() })));
export const pricePreviewReply = once(() => ok(priceDiff()));
/** A workbook's sheet as CSV text (checked then as any CSV file), the sheets it has and the one read. */
export const workbookReply = once(() => ok(z.object({ csv: z.string(), sheets: z.array(z.string()), sheet: z.string(), kind: z.enum(["xlsx", "ods"]) })));

/** 400 from preview or apply: every problem of the file, with its line. */
export const uploadProblems = once(() =>
  z.object({ success: z.literal(false), msg: z.string(), problems: z.array(z.object({ line: z.number(), msg: z.string() })), total: z.number() }),
);
/** 409 from apply: the list moved since the preview; here is the fresh diff. */
export const staleVersion = once(() => z.object({ success: z.literal(false), msg: z.string(), diff: priceDiff() }));

const applied = once(() =>
  z.object({
    change_id: z.string(),
    effective_from: z.string(),
    scheduled: z.boolean(),
    ...listCountFields(),
  }),
);
export const priceApplyReply = once(() => ok(applied()));
export const priceCancelReply = once(() => ok(z.object({ change_id: z.string(), removed: z.number() })));

const auditSummary = once(() =>
  z.object({
    change_id: z.string(),
    kind: z.enum(["prices", "fares", "restore", "cancel"]),
    staff_email: z.string(),
    created_at: z.string(),
    effective_from: z.string(),
    file_name: z.string(),
    file_sha256: z.string(),
    counts: z.record(z.string(), z.number()),
    /** The mill's zone (MILL_TIME_ZONE), in which `created_at` is shown. */
    time_zone: z.string(),
  }),
);
/**
 * What undoing a change does, said by the server (one rule, ../../server/src/domain/changes/undo.ts):
 * `can` false when it cannot be done, with the reason in `words`; else `words` is the
 * confirmation ("This cancels the list scheduled for 30 Nov 2026: 176 prices stay as they are
 * today."). `version`: send it back with the undo (refused when the list moved since).
 */
const undoOffer = once(() => z.object({ can: z.boolean(), action: z.enum(["cancel", "put_back", "none"]), words: z.string(), version: z.number() }));
export const auditReply = once(() =>
  ok(z.array(z.extend(auditSummary(), { restores_change_id: z.string(), cancelled: z.boolean(), undo: undoOffer() }))),
);
/** An undo done: `change_id` is the new audit entry, `undone` the change undone, `count` the prices (or fares) cancelled or put back. */
export const undoReply = once(() =>
  ok(z.object({ change_id: z.string(), undone: z.string(), action: z.enum(["cancel", "put_back"]), count: z.number(), effective_from: z.string() })),
);
export const auditEntryReply = once(() =>
  ok(
    z.extend(auditSummary(), {
      rows_before: z.array(z.record(z.string(), z.string())),
      rows_after: z.array(z.record(z.string(), z.string())),
    }),
  ),
);

export const faresReply = once(() =>
  ok(
    z.object({
      /** The mill's day ("YYYY-MM-DD") in `time_zone`. */
      today: z.string(),
      time_zone: z.string(),
      /** The catalogue version to preview against. */
      version: z.number(),
      fares: z.array(z.object({ truck_fare_id: z.string(), location: z.string(), fare: z.string(), effective_from: z.string() })),
      /** Fares set for a later day, with the change that set them (cancel it by its id). */
      scheduled: z.array(z.object({ change_id: z.string(), truck_fare_id: z.string(), location: z.string(), fare: z.string(), effective_from: z.string() })),
    }),
  ),
);

export const fareDiffLine = once(() =>
  z.object({
    truck_fare_id: z.string(),
    location: z.string(),
    old_fare: z.string(),
    new_fare: z.string(),
    /** The move in percent; null from a fare of 0. */
    percent: z.nullable(z.number()),
    flagged: z.boolean(),
  }),
);

export const faresDiff = once(() =>
  z.object({
    version: z.number(),
    effective_from: z.string(),
    /** Binds a save to this preview's fares and date (send it back with the apply). */
    preview_id: z.string(),
    /** Whether the change would wait for a later day. */
    scheduled: z.boolean(),
    counts: z.object({ changed: z.number(), unchanged: z.number(), flagged: z.number() }),
    changed: z.array(fareDiffLine()),
  }),
);
export const faresPreviewReply = once(() => ok(faresDiff()));
/** 409 from a fares apply: the fares moved since the preview; here is the fresh one. */
export const staleFares = once(() => z.object({ success: z.literal(false), msg: z.string(), diff: faresDiff() }));
export const faresApplyReply = once(() =>
  ok(z.object({ change_id: z.string(), effective_from: z.string(), scheduled: z.boolean(), changed: z.number(), flagged: z.number() })),
);
export const faresCancelReply = once(() => ok(z.object({ change_id: z.string(), removed: z.number() })));

export const staffMember = once(() =>
  z.object({ id: z.string(), name: z.string(), email: z.string(), role: z.enum(["member", "staff"]), created_at: z.string(), disabled: z.boolean(), time_zone: z.string() }),
);
export const membersReply = once(() => ok(z.array(staffMember())));
export const memberStatusReply = once(() => ok(z.object({ id: z.string(), disabled: z.boolean(), sessions_ended: z.number() })));

const inboxSummary = once(() =>
  z.object({
    id: z.string(),
    reference: z.string(),
    kind: z.enum(["contact", "quote"]),
    name: z.string(),
    email: z.string(),
    subject: z.string(),
    status: z.enum(["received", "answered"]),
    created_at: z.string(),
    answered_at: z.string(),
    /** The staff member who answered it last ("" when nobody has, or before it was recorded). */
    answered_by: z.string(),
    /** When and by whom it was last reopened ("" when never). */
    reopened_at: z.string(),
    reopened_by: z.string(),
    /** The mill's zone (MILL_TIME_ZONE) every time above is shown in. */
    time_zone: z.string(),
  }),
);
export const inboxReply = once(() => ok(z.array(inboxSummary())));
/** Every field of the contact form as text (a quote request's: the member's name and email, its subject and message). */
const contactFieldTexts = () => Object.fromEntries(contactFieldKeys.map((field) => [field, z.string()])) as Record<ContactField, z.ZodMiniString>;

export const inboxEntryReply = once(() =>
  ok(
    z.extend(inboxSummary(), {
      ...contactFieldTexts(),
      /** The replies staff wrote, oldest first. */
      replies: z.array(z.object({ by: z.string(), at: z.string(), message: z.string() })),
      /** A quote request's lines in the buyer's order, as costed when it was sent; none for a contact enquiry. */
      lines: z.array(
        z.object({
          product: z.string(),
          spec: z.string(),
          company: z.string(),
          /** The mill company's id (the offer's seller is chosen among the lines' companies). */
          company_id: z.string(),
          port: z.string(),
          unit: z.string(),
          quantity: z.number(),
          unit_price: z.number(),
          /** The price in force now for this spec at this mill and port (the offer form prefills it); null when none is. */
          price_now: z.nullable(z.number()),
          total: z.number(),
          effective_from: z.string(),
          note: z.string(),
        }),
      ),
    }),
  ),
);
export const inboxAnswerReply = once(() => ok(inboxSummary()));
/** A reply sent: the enquiry as it now stands (answered) and the address the reply is mailed to. */
export const inboxReplySentReply = once(() => ok(z.extend(inboxSummary(), { mailed_to: z.string() })));

// The replies' types, each derived from its schema.
export type PriceDiff = Built<typeof priceDiff>;
export type DiffLine = Built<typeof diffLine>;
export type PriceListData = Built<typeof priceListReply>["data"];
export type UploadProblem = Built<typeof uploadProblems>["problems"][number];
export type PriceApplied = Built<typeof priceApplyReply>["data"];
export type AuditSummary = Built<typeof auditReply>["data"][number];
export type Undone = Built<typeof undoReply>["data"];
export type WorkbookSheet = Built<typeof workbookReply>["data"];
export type AuditEntry = Built<typeof auditEntryReply>["data"];
export type FaresData = Built<typeof faresReply>["data"];
export type FaresDiff = Built<typeof faresDiff>;
export type FareDiffLine = Built<typeof fareDiffLine>;
export type FaresApplied = Built<typeof faresApplyReply>["data"];
export type StaffMemberRow = Built<typeof membersReply>["data"][number];
export type InboxSummary = Built<typeof inboxReply>["data"][number];
export type InboxReplySent = Built<typeof inboxReplySentReply>["data"];
export type InboxEntry = Built<typeof inboxEntryReply>["data"];
export type InboxLine = InboxEntry["lines"][number];
