import type { ApiClient } from "@jute/api/client";
import { env } from "../config/env";
import type { LoadCategories } from "../features/categories";
import { readSession } from "../features/session";

let client: Promise<ApiClient> | undefined;

/**
 * The one API client of the site. It is loaded on first use, as its own chunk, so that the
 * HTTP library and the reply schemas stay out of the first visit's entry script.
 */
export function apiClient(): Promise<ApiClient> {
  client ??= import("@jute/api/client").then(({ createApiClient }) =>
    createApiClient({
      baseURL: env.apiBase,
      ...(env.serviceCredentials ? { serviceCredentials: env.serviceCredentials } : {}),
      getToken: () => readSession()?.token ?? null,
    }),
  );
  return client;
}

/**
 * Resolves when the browser is idle (or after `timeout` ms at the latest): the category call
 * waits for it so the page's own content and images load first.
 */
const whenIdle = (timeout = 1500): Promise<void> =>
  new Promise((resolve) => {
    if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(() => resolve(), { timeout });
    else setTimeout(resolve, 200);
  });

/**
 * The category call behind the Products Cost menu, fired once when the header mounts (as the
 * original does), as soon as the browser is idle; the menu says "Data loading..." until then.
 */
export const loadCategories: LoadCategories = async () => {
  await whenIdle();
  const reply = await (await apiClient()).getCategories();
  switch (reply.kind) {
    case "ok":
      return { kind: "ok", data: reply.data };
    case "refused":
      return { kind: "refused", msg: reply.msg };
    default:
      return { kind: "failed" };
  }
};
