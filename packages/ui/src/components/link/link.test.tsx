import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Link, LinkButton } from "./link";
import { RouterProvider } from "./router-provider";

describe("Link and RouterProvider", () => {
  it("navigates client-side through the provided router, with its state, on click and Enter", async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    render(
      <RouterProvider navigate={navigate}>
        <Link href="/rope" routerOptions={{ state: { category_id: 2 } }}>
          Rope
        </Link>
      </RouterProvider>,
    );
    const link = screen.getByRole("link", { name: "Rope" });
    expect(link).toHaveAttribute("href", "/rope");
    await user.tab();
    expect(link).toHaveFocus();
    await user.keyboard("{Enter}");
    await user.click(link);
    expect(navigate).toHaveBeenCalledTimes(2);
    expect(navigate).toHaveBeenCalledWith("/rope", { state: { category_id: 2 } });
  });

  it("turns router paths into hrefs with useHref (a base path)", () => {
    render(
      <RouterProvider navigate={vi.fn()} useHref={(href) => `/base${href}`}>
        <LinkButton href="/login">View Price</LinkButton>
      </RouterProvider>,
    );
    expect(screen.getByRole("link", { name: "View Price" })).toHaveAttribute("href", "/base/login");
  });

  it("leaves links that open in a new tab to the browser", async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    render(
      <RouterProvider navigate={navigate}>
        <Link href="/brochure.pdf" target="_blank">
          Brochure
        </Link>
      </RouterProvider>,
    );
    await user.click(screen.getByRole("link", { name: "Brochure" }));
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe("Link without react-aria", () => {
  it("is a plain anchor: a modified click, a middle click and another origin go to the browser", () => {
    const navigate = vi.fn();
    render(
      <RouterProvider navigate={navigate}>
        <Link href="/rope">Rope</Link>
        <Link href="https://example.org/jute">Elsewhere</Link>
        <Link href="//example.org/jute">Protocol-relative</Link>
      </RouterProvider>,
    );
    const rope = screen.getByRole("link", { name: "Rope" });
    expect(rope.tagName).toBe("A");
    expect(rope).not.toHaveAttribute("data-rac");
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
      const event = new MouseEvent("click", { bubbles: true, cancelable: true, ...init });
      rope.dispatchEvent(event);
      expect(event.defaultPrevented).toBe(false);
    }
    for (const name of ["Elsewhere", "Protocol-relative"]) {
      const event = new MouseEvent("click", { bubbles: true, cancelable: true });
      screen.getByRole("link", { name }).dispatchEvent(event);
      expect(event.defaultPrevented).toBe(false);
    }
    expect(navigate).not.toHaveBeenCalled();
    const plain = new MouseEvent("click", { bubbles: true, cancelable: true });
    rope.dispatchEvent(plain);
    expect(plain.defaultPrevented).toBe(true);
    expect(navigate).toHaveBeenCalledWith("/rope", undefined);
  });

  it("lets the page's own click handler cancel the navigation", async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    render(
      <RouterProvider navigate={navigate}>
        <LinkButton href="/login" onClick={(event) => event.preventDefault()}>
          View Price
        </LinkButton>
      </RouterProvider>,
    );
    await user.click(screen.getByRole("link", { name: "View Price" }));
    expect(navigate).not.toHaveBeenCalled();
  });
});
