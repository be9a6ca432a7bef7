import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { TextField } from "./text-field";

describe("TextField", () => {
  it("is labelled, described and typed into", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<TextField label="Email Address" type="email" description="We never share it." onChange={onChange} />);
    const input = screen.getByRole("textbox", { name: "Email Address" });
    expect(input).toHaveAttribute("type", "email");
    expect(input).toHaveAccessibleDescription("We never share it.");
    await user.tab();
    expect(input).toHaveFocus();
    await user.keyboard("a@b.co");
    expect(onChange).toHaveBeenLastCalledWith("a@b.co");
  });

  it("shows its error tied to the input when invalid", () => {
    render(<TextField label="Enter Password" type="password" isInvalid errorMessage="The passwords do not match" />);
    const input = screen.getByLabelText("Enter Password");
    expect(input).toHaveAttribute("type", "password");
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription("The passwords do not match");
  });
});
