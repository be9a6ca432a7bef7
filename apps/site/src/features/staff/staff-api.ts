import type { StaffClient } from "@jute/api/client/staff";
import { apiClient } from "../../shared/api/client";

let client: Promise<StaffClient> | undefined;

/**
 * The staff console's client: loaded with the staff pages only (its own entry of @jute/api),
 * on top of the site's one API client (same base, token and credentials).
 */
export function staffClient(): Promise<StaffClient> {
  client ??= Promise.all([apiClient(), import("@jute/api/client/staff")]).then(([api, { createStaffClient }]) => createStaffClient(api));
  return client;
}
