import { expect } from "vitest";
import { flowTests } from "../../../shared/flows/testing/flow-test";
import type { BrowseItem } from "./browse-items";
import { categoryBrowseMachine } from "./category-browse.machine";

const crx: BrowseItem = {
  key: "sub-1",
  name: "CRX",
  img: "",
  level: "sub",
  state: { category_id: "1", category_name: "Jute Yarn", sub_category_id: "1", sub_category_name: "CRX" },
};

let logged: string[] = [];
const machine = categoryBrowseMachine.provide({
  actions: { logFailure: (_, params) => logged.push(String((params as { reason: unknown }).reason)) },
});

describe("the category browse machine", () => {
  flowTests({
    machine,
    diagramOf: categoryBrowseMachine,
    input: { source: { kind: "subCategories", category_id: "1", category_name: "Jute Yarn" } },
    actorSources: ["loadItems"],
    events: [
      { type: "xstate.done.actor.loadItems", output: { kind: "ok", data: [crx], msg: "Data Found" } },
      { type: "xstate.done.actor.loadItems", output: { kind: "ok", data: [], msg: "No data found" } },
      { type: "xstate.done.actor.loadItems", output: { kind: "refused", msg: "Too many requests", status: 429 } },
      { type: "xstate.error.actor.loadItems", error: "chunk failed" },
      { type: "browse.retry" },
    ],
    beforePath: () => {
      logged = [];
    },
    check: (snapshot) => {
      // Failures are silent for the visitor, but logged.
      if (snapshot.value === "error") expect(logged.length).toBeGreaterThan(0);
      if (snapshot.value === "results") expect(snapshot.context.items).toEqual([crx]);
    },
    snapshotFile: "./category-browse.machine.mmd",
  });
});
