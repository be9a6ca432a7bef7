import { expect } from "vitest";
import { quoteCopy } from "../enquiries.copy";
import { bagRow, yarnRow } from "../../../shared/flows/testing/fixtures";
import { flowTests } from "../../../shared/flows/testing/flow-test";
import { quoteRequestMachine } from "./quote-request.machine";
import { twoLines, yarnLine } from "../quote-list/fixtures";
import { containersText, parseQuantity, requestFor, totalText, validateQuote } from "./quote-terms";

const receipt = {
  reference: "E-2026-000124",
  product: "CRX Jute Yarn",
  spec: "count 8, 1 ply, MOT",
  company: "OJML",
  port: "Chattogram Port",
  unit: "MT",
  quantity: 26,
  currency: "USD" as const,
  unit_price: 1450.5,
  total: 37713,
  effective_from: "2026-01-01",
};
const list = { ...twoLines, lines: [yarnLine] };
const counted: number[] = [];
const machine = quoteRequestMachine.provide({ actions: { countLines: (_, params: { lines: number }) => void counted.push(params.lines) } });
const NO_PRICE = "There is no price in force for this spec at this mill: ask us through the contact form instead";
const TOO_LARGE = "The quantity can be at most 1,000,000";

describe("the quote request machine", () => {
  flowTests({
    machine,
    diagramOf: quoteRequestMachine,
    input: { quote: yarnRow },
    actorSources: ["loadTerms", "requestQuote", "addToList"],
    beforePath: () => counted.splice(0),
    events: [
      { type: "xstate.done.actor.loadTerms", output: { fcl20: 13, fcl40: 26 } },
      { type: "xstate.error.actor.loadTerms", error: "offline" },
      { type: "quote.submit", quantity: "lots", message: "" },
      { type: "quote.submit", quantity: "26", message: "Loading in March" },
      { type: "xstate.done.actor.requestQuote", output: { kind: "ok", data: receipt, msg: "Quote request E-2026-000124 received" } },
      { type: "xstate.done.actor.requestQuote", output: { kind: "refused", msg: NO_PRICE, code: "not_found", status: 404 } },
      { type: "xstate.done.actor.requestQuote", output: { kind: "refused", msg: TOO_LARGE, field: "quantity", code: "invalid_input", status: 400 } },
      { type: "xstate.done.actor.requestQuote", output: { kind: "failed", reason: "timeout", msg: "The server took too long to answer" } },
      { type: "xstate.error.actor.requestQuote", error: "chunk failed" },
      { type: "quote.submit", quantity: "26", message: "Two loads", mode: "add" },
      { type: "quote.submit", quantity: "26", message: "x".repeat(501), mode: "add" },
      { type: "xstate.done.actor.addToList", output: { kind: "ok", data: list, msg: "Added to your quote list" } },
      { type: "xstate.done.actor.addToList", output: { kind: "refused", msg: "The note can be at most 500 characters", field: "note", code: "invalid_input", status: 400 } },
      { type: "xstate.done.actor.addToList", output: { kind: "failed", reason: "network", msg: "The server could not be reached" } },
      { type: "xstate.error.actor.addToList", error: "chunk failed" },
    ],
    check: (snapshot, step) => {
      const event = step.event as { type: string; quantity?: string; output?: { kind: string; msg: string } };
      if (event.type === "quote.submit" && event.quantity === "lots" && snapshot.value !== "submitting") {
        expect(snapshot.value).toBe("editing");
        expect(snapshot.context.fieldErrors).toEqual({ quantity: "Enter the quantity as a number, such as 25 or 12.5" });
      }
      if (event.type === "xstate.done.actor.loadTerms") expect(snapshot.context.terms).toEqual({ fcl20: 13, fcl40: 26 });
      if (snapshot.value === "sent") expect(snapshot.context.receipt).toEqual(receipt);
      // The note's own rule (500 characters), not the message's, and the header's count of lines.
      if (event.type === "quote.submit" && (event as { message?: string }).message?.length === 501) expect(snapshot.context.fieldErrors).toEqual({ message: "The note can be at most 500 characters" });
      if (snapshot.value === "added") {
        expect(snapshot.context.list).toEqual(list);
        expect(counted).toEqual([1]);
      }
      if (event.output?.msg === "The note can be at most 500 characters") expect(snapshot.context.fieldErrors).toEqual({ message: "The note can be at most 500 characters" });
      if (event.output?.msg === NO_PRICE) expect(snapshot.context).toMatchObject({ fieldErrors: {}, error: NO_PRICE });
      if (event.output?.msg === TOO_LARGE) expect(snapshot.context.fieldErrors).toEqual({ quantity: TOO_LARGE });
      if (event.output?.kind === "failed") expect(snapshot.context.error).toBe(step.event.type.endsWith("addToList") ? quoteCopy.addFailed : quoteCopy.failed);
    },
    snapshotFile: "./quote-request.machine.mmd",
  });

  it("sends the spec of the row and the quantity, never a price", () => {
    expect(requestFor(yarnRow, 26, " Loading in March ")).toEqual({
      sub_category_id: "1",
      company_id: "2",
      truck_fare_id: "1",
      count: "8",
      ply: "1",
      oil: "MOT",
      quantity: "26",
      message: "Loading in March",
    });
    const bag = requestFor(bagRow, 20000, "");
    expect(bag).toEqual({ sub_category_id: "14", company_id: "1", truck_fare_id: "2", product_size_id: "5", quantity: "20000" });
    expect(JSON.stringify(bag)).not.toMatch(/cost|price"|total/);
  });

  it("counts container loads and the indicative total as the member types", () => {
    expect(parseQuantity("1,500")).toBe(1500);
    expect(parseQuantity("12.5")).toBe(12.5);
    expect(parseQuantity("ten")).toBeNull();
    expect(containersText(26, { fcl20: 13, fcl40: 26 })).toBe(quoteCopy.containers("2", "1"));
    expect(containersText(null, { fcl20: 13, fcl40: 26 })).toBe("");
    expect(totalText(1450.5, 26)).toBe("Indicative total: $37,713.00");
    expect(totalText(1450.5, null)).toBe("");
    expect(validateQuote({ quantity: "0", message: "" })).toEqual({ quantity: "The quantity must be more than 0" });
    expect(validateQuote({ quantity: "2000000", message: "" })).toEqual({ quantity: "The quantity can be at most 1,000,000" });
    expect(validateQuote({ quantity: "", message: "x".repeat(2001) })).toEqual({ quantity: "Enter a quantity", message: "Your message can be at most 2,000 characters" });
    expect(validateQuote({ quantity: "12.3456", message: "hi\u001b[31m" })).toEqual({ quantity: "Enter the quantity as a number, such as 25 or 12.5", message: "Remove the special (control) characters from your message" });
    expect(validateQuote({ quantity: " 1,500 ", message: "" })).toEqual({});
  });
});
