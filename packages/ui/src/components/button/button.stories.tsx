import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { PlainButton } from "./plain-button";

const meta = {
  title: "Components/PlainButton",
  component: PlainButton,
  args: { children: "Submit", onClick: fn() },
  argTypes: { variant: { control: "select", options: ["primary", "secondary", "outline", "ghost", "danger"] } },
} satisfies Meta<typeof PlainButton>;
export default meta;
type Story = StoryObj<typeof meta>;

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
    const look = (element: HTMLElement) => {
      const style = getComputedStyle(element);
      return [style.backgroundColor, style.color, style.cursor];
    };
    await expect(look(waiting)).toEqual(look(canvas.getByRole("button", { name: "Disabled" })));
  },
};
