/**
 * The inbox opened from a link (`/staff/enquiries?open=<id>`, the Offers page's request links):
 * that enquiry opens, its heading focused; an id the server refuses says why.
 */
import type { ApiResult } from "@jute/api/client";
import type { InboxEntry, InboxSummary, Thread } from "@jute/api/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route } from "wouter";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderFlow } from "../../shared/flows/testing/render-flow";
import { InboxPage } from "./inbox-page";

const entry: InboxEntry = {
  id: "12", reference: "E-2026-000012", kind: "contact", name: "Nasrin Akter", email: "nasrin@example.com", subject: "Hessian for export",
  status: "received", created_at: "2026-11-25T10:00:00.000Z", answered_at: "", answered_by: "", reopened_at: "", reopened_by: "",
  time_zone: "Asia/Dhaka", message: "Please call me", replies: [], lines: [],
};
const getInbox = vi.fn<() => Promise<ApiResult<InboxSummary[]>>>();
const openEnquiry = vi.fn<(id: string) => Promise<ApiResult<InboxEntry>>>();
vi.mock("./staff-api", () => ({ staffClient: () => Promise.resolve({ getInbox, openEnquiry }), endedOn401: <T,>(result: T) => result }));
// The threads: a buyer's message not seen yet on request 12, until staff open it.
const thread = (unread: boolean): Thread => ({
  reference: "E-2026-000012", enquiry_id: "12", unread: unread ? 1 : 0, time_zone: "Asia/Dhaka",
  messages: [{ id: "5", from: "buyer", author: "Nasrin Akter", body: "Can you ship in March?", at: "2026-11-25T11:00:00.000Z", spec_sheet: null, unread }],
});
let seen = false;
const getStaffUnread = vi.fn(async () => ({ kind: "ok" as const, msg: "Unread", data: seen ? { total: 0, requests: [] } : { total: 2, requests: [{ enquiry_id: "12", unread: 2 }] } }));
vi.mock("../../shared/api/threads", () => ({
  threadClient: async () => ({
    getStaffUnread,
    getStaffThread: async () => ({ kind: "ok", msg: "Thread", data: thread(!seen) }),
    markStaffRead: async () => {
      seen = true;
      return { kind: "ok", msg: "Read", data: thread(false) };
    },
  }),
}));
vi.mock("./inbox/spec-options", () => ({ loadSpecOptions: async () => [{ id: "1", label: "Jute yarn: CRX Jute Yarn" }] }));

const render = (path: string) =>
  renderFlow(
    <Route path="/staff" nest>
      <InboxPage />
    </Route>,
    { path },
  );

beforeEach(() => {
  getInbox.mockReset().mockResolvedValue({ kind: "ok", data: [entry], msg: "Enquiries" });
  openEnquiry.mockReset();
  seen = false;
});

describe("the buyers' messages in the inbox", () => {
  it("counts the new ones per request and in all, politely; opening the request shows its thread, marks it seen and the counts follow", async () => {
    openEnquiry.mockResolvedValue({ kind: "ok", data: entry, msg: "Enquiry" });
    render("/staff/enquiries");
    const table = await screen.findByRole("table");
    await waitFor(() => expect(within(table).getByRole("row", { name: /E-2026-000012/ })).toHaveTextContent("Received, 2 new messages"));
    expect(screen.getByText("2 new messages from buyers", { selector: "[role=status]" })).toBeInTheDocument();
    await userEvent.setup().click(within(table).getByRole("button", { name: "Open E-2026-000012" }));
    const messages = await screen.findByRole("list", { name: "Messages on E-2026-000012, oldest first" });
    expect(messages).toHaveTextContent("Nasrin Akter, 2026-11-25 17:00 (Asia/Dhaka) (new)");
    expect(messages).toHaveTextContent("Can you ship in March?");
    expect(await screen.findByRole("combobox", { name: "Attach a spec sheet" })).toBeInTheDocument();
    // Seen: read again, the counts are gone.
    await waitFor(() => expect(within(table).getByRole("row", { name: /E-2026-000012/ })).not.toHaveTextContent("new message"));
    expect(screen.queryByText(/new messages? from buyers/)).toBeNull();
    expect(getStaffUnread.mock.calls.length).toBeGreaterThanOrEqual(2);
  });
});

describe("the inbox opened from a link", () => {
  it("opens the enquiry the address names, its heading focused", async () => {
    openEnquiry.mockResolvedValue({ kind: "ok", data: entry, msg: "Enquiry" });
    render("/staff/enquiries?open=12");
    const heading = await screen.findByRole("heading", { level: 2, name: "E-2026-000012: Hessian for export" });
    expect(openEnquiry).toHaveBeenCalledWith("12");
    expect(heading).toHaveFocus();
    expect(screen.getByText("Please call me")).toBeInTheDocument();
  });

  it("says why when the server refuses the id, and opens nothing", async () => {
    openEnquiry.mockResolvedValue({ kind: "refused", status: 404, code: "not_found", msg: "There is no such enquiry" });
    render("/staff/enquiries?open=999");
    expect(await screen.findByRole("alert")).toHaveTextContent("There is no such enquiry");
    // No enquiry opened (the list's cards have level 2 headings of their own: "Open E-...").
    expect(screen.queryByRole("heading", { level: 2, name: /^E-\d{4}-\d{6}: / })).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Open E-2026-000012" })).toBeInTheDocument();
  });

  it("lists every line of a quote request, its note quoted", async () => {
    const line = { product: "Sacking bag", spec: "112 x 67 cm", company: "SJSML", company_id: "1", port: "Mongla Port", unit: "piece", quantity: 55000, unit_price: 0.62, price_now: 0.62, total: 34100, effective_from: "2026-11-01", note: "" };
    const request: InboxEntry = { ...entry, kind: "quote", lines: [line, { ...line, product: "Hessian cloth", spec: "40 in", unit: "metre", quantity: 20000, unit_price: 1.1, total: 22000, note: "Natural colour" }] };
    openEnquiry.mockResolvedValue({ kind: "ok", data: request, msg: "Enquiry" });
    render("/staff/enquiries?open=12");
    const lines = await screen.findByRole("list", { name: "2 lines asked for" });
    const items = lines.querySelectorAll(":scope > li");
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent("55,000 pieces of Sacking bag (112 x 67 cm), SJSML, to Mongla Port");
    expect(items[1]).toHaveTextContent("20,000 metres of Hessian cloth (40 in), SJSML, to Mongla Port");
    expect(items[1]).toHaveTextContent("Natural colour");
  });

  it("opens nothing without `open`", async () => {
    render("/staff/enquiries");
    expect(await screen.findByRole("table", { name: "1 enquiry" })).toBeInTheDocument();
    expect(openEnquiry).not.toHaveBeenCalled();
  });
});
