import { useEffect, useId, useState } from "react";

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
  // The error shows until the field is edited (it comes back with the next submit's errors).
  const [edited, setEdited] = useState(false);
  useEffect(() => setEdited(false), [error]);
  const shown = edited ? undefined : error;
  const inputId = id ?? ownId;
  const descriptionId = `${inputId}-description`;
  const errorId = `${inputId}-error`;
  const describedBy = [description ? descriptionId : "", shown ? errorId : ""].filter(Boolean).join(" ");
  return (
    <div className="jute-field form-field" data-invalid={shown ? true : undefined}>
      <label htmlFor={inputId} className="jute-field__label">
        {label}
      </label>
      <textarea
        id={inputId}
        name={name}
        rows={rows}
        className="jute-field__input form-textarea"
        aria-invalid={shown ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...(maxLength ? { maxLength } : {})}
        onChange={() => {
          setEdited(true);
          onChange?.();
        }}
      />
      {description && (
        <span id={descriptionId} className="jute-field__description">
          {description}
        </span>
      )}
      {shown && (
        <span id={errorId} className="jute-field__error">
          {error}
        </span>
      )}
    </div>
  );
}
