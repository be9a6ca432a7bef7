import { render, screen } from "@testing-library/react";
import { NoData } from "./no-data";

describe("NoData", () => {
  it("announces its message politely, with a decorative picture", () => {
    const { container } = render(<NoData />);
    expect(screen.getByRole("status")).toHaveTextContent("No data found");
    expect(container.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
  });

  it("takes a custom picture and text", () => {
    render(<NoData imageSrc="/img/no-data.webp">Nothing in this category yet</NoData>);
    expect(screen.getByRole("status")).toHaveTextContent("Nothing in this category yet");
    expect(screen.getByRole("presentation")).toHaveAttribute("src", "/img/no-data.webp");
  });
});
