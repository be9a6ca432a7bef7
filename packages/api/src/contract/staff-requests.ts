/**
 * Request schemas of the staff console (classic zod, server only, like requests.ts). Messages
 * speak to the mill's staff in the console's words ("Choose the day the prices take effect"),
 * never a field's wire name; the refusal's `field` names the input.
 */
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

/** What a refused "take effect" date is told. */
export const effectiveDayWords = {
  missing: "Choose the day the change takes effect",
  form: "Give the day the change takes effect as a date (YYYY-MM-DD)",
  notADay: (typed: string) => `${typed} is not a day of the calendar: choose the day the change takes effect`,
  past: (today: string) => `Choose today (${today}) or a later day for the change to take effect`,
};

const day = z
  .string({ error: effectiveDayWords.missing })
  .regex(/^\d{4}-\d{2}-\d{2}$/, effectiveDayWords.form)
  // Only a date of the right form is told it is no day (the form's own message covers the rest).
  .refine((text) => !/^\d{4}-\d{2}-\d{2}$/.test(text) || isCalendarDay(text), { error: (issue) => effectiveDayWords.notADay(String(issue.input)) });

/** A record's number (a change, a member, an enquiry): `called` as "the change". */
const id = (called: string) =>
  z
    .union([z.string(), z.number()], { error: `Say which ${called} this is about` })
    .transform((value) => String(value).trim())
    .pipe(z.string().regex(/^\d{1,9}$/, `Say which ${called} this is about: its number is a whole number`))
    .transform(Number);

/** What an apply whose preview is missing, expired or for other input is told. */
export const PREVIEW_MISMATCH = "Check the change again: the preview has expired or was made for another file, date or options";

const previewFields = {
  version: z.number({ error: "Preview the change again: the preview's version is missing" }).int("Preview the change again: the preview's version is not valid"),
  preview_id: z.string({ error: PREVIEW_MISMATCH }).regex(/^[0-9a-f]{64}$/, PREVIEW_MISMATCH),
  confirm_flagged: z.boolean({ error: "Say whether you confirm the large changes (yes or no)" }).default(false),
};

export const priceUploadRequest = z.strictObject({
  file_name: z.string({ error: "Choose a CSV file" }).trim().min(1, "Choose a CSV file").max(255, "The file's name is too long: rename the file to at most 255 characters"),
  csv: z.string({ error: "Choose a CSV file" }).min(1, "The file is empty: choose the CSV file of the price list"),
  effective_from: day,
  retire_missing: z.boolean({ error: "Say whether prices missing from the file are retired (yes or no)" }).default(false),
});
export type PriceUploadRequest = z.infer<typeof priceUploadRequest>;

/**
 * `version` and `preview_id` as the preview gave them (the server refuses an apply whose file,
 * date or options differ from the preview's); `confirm_flagged` must be true when the change
 * holds prices moving beyond +/-25%.
 */
export const priceApplyRequest = priceUploadRequest.extend(previewFields);
export type PriceApplyRequest = z.infer<typeof priceApplyRequest>;

/** A workbook (.xlsx, .ods) as base64, and the sheet to read (the first when none is named). */
export const workbookRequest = z.strictObject({
  file_name: z.string({ error: "Choose a file" }).trim().min(1, "Choose a file").max(255, "The file's name is too long: rename the file to at most 255 characters"),
  workbook: z.base64({ error: "The workbook did not arrive whole: choose it again" }).min(1, "The file is empty: choose the workbook of the price list"),
  sheet: z.string({ error: "Choose the sheet by its name" }).max(255, "The sheet's name is too long: choose one of the workbook's sheets").optional(),
});
export type WorkbookRequest = z.infer<typeof workbookRequest>;

export const changeIdRequest = z.strictObject({ change_id: id("change") });
/** An undo from the audit log: `version` as the audit log gave it with the undo's words (refused when the list or the fares moved since). */
export const undoRequest = z.strictObject({
  change_id: id("change"),
  version: z
    .number({ error: "Reload the audit log and undo again: the undo came without the version it was read at" })
    .int("Reload the audit log and undo again: the undo came without the version it was read at")
    .nonnegative("Reload the audit log and undo again: the undo came without the version it was read at")
    .optional(),
});
export const memberIdRequest = z.strictObject({ member_id: id("member") });

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
        truck_fare_id: id("port"),
        fare: z.string({ error: "Type the fare in US dollars per tonne" }).max(40, "The fare is too long: type a number of US dollars per tonne"),
      }),
      { error: "Give the fares as a list of ports and fares" },
    )
    .min(1, "Change the fare of at least one port")
    .max(100, "Too many ports in one change: at most 100"),
});
export type FaresPreviewRequest = z.infer<typeof faresPreviewRequest>;

/** As `priceApplyRequest`: the preview's `version` and `preview_id`, and `confirm_flagged` for fares moving beyond +/-25%. */
export const faresApplyRequest = faresPreviewRequest.extend(previewFields);
export type FaresApplyRequest = z.infer<typeof faresApplyRequest>;

export const membersQuery = z.strictObject({
  q: z.string({ error: "Type the search as text" }).trim().max(100, "The search can be at most 100 characters").optional(),
});

export const enquiryIdRequest = z.strictObject({ enquiry_id: id("enquiry") });
/** A staff reply to an enquiry: mailed to the enquirer, stored, and the enquiry marked answered. */
export const enquiryReplyRequest = z.strictObject({
  enquiry_id: id("enquiry"),
  message: z
    .string({ error: "Write the reply" })
    .trim()
    .min(1, "Write the reply")
    .max(STAFF_REPLY_MAX, `The reply can be at most ${STAFF_REPLY_MAX.toLocaleString("en")} characters`)
    .refine((value) => !CONTROL_CHARACTERS.test(value), "Remove the special (control) characters from the reply"),
});
export const inboxQuery = z.strictObject({
  status: z.enum(["received", "answered"], { error: "Show the enquiries received or those answered" }).optional(),
});
