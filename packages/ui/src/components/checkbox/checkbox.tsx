import { useId, type InputHTMLAttributes, type ReactNode } from "react";
import { cx } from "../../lib/cx";

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
  const generated = useId();
  const inputId = id ?? `${generated}-checkbox`;
  const descriptionId = `${generated}-description`;
  const errorId = `${generated}-error`;
  const invalid = isInvalid ?? errorMessage !== undefined;
  const describedBy = [description ? descriptionId : null, invalid && errorMessage ? errorId : null, props["aria-describedby"] ?? null].filter(Boolean).join(" ");
  return (
    <div className={cx("jute-checkbox", className)} {...(invalid ? { "data-invalid": "" } : {})}>
      <div className="jute-checkbox__row">
        <input
          {...props}
          id={inputId}
          type="checkbox"
          className="jute-checkbox__box"
          {...(isSelected !== undefined ? { checked: isSelected } : {})}
          {...(defaultSelected !== undefined ? { defaultChecked: defaultSelected } : {})}
          onChange={(event) => onChange?.(event.target.checked)}
          disabled={isDisabled}
          required={isRequired}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy || undefined}
        />
        <label htmlFor={inputId} className="jute-checkbox__label">
          {children}
        </label>
      </div>
      {description ? (
        <p id={descriptionId} className="jute-field__description jute-checkbox__description">
          {description}
        </p>
      ) : null}
      {invalid && errorMessage ? (
        <p id={errorId} className="jute-field__error jute-checkbox__description">
          {errorMessage}
        </p>
      ) : null}
    </div>
  );
}
