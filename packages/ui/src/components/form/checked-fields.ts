import { createContext } from "react";

/**
 * The form's own check's messages by field name. A field shows its message until the next
 * submit, not only until it is edited and left: were it to vanish on leaving the field, what
 * is below would move up between the press and the release of the mouse on Submit, and the
 * click would be lost.
 */
export const CheckedFieldsContext = createContext<Readonly<Record<string, string>>>({});
