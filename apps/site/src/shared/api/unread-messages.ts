/**
 * How many messages from the mill the member has not seen, for the header's "My enquiries":
 * read once a member is known (and on each navigation the header makes), and read again by a
 * thread once it marks its messages seen, so the header and the page agree. null: not known
 * (a visitor, staff, or the call failed).
 */
import { createCountStore } from "./count-store";

const unread = createCountStore();
const set = unread.set;

/** Forgets the count (logout). */
export function clearUnreadMessages(): void {
  set(null);
}

/** Asks the server; a failure leaves the count as it was. */
export async function loadUnreadMessages(): Promise<void> {
  try {
    const { threadClient } = await import("./threads");
    const result = await (await threadClient()).getUnread();
    if (result.kind === "ok") set(result.data);
  } catch {
    // Unknown: the header keeps what it showed.
  }
}

export const useUnreadMessages = unread.useCount;
