import { useEffect, useRef, type ReactNode } from "react";

/**
 * Set by the app shell when the location changes after the first render: the next page heading
 * to mount takes focus, so keyboard and screen-reader users land on the new page's h1 (on the
 * first load focus stays at the top of the document, where the skip link is).
 */
let focusPending = false;
export const requestHeadingFocus = (): void => {
  focusPending = true;
};

/** The page's h1. It takes focus after a navigation (see requestHeadingFocus). */
export function PageHeading({ children, className, id }: { children: ReactNode; className?: string; id?: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusPending && ref.current) {
      focusPending = false;
      ref.current.focus({ preventScroll: false });
    }
  }, []);
  return (
    <h1 ref={ref} id={id} tabIndex={-1} className={className ? `page-heading ${className}` : "page-heading"}>
      {children}
    </h1>
  );
}
