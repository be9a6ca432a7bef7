import type { ChangeEvent, ReactNode, SelectHTMLAttributes } from "react";
import { cx } from "../../lib/cx";
import { FieldFrame, useNativeField } from "../field-frame/field-frame";

export interface SelectOption {
  id: string | number;
  label: string;
  isDisabled?: boolean;
}

export type SelectValue = string | number | null;

export interface SelectProps
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "className" | "style" | "children" | "value" | "defaultValue" | "onChange" | "multiple" | "disabled" | "required"> {
  label: ReactNode;
  options: ReadonlyArray<SelectOption>;
  /** Adds a first, empty choice such as "Select Company"; choosing it sets the value to null. */
  emptyLabel?: string;
  value?: SelectValue;
  defaultValue?: SelectValue;
  onChange?: (value: SelectValue) => void;
  description?: ReactNode;
  /** Shown under the field, which is then marked invalid. */
  errorMessage?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  isInvalid?: boolean;
  className?: string;
}

/** The empty choice's value in the native select; never leaves this component. */
const EMPTY = "";

const toNative = (value: SelectValue | undefined): string | undefined => (value === undefined ? undefined : value === null ? EMPTY : String(value));

/**
 * A single-choice dropdown (company, size, port, count, ply, oil...): the browser's own
 * `<select>`, so phones show their native picker, every screen reader knows it, and it costs
 * no script. Keyboard as the platform has it (arrows, typing to jump, Enter or Space to open).
 * Option ids may be numbers or strings; onChange gives back the option's own id.
 */
export function Select({
  label,
  options,
  emptyLabel,
  value,
  defaultValue,
  onChange,
  description,
  errorMessage,
  isRequired = false,
  isDisabled = false,
  isInvalid,
  className,
  id,
  ...props
}: SelectProps) {
  const field = useNativeField({ id, kind: "select", description, errorMessage, isInvalid, describedBy: props["aria-describedby"] });
  const hasEmpty = emptyLabel !== undefined;
  const controlled = toNative(value);
  const initial = toNative(defaultValue ?? (hasEmpty ? null : undefined));

  const handleChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const chosen = event.target.value;
    onChange?.(chosen === EMPTY ? null : (options.find((option) => String(option.id) === chosen)?.id ?? null));
  };

  return (
    <div className={cx("jute-field", "jute-select", className)} {...field.root}>
      <FieldFrame ids={field.ids} isInvalid={field.invalid} label={label} isRequired={isRequired} description={description} errorMessage={errorMessage}>
        <div className="jute-select__control">
          <select
            {...props}
            className="jute-select__native"
            {...(controlled !== undefined ? { value: controlled } : {})}
            {...(initial !== undefined && controlled === undefined ? { defaultValue: initial } : {})}
            onChange={handleChange}
            disabled={isDisabled}
            required={isRequired}
            {...field.control}
          >
            {hasEmpty ? <option value={EMPTY}>{emptyLabel}</option> : null}
            {options.map((option) => (
              <option key={String(option.id)} value={String(option.id)} disabled={option.isDisabled}>
                {option.label}
              </option>
            ))}
          </select>
          <span className="jute-select__chevron" aria-hidden="true" />
        </div>
      </FieldFrame>
    </div>
  );
}
