import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { AfterHydration } from "./after-hydration";

const part = (
  <AfterHydration label="Loading the login form…" noScript="Logging in needs JavaScript.">
    <input aria-label="Email" type="email" />
  </AfterHydration>
);

describe("AfterHydration", () => {
  it("holds the place with a loading line (and a reason for browsers without script) when rendered at build time", () => {
    const html = renderToString(part);
    expect(html).toContain("Loading the login form…");
    expect(html).toMatch(/<noscript>.*Logging in needs JavaScript\..*<\/noscript>/);
    expect(html).not.toContain("<input");
  });

  it("shows the part at once when the page is rendered in the browser", () => {
    render(part);
    expect(screen.getByRole("textbox", { name: "Email" })).toBeInTheDocument();
    expect(screen.queryByText("Loading the login form…")).not.toBeInTheDocument();
  });
});
