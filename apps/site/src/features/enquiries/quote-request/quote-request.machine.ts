/**
 * "Request a quote" beside a price a member sees: loading (the product's container figures),
 * editing, submitting, sent, refused, failed. A submit is checked first (no request when the
 * quantity is not a number, or too small or large); the request names the spec, never the
 * price, and the reply carries the price the server costed. Refusals go on the field they
 * name or above the form (no price in force, too many requests); a failure keeps what was
 * typed for another try.
 */
import type { ApiResult } from "@jute/api/client";
import type { CostResult, QuoteReceipt } from "@jute/api/contract";
import { assertEvent, assign, fromPromise, setup } from "xstate";
import { apiClient } from "../../../shared/api/client";
import { quoteCopy } from "../enquiries.copy";
import { refusedField } from "../../../shared/api/refusal";
import { parseQuantity, QUOTE_FIELDS, requestFor, validateQuote, type ContainerLoads, type QuoteFieldErrors } from "./quote-terms";

export interface QuoteRequestContext {
  quote: CostResult;
  /** Container loads of the product, when the catalogue has them. */
  terms: ContainerLoads | null;
  fieldErrors: QuoteFieldErrors;
  error: string | null;
  receipt: QuoteReceipt | null;
}

/** Errors stay on their fields until the next submit (each field's own error clears as it is edited). */
export type QuoteRequestEvent = { type: "quote.submit"; quantity: string; message: string };

type SendResult = ApiResult<QuoteReceipt>;

const editable = {
  "quote.submit": [
    { guard: "invalid", target: "editing", actions: "showFieldErrors" },
    { target: "submitting", actions: "clearErrors" },
  ],
} as const;

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
  },
  actions: {
    showFieldErrors: assign({
      fieldErrors: ({ context, event }) => {
        assertEvent(event, "quote.submit");
        return validateQuote(event, context.quote.unit);
      },
      error: null,
    }),
    clearErrors: assign({ fieldErrors: {}, error: null }),
  },
  guards: {
    invalid: ({ context, event }) => event.type === "quote.submit" && Object.keys(validateQuote(event, context.quote.unit)).length > 0,
    sent: (_, params: { result: SendResult }) => params.result.kind === "ok",
    refused: (_, params: { result: SendResult }) => params.result.kind === "refused",
  },
}).createMachine({
  id: "quoteRequest",
  context: ({ input }) => ({ quote: input.quote, terms: null, fieldErrors: {}, error: null, receipt: null }),
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
            actions: assign(({ event }) => {
              const field = refusedField(event.output, QUOTE_FIELDS);
              return field ? { fieldErrors: { [field]: event.output.msg }, error: null } : { fieldErrors: {}, error: event.output.msg || quoteCopy.somethingWrong };
            }),
          },
          { target: "failed", actions: assign({ error: quoteCopy.failed }) },
        ],
        onError: { target: "failed", actions: assign({ error: quoteCopy.somethingWrong }) },
      },
    },
    refused: { on: editable },
    failed: { on: editable },
    sent: { type: "final" },
  },
});
