import type { OfferClient } from "@jute/api/client/offers";
import { apiClient } from "../../../app/api";

let client: Promise<OfferClient> | undefined;

/** The offer calls (their own entry of @jute/api), on top of the site's one API client. */
export function offerClient(): Promise<OfferClient> {
  client ??= Promise.all([apiClient(), import("@jute/api/client/offers")]).then(([api, { createOfferClient }]) => createOfferClient(api));
  return client;
}
