import {
  FieldError as AriaFieldError,
  Label as AriaLabel,
  Text as AriaText,
  TextArea as AriaTextArea,
  TextField as AriaTextField,
} from "react-aria-components";
import type { TextFieldProps as AriaTextFieldProps, ValidationResult } from "react-aria-components";
import type { ReactNode } from "react";
import { cx } from "../../lib/cx";

export interface TextAreaProps extends Omit<AriaTextFieldProps, "className" | "children" | "style" | "type"> {
  label: ReactNode;
  /** Help text tied to the text area with aria-describedby. */
  description?: ReactNode;
  /** Shown when the field is invalid (a form's `validationErrors` for its name, or `isInvalid`). */
  errorMessage?: string | ((validation: ValidationResult) => string);
  placeholder?: string;
  /** Visible lines (6). */
  rows?: number;
  className?: string;
}

/**
 * A labelled multi-line field (a message) with description and error, wired as TextField is:
 * an error given by the form (`validationErrors`) shows until the field is edited.
 */
export function TextArea({ label, description, errorMessage, placeholder, rows = 6, className, ...props }: TextAreaProps) {
  return (
    <AriaTextField {...props} className={cx("jute-field", className)}>
      <AriaLabel className="jute-field__label">
        {label}
        {props.isRequired ? (
          <span className="jute-field__required" aria-hidden="true">
            {" "}
            *
          </span>
        ) : null}
      </AriaLabel>
      <AriaTextArea className="jute-field__input jute-text-area" rows={rows} placeholder={placeholder} />
      {description ? (
        <AriaText slot="description" className="jute-field__description">
          {description}
        </AriaText>
      ) : null}
      <AriaFieldError className="jute-field__error">{errorMessage}</AriaFieldError>
    </AriaTextField>
  );
}
