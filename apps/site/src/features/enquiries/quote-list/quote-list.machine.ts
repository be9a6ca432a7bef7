/**
 * "My quote list": the member's list of lines gathered on the price pages. loading, then ready
 * or empty (a failure is loadFailed, with a retry; a visitor, asked nothing, or a token the
 * server no longer accepts is loggedOut); a line's quantity and note saved or the line
 * removed (saving), and the whole list sent as one quote request (sending, then sent with its
 * reference). Every edit sends the list's version the page shows: an edit another device made
 * first comes back as a 409 whose words say what changed and whose list replaces the page's
 * (`notice`), so nothing is lost; other refusals go on the line's field they name, or above the
 * list; a failure keeps everything typed for another try.
 */
import type { ApiResult } from "@jute/api/client";
import type { QuoteList, QuoteListSent } from "@jute/api/contract";
import { assertEvent, assign, fromPromise, setup } from "xstate";
import { quoteListClient, setQuoteListCount } from "../../../shared/api/quote-list";
import { loadWithRetry } from "../../../shared/flows/load-with-retry";
import { readSession } from "../../../shared/session";
import { quoteListCopy } from "./quote-list.copy";
import { lineErrors, type LineFieldErrors } from "./quote-list-terms";

type ListResult = ApiResult<QuoteList>;
type SentResult = ApiResult<QuoteListSent>;

export interface QuoteListContext {
  list: QuoteList | null;
  /** Errors on a line's fields, by line id. */
  fieldErrors: Record<string, LineFieldErrors>;
  /** What stopped the last change (above the list), or null. */
  error: string | null;
  /** The words of a change refused because another device changed the list first. */
  notice: string | null;
  /** The line whose change is on its way (its Save button is busy). */
  busyLine: string | null;
  sent: QuoteListSent | null;
}

export type QuoteListEvent =
  | { type: "list.retry" }
  | { type: "line.save"; lineId: string; quantity: string; note: string }
  | { type: "line.remove"; lineId: string }
  | { type: "list.send"; message: string };

/** The list a reply carries: the reply's own, or the list as it now is beside a 409. */
const listOf = (result: ApiResult<unknown>): QuoteList | null => {
  if (result.kind === "ok") return result.data as QuoteList;
  const list = result.kind === "refused" && result.status === 409 ? result.details?.list : undefined;
  return list && typeof list === "object" && Array.isArray((list as QuoteList).lines) ? (list as QuoteList) : null;
};

const load = loadWithRetry<QuoteListContext, QuoteList, "loadFailed">({
  actor: "loadList",
  replies: [
    { guard: "hasLines", target: "ready", set: (reply) => ({ list: listOf(reply), error: null }), actions: [{ type: "countLines", params: (reply) => ({ lines: listOf(reply)?.lines.length ?? 0 }) }] },
    { guard: "loaded", target: "empty", set: (reply) => ({ list: listOf(reply), error: null }), actions: [{ type: "countLines", params: () => ({ lines: 0 }) }] },
    { guard: "notLoggedIn", target: "loggedOut" },
  ],
  failed: { state: "loadFailed", retry: "list.retry", reply: { set: (reply) => ({ error: reply.msg || null }) }, thrown: { set: () => ({ error: null }) } },
});

/** What a reply to an edit or a send leaves: the list it carries, its refusal's words where they belong. */
function settle(context: QuoteListContext, result: ApiResult<unknown>, lineId: string | null): Partial<QuoteListContext> {
  const list = listOf(result) ?? context.list;
  const base = { list, busyLine: null, notice: null, error: null };
  if (result.kind === "ok") return { ...base, fieldErrors: {} };
  if (result.kind === "refused" && result.status === 409) return { ...base, notice: result.msg, fieldErrors: {} };
  if (result.kind === "refused") {
    const field = result.field === "quantity" || result.field === "note" ? result.field : null;
    if (field && lineId) return { ...base, fieldErrors: { [lineId]: { [field]: result.msg } } };
    return { ...base, error: result.msg || quoteListCopy.somethingWrong };
  }
  return { ...base, error: quoteListCopy.failed };
}

const editing = {
  "line.save": [
    { guard: "invalidLine", target: "ready", actions: "showLineErrors" },
    { target: "saving", actions: "startLine" },
  ],
  "line.remove": { target: "saving", actions: "startLine" },
  "list.send": { target: "sending", actions: "clearMessages" },
} as const;

export const quoteListMachine = setup({
  types: {
    context: {} as QuoteListContext,
    events: {} as QuoteListEvent,
  },
  actors: {
    // A visitor (no stored session) is not asked about: the server would only say 401.
    loadList: fromPromise<ListResult>(async () =>
      readSession() ? (await quoteListClient()).getQuoteList() : { kind: "refused", status: 401, code: "unauthenticated", msg: "Log in to keep a quote list" },
    ),
    editList: fromPromise<ListResult, { version: number; event: QuoteListEvent }>(async ({ input }) => {
      const client = await quoteListClient();
      const { event, version } = input;
      if (event.type === "line.remove") return client.removeQuoteLine({ version, lineId: event.lineId });
      if (event.type !== "line.save") throw new Error(`not an edit: ${event.type}`);
      return client.changeQuoteLine({ version, lineId: event.lineId, quantity: event.quantity, note: event.note });
    }),
    sendList: fromPromise<SentResult, { version: number; message: string }>(async ({ input }) =>
      (await quoteListClient()).sendQuoteList({ version: input.version, ...(input.message.trim() ? { message: input.message.trim() } : {}) }),
    ),
  },
  actions: {
    /** The header's count of lines follows the list the page shows. */
    countLines: (_, params: { lines: number }) => setQuoteListCount(params.lines),
    clearMessages: assign({ error: null, notice: null, fieldErrors: {} }),
    startLine: assign(({ event }) => {
      assertEvent(event, ["line.save", "line.remove"]);
      return { busyLine: event.lineId, error: null, notice: null, fieldErrors: {} };
    }),
    showLineErrors: assign(({ event, context }) => {
      assertEvent(event, "line.save");
      const unit = context.list?.lines.find((line) => line.id === event.lineId)?.unit;
      return { fieldErrors: { [event.lineId]: lineErrors(event, unit) }, error: null, notice: null };
    }),
  },
  guards: {
    hasLines: (_, params: { result: ListResult }) => params.result.kind === "ok" && params.result.data.lines.length > 0,
    loaded: (_, params: { result: ListResult }) => params.result.kind === "ok",
    notLoggedIn: (_, params: { result: ListResult }) => params.result.kind === "refused" && params.result.status === 401,
    invalidLine: ({ context, event }) =>
      event.type === "line.save" && Object.keys(lineErrors(event, context.list?.lines.find((line) => line.id === event.lineId)?.unit)).length > 0,
    /** After a reply, whether the list it leaves holds lines. */
    leavesLines: ({ context }, params: { result: ApiResult<unknown> }) => ((listOf(params.result) ?? context.list)?.lines.length ?? 0) > 0,
    sent: (_, params: { result: SentResult }) => params.result.kind === "ok",
  },
}).createMachine({
  id: "quoteList",
  context: { list: null, fieldErrors: {}, error: null, notice: null, busyLine: null, sent: null },
  initial: "loading",
  states: {
    loading: load.loading,
    loadFailed: load.loadFailed,
    ready: { on: editing },
    empty: {},
    loggedOut: {},
    saving: {
      invoke: {
        id: "editList",
        src: "editList",
        input: ({ context, event }) => ({ version: context.list?.version ?? 0, event }),
        onDone: [
          {
            guard: { type: "leavesLines", params: ({ event }) => ({ result: event.output }) },
            target: "ready",
            actions: [
              assign(({ context, event }) => settle(context, event.output, context.busyLine)),
              { type: "countLines", params: ({ context }) => ({ lines: context.list?.lines.length ?? 0 }) },
            ],
          },
          {
            target: "empty",
            actions: [assign(({ context, event }) => settle(context, event.output, context.busyLine)), { type: "countLines", params: () => ({ lines: 0 }) }],
          },
        ],
        onError: { target: "ready", actions: assign({ busyLine: null, error: quoteListCopy.somethingWrong }) },
      },
    },
    sending: {
      invoke: {
        id: "sendList",
        src: "sendList",
        input: ({ context, event }) => {
          assertEvent(event, "list.send");
          return { version: context.list?.version ?? 0, message: event.message };
        },
        onDone: [
          {
            guard: { type: "sent", params: ({ event }) => ({ result: event.output }) },
            target: "sent",
            actions: [
              assign(({ event }) => (event.output.kind === "ok" ? { sent: event.output.data, list: event.output.data.list } : {})),
              { type: "countLines", params: () => ({ lines: 0 }) },
            ],
          },
          {
            guard: { type: "leavesLines", params: ({ event }) => ({ result: event.output }) },
            target: "ready",
            actions: [
              assign(({ context, event }) => settle(context, event.output, null)),
              { type: "countLines", params: ({ context }) => ({ lines: context.list?.lines.length ?? 0 }) },
            ],
          },
          { target: "empty", actions: [assign(({ context, event }) => settle(context, event.output, null)), { type: "countLines", params: () => ({ lines: 0 }) }] },
        ],
        onError: { target: "ready", actions: assign({ error: quoteListCopy.somethingWrong }) },
      },
    },
    sent: {},
  },
});
