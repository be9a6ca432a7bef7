import { Link } from "@jute/ui";
import { useEffect, useRef, useState } from "react";
import { clearWaitingOffers, loadWaitingOffers, useWaitingOffers } from "../../shared/api/waiting-offers";
import { href } from "../../shared/config/paths";
import { QuoteListLink } from "./quote-list-link";

const waitingWords = (count: number) => `${count} ${count === 1 ? "offer awaits" : "offers await"} your answer`;

/**
 * "My enquiries" with how many offers await the member's answer (a badge; the link's name says
 * it in words). A count that changes (it arrives, an offer is answered) is said once in a polite
 * status beside it: the words change only then, never on a render that changes nothing.
 */
export default function MyEnquiriesLink({ token }: { token: string }) {
  const waiting = useWaitingOffers();
  const [said, setSaid] = useState("");
  const known = useRef<number | null>(null);
  useEffect(() => {
    void loadWaitingOffers();
    return () => clearWaitingOffers();
  }, [token]);
  useEffect(() => {
    const before = known.current;
    known.current = waiting;
    // Nothing to say when there is no count, or when the first count is none.
    if (waiting === null || (before === null && waiting === 0)) return;
    setSaid(waiting > 0 ? waitingWords(waiting) : "No offer awaits your answer now");
  }, [waiting]);
  return (
    <>
      {/* The name says the count in words (the badge is a figure only); it begins with the visible "My enquiries". */}
      <Link href={href("myEnquiries")} variant="standalone" className="account__enquiries" {...(waiting ? { "aria-label": `My enquiries, ${waitingWords(waiting)}` } : {})}>
        My enquiries
        {waiting ? (
          <span className="account__badge" aria-hidden="true">
            {waiting}
          </span>
        ) : null}
      </Link>
      <span role="status" className="visually-hidden">
        {said}
      </span>
      {/* The quote list's link and count come in this member's chunk too (no byte for a visitor). */}
      <QuoteListLink token={token} />
    </>
  );
}
