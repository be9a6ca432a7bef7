import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConfirmButton } from "./confirm-button";

const setup = (busy = false) => {
  const onConfirm = vi.fn();
  render(
    <ConfirmButton question="Withdraw PI-2026-000012-1?" detail="The buyer is mailed." confirmLabel="Yes, withdraw it" cancelLabel="Keep it" onConfirm={onConfirm} busy={busy}>
      Withdraw
    </ConfirmButton>,
  );
  return { onConfirm, user: userEvent.setup(), button: screen.getByRole("button", { name: "Withdraw" }) };
};

describe("ConfirmButton", () => {
  it("asks first, the question taking focus; the no gives focus back to the button and does nothing", async () => {
    const { onConfirm, user, button } = setup();
    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    const group = screen.getByRole("group", { name: "Withdraw PI-2026-000012-1? The buyer is mailed." });
    expect(group).toContainElement(document.activeElement as HTMLElement);
    await user.click(screen.getByRole("button", { name: "Keep it" }));
    expect(screen.queryByRole("group")).toBeNull();
    expect(button).toHaveFocus();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it("acts on the yes, with focus back on the button", async () => {
    const { onConfirm, user, button } = setup();
    await user.click(button);
    await user.click(screen.getByRole("button", { name: "Yes, withdraw it" }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute("aria-expanded", "false");
  });

  it("while busy keeps focus (aria-disabled, not disabled) and asks nothing", async () => {
    const { user, button } = setup(true);
    expect(button).toHaveAttribute("aria-disabled", "true");
    expect(button).toBeEnabled();
    await user.click(button);
    expect(button).toHaveFocus();
    expect(screen.queryByRole("group")).toBeNull();
  });
});
