import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { PlainButton } from "../button/plain-button";
import { Link } from "../link/link";
import { TextField } from "../text-field/text-field";
import { Form } from "./form";

const meta = {
  title: "Components/Form",
  component: Form,
  args: { onSubmit: (e) => e.preventDefault() },
  render: (args) => (
    <Form {...args} aria-label="Account Login">
      <TextField label="Email Address" type="email" name="email" id="login-email" isRequired />
      <TextField label="Password" type="password" name="password" id="login-password" isRequired />
      <PlainButton type="submit">Login</PlainButton>
      <p>
        No account? <Link href="/register">Sign Up</Link>
      </p>
    </Form>
  ),
} satisfies Meta<typeof Form>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Login: Story = {};

/** Error: Login pressed with both fields empty: the form's own words in the summary, which takes focus; each field marked. */
export const EmptyFieldsRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Login" }));
    const alert = canvas.getByRole("alert");
    await expect(alert.parentElement).toHaveFocus();
    await expect(alert).toHaveTextContent("Enter Email Address");
    await expect(canvas.getByRole("textbox", { name: /Email Address/ })).toHaveAttribute("aria-invalid", "true");
    await userEvent.click(canvas.getByRole("link", { name: "Enter Email Address" }));
    await expect(canvas.getByRole("textbox", { name: /Email Address/ })).toHaveFocus();
  },
};

/** Error: a failed login, shown in the summary, which takes focus. */
export const WithErrorSummary: Story = {
  args: { errors: [{ message: "Email or password is incorrect", fieldId: "login-email" }, "Something went wrong"] },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole("alert");
    await expect(alert.parentElement).toHaveFocus();
  },
};

export const Submitting: Story = {
  render: (args) => (
    <Form {...args} aria-label="Account Login">
      <TextField label="Email Address" type="email" defaultValue="buyer@example.com" />
      <TextField label="Password" type="password" defaultValue="secret" />
      <PlainButton type="submit" aria-disabled>
        Logging in…
      </PlainButton>
    </Form>
  ),
};
