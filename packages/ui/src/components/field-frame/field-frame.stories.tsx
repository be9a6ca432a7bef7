import type { Meta, StoryObj } from "@storybook/react-vite";
import { Input as AriaInput, TextField as AriaTextField } from "react-aria-components";
import { expect, within } from "storybook/test";
import { ariaFieldParts } from "./aria-field-parts";
import { FieldFrame, useNativeField } from "./field-frame";

interface FrameDemoProps {
  label: string;
  description?: string;
  errorMessage?: string;
  isRequired?: boolean;
  /** "native": a browser input tied by ids (as Select, Checkbox, FileField); "aria": inside a react-aria field (as TextField). */
  wiring: "native" | "aria";
}

/** One text input in the frame, tied either way. */
function FrameDemo({ label, description, errorMessage, isRequired = false, wiring }: FrameDemoProps) {
  const field = useNativeField({ kind: "input", description, errorMessage });
  if (wiring === "aria") {
    return (
      <AriaTextField className="jute-field" isRequired={isRequired} isInvalid={errorMessage !== undefined}>
        <FieldFrame parts={ariaFieldParts} label={label} isRequired={isRequired} description={description} errorMessage={errorMessage}>
          <AriaInput className="jute-field__input" />
        </FieldFrame>
      </AriaTextField>
    );
  }
  return (
    <div className="jute-field" {...field.root}>
      <FieldFrame ids={field.ids} isInvalid={field.invalid} label={label} isRequired={isRequired} description={description} errorMessage={errorMessage}>
        <input className="jute-field__input" required={isRequired} {...field.control} />
      </FieldFrame>
    </div>
  );
}

const meta = {
  title: "Components/FieldFrame",
  component: FrameDemo,
  args: { label: "Bale mark", description: "As stencilled on the bale.", wiring: "native" },
} satisfies Meta<typeof FrameDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Native: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "Bale mark" });
    await expect(input).toHaveAccessibleDescription("As stencilled on the bale.");
    await expect(input).not.toBeInvalid();
  },
};
export const NativeInvalid: Story = {
  args: { isRequired: true, errorMessage: "Enter the bale mark" },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "Bale mark" });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription("As stencilled on the bale. Enter the bale mark");
  },
};
export const InAriaField: Story = {
  args: { wiring: "aria" },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "Bale mark" });
    await expect(input).toHaveAccessibleDescription("As stencilled on the bale.");
  },
};
export const InAriaFieldInvalid: Story = {
  args: { wiring: "aria", isRequired: true, errorMessage: "Enter the bale mark" },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "Bale mark" });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription("As stencilled on the bale. Enter the bale mark");
  },
};
