/** The offer reply schemas, built, with their types (server and tests). */
import type * as z from "zod/mini";
import * as schemas from "./offer-reply-schemas";

export const offer = schemas.offer();
export type Offer = z.infer<typeof offer>;
export const offersReply = schemas.offersReply();
export const offerReply = schemas.offerReply();
export const staffOffersReply = schemas.staffOffersReply();
export type StaffOffersReply = z.infer<typeof staffOffersReply>;
