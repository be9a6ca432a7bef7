import type { ElementType, ReactNode } from "react";

export interface VisuallyHiddenProps {
  children: ReactNode;
  /** The element to render; a span by default. */
  as?: ElementType;
  id?: string;
}

/** Text for screen readers only (hidden with the clip pattern, not display:none). */
export function VisuallyHidden({ children, as: Element = "span", id }: VisuallyHiddenProps) {
  return (
    <Element className="jute-visually-hidden" id={id}>
      {children}
    </Element>
  );
}
