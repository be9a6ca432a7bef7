import type { ApiClient } from "@jute/api/client";
import type { StaffClient } from "@jute/api/client/staff";
import { apiClient } from "../../shared/api/client";
import { endSession } from "../../shared/session";

let client: Promise<StaffClient> | undefined;

/**
 * The staff console's client: loaded with the staff pages only (its own entry of @jute/api),
 * on top of the site's one API client (same base, token and credentials). A 401 from any staff
 * call means the staff token is missing, expired or revoked: the session is ended here (the
 * stored session cleared, so the header drops Logout), and the console says so with a link to
 * log in (staff-area.tsx), whichever page or action met it.
 */
export function staffClient(): Promise<StaffClient> {
  client ??= Promise.all([apiClient(), import("@jute/api/client/staff")]).then(([api, { createStaffClient }]) => {
    const call: ApiClient["call"] = async (...args) => {
      const result = await api.call(...args);
      if (result.kind === "refused" && result.status === 401) endSession();
      return result;
    };
    return createStaffClient({ call });
  });
  return client;
}
