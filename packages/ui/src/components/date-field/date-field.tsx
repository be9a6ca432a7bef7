import { Input as AriaInput, TextField as AriaTextField } from "react-aria-components";
import type { TextFieldProps as AriaTextFieldProps, ValidationResult } from "react-aria-components";
import { useId, type ReactNode } from "react";
import { cx } from "../../lib/cx";
import { ariaFieldParts } from "../field-frame/aria-field-parts";
import { FieldFrame } from "../field-frame/field-frame";

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
      <FieldFrame parts={ariaFieldParts} ids={{ description: descriptionId }} label={label} isRequired={props.isRequired} description={description} errorMessage={errorMessage}>
        <AriaInput className="jute-field__input" {...(min ? { min } : {})} {...(max ? { max } : {})} />
      </FieldFrame>
    </AriaTextField>
  );
}
