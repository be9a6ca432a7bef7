import type { ThreadClient } from "@jute/api/client/threads";
import { apiClient } from "./client";

let client: Promise<ThreadClient> | undefined;

/**
 * A request's thread calls (their own entry of @jute/api: My enquiries, the staff inbox and the
 * member's header count load it, no other page), on the site's one API client.
 */
export function threadClient(): Promise<ThreadClient> {
  client ??= Promise.all([apiClient(), import("@jute/api/client/threads")]).then(([api, { createThreadClient }]) => createThreadClient(api));
  return client;
}
