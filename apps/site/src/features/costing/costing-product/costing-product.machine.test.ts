import { expect } from "vitest";
import { bagRow } from "../../../shared/flows/testing/fixtures";
import { flowTests } from "../../../shared/flows/testing/flow-test";
import { costingProductMachine, type ProductQuery } from "./costing-product.machine";
import type { ModelStep } from "../../../shared/flows/testing/model";
import { expectedQueries } from "../../../shared/flows/testing/queries";


const ports = [
  { truck_fare_id: "1", location: "Chattogram Port" },
  { truck_fare_id: "2", location: "Mongla Port" },
];
const sizes = [{ product_size_id: "5", category_id: "3", sub_category_id: "14", size: "40 x 28", unit: "in" }];

let toasts: string[] = [];
let logged = 0;
const machine = costingProductMachine.provide({
  actions: {
    tell: (_, params) => toasts.push(`error: ${(params as { msg: string }).msg}`),
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
  { type: "xstate.done.actor.lookup", output: { kind: "refused", msg: "", status: 400 } },
  { type: "xstate.done.actor.lookup", output: { kind: "failed", reason: "timeout", msg: "The server took too long to answer" } },
  { type: "xstate.error.actor.lookup", error: "chunk failed" },
];

describe("the costing product machine", () => {
  flowTests({
    // Each event once from each state: the context makes hundreds of snapshots (coveringPaths).
    perState: true,
    machine,
    diagramOf: costingProductMachine,
    input: { category_id: "3", child_category_id: "2", sub_category_id: "14", defaultCompany: "1", defaultPort: "2", withSizes: true, lookupAtStart: false },
    actorSources: ["loadOptions", "lookup"],
    events,
    beforePath: () => {
      toasts = [];
      logged = 0;
    },
    check: (snapshot, step) => {
      const lookup = (snapshot.value as { lookup: string }).lookup;
      if (step.event.type === "xstate.done.actor.lookup" || step.event.type === "xstate.error.actor.lookup") {
        // Found: the page's status says so and no toast repeats it (issue 26).
        const expected = { results: undefined, empty: "error: No data found", error: expect.stringMatching(/^error: (Too many requests|Error|Something went wrong)$/) }[lookup];
        expect(toasts.at(-1)).toEqual(expected);
        if (lookup !== "results") expect(snapshot.context.results).toEqual([]);
        // An error stays on the page with the toast's words; other outcomes clear it.
        expect(snapshot.context.error).toBe(lookup === "error" ? toasts.at(-1)?.replace(/^error: /, "") : null);
      }
      if (step.event.type === "xstate.error.actor.loadOptions") expect(logged).toBe(1);
      if (step.event.type === "xstate.done.actor.loadOptions") expect(snapshot.context.filters.port).toBe("2");
    },
    checkInputs: (inputs, steps) => {
      // The options are asked for once, for the page's category and sub-category, with sizes.
      expect(inputs.loadOptions).toEqual([{ category_id: "3", sub_category_id: "14", withSizes: true }]);
      // Each lookup sends the page's ids and the selections at the time of its submit.
      expect(inputs.lookup ?? []).toEqual(productQueries(steps, { category_id: "3", sub_category_id: "14", child_category_id: "2" }, "2", true));
    },
    snapshotFile: "./costing-product.machine.mmd",
  });
});

/** The queries a path must have sent: one per submit that starts a lookup, with the selections then. */
function productQueries(steps: readonly ModelStep[], ids: Record<string, string>, defaultPort: string, withSizes: boolean, atStart = false): ProductQuery[] {
  return expectedQueries(steps, {
    filters: { company: "1", size: null, port: defaultPort },
    atStart,
    isLoading: (step) => (step.state.value as { lookup: string }).lookup === "loading",
    // The port is kept only when the loaded list has it.
    adjust: (step, filters) =>
      step.event.type === "xstate.done.actor.loadOptions" && !ports.some((port) => port.truck_fare_id === filters.port) ? { ...filters, port: null } : filters,
    queryOf: (filters) => {
      const query: ProductQuery = { ...ids };
      if (filters.company) query.company_id = filters.company;
      if (filters.port) query.truck_fare_id = filters.port;
      if (withSizes && filters.size) query.product_size_id = filters.size;
      return query;
    },
  });
}
