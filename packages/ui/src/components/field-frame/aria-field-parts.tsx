/**
 * The frame's parts inside a react-aria field (TextField, TextArea, DateField, SearchField):
 * react-aria-components' `Label`, `Text slot="description"` and `FieldError`, which take their
 * ids, and the error its invalid state, from the field around them. A description given its own
 * id (DateField's) is a plain element the control names in its aria-describedby instead of the
 * field's slot (see date-field.tsx).
 */
import { FieldError as AriaFieldError, Label as AriaLabel, Text as AriaText } from "react-aria-components";
import type { FieldParts } from "./field-frame";

export const ariaFieldParts: FieldParts = {
  Label: ({ className, children }) => <AriaLabel className={className}>{children}</AriaLabel>,
  Description: ({ className, id, children }) =>
    id ? (
      <span id={id} className={className}>
        {children}
      </span>
    ) : (
      <AriaText slot="description" className={className}>
        {children}
      </AriaText>
    ),
  Error: ({ className, children }) => <AriaFieldError className={className}>{children}</AriaFieldError>,
};
