import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef } from "react";
import { FileField } from "./file-field";

describe("FileField", () => {
  it("is a labelled, described file input that hands over the chosen file", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const ref = createRef<HTMLInputElement>();
    render(<FileField ref={ref} label="Price list file (CSV)" accept=".csv,text/csv" description="As downloaded, edited in a spreadsheet." onChange={onChange} />);
    const input = screen.getByLabelText("Price list file (CSV)");
    expect(input).toHaveAttribute("type", "file");
    expect(input).toHaveAccessibleDescription("As downloaded, edited in a spreadsheet.");
    await user.tab();
    expect(input).toHaveFocus();
    const file = new File(["company,price\n"], "prices.csv", { type: "text/csv" });
    await user.upload(input, file);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect((onChange.mock.calls[0]?.[0] as FileList).item(0)?.name).toBe("prices.csv");
    expect(ref.current?.files?.item(0)?.name).toBe("prices.csv");
  });

  it("shows its error tied to the input, after the description", () => {
    render(<FileField label="Price list file (CSV)" description="A CSV file." errorMessage="Choose a CSV file" />);
    const input = screen.getByLabelText("Price list file (CSV)");
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription("A CSV file. Choose a CSV file");
  });

  it("can be required or disabled", () => {
    render(<FileField label="Price list file (CSV)" isRequired isDisabled />);
    const input = screen.getByLabelText(/Price list file/);
    expect(input).toBeRequired();
    expect(input).toBeDisabled();
  });
});
