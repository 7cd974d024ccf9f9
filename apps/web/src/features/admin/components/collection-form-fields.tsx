/** The collection form's own fields: long texts, switches and image references with a preview. */
import { useId } from 'react';
import { TextField, type FieldError } from '../../../components/ui/text-field';

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

export function Check({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        aria-describedby={`${id}-hint`}
        className="mt-0.5 h-5 w-5 shrink-0 accent-red-600"
      />
      <div>
        <label htmlFor={id} className="text-sm font-semibold text-neutral-900">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-xs text-neutral-700">
          {hint}
        </p>
      </div>
    </div>
  );
}

export function ImageField({
  label,
  name,
  value,
  hint,
  error,
  onChange,
}: {
  label: string;
  name: string;
  value: string;
  hint: string;
  error?: FieldError | null;
  onChange: (value: string) => void;
}) {
  return (
    <div className="grid grid-cols-[1fr_auto] items-start gap-3">
      <TextField
        label={label}
        name={name}
        optional
        value={value}
        onChange={(e) => onChange(e.target.value)}
        autoComplete="off"
        spellCheck={false}
        maxLength={500}
        hint={hint}
        error={error}
      />
      <div className="mt-6 flex h-11 w-16 items-center justify-center overflow-hidden rounded border border-neutral-200 bg-neutral-50">
        {/^(\/(?!\/)|https:\/\/)/.test(value.trim()) && (
          <img
            key={value}
            src={value.trim()}
            alt=""
            className="max-h-full max-w-full object-contain"
            onError={(e) => {
              e.currentTarget.style.visibility = 'hidden';
            }}
          />
        )}
      </div>
    </div>
  );
}
