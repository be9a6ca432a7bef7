import { expect } from "vitest";
import { bagRow } from "../testing/fixtures";
import { flowTests } from "../testing/flow-test";
import { costingProductMachine } from "./costing-product.machine";


const ports = [
  { truck_fare_id: "1", location: "Chattogram Port" },
  { truck_fare_id: "2", location: "Mongla Port" },
];
const sizes = [{ product_size_id: "5", category_id: "3", sub_category_id: "14", size: "40 x 28", unit: "in" }];

let toasts: string[] = [];
let logged = 0;
const machine = costingProductMachine.provide({
  actions: {
    toastFound: () => toasts.push("success: Data Found"),
    toastError: (_, params) => toasts.push(`error: ${(params as { msg: string }).msg}`),
    logOptionsFailure: () => {
      logged += 1;
    },
  },
});

const events = [
  { type: "filters.change", field: "company", value: null },
  { type: "lookup.submit" },
  { type: "xstate.done.actor.loadOptions", output: { sizes, ports } },
  { type: "xstate.error.actor.loadOptions", error: "chunk failed" },
  { type: "xstate.done.actor.lookup", output: { kind: "ok", data: [bagRow], msg: "Data Found" } },
  { type: "xstate.done.actor.lookup", output: { kind: "ok", data: [], msg: "No data found" } },
  { type: "xstate.done.actor.lookup", output: { kind: "refused", msg: "Too many requests", status: 429 } },
  { type: "xstate.done.actor.lookup", output: { kind: "failed", reason: "timeout", msg: "The server took too long to answer" } },
  { type: "xstate.error.actor.lookup", error: "chunk failed" },
];

describe("the costing product machine", () => {
  flowTests({
    machine,
    diagramOf: costingProductMachine,
    input: { category_id: "3", child_category_id: "2", sub_category_id: "14", defaultPort: "2", withSizes: true, lookupAtStart: false },
    actorSources: ["loadOptions", "lookup"],
    events,
    beforePath: () => {
      toasts = [];
      logged = 0;
    },
    check: (snapshot, step) => {
      const lookup = (snapshot.value as { lookup: string }).lookup;
      if (step.event.type === "xstate.done.actor.lookup" || step.event.type === "xstate.error.actor.lookup") {
        const expected = { results: "success: Data Found", empty: "error: No data found", error: expect.stringMatching(/^error: (Too many requests|Something went wrong)$/) }[lookup];
        expect(toasts.at(-1)).toEqual(expected);
        if (lookup !== "results") expect(snapshot.context.results).toEqual([]);
      }
      if (step.event.type === "xstate.error.actor.loadOptions") expect(logged).toBe(1);
      if (step.event.type === "xstate.done.actor.loadOptions") expect(snapshot.context.filters.port).toBe("2");
    },
    snapshotFile: "./costing-product.machine.mmd",
  });
});

describe("the costing product machine on a page that loads at mount (bag, cloth child 1)", () => {
  flowTests({
    machine,
    diagramOf: costingProductMachine,
    input: { category_id: "4", child_category_id: "1", defaultPort: "1", withSizes: false, lookupAtStart: true },
    actorSources: ["loadOptions", "lookup"],
    events,
    variant: true,
  });
});
