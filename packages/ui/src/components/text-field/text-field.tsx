import { Input as AriaInput, TextField as AriaTextField } from "react-aria-components";
import type { TextFieldProps as AriaTextFieldProps, ValidationResult } from "react-aria-components";
import { useContext, type ReactNode } from "react";
import { ariaFieldParts } from "../field-frame/aria-field-parts";
import { FieldFrame } from "../field-frame/field-frame";
import { CheckedFieldsContext } from "../form/checked-fields";
import { cx } from "../../lib/cx";

export interface TextFieldProps extends Omit<AriaTextFieldProps, "className" | "children" | "style"> {
  label: ReactNode;
  /** Help text tied to the input with aria-describedby. */
  description?: ReactNode;
  /** Shown when the field is invalid; defaults to the browser's validation message. */
  errorMessage?: string | ((validation: ValidationResult) => string);
  placeholder?: string;
  /** What the form's check says when a required field is left empty (default: "Enter <label>"). */
  missingMessage?: string;
  /** What the form's check says when the value is not of the field's form (an email that is no address). */
  invalidMessage?: string;
  /** Something fixed shown before the input, e.g. "+880" for the phone prefix. */
  prefix?: ReactNode;
  className?: string;
}

/** A labelled text input (text, email, password...) with description and error, tied by ARIA. */
export function TextField({ label, description, errorMessage, missingMessage, invalidMessage, placeholder, prefix, className, ...props }: TextFieldProps) {
  // The form's own check's message for this field, held until the next submit (see form.tsx).
  const checked = useContext(CheckedFieldsContext);
  const own = props.name ? checked[props.name] : undefined;
  return (
    <AriaTextField {...props} {...(own && props.isInvalid === undefined ? { isInvalid: true } : {})} className={cx("jute-field", className)}>
      <FieldFrame parts={ariaFieldParts} label={label} isRequired={props.isRequired} description={description} errorMessage={errorMessage ?? own}>
        <div className="jute-field__control">
          {prefix ? (
            <span className="jute-field__prefix" aria-hidden="true">
              {prefix}
            </span>
          ) : null}
          <AriaInput className="jute-field__input" placeholder={placeholder} {...(missingMessage ? { "data-missing-message": missingMessage } : {})} {...(invalidMessage ? { "data-invalid-message": invalidMessage } : {})} />
        </div>
      </FieldFrame>
    </AriaTextField>
  );
}
