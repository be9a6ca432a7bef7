import { render, screen } from "@testing-library/react";
import { Input as AriaInput, TextField as AriaTextField } from "react-aria-components";
import { ariaFieldParts } from "./aria-field-parts";
import { FieldFrame, useNativeField, type NativeFieldOptions } from "./field-frame";

function Native({ label, isRequired, ...options }: Omit<NativeFieldOptions, "kind"> & { label: string; isRequired?: boolean }) {
  const field = useNativeField({ ...options, kind: "input" });
  return (
    <div {...field.root} data-testid="root">
      <FieldFrame ids={field.ids} isInvalid={field.invalid} label={label} isRequired={isRequired} description={options.description} errorMessage={options.errorMessage}>
        <input {...field.control} />
      </FieldFrame>
    </div>
  );
}

describe("FieldFrame", () => {
  it("names and describes a native control by ids, the required mark hidden from its name", () => {
    render(<Native label="Bale mark" isRequired description="As stencilled." describedBy="elsewhere" />);
    const input = screen.getByRole("textbox", { name: "Bale mark" });
    expect(input.id).toMatch(/-input$/);
    expect(input).toHaveAccessibleDescription("As stencilled.");
    expect(input.getAttribute("aria-describedby")).toMatch(/-description elsewhere$/);
    expect(screen.getByText("*")).toHaveAttribute("aria-hidden", "true");
    expect(input).not.toBeInvalid();
    expect(screen.getByTestId("root")).not.toHaveAttribute("data-invalid");
  });

  it("shows a native control's error while invalid, tied to it, and marks the root", () => {
    const { rerender } = render(<Native label="Bale mark" id="mark" errorMessage="Enter the bale mark" />);
    const input = screen.getByRole("textbox", { name: "Bale mark" });
    expect(input.id).toBe("mark");
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription("Enter the bale mark");
    expect(screen.getByTestId("root")).toHaveAttribute("data-invalid", "");
    rerender(<Native label="Bale mark" id="mark" errorMessage="Enter the bale mark" isInvalid={false} />);
    expect(input).not.toBeInvalid();
    expect(screen.queryByText("Enter the bale mark")).toBeNull();
    expect(input).toHaveAccessibleDescription("");
  });

  it("takes its ids from a react-aria field around it", () => {
    render(
      <AriaTextField isInvalid>
        <FieldFrame parts={ariaFieldParts} label="Bale mark" description="As stencilled." errorMessage="Enter the bale mark">
          <AriaInput />
        </FieldFrame>
      </AriaTextField>,
    );
    const input = screen.getByRole("textbox", { name: "Bale mark" });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription("As stencilled. Enter the bale mark");
  });
});
