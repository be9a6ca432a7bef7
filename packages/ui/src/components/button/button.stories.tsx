import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { useState } from "react";
import { PlainButton } from "./plain-button";

const meta = {
  title: "Components/PlainButton",
  component: PlainButton,
  args: { children: "Submit", onClick: fn() },
  argTypes: { variant: { control: "select", options: ["primary", "secondary", "outline", "ghost", "danger"] } },
} satisfies Meta<typeof PlainButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** What a button looks like in this instant: its ground, text and border colours, and its cursor. */
const look = (element: HTMLElement) => {
  const style = getComputedStyle(element);
  return [style.backgroundColor, style.color, style.borderColor, style.cursor];
};

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole("button", { name: "Submit" });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};
export const Secondary: Story = { args: { variant: "secondary" } };
export const Outline: Story = { args: { variant: "outline" } };
export const Ghost: Story = { args: { variant: "ghost" } };
export const Danger: Story = { args: { variant: "danger", children: "Logout" } };
export const Small: Story = { args: { size: "sm" } };
export const Large: Story = { args: { size: "lg" } };
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Submit" }));
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
/**
 * Waiting for its answer (`aria-disabled`, as BusyButton and the staff forms do while a call
 * runs): it keeps focus, so the outcome lands where the keyboard was, and looks as unavailable
 * as a disabled button.
 */
export const Waiting: Story = {
  args: { children: "Sending…", "aria-disabled": true },
  render: (args) => (
    <p style={{ display: "flex", gap: "1rem" }}>
      <PlainButton {...args} />
      <PlainButton disabled>Disabled</PlainButton>
    </p>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const waiting = canvas.getByRole("button", { name: "Sending…" });
    waiting.focus();
    await expect(waiting).toHaveFocus();
    await expect(waiting).toHaveAttribute("aria-disabled", "true");
    await expect(look(waiting)).toEqual(look(canvas.getByRole("button", { name: "Disabled" })));
  },
};

/** A stand-in for a form: "Send" waits (aria-disabled) until "The answer arrives" is pressed. */
function WaitingThenAnswered() {
  const [waiting, setWaiting] = useState(true);
  return (
    <p style={{ display: "flex", gap: "1rem" }}>
      <PlainButton aria-disabled={waiting}>Send</PlainButton>
      <PlainButton>Ready</PlainButton>
      <PlainButton variant="outline" onClick={() => setWaiting(false)}>
        The answer arrives
      </PlainButton>
    </p>
  );
}

/**
 * The moment its answer arrives, a waiting button looks like a ready one: its colours change at
 * once. An eased ground would fade from the waiting grey while the text is already white
 * (1.25:1 at the start), as axe once caught on the reset password form.
 */
export const ReadyAtOnceWhenItsAnswerArrives: Story = {
  render: () => <WaitingThenAnswered />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const send = canvas.getByRole("button", { name: "Send" });
    await userEvent.click(canvas.getByRole("button", { name: "The answer arrives" }));
    await expect(send).not.toHaveAttribute("aria-disabled", "true");
    await expect(look(send)).toEqual(look(canvas.getByRole("button", { name: "Ready" })));
  },
};
