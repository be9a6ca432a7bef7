import { Button as AriaButton, Input as AriaInput, SearchField as AriaSearchField } from "react-aria-components";
import type { SearchFieldProps as AriaSearchFieldProps, ValidationResult } from "react-aria-components";
import type { ReactNode } from "react";
import { cx } from "../../lib/cx";
import { ariaFieldParts } from "../field-frame/aria-field-parts";
import { FieldFrame } from "../field-frame/field-frame";

export interface SearchFieldProps extends Omit<AriaSearchFieldProps, "className" | "children" | "style"> {
  label: ReactNode;
  description?: ReactNode;
  errorMessage?: string | ((validation: ValidationResult) => string);
  placeholder?: string;
  /** The name of the button that empties the field ("Clear search"). */
  clearLabel?: string;
  className?: string;
}

/**
 * A search box (role searchbox) with label, description and error; Escape or its clear
 * button empties it, Enter calls `onSubmit` with the text.
 */
export function SearchField({ label, description, errorMessage, placeholder, clearLabel = "Clear search", className, ...props }: SearchFieldProps) {
  return (
    <AriaSearchField {...props} className={cx("jute-field", "jute-search-field", className)}>
      <FieldFrame parts={ariaFieldParts} label={label} description={description} errorMessage={errorMessage}>
        <div className="jute-field__control jute-search-field__control">
          <AriaInput className="jute-field__input jute-search-field__input" placeholder={placeholder} />
          <AriaButton className="jute-search-field__clear" aria-label={clearLabel}>
            <span aria-hidden="true">×</span>
          </AriaButton>
        </div>
      </FieldFrame>
    </AriaSearchField>
  );
}
