import type { CostResult } from "@jute/api/contract";
import { expect } from "vitest";
import { yarnRow } from "../../../shared/flows/testing/fixtures";
import { flowTests } from "../../../shared/flows/testing/flow-test";
import type { ModelStep } from "../../../shared/flows/testing/model";
import { expectedQueries } from "../../../shared/flows/testing/queries";
import { costingSearchMachine, type LookupQuery } from "./costing-search.machine";

/** The queries a path must have sent: one per lookup started, with the selections at its submit. */
const searchQueries = (steps: readonly ModelStep[], start: Record<string, string | null>, atStart = false): LookupQuery[] =>
  expectedQueries(steps, {
    filters: { count: null, ply: null, oil: null, company: "2", ...start },
    atStart,
    isLoading: (step) => step.state.value === "loading",
    queryOf: (filters) => {
      const query: LookupQuery = { category_id: "1", sub_category_id: "1" };
      if (filters.count) query.count = filters.count;
      if (filters.ply) query.ply = filters.ply;
      if (filters.oil) query.oil = filters.oil;
      if (filters.company) query.company_id = filters.company;
      return query;
    },
  });

let toasts: string[] = [];
const machine = costingSearchMachine.provide({
  actions: {
    tell: (_, params) => toasts.push(`error: ${(params as { msg: string }).msg}`),
  },
});

const lookupEvents = [
  { type: "xstate.done.actor.lookup", output: { kind: "ok", data: [yarnRow], msg: "Data Found" } },
  { type: "xstate.done.actor.lookup", output: { kind: "ok", data: [], msg: "No data found" } },
  { type: "xstate.done.actor.lookup", output: { kind: "refused", msg: "Enter the yarn count as a number such as 8 or 11.5", status: 400 } },
  { type: "xstate.done.actor.lookup", output: { kind: "refused", msg: "", status: 400 } },
  { type: "xstate.done.actor.lookup", output: { kind: "failed", reason: "network", msg: "The server could not be reached" } },
  { type: "xstate.error.actor.lookup", error: new Error("chunk failed") },
];

const check = (snapshot: { value: unknown; context: { result: CostResult | null } }) => {
  if (snapshot.value === "results") {
    // Found: the page says so; no toast repeats it.
    expect(toasts.filter((toast) => toast.startsWith("success"))).toEqual([]);
    expect(snapshot.context.result).toEqual(yarnRow);
  }
  if (snapshot.value === "empty") expect(toasts.at(-1)).toBe("error: No data found");
  if (snapshot.value === "error") {
    expect(snapshot.context.result).toBeNull();
    expect(toasts.at(-1)).toMatch(/^error: (Enter the yarn count as a number|Error$|Something went wrong)/);
    // The error stays on the page with the toast's words.
    expect(`error: ${String((snapshot.context as { error?: string }).error)}`).toBe(toasts.at(-1));
  }
};

describe("the costing search machine", () => {
  flowTests({
    machine,
    diagramOf: costingSearchMachine,
    input: { category_id: "1", sub_category_id: "1" },
    actorSources: ["lookup"],
    events: [
      { type: "filters.change", field: "count", value: "8" },
      { type: "search.submit" },
      ...lookupEvents,
    ],
    beforePath: () => {
      toasts = [];
    },
    check: (snapshot) => check(snapshot as never),
    checkInputs: (inputs, steps) => expect(inputs.lookup ?? []).toEqual(searchQueries(steps, {})),
    snapshotFile: "./costing-search.machine.mmd",
  });
});

describe("the costing search machine, back from logging in", () => {
  flowTests({
    machine,
    diagramOf: costingSearchMachine,
    input: { category_id: "1", sub_category_id: "1", filters: { count: "8", ply: "2" }, lookupAtStart: true },
    actorSources: ["lookup"],
    events: [{ type: "search.submit" }, ...lookupEvents],
    variant: true,
    checkInputs: (inputs, steps) => expect(inputs.lookup).toEqual(searchQueries(steps, { count: "8", ply: "2" }, true)),
    beforePath: () => {
      toasts = [];
    },
    snapshotFile: "./costing-search.machine.mmd",
  });
});
