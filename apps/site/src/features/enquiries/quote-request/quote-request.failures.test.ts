/**
 * The quote request form on a live actor with fake actors: a member may send before the
 * container figures load (checked the same way), the form works without those figures when they
 * cannot load, and after a refusal or failure a quantity now wrong is marked and nothing is sent.
 */
import type { ApiResult } from "@jute/api/client";
import type { CostResult, QuoteReceipt } from "@jute/api/contract";
import { createActor, fromPromise, waitFor } from "xstate";
import { yarnRow } from "../../../shared/flows/testing/fixtures";
import { quoteCopy } from "../enquiries.copy";
import type { ContainerLoads } from "./quote-terms";
import { quoteRequestMachine } from "./quote-request.machine";

const receipt: QuoteReceipt = {
  reference: "E-2026-000124",
  product: "CRX Jute Yarn",
  spec: "count 8, 1 ply, MOT",
  company: "OJML",
  port: "Chattogram Port",
  unit: "MT",
  quantity: 26,
  currency: "USD",
  unit_price: 1450.5,
  total: 37713,
  effective_from: "2026-01-01",
};
type Sent = { quote: CostResult; quantity: string; message: string };

/**
 * The machine with a terms loader that answers `terms` (an Error rejects; "never" stays pending)
 * and a sender that answers `replies` in turn (an Error rejects: the client chunk failed).
 */
function start(terms: ContainerLoads | null | Error | "never", replies: (ApiResult<QuoteReceipt> | Error)[]) {
  const sent: Sent[] = [];
  const machine = quoteRequestMachine.provide({
    actors: {
      loadTerms: fromPromise(async () => {
        if (terms === "never") return new Promise<ContainerLoads | null>(() => undefined);
        if (terms instanceof Error) throw terms;
        return terms;
      }),
      requestQuote: fromPromise(async ({ input }: { input: Sent }) => {
        const reply = replies[sent.length];
        sent.push(input);
        if (reply === undefined) throw new Error("no scripted reply");
        if (reply instanceof Error) throw reply;
        return reply;
      }),
    },
  });
  return { actor: createActor(machine, { input: { quote: yarnRow } }).start(), sent };
}

describe("the quote request flow", () => {
  it("checks a request sent before the container figures load: a wrong quantity is marked, nothing sent", () => {
    const { actor, sent } = start("never", []);
    expect(actor.getSnapshot().matches("loading")).toBe(true);
    actor.send({ type: "quote.submit", quantity: "lots", message: "" });
    const editing = actor.getSnapshot();
    expect(editing.matches("editing")).toBe(true);
    expect(editing.context.fieldErrors.quantity).toBe("Enter the quantity as a number, such as 25 or 12.5");
    expect(editing.context.terms).toBeNull();
    expect(sent).toEqual([]);
  });

  it("sends a good request before the container figures load", async () => {
    const { actor, sent } = start("never", [{ kind: "ok", data: receipt, msg: "Quote request E-2026-000124 received" }]);
    actor.send({ type: "quote.submit", quantity: "26", message: "Loading in March" });
    const done = await waitFor(actor, (s) => s.matches("sent"));
    expect(done.context.receipt).toEqual(receipt);
    expect(sent).toEqual([{ quote: yarnRow, quantity: "26", message: "Loading in March" }]);
  });

  it("keeps the form without container figures when they cannot load", async () => {
    const { actor } = start(new Error("chunk failed"), []);
    const editing = await waitFor(actor, (s) => s.matches("editing"));
    expect(editing.context.terms).toBeNull();
    expect(editing.context.error).toBeNull();
    expect(editing.context.fieldErrors).toEqual({});
  });

  it("after a refusal, marks a quantity now empty and sends nothing", async () => {
    const noPrice = "There is no price in force for this spec at this mill: ask us through the contact form instead";
    const { actor, sent } = start({ fcl20: 13, fcl40: 26 }, [{ kind: "refused", status: 404, code: "not_found", msg: noPrice }]);
    await waitFor(actor, (s) => s.matches("editing"));
    actor.send({ type: "quote.submit", quantity: "26", message: "" });
    const refused = await waitFor(actor, (s) => s.matches("refused"));
    expect(refused.context.error).toBe(noPrice);
    actor.send({ type: "quote.submit", quantity: "", message: "" });
    const editing = actor.getSnapshot();
    expect(editing.matches("editing")).toBe(true);
    expect(editing.context.fieldErrors.quantity).toBe("Enter a quantity");
    expect(editing.context.error).toBeNull();
    expect(sent).toHaveLength(1);
  });

  it("says Something went wrong when the client cannot load, and marks a quantity of 0 sent again", async () => {
    const { actor, sent } = start({ fcl20: 13, fcl40: 26 }, [new Error("chunk failed")]);
    await waitFor(actor, (s) => s.matches("editing"));
    actor.send({ type: "quote.submit", quantity: "26", message: "" });
    const failed = await waitFor(actor, (s) => s.matches("failed"));
    expect(failed.context.error).toBe(quoteCopy.somethingWrong);
    actor.send({ type: "quote.submit", quantity: "0", message: "" });
    const editing = actor.getSnapshot();
    expect(editing.matches("editing")).toBe(true);
    expect(editing.context.fieldErrors.quantity).toBe("The quantity must be more than 0");
    expect(sent).toHaveLength(1);
  });

  it("marks a wrong quantity and sends nothing, then sends again after a failure and a refusal until it is sent", async () => {
    const noPrice = "There is no price in force for this spec at this mill: ask us through the contact form instead";
    const { actor, sent } = start({ fcl20: 13, fcl40: 26 }, [
      { kind: "failed", reason: "timeout", msg: "The server took too long to answer" },
      { kind: "refused", status: 404, code: "not_found", msg: noPrice },
      { kind: "ok", data: receipt, msg: "Quote request E-2026-000124 received" },
    ]);
    const loaded = await waitFor(actor, (s) => s.matches("editing"));
    expect(loaded.context.terms).toEqual({ fcl20: 13, fcl40: 26 });
    actor.send({ type: "quote.submit", quantity: "lots", message: "" });
    const marked = actor.getSnapshot();
    expect(marked.matches("editing")).toBe(true);
    expect(marked.context.fieldErrors.quantity).toBe("Enter the quantity as a number, such as 25 or 12.5");
    expect(sent).toEqual([]);

    actor.send({ type: "quote.submit", quantity: "26", message: "" });
    const failed = await waitFor(actor, (s) => s.matches("failed"));
    expect(failed.context.error).toBe(quoteCopy.failed);
    expect(failed.context.fieldErrors).toEqual({});

    actor.send({ type: "quote.submit", quantity: "26", message: "" });
    const refused = await waitFor(actor, (s) => s.matches("refused"));
    expect(refused.context.error).toBe(noPrice);

    actor.send({ type: "quote.submit", quantity: "26", message: "Loading in March" });
    const done = await waitFor(actor, (s) => s.matches("sent"));
    expect(done.context.receipt).toEqual(receipt);
    expect(sent.map((s) => s.quantity)).toEqual(["26", "26", "26"]);
  });
});
