import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from "react";
import { cx } from "../../lib/cx";

export interface FileFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, "className" | "style" | "type" | "children" | "onChange" | "value" | "defaultValue" | "disabled" | "required"> {
  label: ReactNode;
  /** What the file should be ("A CSV file as downloaded"), tied with aria-describedby. */
  description?: ReactNode;
  /** Shown under the field, which is then marked invalid. */
  errorMessage?: string;
  isInvalid?: boolean;
  isRequired?: boolean;
  isDisabled?: boolean;
  onChange?: (files: FileList | null) => void;
  /** To read the chosen files or empty the field. */
  ref?: Ref<HTMLInputElement>;
  className?: string;
}

/**
 * A file to send (the price list): the browser's own file input, so its picker, drag and drop
 * and keyboard work everywhere, with label, description and error tied to it.
 */
export function FileField({
  label,
  description,
  errorMessage,
  isInvalid,
  isRequired = false,
  isDisabled = false,
  onChange,
  className,
  id,
  ...props
}: FileFieldProps) {
  const generated = useId();
  const inputId = id ?? `${generated}-file`;
  const descriptionId = `${generated}-description`;
  const errorId = `${generated}-error`;
  const invalid = isInvalid ?? errorMessage !== undefined;
  const describedBy = [description ? descriptionId : null, invalid && errorMessage ? errorId : null, props["aria-describedby"] ?? null].filter(Boolean).join(" ");
  return (
    <div className={cx("jute-field", "jute-file-field", className)} {...(invalid ? { "data-invalid": "" } : {})}>
      <label htmlFor={inputId} className="jute-field__label">
        {label}
        {isRequired ? (
          <span className="jute-field__required" aria-hidden="true">
            {" "}
            *
          </span>
        ) : null}
      </label>
      <input
        {...props}
        id={inputId}
        type="file"
        className="jute-file-field__input"
        onChange={(event) => onChange?.(event.target.files)}
        disabled={isDisabled}
        required={isRequired}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy || undefined}
      />
      {description ? (
        <p id={descriptionId} className="jute-field__description">
          {description}
        </p>
      ) : null}
      {invalid && errorMessage ? (
        <p id={errorId} className="jute-field__error">
          {errorMessage}
        </p>
      ) : null}
    </div>
  );
}
