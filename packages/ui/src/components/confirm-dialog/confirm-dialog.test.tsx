import { render, screen, waitFor } from "@testing-library/react";
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
    await waitFor(() => expect(screen.getByRole("dialog")).toHaveFocus());
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
    await user.keyboard("{Enter}");
    await user.click(await screen.findByRole("button", { name: "Keep it" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  });
  it("is gone from the screen in the press's own frame; its modality and its content end a frame later, and focus goes back then", async () => {
    const user = userEvent.setup();
    render(<Asking />);
    const opener = screen.getByRole("button", { name: "Delete file" });
    await user.click(opener);
    const dialog = await screen.findByRole("dialog", { name: "Delete report.pdf?" });
    await user.click(screen.getByRole("button", { name: "Keep it" }));
    // At once: hidden (nothing of it is on screen or in the accessibility tree).
    expect(dialog).not.toBeVisible();
    expect(screen.queryByRole("dialog")).toBeNull();
    // Then: closed, its content dropped, focus back on the opener.
    await waitFor(() => expect(dialog).not.toHaveAttribute("open"));
    await waitFor(() => expect(dialog).toBeEmptyDOMElement());
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
