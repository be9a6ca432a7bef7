import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Select } from "./select";

const companies = [
  { id: 1, label: "SJSML" },
  { id: 2, label: "OJML" },
];

describe("Select", () => {
  it("is the browser's own select, labelled, reached by Tab, and gives back the option's own id", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Select label="Company" options={companies} emptyLabel="Select Company" defaultValue={1} onChange={onChange} />);
    const select = screen.getByRole("combobox", { name: "Company" });
    expect(select.tagName).toBe("SELECT");
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual(["Select Company", "SJSML", "OJML"]);
    expect(screen.getByRole("option", { name: "SJSML" })).toHaveProperty("selected", true);
    await user.tab();
    expect(select).toHaveFocus();
    await user.selectOptions(select, "OJML");
    expect(onChange).toHaveBeenLastCalledWith(2);
    expect(select).toHaveFocus();
  });

  it("offers an empty choice that sets the value to null, and keeps string ids as strings", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { rerender } = render(<Select label="Company" options={companies} emptyLabel="Select Company" value={2} onChange={onChange} />);
    await user.selectOptions(screen.getByRole("combobox", { name: "Company" }), "Select Company");
    expect(onChange).toHaveBeenLastCalledWith(null);
    rerender(<Select label="Port" options={[{ id: "7", label: "Mongla Port" }]} emptyLabel="Select Port" value={null} onChange={onChange} />);
    await user.selectOptions(screen.getByRole("combobox", { name: "Port" }), "Mongla Port");
    expect(onChange).toHaveBeenLastCalledWith("7");
  });

  it("follows its value when controlled", () => {
    const { rerender } = render(<Select label="Company" options={companies} emptyLabel="Select Company" value={null} />);
    expect(screen.getByRole("combobox", { name: "Company" })).toHaveDisplayValue("Select Company");
    rerender(<Select label="Company" options={companies} emptyLabel="Select Company" value={2} />);
    expect(screen.getByRole("combobox", { name: "Company" })).toHaveDisplayValue("OJML");
  });

  it("shows the empty choice when nothing is chosen, and can be disabled", () => {
    render(<Select label="Size" options={[{ id: 1, label: "30 x 40 in" }]} emptyLabel="Select Size" isDisabled />);
    const select = screen.getByRole("combobox", { name: "Size" });
    expect(select).toHaveDisplayValue("Select Size");
    expect(select).toBeDisabled();
  });

  it("describes the field and says what is wrong", () => {
    render(<Select label="Company" options={companies} emptyLabel="Select Company" description="The mill that quotes" isRequired errorMessage="Please choose a company." />);
    const select = screen.getByRole("combobox", { name: "Company" });
    expect(select).toBeRequired();
    expect(select).toBeInvalid();
    expect(select).toHaveAccessibleDescription("The mill that quotes Please choose a company.");
  });
});
