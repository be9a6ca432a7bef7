import { expect } from "vitest";
import { wineBag } from "../../../shared/flows/testing/fixtures";
import { flowTests } from "../../../shared/flows/testing/flow-test";
import { productDetailsMachine } from "./product-details.machine";


let toasts: string[] = [];
const machine = productDetailsMachine.provide({
  actions: { tell: (_, params) => toasts.push((params as { msg: string }).msg) },
});

describe("the product details machine", () => {
  flowTests({
    machine,
    diagramOf: productDetailsMachine,
    input: { id: "30" },
    actorSources: ["loadProduct"],
    events: [
      { type: "xstate.done.actor.loadProduct", output: { kind: "ok", data: { product: wineBag, quote: null }, msg: "Data Found" } },
      { type: "xstate.done.actor.loadProduct", output: { kind: "ok", data: { product: null, quote: null }, msg: "No data found" } },
      { type: "xstate.done.actor.loadProduct", output: { kind: "refused", msg: "Too many requests", status: 429 } },
      { type: "xstate.done.actor.loadProduct", output: { kind: "failed", reason: "network", msg: "x" } },
      { type: "xstate.error.actor.loadProduct", error: "chunk failed" },
      { type: "product.retry" },
    ],
    beforePath: () => {
      toasts = [];
    },
    check: (snapshot) => {
      if (snapshot.value === "error") expect(toasts.at(-1)).toMatch(/^(Too many requests|Something went wrong)$/);
    },
    snapshotFile: "./product-details.machine.mmd",
  });
});
