/**
 * A flow you can drive beside its chart (Storybook only): the real screen, its machine's network
 * actors replaced by fakes whose outcome the reviewer picks in the controls (ok, empty, refused
 * with a message, network failure, slow), the live diagram with the current state highlighted,
 * and the events the machine received so far.
 *
 * Generic over the machine: the screen gets a copy of its machine whose `transition` reports
 * every step, so nothing here knows a flow's states or events.
 */
import type { ApiResult } from "@jute/api/client";
import { RouterProvider } from "@jute/ui";
import { useMemo, useState, useSyncExternalStore, type ReactNode } from "react";
import { Router, useLocation } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { fromPromise, type AnyEventObject, type AnyMachineSnapshot, type AnyStateMachine, type AnyStateNode } from "xstate";
import { DeferredToastRegion } from "../../toasts";
import { FlowDiagram } from "./flow-diagram";
import { activeLeaves, describeValue, eventLabel } from "./machine-facts";

export const OUTCOMES = ["ok", "empty", "refused", "network", "slow"] as const;
export type Outcome = (typeof OUTCOMES)[number];

/** The controls of a driven story. */
export interface OutcomeArgs {
  /** How the fake network actors answer. */
  outcome: Outcome;
  /** The server's words when the outcome is `refused`. */
  message: string;
  /** The request field a refusal is about (its name on the wire), if any. */
  field?: string;
  /** How long a `slow` answer takes (then it answers as `ok`). */
  delayMs: number;
}

export const outcomeArgTypes = {
  outcome: { control: "select", options: [...OUTCOMES], description: "How the fake network actors answer" },
  message: { control: "text", description: "The server's words when the outcome is refused" },
  field: { control: "text", description: "The field a refusal is about (email, password...), or empty" },
  delayMs: { control: { type: "number", min: 0, step: 250 }, description: "How long a slow answer takes (then ok)" },
} as const;

export const defaultOutcomeArgs: OutcomeArgs = { outcome: "ok", message: "The server refused this request", delayMs: 1500 };

/**
 * What one fake actor answers for each outcome (slow answers as ok, later). `local`: the actor
 * does not use the network (storage, say), so it answers at once whatever the outcome.
 */
export type Replies<T> = Record<Exclude<Outcome, "slow">, (message: string, field?: string) => T> & { readonly local?: true };

const NETWORK_FAILURE = { kind: "failed", reason: "network", msg: "The server could not be reached" } as const;

/** The replies of an actor that returns one call's `ApiResult`, as the typed client would. */
export function apiReplies<T>(data: T, empty: T, msgs: { found?: string; empty?: string } = {}): Replies<ApiResult<T>> {
  return {
    ok: () => ({ kind: "ok", data, msg: msgs.found ?? "Data Found" }),
    empty: () => ({ kind: "ok", data: empty, msg: msgs.empty ?? "No data found" }),
    refused: (message, field) => ({ kind: "refused", msg: message, code: "invalid_input", ...(field ? { field } : {}), status: 400 }),
    network: () => NETWORK_FAILURE,
  };
}

/** The same answer at once, whatever the outcome (an actor that does not use the network). */
export const always = <T,>(value: T): Replies<T> => ({ ok: () => value, empty: () => value, refused: () => value, network: () => value, local: true });

/** A slow answer not given yet, with the paths of the states that wait for it (`lookup.loading`). */
interface HeldAnswer {
  heldIn: readonly string[];
  answer: () => void;
}
const heldAnswers = new Set<HeldAnswer>();

/** Waits `ms`, or less when a play test asks for the answer (answerHeldOutside). */
function slowAnswer(ms: number, heldIn: readonly string[], signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const held: HeldAnswer = {
      heldIn,
      answer: () => {
        clearTimeout(timer);
        heldAnswers.delete(held);
        resolve();
      },
    };
    const timer = setTimeout(held.answer, ms);
    heldAnswers.add(held);
    signal.addEventListener("abort", () => {
      clearTimeout(timer);
      heldAnswers.delete(held);
    });
  });
}

/**
 * Gives at once every slow answer that only states outside `value` wait for (`ready`,
 * `options.ready + lookup.results`). The story tests call it (through expectCurrentState) when
 * they wait for a state past the busy one: they have checked the busy screen by then, so they
 * need not sit out the rest of `delayMs`. A busy state the test still waits for keeps its answer;
 * a reviewer picking "slow" in the controls waits the whole `delayMs`.
 */
export function answerHeldOutside(value: string): void {
  const leaves = value.split(" + ");
  for (const held of [...heldAnswers]) {
    if (!held.heldIn.some((path) => leaves.some((leaf) => leaf === path || leaf.startsWith(`${path}.`)))) held.answer();
  }
}

/** The paths of the states of `machine` that invoke the actor `source`. */
function invokersOf(machine: AnyStateMachine | undefined, source: string): string[] {
  if (!machine) return [];
  const paths: string[] = [];
  const walk = (node: AnyStateNode) => {
    if (node.invoke.some((invoke) => invoke.src === source)) paths.push(node.path.join("."));
    for (const child of Object.values(node.states) as AnyStateNode[]) walk(child);
  };
  walk(machine.root);
  return paths;
}

/**
 * Promise actors answering by `replies` for the chosen outcome. `machine`: the flow's machine,
 * which says which states wait for each slow answer (without it, any state past now ends the wait).
 */
export function fakeActors(replies: Record<string, Replies<unknown>>, args: OutcomeArgs, machine?: AnyStateMachine) {
  return Object.fromEntries(
    Object.entries(replies).map(([source, reply]) => {
      const heldIn = invokersOf(machine, source);
      return [
        source,
        fromPromise(async ({ signal }) => {
          if (reply.local) return reply.ok(args.message);
          if (args.outcome === "slow") await slowAnswer(args.delayMs, heldIn, signal);
          return reply[args.outcome === "slow" ? "ok" : args.outcome](args.message, args.field || undefined);
        }),
      ];
    }),
  );
}

export interface Step {
  /** The event as the diagram labels it (`login.submit`, `logIn done`), or `start`. */
  event: string;
  /** The state the machine was in after it. */
  state: string;
  /** The diagram ids of the active leaf states after it. */
  active: string[];
}

/** The steps of one run of a machine, read by React through useSyncExternalStore. */
export class StepLog {
  private steps: Step[] = [];
  private listeners = new Set<() => void>();
  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
  readonly read = () => this.steps;
  push(event: AnyEventObject | null, snapshot: AnyMachineSnapshot) {
    const step: Step = { event: event ? eventLabel(event.type) : "start", state: describeValue(snapshot.value), active: activeLeaves(snapshot) };
    // Reported from inside the machine (possibly while React renders): publish afterwards.
    queueMicrotask(() => {
      this.steps = [...this.steps, step];
      for (const listener of this.listeners) listener();
    });
  }
  note(text: string) {
    queueMicrotask(() => {
      const last = this.steps.at(-1);
      this.steps = [...this.steps, { event: text, state: last?.state ?? "", active: last?.active ?? [] }];
      for (const listener of this.listeners) listener();
    });
  }
}

/** A copy of `machine` that tells `log` about its first snapshot and every transition. */
export function tracked<M extends AnyStateMachine>(machine: M, log: StepLog): M {
  const copy = Object.create(machine) as M & Record<string, unknown>;
  const original = machine as unknown as {
    getInitialSnapshot: (...args: unknown[]) => AnyMachineSnapshot;
    transition: (snapshot: AnyMachineSnapshot, event: AnyEventObject, scope: unknown) => AnyMachineSnapshot;
  };
  copy.getInitialSnapshot = (...args: unknown[]) => {
    const snapshot = original.getInitialSnapshot.apply(copy, args);
    log.push(null, snapshot);
    return snapshot;
  };
  copy.transition = (snapshot: AnyMachineSnapshot, event: AnyEventObject, scope: unknown) => {
    const next = original.transition.call(copy, snapshot, event, scope);
    log.push(event, next);
    return next;
  };
  return copy;
}

/** Links and navigation stay in memory: the Storybook frame never leaves the story. */
function MemoryRouting({ children }: { children: ReactNode }) {
  const [, navigate] = useLocation();
  return <RouterProvider navigate={(to, options) => navigate(to, { replace: options?.replace ?? false })}>{children}</RouterProvider>;
}

export interface FlowPlaygroundProps<M extends AnyStateMachine> extends OutcomeArgs {
  machine: M;
  title: string;
  /** The fake answers of each network actor, by its source name in `setup({ actors })`. */
  replies: Record<string, Replies<unknown>>;
  /** Side-effect actions (navigation, storage) replaced by a note in the event list. */
  effects?: readonly string[];
  /** The real screen, given the machine to use. */
  screen: (machine: M) => ReactNode;
}

/** The screen beside its live diagram and the list of events sent so far. */
export function FlowPlayground<M extends AnyStateMachine>({ machine, title, replies, effects = [], screen, outcome, message, field, delayMs }: FlowPlaygroundProps<M>) {
  const run = `${outcome}|${message}|${field ?? ""}|${delayMs}`;
  const { log, driven } = useMemo(() => {
    const fresh = new StepLog();
    const actions = Object.fromEntries(effects.map((name) => [name, () => fresh.note(`(action ${name})`)]));
    const provided = machine.provide({ actors: fakeActors(replies, { outcome, message, delayMs, ...(field ? { field } : {}) }, machine) as never, actions: actions as never });
    return { log: fresh, driven: tracked(provided as M, fresh) };
    // A new run (fresh actor and log) whenever a control changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [machine, run]);
  const steps = useSyncExternalStore(log.subscribe, log.read, log.read);
  // An actor the story gives no fake for (say, one added to the machine since) runs for real.
  const unfaked = Object.keys(machine.implementations.actors).filter((source) => !(source in replies));
  const current = steps.at(-1);
  const [hook] = useState(() => memoryLocation({ path: "/" }));

  return (
    <div className="flow-playground" style={{ display: "grid", gridTemplateColumns: "minmax(18rem, 1fr) minmax(18rem, 1fr)", gap: "1.5rem", alignItems: "start" }}>
      <section aria-label="Screen">
        <Router hook={hook.hook}>
          <MemoryRouting>
            <div key={run}>{screen(driven)}</div>
            <DeferredToastRegion />
          </MemoryRouting>
        </Router>
      </section>
      <aside aria-label={`${title}: live diagram`}>
        <p>
          Current state: <strong data-testid="current-state">{current?.state ?? "(starting)"}</strong>
        </p>
        {unfaked.length > 0 ? (
          <p>
            Not faked, so calling the real network: <code>{unfaked.join(", ")}</code>
          </p>
        ) : null}
        <FlowDiagram machine={machine} title={title} active={current?.active ?? []} />
        <h2 style={{ fontSize: "1rem" }}>Events so far</h2>
        <ol aria-label="Events so far" data-testid="event-log">
          {steps.map((step, index) => (
            <li key={index}>
              <code>{step.event}</code> → {step.state}
            </li>
          ))}
        </ol>
      </aside>
    </div>
  );
}
