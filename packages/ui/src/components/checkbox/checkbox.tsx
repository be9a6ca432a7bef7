import type { InputHTMLAttributes, ReactNode } from "react";
import { cx } from "../../lib/cx";
import { FieldFrame, useNativeField } from "../field-frame/field-frame";

export interface CheckboxProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, "className" | "style" | "type" | "children" | "onChange" | "checked" | "defaultChecked" | "disabled" | "required"> {
  /** What ticking it means, said with the box. */
  children: ReactNode;
  isSelected?: boolean;
  defaultSelected?: boolean;
  onChange?: (isSelected: boolean) => void;
  /** Help text tied to the box with aria-describedby. */
  description?: ReactNode;
  /** Shown under the box, which is then marked invalid. */
  errorMessage?: string;
  isInvalid?: boolean;
  isRequired?: boolean;
  isDisabled?: boolean;
  className?: string;
}

/**
 * A checkbox: the browser's own (Space toggles it, every screen reader knows it, no script),
 * its label beside it, description and error tied to it as the other fields do.
 */
export function Checkbox({
  children,
  isSelected,
  defaultSelected,
  onChange,
  description,
  errorMessage,
  isInvalid,
  isRequired = false,
  isDisabled = false,
  className,
  id,
  ...props
}: CheckboxProps) {
  const field = useNativeField({ id, kind: "checkbox", description, errorMessage, isInvalid, describedBy: props["aria-describedby"] });
  return (
    <div className={cx("jute-checkbox", className)} {...field.root}>
      <FieldFrame ids={field.ids} isInvalid={field.invalid} description={description} errorMessage={errorMessage} helpClassName="jute-checkbox__description">
        <div className="jute-checkbox__row">
          <input
            {...props}
            type="checkbox"
            className="jute-checkbox__box"
            {...(isSelected !== undefined ? { checked: isSelected } : {})}
            {...(defaultSelected !== undefined ? { defaultChecked: defaultSelected } : {})}
            onChange={(event) => onChange?.(event.target.checked)}
            disabled={isDisabled}
            required={isRequired}
            {...field.control}
          />
          <label htmlFor={field.ids.control} className="jute-checkbox__label">
            {children}
          </label>
        </div>
      </FieldFrame>
    </div>
  );
}
