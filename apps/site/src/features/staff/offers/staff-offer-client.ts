import type { OfferClient } from "@jute/api/client/offers";
import { apiClient } from "../../../app/api";

let client: Promise<OfferClient> | undefined;

/** The offer calls for the staff console (their own entry of @jute/api), on the site's one client. */
export function staffOfferClient(): Promise<OfferClient> {
  client ??= Promise.all([apiClient(), import("@jute/api/client/offers")]).then(([api, { createOfferClient }]) => createOfferClient(api));
  return client;
}
