import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Button } from "./button";

describe("Button", () => {
  it("is pressed with Enter and Space from the keyboard", async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(<Button onPress={onPress}>Submit</Button>);
    await user.tab();
    expect(screen.getByRole("button", { name: "Submit" })).toHaveFocus();
    await user.keyboard("{Enter}");
    await user.keyboard(" ");
    expect(onPress).toHaveBeenCalledTimes(2);
  });

  it("shows the pending label, stays focusable and ignores presses while pending", async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(
      <Button onPress={onPress} isPending pendingLabel="Logging in…">
        Login
      </Button>,
    );
    const button = screen.getByRole("button", { name: /Logging in…/ });
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard("{Enter}");
    await user.click(button);
    expect(onPress).not.toHaveBeenCalled();
    expect(screen.queryByText("Login")).not.toBeInTheDocument();
  });

  it("cannot be reached or pressed when disabled", async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(
      <>
        <Button onPress={onPress} isDisabled>
          Submit
        </Button>
        <Button>Other</Button>
      </>,
    );
    await user.tab();
    expect(screen.getByRole("button", { name: "Other" })).toHaveFocus();
    expect(screen.getByRole("button", { name: "Submit" })).toBeDisabled();
  });
});
