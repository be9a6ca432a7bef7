import type { OfferClient } from "@jute/api/client/offers";
import { apiClient } from "./client";

let client: Promise<OfferClient> | undefined;

/**
 * The offer calls (their own entry of @jute/api: My enquiries and the staff inbox load it, no
 * other page), on top of the site's one API client (same base, token and credentials).
 */
export function offerClient(): Promise<OfferClient> {
  client ??= Promise.all([apiClient(), import("@jute/api/client/offers")]).then(([api, { createOfferClient }]) => createOfferClient(api));
  return client;
}
