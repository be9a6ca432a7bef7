import { useId } from "react";

/**
 * A labelled multi-line field styled like @jute/ui's TextField (which has no multi-line
 * variant): a native textarea with its description and error tied by aria-describedby.
 */
export function TextArea({
  id,
  name,
  label,
  description,
  error,
  rows = 6,
  maxLength,
  onChange,
}: {
  id?: string;
  name: string;
  label: string;
  description?: string;
  error?: string | undefined;
  rows?: number;
  maxLength?: number;
  onChange?: () => void;
}) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const descriptionId = `${inputId}-description`;
  const errorId = `${inputId}-error`;
  const describedBy = [description ? descriptionId : "", error ? errorId : ""].filter(Boolean).join(" ");
  return (
    <div className="jute-field form-field" data-invalid={error ? true : undefined}>
      <label htmlFor={inputId} className="jute-field__label">
        {label}
      </label>
      <textarea
        id={inputId}
        name={name}
        rows={rows}
        className="jute-field__input form-textarea"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...(maxLength ? { maxLength } : {})}
        onChange={onChange}
      />
      {description && (
        <span id={descriptionId} className="jute-field__description">
          {description}
        </span>
      )}
      {error && (
        <span id={errorId} className="jute-field__error">
          {error}
        </span>
      )}
    </div>
  );
}
