/**
 * Request schemas of a request's thread (classic zod, server only, like requests.ts): the one
 * home of the message rules, both sides (the site's form checks the same bounds from constants).
 */
import { z } from "zod";
import { CONTROL_CHARACTERS, ENQUIRY_REFERENCE_PATTERN } from "./constants";
import { THREAD_MESSAGE_MAX, threadMessageWords } from "./thread-paths";

/** A message's text: plain text with line breaks, trimmed, 1..THREAD_MESSAGE_MAX characters. */
export const threadBody = z
  .string({ error: threadMessageWords.missing })
  .trim()
  .min(1, threadMessageWords.missing)
  .max(THREAD_MESSAGE_MAX, threadMessageWords.tooLong)
  .refine((value) => !CONTROL_CHARACTERS.test(value), threadMessageWords.control);

const reference = z
  .string({ error: "Say which enquiry this is about" })
  .trim()
  .regex(ENQUIRY_REFERENCE_PATTERN, "Say which enquiry this is about: its reference reads like E-2026-000123");

const enquiryId = z
  .union([z.string(), z.number()], { error: "Say which enquiry this is about" })
  .transform((value) => String(value).trim())
  .pipe(z.string().regex(/^[1-9]\d{0,8}$/, "Say which enquiry this is about: its number is a whole number from 1"))
  .transform(Number);

/** `GET api_thread?reference=` and `POST api_thread_read`. */
export const threadQuery = z.strictObject({ reference });
/** `POST api_thread`: the member writes on their own request. */
export const threadPostRequest = z.strictObject({ reference, body: threadBody });

/** `GET staff/threads?enquiry_id=` and `POST staff/threads/read`. */
export const staffThreadQuery = z.strictObject({ enquiry_id: enquiryId });
/** `POST staff/threads`: the mill writes, optionally pointing to a product's spec sheet. */
export const staffThreadPostRequest = z.strictObject({
  enquiry_id: enquiryId,
  body: threadBody,
  spec_sub_category_id: z.optional(
    z
      .union([z.string(), z.number()], { error: "Choose the product whose spec sheet goes with the message" })
      .transform((value) => String(value).trim())
      .pipe(z.string().regex(/^[1-9]\d{0,8}$/, "Choose the product whose spec sheet goes with the message"))
      .transform(Number),
  ),
});
export type ParsedStaffThreadPost = z.infer<typeof staffThreadPostRequest>;
