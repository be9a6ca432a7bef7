import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { PlainButton } from "../button/plain-button";
import { ConfirmDialog } from "./confirm-dialog";

function Asking() {
  const [open, setOpen] = useState(false);
  const [said, setSaid] = useState("");
  return (
    <>
      <PlainButton onClick={() => setOpen(true)}>Accept offer PI-2026-000009-1</PlainButton>
      <p role="status">{said}</p>
      <ConfirmDialog
        isOpen={open}
        title="Accept offer PI-2026-000009-1?"
        confirmLabel="Accept and lock the price"
        onConfirm={() => {
          setOpen(false);
          setSaid("Accepted");
        }}
        onCancel={() => setOpen(false)}
      >
        <p>Hessian cloth, 55,000 pieces: USD 56,615.00, FOB Mongla.</p>
      </ConfirmDialog>
    </>
  );
}

const meta = { title: "Components/ConfirmDialog", component: Asking } satisfies Meta<typeof Asking>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * In the browser's own modal dialog: the press moves focus once, to the question's heading; the
 * yes button is never focused on the way (Enter must not answer it unread).
 */
export const FocusMovesOnceToTheQuestion: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const doc = canvasElement.ownerDocument;
    const focused: string[] = [];
    const note = (event: FocusEvent) => focused.push((event.target as HTMLElement).textContent ?? "");
    doc.addEventListener("focusin", note);
    try {
      await userEvent.click(canvas.getByRole("button", { name: "Accept offer PI-2026-000009-1" }));
      const dialog = await within(doc.body).findByRole("dialog", { name: "Accept offer PI-2026-000009-1?" });
      await waitFor(() => expect(within(dialog).getByRole("heading", { name: "Accept offer PI-2026-000009-1?" })).toHaveFocus());
      expect(focused).toEqual(["Accept offer PI-2026-000009-1", "Accept offer PI-2026-000009-1?"]);
    } finally {
      doc.removeEventListener("focusin", note);
    }
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(canvas.getByRole("button", { name: "Accept offer PI-2026-000009-1" })).toHaveFocus());
  },
};

/** Open it, Escape gives focus back to the button; open again and confirm. */
export const AskFirst: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole("button", { name: "Accept offer PI-2026-000009-1" });
    await userEvent.click(opener);
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByRole("dialog", { name: "Accept offer PI-2026-000009-1?" })).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(opener).toHaveFocus());
    await userEvent.click(opener);
    await userEvent.click(await page.findByRole("button", { name: "Accept and lock the price" }));
    await expect(await canvas.findByRole("status")).toHaveTextContent("Accepted");
  },
};
