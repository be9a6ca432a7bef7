/** Request schemas of the staff console (classic zod, server only, like requests.ts). */
import { z } from "zod";
import { CONTROL_CHARACTERS, STAFF_REPLY_MAX } from "./constants";

/** Whether "YYYY-MM-DD" names a day of the calendar (2031-02-31 does not). */
export function isCalendarDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const day = new Date(Date.UTC(year, month - 1, date));
  return year >= 1 && day.getUTCFullYear() === year && day.getUTCMonth() === month - 1 && day.getUTCDate() === date;
}

const day = z
  .string({ error: "effective_from is required" })
  .regex(/^\d{4}-\d{2}-\d{2}$/, "effective_from must be a date (YYYY-MM-DD)")
  .refine(isCalendarDay, { error: (issue) => `effective_from must be a real date: ${String(issue.input)} is not a day of the calendar` });

const id = (field: string) =>
  z
    .union([z.string(), z.number()], { error: `${field} is required` })
    .transform((value) => String(value).trim())
    .pipe(z.string().regex(/^\d{1,9}$/, `${field} must be a whole number`))
    .transform(Number);

export const priceUploadRequest = z.strictObject({
  file_name: z.string({ error: "file_name is required" }).trim().min(1, "file_name is required").max(255, "file_name is too long"),
  csv: z.string({ error: "csv is required" }).min(1, "csv is empty: choose a CSV file"),
  effective_from: day,
  retire_missing: z.boolean({ error: "retire_missing must be true or false" }).default(false),
});
export type PriceUploadRequest = z.infer<typeof priceUploadRequest>;

export const priceApplyRequest = priceUploadRequest.extend({
  version: z.number({ error: "version is required (the version the preview showed)" }).int("version must be a whole number"),
  /** The preview's `preview_id`: the server refuses an apply whose file, date or options differ from the preview's. */
  preview_id: z
    .string({ error: "preview_id is required" })
    .regex(/^[0-9a-f]{64}$/, "preview_id must be the preview_id the preview gave"),
  /** Must be true when the change holds prices moving beyond +/-25%: the server refuses it otherwise. */
  confirm_flagged: z.boolean({ error: "confirm_flagged must be true or false" }).default(false),
});
export type PriceApplyRequest = z.infer<typeof priceApplyRequest>;

export const changeIdRequest = z.strictObject({ change_id: id("change_id") });
export const memberIdRequest = z.strictObject({ member_id: id("member_id") });

/** The largest fare taken, in USD per tonne: far above any truck fare, so a slip of the decimal point (1950 for 19.50) is still taken and flagged, and a number from nowhere is refused. */
export const FARE_MAX_USD_PER_TONNE = 10_000;

/**
 * What is wrong with a fare as typed (USD per tonne), or null: a number of dollars, 0 or more,
 * at most 2 decimals, at most FARE_MAX_USD_PER_TONNE. The server says it with the port's name.
 */
export function fareProblem(text: string): string | null {
  const value = text.trim();
  if (value === "") return "the fare is empty: type a number of US dollars per tonne";
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(value)) return `"${value}" is not a fare: type a number of US dollars per tonne (0 or more, at most 2 decimals, e.g. 19.50)`;
  if (Number(value) > FARE_MAX_USD_PER_TONNE) return `${value} is not a plausible fare: at most ${FARE_MAX_USD_PER_TONNE.toLocaleString("en-US")} US dollars per tonne`;
  return null;
}

/** A fares change: each port's new fare from a day on. Each fare is checked by `fareProblem` on the server, which names the port. */
export const faresPreviewRequest = z.strictObject({
  effective_from: day,
  fares: z
    .array(
      z.strictObject({
        truck_fare_id: id("truck_fare_id"),
        fare: z.string({ error: "fare is required" }).max(40, "fare is too long"),
      }),
      { error: "fares must be a list" },
    )
    .min(1, "fares must name at least one port")
    .max(100, "fares names too many ports"),
});
export type FaresPreviewRequest = z.infer<typeof faresPreviewRequest>;

export const faresApplyRequest = faresPreviewRequest.extend({
  version: z.number({ error: "version is required (the version the preview showed)" }).int("version must be a whole number"),
  /** The preview's `preview_id`: the server refuses an apply whose fares or date differ from the preview's. */
  preview_id: z
    .string({ error: "preview_id is required" })
    .regex(/^[0-9a-f]{64}$/, "preview_id must be the preview_id the preview gave"),
  /** Must be true when a fare moves beyond +/-25%: the server refuses it otherwise. */
  confirm_flagged: z.boolean({ error: "confirm_flagged must be true or false" }).default(false),
});
export type FaresApplyRequest = z.infer<typeof faresApplyRequest>;

export const membersQuery = z.strictObject({
  q: z.string().trim().max(100, "q is too long").optional(),
});

export const enquiryIdRequest = z.strictObject({ enquiry_id: id("enquiry_id") });
/** A staff reply to an enquiry: mailed to the enquirer, stored, and the enquiry marked answered. */
export const enquiryReplyRequest = z.strictObject({
  enquiry_id: id("enquiry_id"),
  message: z
    .string({ error: "message is required" })
    .trim()
    .min(1, "message is required: write the reply")
    .max(STAFF_REPLY_MAX, `message must be at most ${STAFF_REPLY_MAX} characters`)
    .refine((value) => !CONTROL_CHARACTERS.test(value), "message must not contain control characters"),
});
export const inboxQuery = z.strictObject({
  status: z.enum(["received", "answered"], { error: "status must be received or answered" }).optional(),
});
