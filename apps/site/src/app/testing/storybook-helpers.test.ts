import { createActor, fromPromise, setup } from "xstate";
import { costingProductMachine } from "../../features/costing/costing-product/costing-product.machine";
import { loginMachine } from "../../features/account/login/login.machine";
import { diagramSource } from "../../shared/flows/storybook/flow-diagram";
import { always, answerHeldOutside, apiReplies, fakeActors, StepLog, tracked, type Step } from "../../shared/flows/storybook/flow-playground";
import { activeLeaves, describeValue, statesOf, visitorEventsOf } from "../../shared/flows/storybook/machine-facts";

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const toy = setup({
  types: { events: {} as { type: "go" } },
  actors: { load: fromPromise<string>(async () => "real") },
}).createMachine({
  id: "toy",
  type: "parallel",
  states: {
    left: { initial: "idle", states: { idle: { on: { go: "busy" } }, busy: { invoke: { id: "load", src: "load", onDone: "done" } }, done: { type: "final" } } },
    right: { initial: "waiting", states: { waiting: {} } },
  },
});

describe("what the flows' Storybook pages read from a machine", () => {
  it("lists every state with its diagram id, and the events a visitor sends", () => {
    expect(statesOf(toy).map((state) => [state.id, state.path, state.type])).toEqual([
      ["left", "left", "compound"],
      ["left__idle", "left.idle", "atomic"],
      ["left__busy", "left.busy", "atomic"],
      ["left__done", "left.done", "final"],
      ["right", "right", "compound"],
      ["right__waiting", "right.waiting", "atomic"],
    ]);
    expect(visitorEventsOf(loginMachine)).toEqual(["login.confirm", "login.linkSent", "login.resend", "login.submit"]);
  });

  it("names the active leaves and writes a parallel value on one line", () => {
    const actor = createActor(toy).start();
    expect(activeLeaves(actor.getSnapshot())).toEqual(["left__idle", "right__waiting"]);
    expect(describeValue(actor.getSnapshot().value)).toBe("left.idle + right.waiting");
    expect(describeValue("editing")).toBe("editing");
    actor.stop();
  });

  it("wraps a parallel root's regions in one composite state (Mermaid draws `--` only inside one) and highlights the active states", () => {
    const text = diagramSource(costingProductMachine, "Costing product flow", ["options__ready", "lookup__results"]);
    const lines = text.trimEnd().split("\n");
    expect(lines[0]).toBe("stateDiagram-v2");
    expect(lines).toContain("  accTitle: Costing product flow");
    const open = lines.indexOf("  state costingProduct {");
    const separator = lines.findIndex((line) => line.trim() === "--");
    const firstTransition = lines.findIndex((line) => / --> /.test(line) && !line.includes("[*]"));
    expect(open).toBeGreaterThan(0);
    expect(separator).toBeGreaterThan(open);
    expect(lines[firstTransition - 1]).toBe("  }");
    expect(lines.at(-1)).toBe("  class options__ready,lookup__results current");
    // A machine whose root is not parallel is left as its snapshot has it.
    expect(diagramSource(loginMachine, "Login", [])).not.toContain("state login {");
  });

  it("reports the first snapshot and every transition of the tracked copy, with fake actors answering by outcome", async () => {
    const log = new StepLog();
    const machine = tracked(
      toy.provide({ actors: fakeActors({ load: apiReplies(["row"], []) }, { outcome: "refused", message: "No", delayMs: 0 }) as never }),
      log,
    );
    const actor = createActor(machine).start();
    actor.send({ type: "go" });
    await settle();
    await settle();
    const steps: Step[] = log.read();
    expect(steps.map((step) => [step.event, step.state])).toEqual([
      ["start", "left.idle + right.waiting"],
      ["go", "left.busy + right.waiting"],
      ["load done", "left.done + right.waiting"],
    ]);
    expect(steps.at(-1)?.active).toEqual(["left__done", "right__waiting"]);
    expect(actor.getSnapshot().children).toEqual({});
    actor.stop();
  });

  it("answers a local actor at once, even when the network is slow", async () => {
    const log = new StepLog();
    const machine = tracked(toy.provide({ actors: fakeActors({ load: always("stored") }, { outcome: "slow", message: "", delayMs: 60_000 }) as never }), log);
    const actor = createActor(machine).start();
    actor.send({ type: "go" });
    await settle();
    await settle();
    expect(actor.getSnapshot().value).toEqual({ left: "done", right: "waiting" });
    actor.stop();
  });

  it("holds a slow answer while a test waits for its busy state, and gives it once the test waits for a state past it", async () => {
    const log = new StepLog();
    const machine = tracked(toy.provide({ actors: fakeActors({ load: apiReplies(["row"], []) }, { outcome: "slow", message: "", delayMs: 60_000 }, toy) as never }), log);
    const actor = createActor(machine).start();
    actor.send({ type: "go" });
    answerHeldOutside("left.busy + right.waiting");
    await settle();
    await settle();
    expect(actor.getSnapshot().value).toEqual({ left: "busy", right: "waiting" });
    answerHeldOutside("left.done + right.waiting");
    await settle();
    await settle();
    expect(actor.getSnapshot().value).toEqual({ left: "done", right: "waiting" });
    expect(log.read().map((step) => step.event)).toEqual(["start", "go", "load done"]);
    actor.stop();
  });

  it("answers each outcome as the typed client would", () => {
    const replies = apiReplies(["row"], [] as string[]);
    expect(replies.ok("")).toEqual({ kind: "ok", data: ["row"], msg: "Data Found" });
    expect(replies.empty("")).toEqual({ kind: "ok", data: [], msg: "No data found" });
    expect(replies.refused("Select a port")).toEqual({ kind: "refused", msg: "Select a port", code: "invalid_input", status: 400 });
    expect(replies.network("")).toEqual({ kind: "failed", reason: "network", msg: "The server could not be reached" });
  });
});
