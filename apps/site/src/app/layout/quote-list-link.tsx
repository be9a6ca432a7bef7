import { useEffect } from "react";
import { loadQuoteListCount, setQuoteListCount, useQuoteListCount } from "../../shared/api/quote-list";
import { href } from "../../shared/config/paths";
import { quoteListHeaderCopy as quoteListCopy } from "../../features/enquiries/enquiries.copy";
import { CountedLink, useSaidOnChange } from "./counted-link";

/**
 * "Quote list" with how many lines the member's list holds (a badge; the link's name says it in
 * words), in the member's chunk of my-enquiries-link.tsx. A count that changes (a line added on a
 * price page, the list sent) is said once in a polite status beside it.
 */
export function QuoteListLink({ token }: { token: string }) {
  const lines = useQuoteListCount();
  // Nothing to say on the first count, or when there is none.
  const said = useSaidOnChange([lines] as const, ([before], [now]) => (now === null || before === null ? null : quoteListCopy.headerCount(now)));
  useEffect(() => {
    void loadQuoteListCount();
    return () => setQuoteListCount(null);
  }, [token]);
  return (
    // On a phone the visible words are "Quote" (site.css: the account keeps to one line); the name is always whole.
    <CountedLink
      to={href("quoteList")}
      className="account__enquiries account__quote-list"
      name={lines ? `${quoteListCopy.headerLink}, ${quoteListCopy.lines(lines)}` : quoteListCopy.headerLink}
      badge={lines ?? 0}
      said={said}
    >
      {quoteListCopy.headerShort}
      <span className="account__long"> {quoteListCopy.headerLong}</span>
    </CountedLink>
  );
}
