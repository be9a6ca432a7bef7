/**
 * Reply schemas of a request's thread (zod/mini, built on first use like reply-schemas.ts).
 * A message's body is plain text: the site renders it as text nodes, mail escapes it.
 */
import * as z from "zod/mini";
import { once, type Built } from "./lazy-schema";

const ok = <T extends z.ZodMiniType>(data: T) => z.object({ success: z.literal(true), msg: z.string(), data });

export const threadMessage = once(() =>
  z.object({
    id: z.string(),
    /** Who wrote it: the buyer, or the mill's staff. */
    from: z.enum(["buyer", "mill"]),
    /** As the reader is shown the author: "You", the buyer's name, or "Sales, Sonali Jute Group". */
    author: z.string(),
    body: z.string(),
    /** An ISO instant, shown in the mill's time (`time_zone` of the thread). */
    at: z.string(),
    /** A product's public spec sheet staff attached: its name and link (below the API base). */
    spec_sheet: z.nullable(z.object({ product: z.string(), href: z.string() })),
    /** Not yet seen by the reader (written by the other side after the reader's marker). */
    unread: z.boolean(),
  }),
);

export const thread = once(() =>
  z.object({
    reference: z.string(),
    enquiry_id: z.string(),
    /** Oldest first. */
    messages: z.array(threadMessage()),
    /** The reader's unseen messages in it. */
    unread: z.number(),
    time_zone: z.string(),
  }),
);

export const threadReply = once(() => ok(thread()));
/** A message posted: the thread as it now stands. */
export const threadPostReply = threadReply;
/** The member's unseen messages from the mill, over all their requests. */
export const threadUnreadReply = once(() => ok(z.object({ count: z.number() })));
/** Staff's unseen messages from buyers: in all and per request (only requests with some). */
export const staffThreadUnreadReply = once(() => ok(z.object({ total: z.number(), requests: z.array(z.object({ enquiry_id: z.string(), unread: z.number() })) })));

export type ThreadMessage = Built<typeof threadMessage>;
export type Thread = Built<typeof thread>;
export type StaffThreadUnread = Built<typeof staffThreadUnreadReply>["data"];
