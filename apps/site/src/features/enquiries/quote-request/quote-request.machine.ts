/**
 * "Request a quote" and "Add to quote" beside a price a member sees, one form (the same
 * quantity rule): loading (the product's container figures), editing, then submitting and sent
 * for a request, or adding and added for a line of the member's quote list (a submit with
 * `mode` "add": the message is the line's note), refused, failed. A submit is checked first (no request when the
 * quantity is not a number, or too small or large); the request names the spec, never the
 * price, and the reply carries the price the server costed. Refusals go on the field they
 * name or above the form (no price in force, too many requests); a failure keeps what was
 * typed for another try.
 */
import type { ApiResult } from "@jute/api/client";
import type { CostResult, QuoteList, QuoteReceipt } from "@jute/api/contract";
import { assertEvent, assign, fromPromise, setup } from "xstate";
import { apiClient } from "../../../shared/api/client";
import { quoteListClient, setQuoteListCount } from "../../../shared/api/quote-list";
import { quoteCopy } from "../enquiries.copy";
import { refusedField } from "../../../shared/api/refusal";
import { lineFor, parseQuantity, QUOTE_FIELDS, requestFor, validateQuote, type ContainerLoads, type QuoteFieldErrors } from "./quote-terms";

/** What the dialog does with the quantity: ask for a quote now, or add the row to the quote list. */
export type QuoteMode = "request" | "add";

/**
 * No field errors: one object, so that clearing errors that were already clear (every first
 * Send request) leaves the context's `fieldErrors` as it was and the form is not redrawn in the
 * press (issue 36).
 */
const NO_FIELD_ERRORS: QuoteFieldErrors = Object.freeze({});

export interface QuoteRequestContext {
  quote: CostResult;
  /** Container loads of the product, when the catalogue has them. */
  terms: ContainerLoads | null;
  fieldErrors: QuoteFieldErrors;
  error: string | null;
  receipt: QuoteReceipt | null;
  /** The quote list once the line was added. */
  list: QuoteList | null;
}

/** Errors stay on their fields until the next submit (each field's own error clears as it is edited). */
export type QuoteRequestEvent = { type: "quote.submit"; quantity: string; message: string; mode?: QuoteMode };

type SendResult = ApiResult<QuoteReceipt>;
type AddResult = ApiResult<QuoteList>;

const editable = {
  "quote.submit": [
    { guard: "invalid", target: "editing", actions: "showFieldErrors" },
    { guard: "adding", target: "adding", actions: "clearErrors" },
    { target: "submitting", actions: "clearErrors" },
  ],
} as const;

/** A refusal's words on the field they name, else above the form. */
const refusal = (result: ApiResult<unknown>) => {
  const field = refusedField(result, { ...Object.fromEntries(QUOTE_FIELDS.map((name) => [name, name])), note: "message" } as Record<string, "quantity" | "message">);
  const msg = result.kind === "refused" ? result.msg : "";
  return field ? { fieldErrors: { [field]: msg }, error: null } : { fieldErrors: NO_FIELD_ERRORS, error: msg || quoteCopy.somethingWrong };
};

export const quoteRequestMachine = setup({
  types: {
    input: {} as { quote: CostResult },
    context: {} as QuoteRequestContext,
    events: {} as QuoteRequestEvent,
  },
  actors: {
    loadTerms: fromPromise<ContainerLoads | null, { subCategoryId: string }>(async ({ input }) => {
      const reply = await (await apiClient()).getSubCategories({ sub_category_id: input.subCategoryId });
      const product = reply.kind === "ok" ? reply.data.find((row) => row.sub_category_id === input.subCategoryId) : undefined;
      const fcl20 = Number(product?.fcl_20);
      const fcl40 = Number(product?.fcl_40);
      return fcl20 > 0 && fcl40 > 0 ? { fcl20, fcl40 } : null;
    }),
    requestQuote: fromPromise<SendResult, { quote: CostResult; quantity: string; message: string }>(async ({ input }) =>
      (await apiClient()).requestQuote(requestFor(input.quote, parseQuantity(input.quantity, input.quote.unit) ?? 0, input.message)),
    ),
    addToList: fromPromise<AddResult, { quote: CostResult; quantity: string; note: string }>(async ({ input }) =>
      (await quoteListClient()).addToQuoteList(lineFor(input.quote, parseQuantity(input.quantity, input.quote.unit) ?? 0, input.note)),
    ),
  },
  actions: {
    showFieldErrors: assign({
      fieldErrors: ({ context, event }) => {
        assertEvent(event, "quote.submit");
        return validateQuote(event, context.quote.unit, event.mode);
      },
      error: null,
    }),
    clearErrors: assign({ fieldErrors: NO_FIELD_ERRORS, error: null }),
    /** The header's count of lines follows the list the reply carries. */
    countLines: (_, params: { lines: number }) => setQuoteListCount(params.lines),
  },
  guards: {
    invalid: ({ context, event }) => event.type === "quote.submit" && Object.keys(validateQuote(event, context.quote.unit, event.mode)).length > 0,
    adding: ({ event }) => event.type === "quote.submit" && event.mode === "add",
    added: (_, params: { result: AddResult }) => params.result.kind === "ok",
    sent: (_, params: { result: SendResult }) => params.result.kind === "ok",
    refused: (_, params: { result: ApiResult<unknown> }) => params.result.kind === "refused",
  },
}).createMachine({
  id: "quoteRequest",
  context: ({ input }) => ({ quote: input.quote, terms: null, fieldErrors: NO_FIELD_ERRORS, error: null, receipt: null, list: null }),
  initial: "loading",
  states: {
    loading: {
      on: editable,
      invoke: {
        id: "loadTerms",
        src: "loadTerms",
        input: ({ context }) => ({ subCategoryId: context.quote.sub_category_id }),
        onDone: { target: "editing", actions: assign({ terms: ({ event }) => event.output }) },
        // Without the figures the form still works: it shows no container count.
        onError: { target: "editing" },
      },
    },
    editing: { on: editable },
    submitting: {
      invoke: {
        id: "requestQuote",
        src: "requestQuote",
        input: ({ context, event }) => {
          assertEvent(event, "quote.submit");
          return { quote: context.quote, quantity: event.quantity, message: event.message };
        },
        onDone: [
          {
            guard: { type: "sent", params: ({ event }) => ({ result: event.output }) },
            target: "sent",
            actions: assign({ receipt: ({ event }) => (event.output.kind === "ok" ? event.output.data : null) }),
          },
          {
            guard: { type: "refused", params: ({ event }) => ({ result: event.output }) },
            target: "refused",
            actions: assign(({ event }) => refusal(event.output)),
          },
          { target: "failed", actions: assign({ error: quoteCopy.failed }) },
        ],
        onError: { target: "failed", actions: assign({ error: quoteCopy.somethingWrong }) },
      },
    },
    adding: {
      invoke: {
        id: "addToList",
        src: "addToList",
        input: ({ context, event }) => {
          assertEvent(event, "quote.submit");
          return { quote: context.quote, quantity: event.quantity, note: event.message };
        },
        onDone: [
          {
            guard: { type: "added", params: ({ event }) => ({ result: event.output }) },
            target: "added",
            actions: [
              assign({ list: ({ event }) => (event.output.kind === "ok" ? event.output.data : null) }),
              { type: "countLines", params: ({ event }) => ({ lines: event.output.kind === "ok" ? event.output.data.lines.length : 0 }) },
            ],
          },
          {
            guard: { type: "refused", params: ({ event }) => ({ result: event.output }) },
            target: "refused",
            actions: assign(({ event }) => refusal(event.output)),
          },
          { target: "failed", actions: assign({ error: quoteCopy.addFailed }) },
        ],
        onError: { target: "failed", actions: assign({ error: quoteCopy.somethingWrong }) },
      },
    },
    added: { type: "final" },
    refused: { on: editable },
    failed: { on: editable },
    sent: { type: "final" },
  },
});
