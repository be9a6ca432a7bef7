/**
 * The category browse machine when its list cannot be loaded: the failure is logged and its
 * words kept for the page's alert (the server's, or "Something went wrong"), and a retry clears
 * them and loads the list again (behaviour on a live actor).
 */
import { createActor, fromPromise, waitFor } from "xstate";
import type { BrowseItem } from "./browse-items";
import { categoryBrowseMachine } from "./category-browse.machine";

const crx: BrowseItem = {
  key: "sub-1",
  name: "CRX",
  img: "",
  level: "sub",
  state: { category_id: "1", category_name: "Jute Yarn", sub_category_id: "1", sub_category_name: "CRX" },
};

it("logs a list that cannot be loaded, and a retry shows it", async () => {
  const logged: unknown[] = [];
  let call = 0;
  const machine = categoryBrowseMachine.provide({
    actors: {
      loadItems: fromPromise(async () => {
        call += 1;
        if (call === 1) throw new Error("chunk failed");
        return { kind: "ok", data: [crx], msg: "Data Found" };
      }) as never,
    },
    actions: { logFailure: (_, params) => void logged.push((params as { reason: unknown }).reason) },
  });
  const actor = createActor(machine, { input: { source: { kind: "subCategories", category_id: "1", category_name: "Jute Yarn" } } }).start();
  await waitFor(actor, (s) => s.matches("error"));
  expect(logged).toHaveLength(1);
  expect(actor.getSnapshot().context.items).toEqual([]);
  expect(actor.getSnapshot().context.error).toBe("Something went wrong");
  actor.send({ type: "browse.retry" });
  const shown = await waitFor(actor, (s) => s.matches("results"));
  expect(shown.context.items).toEqual([crx]);
  expect(shown.context.error).toBeNull();
});

it("keeps the server's words when it refuses the list", async () => {
  const machine = categoryBrowseMachine.provide({
    actors: { loadItems: fromPromise(async () => ({ kind: "refused", msg: "The database is unavailable at the moment; please try again shortly", code: "unavailable", status: 503 })) as never },
    actions: { logFailure: () => undefined },
  });
  const actor = createActor(machine, { input: { source: { kind: "categories" } } }).start();
  const failed = await waitFor(actor, (s) => s.matches("error"));
  expect(failed.context.error).toBe("The database is unavailable at the moment; please try again shortly");
});

it("ends empty when the list has nothing in it", async () => {
  const machine = categoryBrowseMachine.provide({ actors: { loadItems: fromPromise(async () => ({ kind: "ok", data: [], msg: "No data found" })) as never } });
  const actor = createActor(machine, { input: { source: { kind: "subCategories", category_id: "1", category_name: "Jute Yarn" } } }).start();
  expect((await waitFor(actor, (s) => s.matches("empty"))).context.items).toEqual([]);
});
