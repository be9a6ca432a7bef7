import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { staffCopy } from "../staff.copy";
import { ScheduledChanges } from "./scheduled-changes";
import { UndoChange } from "./undo-change";
import "../staff.css";

export default { title: "Staff/Changes", parameters: { layout: "padded" } } satisfies Meta;

const listConfirm = { question: staffCopy.prices.cancelQuestion("2026-11-26"), detail: staffCopy.prices.cancelDetail("2026-11-26", 3), yes: staffCopy.prices.cancelYes, no: staffCopy.keep };
const faresChange = {
  changeId: "15",
  summary: `${staffCopy.fares.scheduledChange("15", "2026-11-26")}: Mongla Port 23.00`,
  cancelLabel: staffCopy.fares.cancel("15", "2026-11-26"),
  confirm: { question: staffCopy.fares.cancelQuestion("2026-11-26"), detail: staffCopy.fares.cancelDetail("2026-11-26", 1), yes: staffCopy.fares.cancelYes, no: staffCopy.keep },
};

/** A price list and a fares change scheduled for tomorrow, each with its cancel button, which asks first (Keep it: focus back on the button). */
export const Scheduled: StoryObj<{ onCancel: (changeId: string) => void }> = {
  args: { onCancel: fn() },
  render: ({ onCancel }) => (
    <ScheduledChanges
      none={staffCopy.fares.noneScheduled}
      onCancel={onCancel}
      changes={[
        { changeId: "14", summary: "From 2026-11-26: 3 prices, uploaded by clerk@example.com (prices.csv)", cancelLabel: staffCopy.prices.cancel("14", "2026-11-26"), confirm: listConfirm },
        faresChange,
      ]}
    />
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("listitem")).toHaveLength(2);
    const cancel = canvas.getByRole("button", { name: "Cancel the fares scheduled for 2026-11-26 (change 15)" });
    await userEvent.click(cancel);
    await expect(canvas.getByRole("group", { name: "Cancel the fares scheduled for 26 November 2026? This cancels the fare change scheduled for 26 November 2026: 1 port's fare stays as it is today." })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Keep it" }));
    await expect(cancel).toHaveFocus();
    await expect(args.onCancel).not.toHaveBeenCalled();
    await userEvent.click(cancel);
    await userEvent.click(canvas.getByRole("button", { name: "Yes, cancel the change" }));
    await expect(args.onCancel).toHaveBeenCalledWith("15");
  },
};

/** While a cancel is on its way, every cancel button waits: aria-disabled, so that focus stays on it, and it asks nothing. */
export const ScheduledBusy: StoryObj = {
  render: () => (
    <ScheduledChanges
      busy
      none={staffCopy.fares.noneScheduled}
      onCancel={() => undefined}
      changes={[faresChange]}
    />
  ),
  play: async ({ canvasElement }) => {
    const cancel = within(canvasElement).getByRole("button", { name: /^Cancel the fares scheduled/ });
    await expect(cancel).toHaveAttribute("aria-disabled", "true");
    await userEvent.click(cancel);
    await expect(cancel).toHaveFocus();
    await expect(within(canvasElement).queryByRole("group")).toBeNull();
  },
};

export const NoneScheduled: StoryObj = {
  render: () => <ScheduledChanges changes={[]} none={staffCopy.prices.noneScheduled} onCancel={() => undefined} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("No list is scheduled.")).toBeVisible();
  },
};

/** "Undo this change" asks first, in the server's words of what it does; "Keep it" changes nothing and gives focus back. */
export const Undo: StoryObj<{ onUndo: () => void }> = {
  args: { onUndo: fn() },
  render: ({ onUndo }) => <UndoChange changeId="12" offer={{ can: true, words: "This puts back the 2 fares it replaced, from today." }} onUndo={onUndo} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const restore = canvas.getByRole("button", { name: "Undo this change #12" });
    await userEvent.click(restore);
    await expect(canvas.getByText("Undo change #12?")).toBeVisible();
    await expect(canvas.getByRole("group", { name: "Undo change #12? This puts back the 2 fares it replaced, from today." })).toContainElement(document.activeElement as HTMLElement);
    await userEvent.click(canvas.getByRole("button", { name: "Keep it" }));
    await expect(args.onUndo).not.toHaveBeenCalled();
    await expect(restore).toHaveFocus();
    await userEvent.click(restore);
    await userEvent.click(canvas.getByRole("button", { name: "Yes, undo change #12" }));
    await expect(args.onUndo).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole("group")).toBeNull();
  },
};

/** A change that can no longer be undone: no button, the server's reason instead. */
export const UndoRefused: StoryObj = {
  render: () => (
    <UndoChange changeId="7" offer={{ can: false, words: "Change #7 cannot be undone: change #9 has since moved 1 price of it. Undo change #9 first." }} onUndo={() => undefined} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("button", { name: /^Undo this change/ })).toBeNull();
    await expect(canvas.getByText("Change #7 cannot be undone: change #9 has since moved 1 price of it. Undo change #9 first.")).toBeVisible();
  },
};
