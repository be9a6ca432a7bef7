import {
  Button as AriaButton,
  FieldError as AriaFieldError,
  Label as AriaLabel,
  ListBox as AriaListBox,
  ListBoxItem as AriaListBoxItem,
  Popover as AriaPopover,
  Select as AriaSelect,
  SelectValue as AriaSelectValue,
  Text as AriaText,
} from "react-aria-components";
import type { Key, SelectProps as AriaSelectProps, ValidationResult } from "react-aria-components";
import type { ReactNode } from "react";
import { cx } from "../../lib/cx";

export interface SelectOption {
  id: string | number;
  label: string;
  isDisabled?: boolean;
}

export type SelectValue = string | number | null;

export interface SelectProps
  extends Omit<
    AriaSelectProps<SelectOption>,
    "className" | "style" | "children" | "items" | "value" | "defaultValue" | "onChange" | "selectionMode" | "selectedKey" | "defaultSelectedKey" | "onSelectionChange"
  > {
  label: ReactNode;
  options: ReadonlyArray<SelectOption>;
  /** Adds a first, empty choice such as "Select Company"; choosing it sets the value to null. */
  emptyLabel?: string;
  value?: SelectValue;
  defaultValue?: SelectValue;
  onChange?: (value: SelectValue) => void;
  description?: ReactNode;
  errorMessage?: string | ((validation: ValidationResult) => string);
  className?: string;
}

/** Key of the empty choice inside react-aria's collection; never leaves this component. */
const EMPTY = "__jute-empty__";

function toKey(value: SelectValue | undefined, hasEmpty: boolean): Key | null | undefined {
  if (value === undefined) return undefined;
  if (value === null) return hasEmpty ? EMPTY : null;
  return value;
}

/**
 * A single-choice dropdown (company, size, port, count, ply, oil...). Keyboard: Enter, Space
 * or the arrows open it, arrows move, typing jumps to a match, Enter picks, Escape closes.
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
  placeholder,
  className,
  validate,
  ...props
}: SelectProps) {
  const hasEmpty = emptyLabel !== undefined;
  const items: SelectOption[] = hasEmpty ? [{ id: EMPTY, label: emptyLabel }, ...options] : [...options];
  const controlled = toKey(value, hasEmpty);
  const initial = toKey(defaultValue ?? (hasEmpty ? null : undefined), hasEmpty);

  return (
    <AriaSelect<SelectOption>
      {...props}
      {...(controlled !== undefined ? { value: controlled } : {})}
      {...(initial !== undefined && controlled === undefined ? { defaultValue: initial } : {})}
      onChange={(key) => onChange?.(key === EMPTY || key === null ? null : (key as string | number))}
      placeholder={placeholder ?? emptyLabel ?? "Select…"}
      validate={(key) => {
        // The empty choice is a real item to react-aria, so "required" needs saying here.
        if (props.isRequired && (key === EMPTY || key === null)) {
          return typeof errorMessage === "string" ? errorMessage : "Please choose an option.";
        }
        return validate?.(key as Key) ?? null;
      }}
      className={cx("jute-field", "jute-select", className)}
    >
      <AriaLabel className="jute-field__label">
        {label}
        {props.isRequired ? (
          <span className="jute-field__required" aria-hidden="true">
            {" "}
            *
          </span>
        ) : null}
      </AriaLabel>
      <AriaButton className="jute-select__button">
        <AriaSelectValue className="jute-select__value" />
        <span className="jute-select__chevron" aria-hidden="true" />
      </AriaButton>
      {description ? (
        <AriaText slot="description" className="jute-field__description">
          {description}
        </AriaText>
      ) : null}
      <AriaFieldError className="jute-field__error">{errorMessage}</AriaFieldError>
      <AriaPopover className="jute-popover jute-select__popover">
        <AriaListBox items={items} className="jute-listbox">
          {(item) => (
            <AriaListBoxItem
              id={item.id}
              textValue={item.label}
              className={cx("jute-listbox__item", item.id === EMPTY && "jute-listbox__item--empty")}
              {...(item.isDisabled ? { isDisabled: true } : {})}
            >
              {item.label}
            </AriaListBoxItem>
          )}
        </AriaListBox>
      </AriaPopover>
    </AriaSelect>
  );
}
