import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { PlainButton } from "../button/plain-button";
import { TextField } from "../text-field/text-field";
import { Form } from "./form";

describe("Form", () => {
  it("moves focus to the first invalid field on submit and does not submit", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    render(
      <Form onSubmit={onSubmit}>
        <TextField label="Email" type="email" name="email" isRequired />
        <TextField label="Password" type="password" name="password" isRequired />
        <PlainButton type="submit">Login</PlainButton>
      </Form>,
    );
    await user.click(screen.getByRole("button", { name: "Login" }));
    expect(screen.getByRole("textbox", { name: "Email" })).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("focuses the error summary when errors arrive, and its links focus their field", async () => {
    const user = userEvent.setup();
    function Signup() {
      const [errors, setErrors] = useState<Array<{ message: string; fieldId: string }>>([]);
      return (
        <Form
          onSubmit={(e) => {
            e.preventDefault();
            setErrors([{ message: "Password not match", fieldId: "confirm" }]);
          }}
          errors={errors}
        >
          <TextField label="Confirm Password" id="confirm" type="password" />
          <PlainButton type="submit">Sign Up</PlainButton>
        </Form>
      );
    }
    render(<Signup />);
    await user.click(screen.getByRole("button", { name: "Sign Up" }));
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("Password not match");
    expect(alert.parentElement).toHaveFocus();
    await user.click(screen.getByRole("link", { name: "Password not match" }));
    expect(screen.getByLabelText("Confirm Password")).toHaveFocus();
  });

  it("does not pull focus back when re-rendered with the same errors", async () => {
    const user = userEvent.setup();
    const { rerender } = render(
      <Form errors={["Something went wrong"]}>
        <PlainButton>Retry</PlainButton>
      </Form>,
    );
    await user.click(screen.getByRole("button", { name: "Retry" }));
    rerender(
      <Form errors={["Something went wrong"]}>
        <PlainButton>Retry</PlainButton>
      </Form>,
    );
    expect(screen.getByRole("button", { name: "Retry" })).toHaveFocus();
  });
});
