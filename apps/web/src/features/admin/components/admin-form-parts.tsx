import { useId, type ReactNode } from 'react';
import type { PictureUploadKind } from '@shop/domain';
import { TextField, type FieldError } from '../../../components/ui/text-field';
import { PictureUploadButton } from './picture-upload';

/**
 * Parts of the back office's forms (the sale editor's; any form may use them): a titled group of fields, a check
 * box with its hint, an image path with a small picture of it and its upload button.
 */

const fieldsetCls = 'grid gap-4 rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm sm:p-5';
const legendCls = 'float-left mb-1 w-full text-base font-bold text-neutral-950';

export function FormGroup({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <fieldset className={fieldsetCls}>
      <legend className={legendCls}>
        {title}
        {description && (
          <span className="mt-0.5 block text-sm font-normal text-neutral-700">{description}</span>
        )}
      </legend>
      {children}
    </fieldset>
  );
}

export function Check({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint?: string;
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
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-0.5 h-5 w-5 shrink-0 accent-red-600"
      />
      <div>
        <label htmlFor={id} className="text-sm font-semibold text-neutral-900">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="text-xs text-neutral-700">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}

/**
 * An image field: a path on this site or an https URL, with a small picture of it; empty for none. Its upload
 * button stores a chosen picture through `upload`'s route and fills the field with its path (decision 058).
 */
export function ImageField({
  label,
  name = label,
  value,
  hint = 'A path on this site (/img/…) or an https URL; empty for none',
  error,
  upload,
  required = false,
  onChange,
}: {
  label: string;
  name?: string;
  value: string;
  hint?: string;
  error?: FieldError | null;
  /** Which editor's upload route takes the picture (its scope: sales:write, catalog:write). */
  upload: PictureUploadKind;
  /** A picture the item cannot go without (a hero slide's): not marked optional. */
  required?: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <div className="grid grid-cols-[1fr_auto] items-start gap-x-3 gap-y-2">
      <TextField
        label={label}
        name={name}
        optional={!required}
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
      <div className="col-span-2">
        <PictureUploadButton kind={upload} label={label} onUploaded={onChange} />
      </div>
    </div>
  );
}
