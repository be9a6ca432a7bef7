import { THREAD_MESSAGE_MAX, threadMessageWords } from "@jute/api/contract";

/** The words of a request's thread (My enquiries and the staff inbox). */
export const threadCopy = {
  heading: "Messages",
  headingOf: (reference: string) => `Messages on ${reference}`,
  open: (reference: string) => `Messages on ${reference}`,
  loading: "Loading the messages…",
  loadFailed: "The messages could not be loaded.",
  retry: "Try again",
  none: "No messages yet.",
  listLabel: (reference: string) => `Messages on ${reference}, oldest first`,
  specSheet: (product: string) => `Spec sheet: ${product} (PDF)`,
  label: { member: "Your message to the mill", staff: "Message to the buyer" },
  description: `Plain text; line breaks are kept. At most ${THREAD_MESSAGE_MAX.toLocaleString("en")} characters.`,
  send: "Send message",
  sending: "Sending…",
  attach: "Attach a spec sheet",
  noSpec: "No spec sheet",
  sent: "Message sent",
  notSent: "The message was not sent:",
  missing: threadMessageWords.missing,
  tooLong: threadMessageWords.tooLong,
  unread: (count: number) => (count === 1 ? "1 new message" : `${count} new messages`),
};
