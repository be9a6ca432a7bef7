/**
 * The costing search after a lookup ended (error, results, empty): a visitor changes a selection
 * (kept, no call) and searches again; the query sent carries the new selection. Behaviour on a
 * live actor, beside the generated graph paths.
 */
import { createActor, fromPromise, waitFor } from "xstate";
import { yarnRow } from "../../../shared/flows/testing/fixtures";
import { lookupFailureMessage } from "../price-lookup";
import { costingSearchMachine, type LookupQuery } from "./costing-search.machine";

it("after a lookup that could not be made, then results, then none: each selection change is kept and the next search sends it", async () => {
  const toasts: string[] = [];
  const sent: LookupQuery[] = [];
  const answers: Array<() => unknown> = [
    () => {
      throw new Error("chunk failed");
    },
    () => ({ kind: "ok", data: [yarnRow], msg: "Data Found" }),
    () => ({ kind: "ok", data: [], msg: "No data found" }),
    () => ({ kind: "ok", data: [yarnRow], msg: "Data Found" }),
  ];
  const machine = costingSearchMachine.provide({
    actors: {
      lookup: fromPromise(async ({ input }) => {
        sent.push(input as LookupQuery);
        return answers[sent.length - 1]?.();
      }) as never,
    },
    actions: { tell: (_, params) => void toasts.push((params as { msg: string }).msg) },
  });
  const actor = createActor(machine, { input: { category_id: "1", sub_category_id: "1" } }).start();

  actor.send({ type: "search.submit" });
  const failed = await waitFor(actor, (s) => s.matches("error"));
  expect(failed.context.error).toBe(lookupFailureMessage(null));
  expect(toasts).toEqual([lookupFailureMessage(null)]);

  actor.send({ type: "filters.change", field: "count", value: "8" });
  expect(actor.getSnapshot().matches("error")).toBe(true);
  actor.send({ type: "search.submit" });
  await waitFor(actor, (s) => s.matches("results"));

  actor.send({ type: "filters.change", field: "ply", value: "3" });
  expect(actor.getSnapshot().matches("results")).toBe(true);
  actor.send({ type: "search.submit" });
  await waitFor(actor, (s) => s.matches("empty"));

  actor.send({ type: "filters.change", field: "ply", value: "2" });
  expect(actor.getSnapshot().matches("empty")).toBe(true);
  actor.send({ type: "search.submit" });
  const shown = await waitFor(actor, (s) => s.matches("results"));
  expect(shown.context.result).toEqual(yarnRow);
  expect(sent.map((query) => [query.count, query.ply])).toEqual([
    [undefined, undefined],
    ["8", undefined],
    ["8", "3"],
    ["8", "2"],
  ]);
});
