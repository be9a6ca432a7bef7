/**
 * What the product details machine does when its call is refused or cannot be made, and that
 * Try again loads once more (behaviour on a live actor, beside the generated graph paths).
 */
import { createActor, fromPromise, waitFor } from "xstate";
import { productDetailsMachine } from "./product-details.machine";
import { wineBag } from "../../../shared/flows/testing/fixtures";

function start(answers: Array<() => unknown>) {
  const toasts: string[] = [];
  let call = 0;
  const machine = productDetailsMachine.provide({
    actors: { loadProduct: fromPromise(async () => answers[Math.min(call++, answers.length - 1)]?.()) as never },
    actions: { tell: (_, params) => void toasts.push((params as { msg: string }).msg) },
  });
  return { actor: createActor(machine, { input: { id: "30" } }).start(), toasts, calls: () => call };
}

describe("the product details machine when the call goes wrong", () => {
  it("keeps the server's refusal for the page's alert, hands it to tell once, and ends in error", async () => {
    const { actor, toasts } = start([() => ({ kind: "refused", msg: "Too many requests", status: 429 })]);
    const failed = await waitFor(actor, (s) => s.matches("error"));
    expect(failed.context.error).toBe("Too many requests");
    expect(toasts).toEqual(["Too many requests"]);
  });

  it("says Something went wrong when the client cannot even load, and Try again loads the product", async () => {
    const { actor, toasts, calls } = start([
      () => {
        throw new Error("chunk failed");
      },
      () => ({ kind: "ok", data: { product: wineBag, quote: null }, msg: "Data Found" }),
    ]);
    const failed = await waitFor(actor, (s) => s.matches("error"));
    expect(failed.context.error).toBe("Something went wrong");
    expect(toasts).toEqual(["Something went wrong"]);
    actor.send({ type: "product.retry" });
    const done = await waitFor(actor, (s) => s.matches("results"));
    expect(done.context.product).toEqual(wineBag);
    expect(done.context.error).toBeNull();
    expect(calls()).toBe(2);
  });
});
