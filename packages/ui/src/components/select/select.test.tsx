import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Select } from "./select";

const companies = [
  { id: 1, label: "SJSML" },
  { id: 2, label: "OJML" },
];

describe("Select", () => {
  it("opens with the keyboard, moves with the arrows and picks with Enter", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Select label="Company" options={companies} emptyLabel="Select Company" defaultValue={1} onChange={onChange} />);
    const trigger = screen.getByRole("button", { name: /Company/ });
    expect(trigger).toHaveTextContent("SJSML");
    await user.tab();
    expect(trigger).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    const listbox = screen.getByRole("listbox");
    expect(within(listbox).getAllByRole("option").map((o) => o.textContent)).toEqual(["Select Company", "SJSML", "OJML"]);
    await user.keyboard("{ArrowDown}{Enter}");
    expect(onChange).toHaveBeenLastCalledWith(2);
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    // react-aria restores focus to the trigger once the popover has gone.
    await waitFor(() => expect(trigger).toHaveFocus());
    expect(trigger).toHaveTextContent("OJML");
  });

  it("offers an empty choice that sets the value to null", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Select label="Company" options={companies} emptyLabel="Select Company" value={2} onChange={onChange} />);
    await user.click(screen.getByRole("button", { name: /Company/ }));
    await user.click(screen.getByRole("option", { name: "Select Company" }));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it("closes with Escape without changing the value", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Select label="Port" options={[{ id: 1, label: "Chattogram" }, { id: 2, label: "Mongla" }]} defaultValue={1} onChange={onChange} />);
    await user.tab();
    await user.keyboard("{ArrowDown}");
    expect(screen.getByRole("listbox")).toBeInTheDocument();
    await user.keyboard("{ArrowDown}{Escape}");
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
    const trigger = screen.getByRole("button", { name: /Port/ });
    await waitFor(() => expect(trigger).toHaveFocus());
    expect(trigger).toHaveTextContent("Chattogram");
  });

  it("shows the empty choice as the value when nothing is chosen, and can be disabled", () => {
    render(<Select label="Size" options={[{ id: 1, label: "30 x 40 in" }]} emptyLabel="Select Size" isDisabled />);
    const trigger = screen.getByRole("button", { name: /Size/ });
    expect(trigger).toHaveTextContent("Select Size");
    expect(trigger).toBeDisabled();
  });
});
