import { useEffect } from "react";
import { useLocation } from "wouter";
import { clearUnreadMessages, loadUnreadMessages, useUnreadMessages } from "../../shared/api/unread-messages";
import { clearWaitingOffers, loadWaitingOffers, useWaitingOffers } from "../../shared/api/waiting-offers";
import { href } from "../../shared/config/paths";
import { CountedLink, useSaidOnChange } from "./counted-link";
import { QuoteListLink } from "./quote-list-link";

// This chunk loads only for a logged-in member: the loaders of members' own pages come with it,
// so the first click on My enquiries or the quote list fetches the page and nothing before it.
void import("../member-route-pages");

const waitingWords = (count: number) => `${count} ${count === 1 ? "offer awaits" : "offers await"} your answer`;
const unreadWords = (count: number) => `${count} new ${count === 1 ? "message" : "messages"} from the mill`;
/** What the link's name and the status say of both counts ("" when neither is above none). */
const countsWords = (waiting: number | null, unread: number | null) => [waiting ? waitingWords(waiting) : "", unread ? unreadWords(unread) : ""].filter(Boolean).join(", ");

/**
 * "My enquiries" with how many offers await the member's answer and how many messages from the
 * mill they have not seen (a badge: their sum; the link's name says both in words). A count that
 * changes (it arrives, an offer is answered, a thread is read) is said once in a polite status
 * beside it: the words change only then, never on a render that changes nothing. The unread
 * count is read again on each navigation (`location`), so a message that arrived meanwhile shows.
 */
export default function MyEnquiriesLink({ token }: { token: string }) {
  const waiting = useWaitingOffers();
  const unread = useUnreadMessages();
  const [location] = useLocation();
  const said = useSaidOnChange([waiting, unread] as const, ([waitingBefore, unreadBefore], [waitingNow, unreadNow]) => {
    // Nothing to say when there is no count, or when the first count is none.
    if (waitingNow !== waitingBefore && waitingNow !== null && !(waitingBefore === null && waitingNow === 0)) {
      return waitingNow > 0 ? waitingWords(waitingNow) : "No offer awaits your answer now";
    }
    if (unreadNow !== unreadBefore && unreadNow !== null && !(unreadBefore === null && unreadNow === 0)) {
      return unreadNow > 0 ? unreadWords(unreadNow) : "No new message from the mill now";
    }
    return null;
  });
  useEffect(() => {
    void loadWaitingOffers();
    return () => {
      clearWaitingOffers();
      clearUnreadMessages();
    };
  }, [token]);
  useEffect(() => {
    void loadUnreadMessages();
  }, [token, location]);
  const counted = countsWords(waiting, unread);
  const badge = (waiting ?? 0) + (unread ?? 0);
  return (
    <>
      {/* The name says the count in words (the badge is a figure only); it begins with the visible "My enquiries". */}
      <CountedLink to={href("myEnquiries")} className="account__enquiries" name={counted ? `My enquiries, ${counted}` : undefined} badge={badge} said={said}>
        My enquiries
      </CountedLink>
      {/* The quote list's link and count come in this member's chunk too (no byte for a visitor). */}
      <QuoteListLink token={token} />
    </>
  );
}
