import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SearchField } from "./search-field";

describe("SearchField", () => {
  it("is a labelled, described search box; Enter submits its text", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<SearchField label="Search by name or email" description="Part of a name is enough." onSubmit={onSubmit} />);
    const box = screen.getByRole("searchbox", { name: "Search by name or email" });
    expect(box).toHaveAccessibleDescription("Part of a name is enough.");
    await user.tab();
    expect(box).toHaveFocus();
    await user.keyboard("karim{Enter}");
    expect(onSubmit).toHaveBeenCalledWith("karim");
  });

  it("empties with Escape or with its named clear button", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<SearchField label="Filter" onChange={onChange} />);
    const box = screen.getByRole("searchbox", { name: "Filter" });
    await user.type(box, "hessian");
    await user.keyboard("{Escape}");
    expect(box).toHaveValue("");
    await user.type(box, "rope");
    await user.click(screen.getByRole("button", { name: "Clear search" }));
    expect(box).toHaveValue("");
    expect(onChange).toHaveBeenLastCalledWith("");
  });

  it("shows its error tied to the box when invalid", () => {
    render(<SearchField label="Filter" isInvalid errorMessage="Type two letters or more" />);
    const box = screen.getByRole("searchbox", { name: "Filter" });
    expect(box).toBeInvalid();
    expect(box).toHaveAccessibleDescription("Type two letters or more");
  });
});
