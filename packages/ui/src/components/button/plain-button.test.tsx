import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PlainButton } from "./plain-button";

describe("PlainButton", () => {
  it("is a native button (never submits a form) with Button's look, pressed by click, Enter and Space", async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
        <PlainButton variant="outline" size="sm" aria-expanded={false} onClick={onClick}>
          Menu
        </PlainButton>
      </form>,
    );
    const button = screen.getByRole("button", { name: "Menu" });
    expect(button).toHaveAttribute("type", "button");
    expect(button).toHaveClass("jute-button", "jute-button--outline", "jute-button--sm");
    expect(button).toHaveAttribute("aria-expanded", "false");
    await user.click(button);
    await user.tab();
    await user.tab({ shift: true });
    expect(button).toHaveFocus();
    await user.keyboard("{Enter}");
    await user.keyboard(" ");
    expect(onClick).toHaveBeenCalledTimes(3);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe("PlainButton as a submit button", () => {
  it("submits its form when its type says so, and not when disabled", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    const { rerender } = render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
        <PlainButton type="submit">Submit</PlainButton>
      </form>,
    );
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    rerender(
      <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
        <PlainButton type="submit" disabled>
          Submit
        </PlainButton>
      </form>,
    );
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
