/**
 * The account page says exactly what deleting the account keeps, why and for how long, in the
 * same words as the privacy notice (content/legal/privacy-page.test.tsx; issue 32: the page promised "your name, email and message
 * text erased" while offers and /verify kept the buyer).
 */
import type { Member } from "@jute/api/contract";
import { screen, within } from "@testing-library/react";
import { answers, renderFlow } from "../../../shared/flows/testing/render-flow";
import { AccountScreen } from "./account-screen";
import { accountMachine } from "./account.machine";

const member: Member = { id: "7", name: "Ayesha Rahman", email: "ayesha@example.com", company: "Rahman Trading", country: "Bangladesh" };

it("lists what deleting keeps (offers' figures for the law and banks), what it erases (the buyer on offers, messages) and for how long", async () => {
  renderFlow(<AccountScreen machine={accountMachine.provide({ actors: { loadAccount: answers({ kind: "ok", data: member, msg: "Account" }) as never } })} />, { path: "/account" });
  const section = await screen.findByRole("region", { name: "Delete your account" });
  const items = within(section)
    .getAllByRole("listitem")
    .map((item) => item.textContent ?? "");
  expect(items).toHaveLength(5);
  expect(items[0]).toBe("Your account (name, email, company, country, password), your sessions and your quote list are deleted at once.");
  expect(items[2]).toMatch(/^Our offers and proforma invoices to you keep their number, dates, amounts, goods and terms, because trade and tax law and the banks of a letter of credit need them; your name, company, country and any message you sent with an answer \(a decline or a change request\) are erased at once\./);
  expect(items[2]).toContain("Buyer's details removed");
  expect(items[3]).toContain("the site's copy of each is deleted 90 days after it was sent");
  expect(items[4]).toMatch(/^Messages sent from your address while you were not logged in are not your account's/);
});
