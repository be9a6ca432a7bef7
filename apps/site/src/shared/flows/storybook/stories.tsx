/**
 * The two kinds of story every flow has, so each flow's stories file says only what is its own:
 * the Diagram (the machine drawn, its test checks that every state is named) and the driven
 * screen (controls for the fake network's answer, a play function that drives the main path).
 */
import type { StoryObj } from "@storybook/react-vite";
import type { ReactElement } from "react";
import { expect, userEvent, within } from "storybook/test";
import type { AnyStateMachine } from "xstate";
import { FlowDiagramPage } from "./flow-docs";
import { expectCurrentState, expectDiagramNamesEveryState } from "./flow-expect";
import { defaultOutcomeArgs, outcomeArgTypes, type OutcomeArgs } from "./flow-playground";

export function diagramStory(machine: AnyStateMachine, title: string, summary: string): StoryObj {
  return {
    render: () => <FlowDiagramPage machine={machine} title={title} summary={summary} />,
    play: async ({ canvasElement }) => expectDiagramNamesEveryState(canvasElement, machine),
  };
}

export function drivenStory(
  render: (args: OutcomeArgs) => ReactElement,
  outcome: Partial<OutcomeArgs>,
  play: (canvasElement: HTMLElement) => Promise<void>,
): StoryObj<OutcomeArgs> {
  return {
    args: { ...defaultOutcomeArgs, ...outcome },
    argTypes: outcomeArgTypes,
    render,
    play: async ({ canvasElement }) => play(canvasElement),
  };
}

/**
 * Waits for `before`, clicks the button named `button`, checks that `event` was sent, that the
 * machine passes through `during` when given (a slow answer keeps it there), and ends in `after`.
 */
export async function clickThrough(
  canvasElement: HTMLElement,
  step: { before: string; button: RegExp | string; event: string; during?: string; after: string },
) {
  await expectCurrentState(canvasElement, step.before);
  await userEvent.click(within(canvasElement).getByRole("button", { name: step.button }));
  await expect(within(canvasElement).getByTestId("event-log")).toHaveTextContent(step.event);
  if (step.during) await expectCurrentState(canvasElement, step.during);
  await expectCurrentState(canvasElement, step.after);
}

/**
 * A slow answer: long enough to see (and check) the busy state on a loaded machine. The story
 * tests do not sit it out: waiting for a state past the busy one answers at once
 * (answerHeldOutside in flow-playground.tsx).
 */
export const SLOW = { outcome: "slow", delayMs: 10_000 } as const;
