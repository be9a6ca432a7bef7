/**
 * The header's "Quote list" (issue 35) says how many lines the member's quote list holds, in its
 * name and a badge, loaded in the member's chunk with "My enquiries"; a line added on a price page
 * (or the list sent) changes it, said once in a polite status. The list call is faked at the
 * site's quote list client.
 */
import { act, screen, within } from "@testing-library/react";
import { vi } from "vitest";
import { setQuoteListCount } from "../../shared/api/quote-list";
import type * as quoteListModule from "../../shared/api/quote-list";
import { renderApp, stubBrowser } from "../testing/render";

const calls: string[] = [];
vi.mock("../../shared/api/offers", () => ({ offerClient: async () => ({ getMyOffers: async () => ({ kind: "ok", data: [], msg: "Offers" }) }) }));
vi.mock("../../shared/api/quote-list", async (importOriginal) => {
  const original = await importOriginal<typeof quoteListModule>();
  return {
    ...original,
    loadQuoteListCount: async () => {
      calls.push("getQuoteList");
      original.setQuoteListCount(3);
    },
  };
});

beforeEach(() => {
  localStorage.clear();
  stubBrowser();
});

it("shows a member how many lines their quote list holds and says a change politely, once", async () => {
  localStorage.setItem("token", "t-123");
  localStorage.setItem("user", JSON.stringify({ name: "Ayesha Rahman", email: "ayesha@example.com" }));
  renderApp("/careers");
  await screen.findByRole("heading", { level: 1, name: "Careers" });
  const banner = screen.getByRole("banner");
  const link = await within(banner).findByRole("link", { name: "Quote list, 3 lines" });
  expect(link).toHaveAttribute("href", "/my-quote-list");
  expect(calls).toEqual(["getQuoteList"]);
  const status = within(banner).getAllByRole("status").find((element) => element.previousElementSibling === link);
  // The first count is not announced: nothing changed yet.
  expect(status).toHaveTextContent("");

  act(() => setQuoteListCount(4));
  expect(within(banner).getByRole("link", { name: "Quote list, 4 lines" })).toBeVisible();
  expect(status).toHaveTextContent("Your quote list holds 4 lines");
  act(() => setQuoteListCount(0));
  expect(within(banner).getByRole("link", { name: "Quote list" })).toBeVisible();
  expect(status).toHaveTextContent("Your quote list is empty");
  expect(calls).toEqual(["getQuoteList"]);
});

it("shows no quote list to a visitor", async () => {
  renderApp("/careers");
  await screen.findByRole("heading", { level: 1, name: "Careers" });
  expect(within(screen.getByRole("banner")).queryByRole("link", { name: /Quote list/ })).toBeNull();
});
