/**
 * My enquiries' table comes with cards (shown by its own width, as the costing results): at
 * 390 px the Status column sat off-screen in a sideways scroller; a card shows every cell.
 */
import type { MyEnquiry } from "@jute/api/contract";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { vi } from "vitest";
import { answers, renderFlow } from "../../../shared/flows/testing/render-flow";
import { myEnquiriesMachine } from "./my-enquiries.machine";
import { MyEnquiriesScreen } from "./my-enquiries-screen";
import { answeredThread, unreadThread } from "../../../shared/request-thread/thread-fixtures";

const threadCalls: string[] = [];
vi.mock("../../../shared/api/threads", () => ({
  threadClient: async () => ({
    getThread: async (reference: string) => {
      threadCalls.push(`getThread ${reference}`);
      return { kind: "ok", msg: "Thread", data: { ...unreadThread, reference, messages: answeredThread.messages.map((message, index) => ({ ...message, unread: index === 0 })) } };
    },
    markRead: async (reference: string) => {
      threadCalls.push(`markRead ${reference}`);
      return { kind: "ok", msg: "Read", data: { ...answeredThread, reference } };
    },
    getUnread: async () => ({ kind: "ok", msg: "Unread", data: 0 }),
  }),
}));

const quote: MyEnquiry = {
  reference: "E-2026-000031",
  kind: "quote",
  created_at: "2026-11-20T09:30:00Z",
  subject: "",
  lines: [{ product: "Hessian cloth", quantity: "55,000 pieces", company: "SJSML", port: "Mongla Port", note: "" }],
  status: "answered",
  replies: [],
  time_zone: "Asia/Dhaka",
};

it("lists each enquiry as a card too, headed by its reference, with its status", async () => {
  const machine = myEnquiriesMachine.provide({ actors: { loadEnquiries: answers({ kind: "ok", data: [quote], msg: "Enquiries" }) as never } });
  renderFlow(<MyEnquiriesScreen machine={machine} />, { path: "/my-enquiries" });
  const cards = await screen.findByRole("list", { name: "Your enquiries and quote requests" });
  const [card] = within(cards).getAllByRole("listitem");
  expect(within(card as HTMLElement).getByRole("heading", { level: 2, name: "E-2026-000031" })).toBeInTheDocument();
  expect(card).toHaveTextContent(/Status\s*Answered/);
  expect(screen.getByRole("table", { name: "Your enquiries and quote requests" })).toBeInTheDocument();
});

it("lists every line of a request of several lines, and names the request by its first line and how many more", async () => {
  const lines: MyEnquiry["lines"] = [
    { product: "Sacking bag, 112 x 67 cm", quantity: "55,000 pieces", company: "SJSML", port: "Mongla Port", note: "" },
    { product: "Hessian cloth, 40 in", quantity: "20,000 metres", company: "OJML", port: "Chattogram Port", note: "" },
    { product: "CRX Jute Yarn, count 8, 2 ply, VOT", quantity: "13 MT", company: "OJML", port: "Chattogram Port", note: "" },
  ];
  const replied = { ...quote, lines, replies: [{ at: "2026-11-21T09:30:00Z", message: "Our offer follows." }] };
  const machine = myEnquiriesMachine.provide({ actors: { loadEnquiries: answers({ kind: "ok", data: [replied], msg: "Enquiries" }) as never } });
  renderFlow(<MyEnquiriesScreen machine={machine} />, { path: "/my-enquiries" });
  const table = await screen.findByRole("table", { name: "Your enquiries and quote requests" });
  const listed = within(table).getAllByRole("listitem").map((item) => item.textContent);
  expect(listed).toEqual(["Sacking bag, 112 x 67 cm, 55,000 pieces to Mongla Port", "Hessian cloth, 40 in, 20,000 metres to Chattogram Port", "CRX Jute Yarn, count 8, 2 ply, VOT, 13 MT to Chattogram Port"]);
  expect(screen.getByRole("heading", { level: 3, name: "E-2026-000031: Sacking bag, 112 x 67 cm and 2 more" })).toBeInTheDocument();
});

it("opens each request's thread from its own button, oldest message first, and marks the new ones seen", async () => {
  const user = userEvent.setup();
  const machine = myEnquiriesMachine.provide({ actors: { loadEnquiries: answers({ kind: "ok", data: [quote, { ...quote, reference: "E-2026-000032" }], msg: "Enquiries" }) as never } });
  renderFlow(<MyEnquiriesScreen machine={machine} />, { path: "/my-enquiries" });
  const opener = await screen.findByRole("button", { name: "Messages on E-2026-000031" });
  expect(opener).toHaveAttribute("aria-expanded", "false");
  expect(screen.getByRole("button", { name: "Messages on E-2026-000032" })).toBeInTheDocument();
  await user.click(opener);
  expect(opener).toHaveAttribute("aria-expanded", "true");
  const list = await screen.findByRole("list", { name: "Messages on E-2026-000031, oldest first" });
  expect(within(list).getAllByRole("listitem").map((item) => item.querySelector("strong")?.textContent)).toEqual(["Sales, Sonali Jute Group", "You"]);
  expect(threadCalls).toEqual(["getThread E-2026-000031", "markRead E-2026-000031"]);
  expect(screen.getByRole("textbox", { name: "Your message to the mill" })).toBeInTheDocument();
});
