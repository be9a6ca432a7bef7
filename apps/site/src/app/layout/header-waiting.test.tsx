/**
 * The header's "My enquiries" says how many offers await the member's answer, in its name and a
 * badge, and a change of that count is said once in a polite status (not on every render). The
 * member's offers call is faked at the site's offer client.
 */
import { act, screen, within } from "@testing-library/react";
import { vi } from "vitest";
import { setWaitingOffers } from "../../shared/api/waiting-offers";
import { renderApp, stubBrowser } from "../testing/render";

const calls: string[] = [];
vi.mock("../../shared/api/offers", () => ({
  offerClient: async () => ({
    getMyOffers: async () => {
      calls.push("getMyOffers");
      return { kind: "ok", data: [{ state: "sent" }, { state: "sent" }, { state: "accepted" }], msg: "Offers" };
    },
  }),
}));

beforeEach(() => {
  localStorage.clear();
  stubBrowser();
});

it("shows a member how many offers await an answer and says a change of it politely, once", async () => {
  localStorage.setItem("token", "t-123");
  localStorage.setItem("user", JSON.stringify({ name: "Ayesha Rahman", email: "ayesha@example.com" }));
  renderApp("/careers");
  await screen.findByRole("heading", { level: 1, name: "Careers" });
  const banner = screen.getByRole("banner");
  const link = await within(banner).findByRole("link", { name: "My enquiries, 2 offers await your answer" });
  expect(link).toHaveAttribute("href", "/my-enquiries");
  // Said in the render that draws the count: the status is there with the link's new name.
  const status = within(banner).getByText("2 offers await your answer", { selector: "[role=status]" });
  expect(status).toHaveAttribute("role", "status");
  expect(calls).toEqual(["getMyOffers"]);

  // An answer in My enquiries lowers it: the link and the status follow; the same count again says nothing new.
  act(() => setWaitingOffers([{ state: "accepted" }, { state: "sent" }]));
  expect(within(banner).getByRole("link", { name: "My enquiries, 1 offer awaits your answer" })).toBeVisible();
  expect(status).toHaveTextContent("1 offer awaits your answer");
  act(() => setWaitingOffers([{ state: "sent" }]));
  expect(status).toHaveTextContent("1 offer awaits your answer");
  act(() => setWaitingOffers([]));
  expect(within(banner).getByRole("link", { name: "My enquiries" })).toBeVisible();
  expect(status).toHaveTextContent("No offer awaits your answer now");
  expect(calls).toEqual(["getMyOffers"]);
});
