import { Link } from "@jute/ui";
import { useState, type ReactNode } from "react";

/**
 * A header link with a count: the figure in a badge hidden from assistive technology (the link's
 * `name` says the count in words, beginning with its visible words), and what changed said once
 * in a polite status beside it (`said`). My enquiries and the quote list use it.
 */
export function CountedLink({ to, className, name, badge, said, children }: { to: string; className: string; name: string | undefined; badge: number; said: string; children: ReactNode }) {
  return (
    <>
      <Link href={to} variant="standalone" className={className} {...(name ? { "aria-label": name } : {})}>
        {children}
        {badge ? (
          <span className="account__badge" aria-hidden="true">
            {badge}
          </span>
        ) : null}
      </Link>
      <span role="status" className="visually-hidden">
        {said}
      </span>
    </>
  );
}

/**
 * What a CountedLink's status says: the words for the latest change of its counts, worked out in
 * the render that draws the new counts (not in an effect after it), so the link's name and the
 * status change together. `words(before, now)` gives null where the change is not worth saying
 * (a first count, or none); the status then keeps its last words.
 */
export function useSaidOnChange<T extends readonly (number | null)[]>(counts: T, words: (before: T, now: T) => string | null): string {
  // The counts before the first render are none: a count already there at mount is a change.
  const [known, setKnown] = useState(() => counts.map(() => null) as unknown as T);
  const [said, setSaid] = useState("");
  if (counts.some((count, index) => !Object.is(count, known[index]))) {
    setKnown(counts);
    const next = words(known, counts);
    if (next !== null) setSaid(next);
  }
  return said;
}
