import type { InputHTMLAttributes, ReactNode, Ref } from "react";
import { cx } from "../../lib/cx";
import { FieldFrame, useNativeField } from "../field-frame/field-frame";

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
  const field = useNativeField({ id, kind: "file", description, errorMessage, isInvalid, describedBy: props["aria-describedby"] });
  return (
    <div className={cx("jute-field", "jute-file-field", className)} {...field.root}>
      <FieldFrame ids={field.ids} isInvalid={field.invalid} label={label} isRequired={isRequired} description={description} errorMessage={errorMessage}>
        <input
          {...props}
          type="file"
          className="jute-file-field__input"
          onChange={(event) => onChange?.(event.target.files)}
          disabled={isDisabled}
          required={isRequired}
          {...field.control}
        />
      </FieldFrame>
    </div>
  );
}
