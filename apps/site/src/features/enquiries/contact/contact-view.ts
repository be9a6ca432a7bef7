/** What the Contact Us page shows of the contact flow (no XState: the page imports it statically). */
import type { ContactFieldErrors } from "./contact-validation";

export interface ContactView {
  state: "editing" | "submitting" | "sent" | "refused" | "failed";
  fieldErrors: ContactFieldErrors;
  error: string | null;
  reference: string | null;
}

export const initialContactView: ContactView = { state: "editing", fieldErrors: {}, error: null, reference: null };
