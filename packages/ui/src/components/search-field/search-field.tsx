import {
  Button as AriaButton,
  FieldError as AriaFieldError,
  Input as AriaInput,
  Label as AriaLabel,
  SearchField as AriaSearchField,
  Text as AriaText,
} from "react-aria-components";
import type { SearchFieldProps as AriaSearchFieldProps, ValidationResult } from "react-aria-components";
import type { ReactNode } from "react";
import { cx } from "../../lib/cx";

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
      <AriaLabel className="jute-field__label">{label}</AriaLabel>
      <div className="jute-field__control jute-search-field__control">
        <AriaInput className="jute-field__input jute-search-field__input" placeholder={placeholder} />
        <AriaButton className="jute-search-field__clear" aria-label={clearLabel}>
          <span aria-hidden="true">×</span>
        </AriaButton>
      </div>
      {description ? (
        <AriaText slot="description" className="jute-field__description">
          {description}
        </AriaText>
      ) : null}
      <AriaFieldError className="jute-field__error">{errorMessage}</AriaFieldError>
    </AriaSearchField>
  );
}
