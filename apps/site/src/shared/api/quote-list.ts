/**
 * The quote list's calls (their own entry of @jute/api, loaded by a member's chunks only: the
 * header's count, "Add to quote", the list's page) on top of the site's one API client, and how
 * many lines the member's list holds, for the header: read once a member is known, and set
 * again by every reply that carries the list (an add, an edit, a send), so the header and the
 * page agree without another call. null: not known (a visitor, staff, or the call failed).
 */
import type { QuoteListClient } from "@jute/api/client/quote-list";
import { useSyncExternalStore } from "react";
import { apiClient } from "./client";

let client: Promise<QuoteListClient> | undefined;

export function quoteListClient(): Promise<QuoteListClient> {
  client ??= Promise.all([apiClient(), import("@jute/api/client/quote-list")]).then(([api, { createQuoteListClient }]) => createQuoteListClient(api));
  return client;
}

let count: number | null = null;
const listeners = new Set<() => void>();

/** The number of lines of the list as a reply gave it (null: forget it, at logout). */
export function setQuoteListCount(next: number | null): void {
  if (next === count) return;
  count = next;
  for (const listener of listeners) listener();
}

/** Asks the server (a member just became known); a failure leaves the count unknown. */
export async function loadQuoteListCount(): Promise<void> {
  try {
    const result = await (await quoteListClient()).getQuoteList();
    if (result.kind === "ok") setQuoteListCount(result.data.lines.length);
  } catch {
    // Unknown: the header shows no count.
  }
}

export function useQuoteListCount(): number | null {
  return useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    () => count,
    () => null,
  );
}
