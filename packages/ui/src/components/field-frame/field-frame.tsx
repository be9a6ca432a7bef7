/**
 * The frame every field of the library shares: its label (with the required mark), the control,
 * the description and the error, with their classes, in that order. Each field renders its own
 * root and control and hands the rest to `FieldFrame`.
 *
 * The frame's parts are tied to the control in one of two ways:
 *
 * - in a react-aria field (TextField, TextArea, DateField, SearchField) by the field itself:
 *   pass `parts={ariaFieldParts}` (`./aria-field-parts`: react-aria-components' `Label`,
 *   `Text slot="description"` and `FieldError`, which take their ids from the field);
 * - for the browser's own control (Select, Checkbox, FileField) by ids: `useNativeField` gives
 *   the control's id, `aria-invalid` and `aria-describedby`, and the frame's plain `<label for>`
 *   and `<p id>` parts (the default) use the same ids.
 *
 * This module imports no react-aria code, so that a page with only native fields loads none
 * (see the README).
 */
import { useId, type ComponentType, type ReactNode } from "react";
import type { ValidationResult } from "react-aria-components";

/** What the error part shows: words, or (in a react-aria field) words made from its validation. */
export type FieldErrorContent = ReactNode | ((validation: ValidationResult) => string);

/** The ids a native control and its frame share. */
export interface FieldIds {
  control: string;
  description: string;
  error: string;
}

export interface FieldPartProps {
  className: string;
  children?: ReactNode;
  /** The part's own id (a native control's; DateField's description). */
  id?: string | undefined;
}

export interface FieldLabelPartProps extends FieldPartProps {
  htmlFor?: string | undefined;
}

export interface FieldErrorPartProps extends Omit<FieldPartProps, "children"> {
  children?: FieldErrorContent;
  /** For a native control: the error shows only while the field is invalid. */
  isInvalid: boolean;
}

/** The three elements of a frame. */
export interface FieldParts {
  Label: ComponentType<FieldLabelPartProps>;
  Description: ComponentType<FieldPartProps>;
  Error: ComponentType<FieldErrorPartProps>;
}

/** The browser's own elements, tied by the ids given. */
export const nativeFieldParts: FieldParts = {
  Label: ({ className, htmlFor, children }) => (
    <label htmlFor={htmlFor} className={className}>
      {children}
    </label>
  ),
  Description: ({ className, id, children }) => (
    <p id={id} className={className}>
      {children}
    </p>
  ),
  Error: ({ className, id, isInvalid, children }) =>
    isInvalid && children && typeof children !== "function" ? (
      <p id={id} className={className}>
        {children}
      </p>
    ) : null,
};

export interface FieldFrameProps {
  /** The field's name, above the control; leave it out when the control carries its own (a checkbox's, beside its box). */
  label?: ReactNode;
  /** Adds the required mark (hidden from assistive technology, which hears "required" from the control). */
  isRequired?: boolean;
  /** Help text under the control, tied to it with aria-describedby. */
  description?: ReactNode;
  /** Shown under the control while the field is invalid. */
  errorMessage?: FieldErrorContent;
  /** The control (and whatever is drawn beside it). */
  children: ReactNode;
  /** How the parts are made (default: the browser's own, tied by `ids`). */
  parts?: FieldParts;
  /** The ids the parts carry (a native control's, from `useNativeField`). */
  ids?: Partial<FieldIds>;
  /** Whether the field is invalid (a native control's; a react-aria field knows its own). */
  isInvalid?: boolean;
  /** A class added to the description and the error (a checkbox indents them past its box). */
  helpClassName?: string;
}

const join = (...names: Array<string | undefined>) => names.filter(Boolean).join(" ");

/** A field's label, description and error around its control. */
export function FieldFrame({ label, isRequired = false, description, errorMessage, children, parts = nativeFieldParts, ids = {}, isInvalid = false, helpClassName }: FieldFrameProps) {
  const { Label, Description, Error } = parts;
  return (
    <>
      {label !== undefined ? (
        <Label className="jute-field__label" htmlFor={ids.control}>
          {label}
          {isRequired ? (
            <span className="jute-field__required" aria-hidden="true">
              {" "}
              *
            </span>
          ) : null}
        </Label>
      ) : null}
      {children}
      {description ? (
        <Description className={join("jute-field__description", helpClassName)} id={ids.description}>
          {description}
        </Description>
      ) : null}
      <Error className={join("jute-field__error", helpClassName)} id={ids.error} isInvalid={isInvalid}>
        {errorMessage}
      </Error>
    </>
  );
}

export interface NativeFieldOptions {
  /** The control's id when the caller gives one. */
  id?: string | undefined;
  /** Ends the generated control id ("select" gives "…-select"). */
  kind: string;
  description?: ReactNode;
  errorMessage?: string | undefined;
  /** Invalid when said so; otherwise whenever an error message is given. */
  isInvalid?: boolean | undefined;
  /** More ids that describe the control (the caller's own aria-describedby). */
  describedBy?: string | undefined;
}

/**
 * The ids and state that tie a native control to its frame: spread `control` on the control,
 * `root` on the field's root (`data-invalid` while invalid), pass `ids` and `invalid` to the frame.
 */
export function useNativeField({ id, kind, description, errorMessage, isInvalid, describedBy }: NativeFieldOptions) {
  const generated = useId();
  const ids: FieldIds = { control: id ?? `${generated}-${kind}`, description: `${generated}-description`, error: `${generated}-error` };
  const invalid = isInvalid ?? errorMessage !== undefined;
  const describing = [description ? ids.description : null, invalid && errorMessage ? ids.error : null, describedBy ?? null].filter(Boolean).join(" ");
  return {
    ids,
    invalid,
    root: invalid ? { "data-invalid": "" } : {},
    control: { id: ids.control, "aria-invalid": invalid || undefined, "aria-describedby": describing || undefined },
  };
}
