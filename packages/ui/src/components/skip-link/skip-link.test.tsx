import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SkipLink } from "./skip-link";

describe("SkipLink", () => {
  it("is the first stop and moves focus to the main content", async () => {
    const user = userEvent.setup();
    render(
      <>
        <SkipLink />
        <nav>
          <a href="/">Home</a>
        </nav>
        <main id="main">
          <a href="/x">Inside</a>
        </main>
      </>,
    );
    await user.tab();
    const skip = screen.getByRole("link", { name: "Skip to main content" });
    expect(skip).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(screen.getByRole("main")).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("link", { name: "Inside" })).toHaveFocus();
  });
});
