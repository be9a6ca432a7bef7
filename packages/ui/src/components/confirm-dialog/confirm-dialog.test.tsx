import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { PlainButton } from "../button/plain-button";
import { ConfirmDialog } from "./confirm-dialog";

function Asking({ onConfirm = () => {} }: { onConfirm?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <PlainButton onClick={() => setOpen(true)}>Delete file</PlainButton>
      <ConfirmDialog
        isOpen={open}
        title="Delete report.pdf?"
        confirmLabel="Delete it"
        cancelLabel="Keep it"
        onConfirm={() => {
          setOpen(false);
          onConfirm();
        }}
        onCancel={() => setOpen(false)}
      >
        <p>It cannot be brought back.</p>
      </ConfirmDialog>
    </>
  );
}

describe("ConfirmDialog", () => {
  it("is a modal dialog named by its question, with focus inside; the yes button runs the action", async () => {
    const user = userEvent.setup();
    let done = 0;
    render(<Asking onConfirm={() => (done += 1)} />);
    await user.click(screen.getByRole("button", { name: "Delete file" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete report.pdf?" });
    expect(dialog).toHaveTextContent("It cannot be brought back.");
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.click(screen.getByRole("button", { name: "Delete it" }));
    expect(done).toBe(1);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("Escape and the no button close it and give focus back to the button that opened it", async () => {
    const user = userEvent.setup();
    render(<Asking />);
    const opener = screen.getByRole("button", { name: "Delete file" });
    opener.focus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(within(screen.getByRole("dialog")).getByRole("heading", { name: "Delete report.pdf?" })).toHaveFocus());
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
    await user.keyboard("{Enter}");
    await user.click(await screen.findByRole("button", { name: "Keep it" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  });
  it("is drawn before it is asked, out of sight and of the accessibility tree: the press only shows it", async () => {
    const user = userEvent.setup();
    render(<Asking />);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.queryByRole("button", { name: "Delete it" })).toBeNull();
    const question = screen.getByText("Delete report.pdf?");
    expect(question).not.toBeVisible();
    await user.click(screen.getByRole("button", { name: "Delete file" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete report.pdf?" });
    // The same heading, shown: nothing of the question was drawn in the press.
    expect(within(dialog).getByRole("heading", { name: "Delete report.pdf?" })).toBe(question);
    expect(question).toBeVisible();
  });

  it("is gone from the screen in the press's own frame; its modality ends a frame later, and focus goes back then", async () => {
    const user = userEvent.setup();
    render(<Asking />);
    const opener = screen.getByRole("button", { name: "Delete file" });
    await user.click(opener);
    const dialog = await screen.findByRole("dialog", { name: "Delete report.pdf?" });
    await user.click(screen.getByRole("button", { name: "Keep it" }));
    // At once: hidden (nothing of it is on screen or in the accessibility tree).
    expect(dialog).not.toBeVisible();
    expect(screen.queryByRole("dialog")).toBeNull();
    // Then: closed, focus back on the opener; the question stays drawn, hidden, for the next press.
    await waitFor(() => expect(dialog).not.toHaveAttribute("open"));
    await waitFor(() => expect(opener).toHaveFocus());
    expect(dialog).toHaveAttribute("hidden");
    expect(screen.queryByRole("button", { name: "Keep it" })).toBeNull();
  });
});
