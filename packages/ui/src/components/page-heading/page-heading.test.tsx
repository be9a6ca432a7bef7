import { render, screen } from "@testing-library/react";
import { PageHeading } from "./page-heading";

describe("PageHeading", () => {
  it("leaves focus alone on the first page of a load, then takes it on each navigation", () => {
    const { rerender } = render(<PageHeading key="home">Welcome</PageHeading>);
    const first = screen.getByRole("heading", { level: 1, name: "Welcome" });
    expect(first).toHaveAttribute("tabindex", "-1");
    expect(first).not.toHaveFocus();
    // A new route renders a new heading.
    rerender(<PageHeading key="login">Account Login</PageHeading>);
    expect(screen.getByRole("heading", { level: 1, name: "Account Login" })).toHaveFocus();
  });

  it("can be told never to take focus, or always", () => {
    const { rerender } = render(<PageHeading focusOnMount="never">Rope</PageHeading>);
    expect(screen.getByRole("heading", { name: "Rope" })).not.toHaveFocus();
    rerender(
      <PageHeading key="b" focusOnMount="always">
        Soil Saver
      </PageHeading>,
    );
    expect(screen.getByRole("heading", { name: "Soil Saver" })).toHaveFocus();
  });

  it("leaves focus in a menu section the visitor opened while the new page loaded", () => {
    const { rerender } = render(
      <>
        <details open>
          <summary>Products Cost</summary>
        </details>
        <PageHeading key="one">Home</PageHeading>
      </>,
    );
    const section = screen.getByText("Products Cost");
    section.focus();
    rerender(
      <>
        <details open>
          <summary>Products Cost</summary>
        </details>
        <PageHeading key="two">Rope</PageHeading>
      </>,
    );
    expect(screen.getByText("Products Cost")).toHaveFocus();
    expect(screen.getByRole("heading", { name: "Rope" })).not.toHaveFocus();
  });
});
