import { fireEvent, render, screen } from "@testing-library/react";
import { DateField } from "./date-field";

describe("DateField", () => {
  it("is a labelled, described date input that gives back the ISO day", () => {
    const onChange = vi.fn();
    render(<DateField label="Takes effect on" description="Today or later." min="2026-11-25" onChange={onChange} />);
    const input = screen.getByLabelText("Takes effect on");
    expect(input).toHaveAttribute("type", "date");
    expect(input).toHaveAttribute("min", "2026-11-25");
    expect(input).toHaveAccessibleDescription("Today or later.");
    fireEvent.change(input, { target: { value: "2026-12-01" } });
    expect(onChange).toHaveBeenLastCalledWith("2026-12-01");
  });

  it("shows its error tied to the input when invalid", () => {
    render(<DateField label="Takes effect on" isInvalid errorMessage="Choose today or a later day" />);
    const input = screen.getByLabelText("Takes effect on");
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription("Choose today or a later day");
  });

  it("is reached by Tab and can be disabled", () => {
    render(<DateField label="Takes effect on" isDisabled value="2026-11-25" />);
    expect(screen.getByLabelText("Takes effect on")).toBeDisabled();
    expect(screen.getByLabelText("Takes effect on")).toHaveValue("2026-11-25");
  });
});
