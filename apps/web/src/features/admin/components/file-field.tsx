import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

/**
 * A labelled file picker in the shop's look, with an optional hint and the form's message under it (read with
 * the field: aria-invalid and aria-describedby).
 */
export function FileField({
  label,
  hint,
  error,
  inputRef,
  className = '',
  inputClassName = 'w-full',
  ...input
}: {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
  /** The picker's width (`w-full max-w-md` beside a short form). */
  inputClassName?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id' | 'className'>) {
  const id = useId();
  const describedBy =
    [hint ? `${id}-file-hint` : null, error ? `${id}-file-error` : null].filter(Boolean).join(' ') ||
    undefined;
  return (
    <div className={className}>
      <label htmlFor={`${id}-file`} className="mb-1 block text-sm font-semibold text-neutral-800">
        {label}
      </label>
      <input
        ref={inputRef}
        id={`${id}-file`}
        type="file"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`block ${inputClassName} text-sm text-neutral-800 file:mr-3 file:cursor-pointer file:rounded-lg file:border file:border-neutral-300 file:bg-neutral-50 file:px-4 file:py-2 file:font-semibold file:text-neutral-900`}
        {...input}
      />
      {hint && (
        <p id={`${id}-file-hint`} className="mt-1 text-xs text-neutral-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-file-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
