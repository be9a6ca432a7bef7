/**
 * My enquiries' table comes with cards (shown by its own width, as the costing results): at
 * 390 px the Status column sat off-screen in a sideways scroller; a card shows every cell.
 */
import type { MyEnquiry } from "@jute/api/contract";
import { screen, within } from "@testing-library/react";
import { answers, renderFlow } from "../../../shared/flows/testing/render-flow";
import { myEnquiriesMachine } from "./my-enquiries.machine";
import { MyEnquiriesScreen } from "./my-enquiries-screen";

const quote: MyEnquiry = {
  reference: "E-2026-000031",
  kind: "quote",
  created_at: "2026-11-20T09:30:00Z",
  subject: "",
  product: "Hessian cloth",
  quantity: "55,000 pieces",
  port: "Mongla Port",
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
