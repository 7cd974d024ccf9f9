/** The collection form's own fields: long texts (its switches and image fields are admin-form-parts'). */
import { useId } from 'react';
import type { FieldError } from '../../../../components/ui/text-field';

export const inputCls = (error: FieldError | null | undefined) =>
  `w-full rounded-lg border bg-white px-3 py-2 text-base text-neutral-900 shadow-sm outline-none focus:border-red-600 focus:ring-2 focus:ring-red-600/20 ${
    error ? 'border-red-600' : 'border-neutral-300'
  }`;

export function TextArea({
  label,
  name,
  value,
  rows,
  maxLength,
  hint,
  error,
  onChange,
}: {
  label: string;
  name: string;
  value: string;
  rows: number;
  maxLength: number;
  hint?: string;
  error?: FieldError | null;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const described = [error ? `${id}-error` : null, hint && !error ? `${id}-hint` : null].filter(Boolean);
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-neutral-800">
        {label} <span className="font-normal text-neutral-600">(optional)</span>
      </label>
      <textarea
        id={id}
        name={name}
        rows={rows}
        maxLength={maxLength}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={described.join(' ') || undefined}
        className={inputCls(error)}
      />
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-neutral-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error.message}
        </p>
      )}
    </div>
  );
}
