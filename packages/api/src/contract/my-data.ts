/**
 * `GET api_account_export`: everything the site holds about the logged-in member, as one JSON
 * document they can keep (the privacy notice's "right of access"). zod/mini, built on first use,
 * like the other reply schemas: the account page's chunk checks the reply with it.
 */
import * as z from "zod/mini";

export const MY_DATA_PATH = "api_account_export";

let built: ReturnType<typeof build> | undefined;

function build() {
  const when = z.string();
  const enquiry = z.object({
    reference: z.string(),
    subject: z.string(),
    message: z.string(),
    status: z.string(),
    created_at: when,
    answered_at: z.nullable(when),
  });
  return z.object({
    success: z.literal(true),
    msg: z.string(),
    data: z.object({
      exported_at: when,
      account: z.object({
        name: z.string(),
        email: z.string(),
        company: z.string(),
        country: z.string(),
        role: z.string(),
        created_at: when,
      }),
      enquiries: z.array(enquiry),
      quote_requests: z.array(z.extend(enquiry, { lines: z.array(z.record(z.string(), z.unknown())) })),
      offers: z.array(z.record(z.string(), z.unknown())),
      /** The quote list not yet sent (contract/quote-list.ts): each line as added, with its quantity and note. */
      quote_list: z.array(z.record(z.string(), z.unknown())),
      /** The threads of the member's requests, both sides' messages, oldest first. */
      messages: z.array(z.object({ reference: z.string(), from: z.enum(["buyer", "mill"]), author: z.string(), body: z.string(), at: when })),
      sessions: z.array(
        z.object({
          created_at: when,
          expires_at: when,
          ended_at: z.nullable(when),
          current: z.boolean(),
        }),
      ),
    }),
  });
}

/** The reply schema of `api_account_export`. */
export const myDataReply = () => (built ??= build());
export type MyDataReply = z.infer<ReturnType<typeof build>>;
export type MyData = MyDataReply["data"];

/** `GET api_spec_sheet` answers a PDF (bytes), never JSON; failures are the usual failure. */
export const specSheetReply = () => z.custom<Uint8Array>((value) => value instanceof Uint8Array);
