import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

/** A field error: its kind ('required', 'minLength', 'pattern', ...) and an optional message. */
export type FieldError = { type: string; message?: string };

/** The spec's wording for an error without a message: 'Required' for a required error, 'Field error' otherwise. */
export function fieldErrorMessage(error: FieldError): string {
  if (error.message) return error.message;
  return error.type === 'required' ? 'Required' : 'Field error';
}

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'required' | 'pattern'> & {
  label: ReactNode;
  name: string;
  /** Fields are required unless marked optional. */
  optional?: boolean;
  minLength?: number;
  /** A regular expression source the value must match (the HTML pattern attribute). */
  pattern?: string;
  error?: FieldError | null;
  hint?: ReactNode;
  /** Something drawn inside the field on the right (a card brand logo). */
  adornment?: ReactNode;
};

/** The shared text input: label, required unless optional, minLength, pattern, and its error below in red. */
export function TextField({
  label,
  name,
  optional = false,
  error,
  hint,
  adornment,
  id,
  className = '',
  ...input
}: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? `${autoId}-${name}`;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1 block text-sm font-semibold text-neutral-800">
        {label}
        {optional && <span className="ml-1 font-normal text-neutral-600">(optional)</span>}
      </label>
      <div className="relative">
        <input
          id={inputId}
          name={name}
          required={!optional}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`h-11 w-full rounded-lg border bg-white px-3 text-base text-neutral-900 shadow-sm outline-none transition placeholder:text-neutral-500 focus:border-red-600 focus:ring-2 focus:ring-red-600/20 ${
            error ? 'border-red-600' : 'border-neutral-300'
          } ${adornment ? 'pr-16' : ''}`}
          {...input}
        />
        {adornment && (
          <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center">
            {adornment}
          </span>
        )}
      </div>
      {hint && !error && (
        <p id={hintId} className="mt-1 text-xs text-neutral-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {fieldErrorMessage(error)}
        </p>
      )}
    </div>
  );
}

/**
 * Checks a value the way the field's rules say: required unless optional, then minimum length, then pattern.
 * Returns the error (with the given messages, if any) or null.
 */
export function validateField(
  value: string,
  rules: { optional?: boolean; minLength?: number; pattern?: string | RegExp },
  messages: Partial<Record<'required' | 'minLength' | 'pattern', string>> = {},
): FieldError | null {
  const v = value.trim();
  if (v === '') return rules.optional ? null : { type: 'required', message: messages.required };
  if (rules.minLength !== undefined && v.length < rules.minLength)
    return { type: 'minLength', message: messages.minLength };
  if (rules.pattern !== undefined) {
    const re = typeof rules.pattern === 'string' ? new RegExp(`^(?:${rules.pattern})$`) : rules.pattern;
    if (!re.test(v)) return { type: 'pattern', message: messages.pattern };
  }
  return null;
}
