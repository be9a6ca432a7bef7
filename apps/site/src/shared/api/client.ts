import type { ApiClient } from "@jute/api/client";
import { env } from "../config/env";
import type { LoadCategories } from "../categories";
import { readSession } from "../session";

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
 * The category call behind the Products Cost menu, fired once when the menus are about to be
 * used (see CategoriesProvider); the menu says "Data loading..." until it answers.
 */
export const loadCategories: LoadCategories = async () => {
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
