/**
 * The constants of a request's thread: its calls (the member's and the staff side's, which
 * `staffPaths` also lists), the message's bounds and the words of a refused message. A module of
 * its own, so the pages that never show a thread (the costing pages: their script budget) carry
 * none of it.
 */

/** The member's thread calls, below the API base. */
export const threadPaths = {
  /** The thread of one of the member's requests: GET `?reference=`, POST a message. */
  thread: "api_thread",
  /** POST: the member has seen the thread's messages up to now. */
  threadRead: "api_thread_read",
  /** GET: how many messages from the mill the member has not seen yet (the header's count). */
  threadUnread: "api_thread_unread",
} as const;

/** The staff side (part of `staffPaths`). */
export const staffThreadPaths = {
  /** A request's thread: GET `?enquiry_id=`, POST a message from the mill (optionally a spec sheet). */
  threads: "staff/threads",
  /** POST: staff have seen the thread's messages up to now. */
  threadsRead: "staff/threads/read",
  /** GET: the buyers' messages staff have not seen, per request and in all. */
  threadsUnread: "staff/threads/unread",
} as const;

/** Longest message of a request's thread (either side), and how many one account may post in an hour (THREAD_LIMIT_PER_HOUR overrides it on the server). */
export const THREAD_MESSAGE_MAX = 4000;
export const THREAD_MESSAGES_PER_HOUR = 30;

/** What a refused message is told (the server's schema and the site's form say the same). */
export const threadMessageWords = {
  missing: "Write your message",
  tooLong: `The message can be at most ${THREAD_MESSAGE_MAX.toLocaleString("en")} characters`,
  control: "Remove the special (control) characters from the message",
};
