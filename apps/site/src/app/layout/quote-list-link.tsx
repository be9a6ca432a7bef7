import { Link } from "@jute/ui";
import { useEffect, useRef, useState } from "react";
import { loadQuoteListCount, setQuoteListCount, useQuoteListCount } from "../../shared/api/quote-list";
import { href } from "../../shared/config/paths";
import { quoteListCopy } from "../../features/enquiries/enquiries.copy";

/**
 * "Quote list" with how many lines the member's list holds (a badge; the link's name says it in
 * words), in the member's chunk of my-enquiries-link.tsx. A count that changes (a line added on a
 * price page, the list sent) is said once in a polite status beside it.
 */
export function QuoteListLink({ token }: { token: string }) {
  const lines = useQuoteListCount();
  const [said, setSaid] = useState("");
  const known = useRef<number | null>(null);
  useEffect(() => {
    void loadQuoteListCount();
    return () => setQuoteListCount(null);
  }, [token]);
  useEffect(() => {
    const before = known.current;
    known.current = lines;
    // Nothing to say on the first count, or when there is none.
    if (lines === null || before === null) return;
    setSaid(quoteListCopy.headerCount(lines));
  }, [lines]);
  return (
    <>
      {/* On a phone the visible words are "Quote" (site.css: the account keeps to one line); the name is always whole. */}
      <Link href={href("quoteList")} variant="standalone" className="account__enquiries account__quote-list" aria-label={lines ? `${quoteListCopy.headerLink}, ${quoteListCopy.lines(lines)}` : quoteListCopy.headerLink}>
        {quoteListCopy.headerShort}
        <span className="account__long"> {quoteListCopy.headerLong}</span>
        {lines ? (
          <span className="account__badge" aria-hidden="true">
            {lines}
          </span>
        ) : null}
      </Link>
      <span role="status" className="visually-hidden">
        {said}
      </span>
    </>
  );
}
