import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Checkbox } from "./checkbox";

describe("Checkbox", () => {
  it("is named by its label, described, and toggled with Space", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <Checkbox description="They stop being quoted from that day." onChange={onChange}>
        Retire prices missing from the file
      </Checkbox>,
    );
    const box = screen.getByRole("checkbox", { name: "Retire prices missing from the file" });
    expect(box).toHaveAccessibleDescription("They stop being quoted from that day.");
    await user.tab();
    expect(box).toHaveFocus();
    await user.keyboard(" ");
    expect(box).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(true);
    await user.click(screen.getByText("Retire prices missing from the file"));
    expect(box).not.toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it("follows a controlled value and shows its error tied to the box", () => {
    render(
      <Checkbox isSelected={false} errorMessage="Confirm the flagged lines first">
        I have checked the flagged lines
      </Checkbox>,
    );
    const box = screen.getByRole("checkbox", { name: "I have checked the flagged lines" });
    expect(box).not.toBeChecked();
    expect(box).toBeInvalid();
    expect(box).toHaveAccessibleDescription("Confirm the flagged lines first");
  });

  it("can be disabled", () => {
    render(
      <Checkbox isDisabled defaultSelected>
        Retire
      </Checkbox>,
    );
    expect(screen.getByRole("checkbox", { name: "Retire" })).toBeDisabled();
    expect(screen.getByRole("checkbox", { name: "Retire" })).toBeChecked();
  });
});
