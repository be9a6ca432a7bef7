import { Form as AriaForm } from "react-aria-components";
import type { FormProps as AriaFormProps } from "react-aria-components";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import type { FormEvent, MouseEvent, ReactNode } from "react";
import { cx } from "../../lib/cx";
import { CheckedFieldsContext } from "./checked-fields";

/** Before the document title while a form's errors show. */
export const ERROR_PREFIX = "Error: ";

export interface FormErrorItem {
  message: string;
  /** The id of the input the error is about: the summary links to it. */
  fieldId?: string;
}

export interface ErrorSummaryProps {
  errors: ReadonlyArray<string | FormErrorItem>;
  title?: ReactNode;
  className?: string;
  /** Changes on each refused submit: the summary takes focus again even when its text is the same. */
  attempt?: number;
}

/**
 * A list of what went wrong, at the top of a form. It takes focus each time a new list of
 * errors arrives, so screen reader and keyboard users land on it; each error tied to a field
 * links to (and focuses) that field.
 */
export function ErrorSummary({ errors, title = "There is a problem", className, attempt = 0 }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();

  // Keyed on the text, not the array: a parent that builds a new array on each render
  // must not pull focus back on every render.
  const signature = errors.map((e) => (typeof e === "string" ? e : `${e.fieldId ?? ""}:${e.message}`)).join("\n");
  useEffect(() => {
    if (signature !== "") ref.current?.focus();
  }, [signature, attempt]);

  // While the summary shows, the page's title starts with "Error: ", so the title a screen
  // reader reads (and the tab's) says the form was refused.
  useEffect(() => {
    if (signature === "") return;
    const before = document.title;
    const marked = before.startsWith(ERROR_PREFIX) ? before : `${ERROR_PREFIX}${before}`;
    document.title = marked;
    return () => {
      if (document.title === marked) document.title = before.startsWith(ERROR_PREFIX) ? before.slice(ERROR_PREFIX.length) : before;
    };
  }, [signature]);

  if (errors.length === 0) return null;

  const focusField = (event: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    const field = document.getElementById(fieldId);
    if (!field) return;
    // Focus the field without changing the URL (a hash change would reach the router).
    event.preventDefault();
    field.focus();
  };

  return (
    <div ref={ref} tabIndex={-1} className={cx("jute-error-summary", className)} aria-labelledby={titleId}>
      <div role="alert">
        <h2 id={titleId} className="jute-error-summary__title">
          {title}
        </h2>
        <ul className="jute-error-summary__list">
          {errors.map((error, index) => {
            const item = typeof error === "string" ? { message: error } : error;
            return (
              <li key={`${index}-${item.message}`}>
                {item.fieldId ? (
                  <a
                    className="jute-error-summary__link"
                    href={`#${item.fieldId}`}
                    onClick={(event) => focusField(event, item.fieldId as string)}
                  >
                    {item.message}
                  </a>
                ) : (
                  item.message
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}

/** The name a person reads for a field: its label (without the required mark), or its aria-label. */
function fieldLabel(element: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement): string {
  const label = element.labels?.[0];
  if (label) {
    const copy = label.cloneNode(true) as HTMLElement;
    copy.querySelectorAll("[aria-hidden='true']").forEach((hidden) => hidden.remove());
    const text = copy.textContent?.trim();
    if (text) return text;
  }
  return element.getAttribute("aria-label")?.trim() || "this field";
}

/**
 * What is wrong with one field, in words for people (never the browser's "Please fill out this
 * field."): a field may carry its own words for "missing" in `data-missing-message`, and for
 * a value of the wrong form (an email that is no address) in `data-invalid-message`.
 */
export function fieldProblem(element: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement): string | null {
  if (element.disabled || ("readOnly" in element && element.readOnly) || element.type === "hidden" || element.closest("[aria-hidden='true']")) return null;
  const label = fieldLabel(element);
  const required = element.required || element.getAttribute("aria-required") === "true";
  const missing = element instanceof HTMLInputElement && (element.type === "checkbox" || element.type === "radio") ? !element.checked : element.value.trim() === "";
  if (required && missing) {
    const own = element.getAttribute("data-missing-message");
    if (own) return own;
    if (element instanceof HTMLSelectElement) return `Choose ${label}`;
    if (element instanceof HTMLInputElement && element.type === "checkbox") return `Tick \u201c${label}\u201d`;
    return `Enter ${label}`;
  }
  if (missing) return null;
  const { validity } = element;
  const ownInvalid = element.getAttribute("data-invalid-message");
  if (ownInvalid && !validity.valid && !validity.customError) return ownInvalid;
  if (validity.typeMismatch && element.type === "email") return `${label}: enter an email address such as name@example.com`;
  if (validity.tooShort && element instanceof HTMLInputElement) return `${label}: at least ${element.minLength} characters`;
  if (validity.tooLong && "maxLength" in element) return `${label}: at most ${element.maxLength} characters`;
  if (!validity.valid && !validity.customError) return `${label}: check what you entered`;
  return null;
}

/** Every field of the form that is not filled in as it asks, in the form's order. */
function checkFields(form: HTMLFormElement): { items: FormErrorItem[]; byName: Record<string, string> } {
  const items: FormErrorItem[] = [];
  const byName: Record<string, string> = {};
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement)) continue;
    const message = fieldProblem(element);
    if (!message) continue;
    items.push(element.id ? { message, fieldId: element.id } : { message });
    if (element.name) byName[element.name] = message;
  }
  return { items, byName };
}

interface Checked {
  items: FormErrorItem[];
  byName: Record<string, string>;
  attempt: number;
}

export interface FormProps extends Omit<AriaFormProps, "className" | "style" | "validationBehavior"> {
  /**
   * "checked" (the default): on submit the form checks what its fields declare (required, an
   * email's form, lengths), and a refusal lists them in the summary, marks each field and
   * describes it, and sends nothing. "caller": the caller validates (its flow) and passes
   * `errors` and `validationErrors`. Either way the browser's own bubbles never show.
   */
  validation?: "checked" | "caller";
  /** Form-level errors (e.g. "The passwords do not match", a failed login). Shown in a summary that takes focus. */
  errors?: ReadonlyArray<string | FormErrorItem>;
  errorTitle?: ReactNode;
  className?: string;
}

const NO_ERRORS: ReadonlyArray<string | FormErrorItem> = [];

/**
 * A form. Field validation comes from react-aria (native constraints, `validationErrors` from
 * the server): on submit, focus goes to the first invalid field. Errors that are not about
 * one field go to the error summary at the top.
 */
export function Form({ errors = NO_ERRORS, errorTitle, className, children, validation = "checked", onSubmit, validationErrors, ...props }: FormProps) {
  const [checked, setChecked] = useState<Checked>({ items: [], byName: {}, attempt: 0 });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (validation === "checked") {
      const found = checkFields(event.currentTarget);
      if (found.items.length > 0) {
        event.preventDefault();
        setChecked((previous) => ({ ...found, attempt: previous.attempt + 1 }));
        return;
      }
      if (checked.items.length > 0) setChecked((previous) => ({ items: [], byName: {}, attempt: previous.attempt }));
    }
    onSubmit?.(event);
  };

  // One object per outcome, so react-aria clears a field's message once it is edited.
  const fieldErrors = useMemo(() => ({ ...validationErrors, ...checked.byName }), [validationErrors, checked.byName]);
  // This attempt's own problems come first; the caller's (the server's refusal of an earlier
  // attempt) only when the fields themselves are in order.
  const listed = checked.items.length > 0 ? checked.items : errors;

  return (
    <AriaForm {...props} onSubmit={submit} validationErrors={fieldErrors} validationBehavior="aria" className={cx("jute-form", className)}>
      <ErrorSummary errors={listed} attempt={checked.attempt} {...(errorTitle && checked.items.length === 0 ? { title: errorTitle } : {})} />
      <CheckedFieldsContext.Provider value={checked.byName}>{children}</CheckedFieldsContext.Provider>
    </AriaForm>
  );
}
