import {
  FieldError as AriaFieldError,
  Input as AriaInput,
  Label as AriaLabel,
  TextField as AriaTextField,
} from "react-aria-components";
import type { TextFieldProps as AriaTextFieldProps, ValidationResult } from "react-aria-components";
import { useId, type ReactNode } from "react";
import { cx } from "../../lib/cx";

export interface DateFieldProps extends Omit<AriaTextFieldProps, "className" | "children" | "style" | "type"> {
  label: ReactNode;
  description?: ReactNode;
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** The first day that may be chosen, "YYYY-MM-DD". */
  min?: string;
  /** The last day that may be chosen, "YYYY-MM-DD". */
  max?: string;
  className?: string;
}

/**
 * A day ("Takes effect on"): the browser's own date input (its picker on phones, typing on a
 * keyboard), whose value is the ISO day "YYYY-MM-DD" or "" when empty, with label,
 * description and error wired as TextField's are.
 */
export function DateField({ label, description, errorMessage, min, max, className, ...props }: DateFieldProps) {
  // The description is tied to the input by id, so that a description added later (the
  // upload's "Checked for ..." once a preview stands) is read with the field too.
  const descriptionId = `${useId()}-description`;
  const describedBy = [props["aria-describedby"], description ? descriptionId : undefined].filter(Boolean).join(" ") || undefined;
  return (
    <AriaTextField {...props} {...(describedBy ? { "aria-describedby": describedBy } : {})} type="date" className={cx("jute-field", "jute-date-field", className)}>
      <AriaLabel className="jute-field__label">
        {label}
        {props.isRequired ? (
          <span className="jute-field__required" aria-hidden="true">
            {" "}
            *
          </span>
        ) : null}
      </AriaLabel>
      <AriaInput className="jute-field__input" {...(min ? { min } : {})} {...(max ? { max } : {})} />
      {description ? (
        <span id={descriptionId} className="jute-field__description">
          {description}
        </span>
      ) : null}
      <AriaFieldError className="jute-field__error">{errorMessage}</AriaFieldError>
    </AriaTextField>
  );
}
