/**
 * The header's "My enquiries" also counts the messages from the mill the member has not seen:
 * in its name and the badge (with the offers awaiting an answer), and a change said once in a
 * polite status. The thread calls are faked at the site's thread client.
 */
import { act, screen, within } from "@testing-library/react";
import { vi } from "vitest";
import { loadUnreadMessages } from "../../shared/api/unread-messages";
import { renderApp, stubBrowser } from "../testing/render";

const counts = [2, 2, 0];
let asked = 0;
vi.mock("../../shared/api/threads", () => ({
  threadClient: async () => ({
    getUnread: async () => ({ kind: "ok", data: counts[Math.min(asked++, counts.length - 1)], msg: "Unread messages" }),
  }),
}));
vi.mock("../../shared/api/offers", () => ({
  offerClient: async () => ({ getMyOffers: async () => ({ kind: "ok", data: [{ state: "sent" }], msg: "Offers" }) }),
}));

beforeEach(() => {
  localStorage.clear();
  stubBrowser();
});

it("shows a member how many messages from the mill are new, beside the offers awaiting an answer, and says a change once", async () => {
  localStorage.setItem("token", "t-123");
  localStorage.setItem("user", JSON.stringify({ name: "Ayesha Rahman", email: "ayesha@example.com" }));
  renderApp("/careers");
  await screen.findByRole("heading", { level: 1, name: "Careers" });
  const banner = screen.getByRole("banner");
  const link = await within(banner).findByRole("link", { name: "My enquiries, 1 offer awaits your answer, 2 new messages from the mill" });
  expect(within(link).getByText("3")).toBeInTheDocument();
  // The same count read again says nothing new; none left is said once.
  await act(() => loadUnreadMessages());
  expect(within(banner).getByRole("link", { name: "My enquiries, 1 offer awaits your answer, 2 new messages from the mill" })).toBeVisible();
  await act(() => loadUnreadMessages());
  expect(within(banner).getByRole("link", { name: "My enquiries, 1 offer awaits your answer" })).toBeVisible();
  expect(within(banner).getByText("No new message from the mill now", { selector: "[role=status]" })).toBeInTheDocument();
});
