/**
 * Copy of the enquiry flows: the contact form's confirmation, the "Request a quote" form, and
 * the member's "My enquiries" page. What a failed check says is the contract's message
 * (`enquiryRequest`, `quoteRequestRequest` in @jute/api/contract), the server's own words.
 */

export const contactCopy = {
  allRequired: "All fields are required.",
  busyLabel: "Sending…",
  honeypotLabel: "Leave this field empty",
  sentHeading: "Thank you",
  /** The document title once the message is sent. */
  sentTitle: "Message sent",
  sent: (reference: string) => `Enquiry ${reference} received: we answer within two working days.`,
  /** The notice of a form the browser sent itself (no script yet): its reference is in the mail. */
  sentWithoutScriptHeading: "Message sent",
  sentWithoutScript: "Thank you: your message was sent. We have mailed you an acknowledgement with its reference, and we answer within two working days. To write again, use the form below.",
  failed: "Your message could not be sent. Check your connection and send it again: nothing you typed is lost.",
  somethingWrong: "Something went wrong: send it again.",
};

export const quoteCopy = {
  buttonLabel: "Request a quote",
  /** The button's accessible name: the visible words, then which price (product, mill, port). */
  buttonName: (target: string) => `Request a quote: ${target}`,
  dialogTitle: (product: string) => `Request a quote: ${product}`,
  quantityLabel: "Quantity",
  quantityHelp: (unit: string) => `In ${unit}.`,
  /** The loads as quantities with their unit ("55,000 pieces", "13 MT"). */
  fclHelp: (fcl20: string, fcl40: string) => `A 20' container holds about ${fcl20}, a 40' about ${fcl40}.`,
  /** The quantity as read from what was typed ("95,000 pieces"), so "95 000" is seen to be 95 thousand. */
  reading: (quantity: string) => `You ask for ${quantity}.`,
  containers: (twenty: string, forty: string) => `Comes to about ${twenty} x 20' or ${forty} x 40' full container loads.`,
  indicativeTotal: (total: string) => `Indicative total: ${total}`,
  totalNote: "The total is indicative: the mill confirms the price in its proforma.",
  messageLabel: "Message (optional)",
  submitLabel: "Send request",
  busyLabel: "Sending…",
  cancelLabel: "Cancel",
  closeLabel: "Close",
  loadingTerms: "Loading the product's container figures",
  sentHeading: "Request sent",
  sent: (reference: string) => `Quote request ${reference} received: we answer within two working days.`,
  followUp: "Follow it in",
  myEnquiriesLink: "My enquiries",
  sentTotal: (quantity: string, total: string) => `${quantity} at the price in force today: ${total} (indicative).`,
  failed: "The request could not be sent. Check your connection and send it again.",
  somethingWrong: "Something went wrong: send it again.",
  // "Add to quote": the same dialog, adding the row to the member's quote list instead.
  addLabel: "Add to quote",
  addName: (target: string) => `Add to quote: ${target}`,
  addTitle: (product: string) => `Add to your quote list: ${product}`,
  noteLabel: "Note on this line (optional)",
  addSubmit: "Add to quote list",
  addBusy: "Adding…",
  addedHeading: "Added to your quote list",
  added: (lines: string) => `Your quote list now holds ${lines}.`,
  /** "1 line", "3 lines": a quote list's or a request's size. */
  lines: (count: number) => `${count} ${count === 1 ? "line" : "lines"}`,
  openList: "Open your quote list",
  addFailed: "The line could not be added. Check your connection and add it again.",
};

/** The header's words for the quote list (every member's page loads them; the list page's own words: quote-list/quote-list.copy.ts). */
export const quoteListHeaderCopy = {
  headerLink: "Quote list",
  /** The link's visible words, the second left out on a phone: "Quote" "list". */
  headerShort: "Quote",
  headerLong: "list",
  headerCount: (count: number) => (count === 0 ? "Your quote list is empty" : `Your quote list holds ${quoteCopy.lines(count)}`),
  lines: quoteCopy.lines,
};

export const myEnquiriesCopy = {
  heading: "My enquiries",
  lead: "Your messages to the mill and your quote requests, newest first. We answer each within two working days.",
  loading: "Loading your enquiries",
  empty: "You have not sent an enquiry yet. Ask for a quote next to any price, or write to us from the Contact Us page.",
  loggedOut: "Log in to see your enquiries.",
  caption: "Your enquiries and quote requests",
  columns: { reference: "Reference", date: "Sent", what: "Product or subject", status: "Status" },
  kinds: { contact: "Message", quote: "Quote request" },
  statuses: { received: "Received", answered: "Answered" },
  retry: "Try again",
  failed: "Your enquiries could not be loaded.",
  repliesHeading: "Replies from the mill",
  messagesLead: "Write to the mill about any of your requests: open its messages. Each message reaches the sales office by mail, and their answers reach you here and by mail.",
  repliesLead: (zone: string) => `Times are the mill's (${zone}). Replies also reach you by mail; answer them by replying to the mail.`,
  replyCount: (n: number) => `${n} repl${n === 1 ? "y" : "ies"} below`,
  replyAt: (zoned: string) => `Our reply, ${zoned}`,
  /** One line of a quote request: "Sacking bag, 112 x 67 cm, 55,000 pieces to Chattogram Port". */
  line: (line: { product: string; quantity: string; port: string }) => `${line.product}, ${line.quantity} to ${line.port}`,
};
