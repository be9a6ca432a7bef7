/** A request's thread as the server answers it, for the machine's tests, screen tests and stories. */
import type { Thread, ThreadMessage } from "@jute/api/contract";

export const millMessage: ThreadMessage = {
  id: "41",
  from: "mill",
  author: "Sales, Sonali Jute Group",
  body: "We can ship 25 MT in March.\nThe spec sheet is attached.",
  at: "2026-11-25T09:30:00.000Z",
  spec_sheet: { product: "CRX Jute Yarn", href: "/api/api_spec_sheet?category_id=3&sub_category_id=1" },
  unread: true,
};

export const buyerMessage: ThreadMessage = { id: "42", from: "buyer", author: "You", body: "Thank you: <b>March</b> suits us.", at: "2026-11-25T10:00:00.000Z", spec_sheet: null, unread: false };

/** The thread as loaded: one message from the mill not seen yet. */
export const unreadThread: Thread = { reference: "E-2026-000124", enquiry_id: "124", messages: [millMessage], unread: 1, time_zone: "Asia/Dhaka" };
/** The same, once marked seen. */
export const seenThread: Thread = { ...unreadThread, messages: [{ ...millMessage, unread: false }], unread: 0 };
/** After the member's answer. */
export const answeredThread: Thread = { ...seenThread, messages: [...seenThread.messages, buyerMessage] };
export const emptyThread: Thread = { ...unreadThread, messages: [], unread: 0 };

export const RATE_LIMITED = "You have sent 30 messages in the last hour: send this one in 12 minute(s), or write to us by mail";
