import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { PlainButton } from "../button/plain-button";
import { TextField } from "../text-field/text-field";
import { Form } from "./form";

describe("Form", () => {
  it("refuses a submit with empty required fields in its own words: a summary that takes focus, each field marked and described", async () => {
    const user = userEvent.setup();
    document.title = "Account Login";
    const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    render(
      <Form onSubmit={onSubmit}>
        <TextField label="Email" type="email" name="email" isRequired />
        <TextField label="Password" type="password" name="password" isRequired missingMessage="Enter your password" />
        <PlainButton type="submit">Login</PlainButton>
      </Form>,
    );
    expect(screen.getByRole("button", { name: "Login" }).closest("form")).toHaveAttribute("novalidate");
    await user.click(screen.getByRole("button", { name: "Login" }));
    expect(onSubmit).not.toHaveBeenCalled();
    const summary = screen.getByRole("alert");
    expect(summary.parentElement).toHaveFocus();
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual(["Enter Email", "Enter your password"]);
    expect(summary).not.toHaveTextContent(/Please fill/);
    const email = screen.getByRole("textbox", { name: "Email" });
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveAccessibleDescription("Enter Email");
    expect(document.title).toBe("Error: Account Login");
    // Typing and leaving the field keeps its message until the next submit (nothing moves under the pointer).
    await user.type(email, "a@b.example");
    await user.tab();
    expect(email).toHaveAccessibleDescription("Enter Email");
    await user.click(screen.getByRole("link", { name: "Enter your password" }));
    expect(screen.getByLabelText(/^Password/)).toHaveFocus();
  });

  it("says what is wrong with an email's form, takes focus again on a second refused submit, and submits once the fields are in order", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    render(
      <Form onSubmit={onSubmit}>
        <TextField label="Email" type="email" name="email" isRequired />
        <PlainButton type="submit">Send</PlainButton>
      </Form>,
    );
    const email = screen.getByRole("textbox", { name: "Email" });
    await user.type(email, "rahim@");
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Email: enter an email address such as name@example.com");
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(screen.getByRole("alert").parentElement).toHaveFocus();
    await user.type(email, "traders.example");
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("alert")).toBeNull();
    expect(document.title).not.toMatch(/^Error: /);
  });

  it("says a value of the wrong form in the field's own words when it carries them (invalidMessage)", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    render(
      <Form onSubmit={onSubmit}>
        <TextField label="Email" type="email" name="email" isRequired invalidMessage="Enter an email address such as name@example.com" />
        <PlainButton type="submit">Send</PlainButton>
      </Form>,
    );
    const email = screen.getByRole("textbox", { name: "Email" });
    await user.type(email, "rahim@");
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual(["Enter an email address such as name@example.com"]);
    expect(email).toHaveAccessibleDescription("Enter an email address such as name@example.com");
  });

  it("leaves checking to the caller with validation=\"caller\" (its flow's words), still without browser bubbles", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    render(
      <Form onSubmit={onSubmit} validation="caller">
        <TextField label="Email" type="email" name="email" isRequired />
        <PlainButton type="submit">Send</PlainButton>
      </Form>,
    );
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("button", { name: "Send" }).closest("form")).toHaveAttribute("novalidate");
  });

  it("focuses the error summary when errors arrive, and its links focus their field", async () => {
    const user = userEvent.setup();
    function Signup() {
      const [errors, setErrors] = useState<Array<{ message: string; fieldId: string }>>([]);
      return (
        <Form
          onSubmit={(e) => {
            e.preventDefault();
            setErrors([{ message: "The passwords do not match", fieldId: "confirm" }]);
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
    expect(alert).toHaveTextContent("The passwords do not match");
    expect(alert.parentElement).toHaveFocus();
    await user.click(screen.getByRole("link", { name: "The passwords do not match" }));
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
