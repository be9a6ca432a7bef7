/**
 * The costing product machine when things go wrong: the option lists cannot be loaded (logged;
 * the form still works), a lookup cannot be made, and the visitor changes selections while a
 * lookup runs and after it ended (kept; the next lookup sends them). Behaviour on a live actor.
 */
import { createActor, fromPromise, waitFor } from "xstate";
import { bagRow } from "../../../shared/flows/testing/fixtures";
import { lookupFailureMessage } from "../price-lookup";
import { costingProductMachine } from "./costing-product.machine";

it("logs option lists that cannot be loaded; a lookup that cannot be made, then none, then a price: every change is kept and sent", async () => {
  const logged: unknown[] = [];
  const toasts: string[] = [];
  const sent: Array<Record<string, unknown>> = [];
  const release: Array<() => void> = [];
  const answers: Array<() => unknown> = [
    () => {
      throw new Error("chunk failed");
    },
    () => ({ kind: "ok", data: [], msg: "No data found" }),
    () => ({ kind: "ok", data: [bagRow], msg: "Data Found" }),
  ];
  const machine = costingProductMachine.provide({
    actors: {
      loadOptions: fromPromise(async () => {
        throw new Error("options chunk failed");
      }) as never,
      lookup: fromPromise(async ({ input }) => {
        sent.push(input as Record<string, unknown>);
        const answer = answers[sent.length - 1];
        // The second lookup waits until the test lets it answer.
        if (sent.length === 2) await new Promise<void>((resolve) => release.push(resolve));
        return answer?.();
      }) as never,
    },
    actions: {
      logOptionsFailure: (_, params) => void logged.push((params as { error: unknown }).error),
      tell: (_, params) => void toasts.push((params as { msg: string }).msg),
    },
  });
  const actor = createActor(machine, {
    input: { category_id: "3", child_category_id: "2", sub_category_id: "14", defaultCompany: "1", defaultPort: "2", withSizes: true, lookupAtStart: false },
  }).start();
  await waitFor(actor, (s) => s.matches({ options: "ready" }));
  expect(logged).toHaveLength(1);

  actor.send({ type: "filters.change", field: "company", value: "2" });
  expect(actor.getSnapshot().matches({ lookup: "idle" })).toBe(true);
  actor.send({ type: "lookup.submit" });
  await waitFor(actor, (s) => s.matches({ lookup: "error" }));
  expect(toasts.at(-1)).toBe(lookupFailureMessage(null));

  actor.send({ type: "filters.change", field: "port", value: "3" });
  expect(actor.getSnapshot().matches({ lookup: "error" })).toBe(true);
  actor.send({ type: "lookup.submit" });
  await waitFor(actor, (s) => s.matches({ lookup: "loading" }) && release.length > 0);
  actor.send({ type: "filters.change", field: "company", value: "1" });
  expect(actor.getSnapshot().matches({ lookup: "loading" })).toBe(true);
  release[0]?.();
  await waitFor(actor, (s) => s.matches({ lookup: "empty" }));

  actor.send({ type: "filters.change", field: "port", value: "2" });
  expect(actor.getSnapshot().matches({ lookup: "empty" })).toBe(true);
  actor.send({ type: "lookup.submit" });
  await waitFor(actor, (s) => s.matches({ lookup: "results" }));
  expect(sent.map((query) => [query.company_id, query.port_id ?? query.truck_fare_id])).toEqual([
    ["2", "2"],
    ["2", "3"],
    ["1", "2"],
  ]);
});

it("keeps a change made beside the prices shown, and the next lookup sends it", async () => {
  const sent: Array<Record<string, unknown>> = [];
  const machine = costingProductMachine.provide({
    actors: {
      loadOptions: fromPromise(async () => {
        throw new Error("options chunk failed");
      }) as never,
      lookup: fromPromise(async ({ input }) => {
        sent.push(input as Record<string, unknown>);
        return { kind: "ok", data: [bagRow], msg: "Data Found" };
      }) as never,
    },
    actions: { logOptionsFailure: () => undefined, tell: () => undefined },
  });
  const actor = createActor(machine, {
    input: { category_id: "3", child_category_id: "2", sub_category_id: "14", defaultCompany: "1", defaultPort: "2", withSizes: true, lookupAtStart: true },
  }).start();
  const first = await waitFor(actor, (s) => s.matches({ lookup: "results" }));
  expect(first.context.results).toEqual([bagRow]);
  actor.send({ type: "filters.change", field: "company", value: "2" });
  const changed = actor.getSnapshot();
  expect(changed.matches({ lookup: "results" })).toBe(true);
  expect(changed.context.filters.company).toBe("2");
  actor.send({ type: "lookup.submit" });
  expect(actor.getSnapshot().matches({ lookup: "loading" })).toBe(true);
  await waitFor(actor, (s) => s.matches({ lookup: "results" }) && sent.length === 2);
  expect(sent.map((query) => query.company_id)).toEqual(["1", "2"]);
});
