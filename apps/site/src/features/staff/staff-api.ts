import type { ApiClient, ApiResult } from "@jute/api/client";
import type { StaffClient } from "@jute/api/client/staff";
import { apiClient } from "../../shared/api/client";
import { endSession } from "../../shared/session";

let client: Promise<StaffClient> | undefined;

/** A staff call's result, ending the session first when the server no longer accepts the staff token (401). */
export function endedOn401<T>(result: ApiResult<T>): ApiResult<T> {
  if (result.kind === "refused" && result.status === 401) endSession();
  return result;
}

/**
 * The staff console's client: loaded with the staff pages only (its own entry of @jute/api),
 * on top of the site's one API client (same base, token and credentials). A 401 from any staff
 * call means the staff token is missing, expired or revoked: the session is ended here (the
 * stored session cleared, so the header drops Logout), and the console says so with a link to
 * log in (staff-area.tsx), whichever page or action met it (the offer panel, on the shared
 * offers client, passes its results through `endedOn401` too).
 */
export function staffClient(): Promise<StaffClient> {
  client ??= Promise.all([apiClient(), import("@jute/api/client/staff")]).then(([api, { createStaffClient }]) => {
    const call: ApiClient["call"] = async (...args) => endedOn401(await api.call(...args));
    return createStaffClient({ call });
  });
  return client;
}
