import { Form as AriaForm } from "react-aria-components";
import type { FormProps as AriaFormProps } from "react-aria-components";
import { useEffect, useId, useRef } from "react";
import type { MouseEvent, ReactNode } from "react";
import { cx } from "../../lib/cx";

export interface FormErrorItem {
  message: string;
  /** The id of the input the error is about: the summary links to it. */
  fieldId?: string;
}

export interface ErrorSummaryProps {
  errors: ReadonlyArray<string | FormErrorItem>;
  title?: ReactNode;
  className?: string;
}

/**
 * A list of what went wrong, at the top of a form. It takes focus each time a new list of
 * errors arrives, so screen reader and keyboard users land on it; each error tied to a field
 * links to (and focuses) that field.
 */
export function ErrorSummary({ errors, title = "There is a problem", className }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();

  // Keyed on the text, not the array: a parent that builds a new array on each render
  // must not pull focus back on every render.
  const signature = errors.map((e) => (typeof e === "string" ? e : `${e.fieldId ?? ""}:${e.message}`)).join("\n");
  useEffect(() => {
    if (signature !== "") ref.current?.focus();
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

export interface FormProps extends Omit<AriaFormProps, "className" | "style"> {
  /** Form-level errors (e.g. "Password not match", a failed login). Shown in a summary that takes focus. */
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
export function Form({ errors = NO_ERRORS, errorTitle, className, children, ...props }: FormProps) {
  return (
    <AriaForm {...props} className={cx("jute-form", className)}>
      <ErrorSummary errors={errors} {...(errorTitle ? { title: errorTitle } : {})} />
      {children}
    </AriaForm>
  );
}
