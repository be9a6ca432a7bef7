/** The privacy notice says what deleting an account keeps, in the account page's words (issue 32). */
import { afterAccountDeletion } from "@jute/api/company";
import { render, screen, within } from "@testing-library/react";
import { PrivacyPage } from "./privacy-page";

it("says under Delete what an account's deletion keeps, why and for how long: offers keep their figures, lose the buyer", () => {
  render(<PrivacyPage />);
  const rights = screen.getByRole("region", { name: "Your rights and how to use them" });
  const item = within(rights)
    .getAllByRole("listitem")
    .find((line) => line.textContent?.startsWith("Delete:"));
  expect(item?.textContent).toBe(`Delete: "Delete my account" on your account page. ${afterAccountDeletion.join(" ")}`);
  expect(item?.textContent).toContain("Our offers and proforma invoices to you keep their number, dates, amounts, goods and terms, because trade and tax law and the banks of a letter of credit need them");
  expect(item?.textContent).toContain("Buyer's details removed");
  // The retention list says what the 6-year period does to offers.
  const periods = screen.getByRole("region", { name: "How long we keep it" });
  expect(within(periods).getByText(/^Quote requests, offers and answers to them: 6 years after/).textContent).toContain("the offers on them lose the buyer's name, company, country and messages");
});
