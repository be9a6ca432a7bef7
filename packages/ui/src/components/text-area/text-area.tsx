import { TextArea as AriaTextArea, TextField as AriaTextField } from "react-aria-components";
import type { TextFieldProps as AriaTextFieldProps, ValidationResult } from "react-aria-components";
import type { ReactNode } from "react";
import { cx } from "../../lib/cx";
import { ariaFieldParts } from "../field-frame/aria-field-parts";
import { FieldFrame } from "../field-frame/field-frame";

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
      <FieldFrame parts={ariaFieldParts} label={label} isRequired={props.isRequired} description={description} errorMessage={errorMessage}>
        <AriaTextArea className="jute-field__input jute-text-area" rows={rows} placeholder={placeholder} />
      </FieldFrame>
    </AriaTextField>
  );
}
