import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Form } from "../form/form";
import { TextArea } from "./text-area";

describe("TextArea", () => {
  it("is a labelled, described multi-line box that takes new lines", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<TextArea label="Message" name="message" description="What you need, and when." onChange={onChange} />);
    const box = screen.getByRole("textbox", { name: "Message" });
    expect(box.tagName).toBe("TEXTAREA");
    expect(box).toHaveAccessibleDescription("What you need, and when.");
    await user.tab();
    expect(box).toHaveFocus();
    await user.keyboard("First line{Enter}second");
    expect(onChange).toHaveBeenLastCalledWith("First line\nsecond");
  });

  it("shows the form's error for its name, tied to it, until it is edited and left, as TextField's", async () => {
    const user = userEvent.setup();
    render(
      <Form validation="caller" validationErrors={{ message: "Please write a message" }}>
        <TextArea label="Message" name="message" />
        <button type="submit">Send</button>
      </Form>,
    );
    const box = screen.getByRole("textbox", { name: "Message" });
    expect(box).toBeInvalid();
    expect(box).toHaveAccessibleDescription("Please write a message");
    await user.type(box, "Hello");
    await user.tab();
    expect(box).not.toBeInvalid();
    expect(screen.queryByText("Please write a message")).not.toBeInTheDocument();
  });

  it("marks a required field and keeps to its maximum length", async () => {
    const user = userEvent.setup();
    render(<TextArea label="Message" isRequired maxLength={5} />);
    const box = screen.getByRole("textbox", { name: /Message/ });
    expect(box).toBeRequired();
    await user.type(box, "1234567");
    expect(box).toHaveValue("12345");
  });
});
