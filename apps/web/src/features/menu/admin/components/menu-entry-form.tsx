import { useEffect, useId, useRef, useState } from 'react';
import { z } from 'zod';
import { TextField, type FieldError } from '../../../../components/ui/text-field';
import { ApiError } from '../../../../lib/api-client';
import { schemaFieldErrors, serverFieldErrors } from '../../../../lib/field-errors';
import {
  Notice,
  adminErrorMessage,
  primaryButtonCls,
  secondaryButtonCls,
} from '../../../admin/components/admin-ui';

/** One field of a menu entry's form: text (empty is null when `nullable`), a switch, or the category's side. */
export type MenuFieldSpec = {
  name: string;
  label: string;
  kind: 'text' | 'check' | 'side';
  required?: boolean;
  nullable?: boolean;
  maxLength?: number;
  hint?: string;
  mono?: boolean;
};

export type MenuValues = Record<string, string | boolean | null>;

type Errors = Partial<Record<string, FieldError | null>>;

export const MENU_CATEGORY_FIELDS: MenuFieldSpec[] = [
  { name: 'title', label: 'Title', kind: 'text', required: true, maxLength: 60 },
  {
    name: 'handle',
    label: 'Collection handle',
    kind: 'text',
    required: true,
    maxLength: 200,
    mono: true,
    hint: 'The collection it opens, e.g. car-subwoofers',
  },
  { name: 'image_url', label: 'Image', kind: 'text', nullable: true, maxLength: 500, mono: true },
  { name: 'group_side', label: 'Side of the mega menu', kind: 'side' },
  { name: 'mobile_only', label: 'Mobile only', kind: 'check', hint: "Only in the phone's drawer menu" },
];

export const MENU_COLLECTION_FIELDS: MenuFieldSpec[] = [
  { name: 'title', label: 'Title', kind: 'text', required: true, maxLength: 80 },
  { name: 'subtitle', label: 'Subtitle', kind: 'text', nullable: true, maxLength: 120 },
  {
    name: 'handle',
    label: 'Collection handle',
    kind: 'text',
    required: true,
    maxLength: 200,
    mono: true,
    hint: 'e.g. car-subwoofers/8-inch-subwoofers',
  },
  {
    name: 'slug',
    label: 'Target',
    kind: 'text',
    nullable: true,
    maxLength: 300,
    mono: true,
    hint: 'A path without the leading /, e.g. collections/x?type=Loaded; empty goes to /collections/handle',
  },
  { name: 'image_url', label: 'Image', kind: 'text', nullable: true, maxLength: 500, mono: true },
  { name: 'is_hidden', label: 'Hidden', kind: 'check', hint: 'Left out of the menu' },
  { name: 'hide_pricing', label: 'Hide pricing', kind: 'check', hint: 'Its product links show no price' },
];

export const MENU_PRODUCT_FIELDS: MenuFieldSpec[] = [
  {
    name: 'override_title',
    label: 'Title in the menu',
    kind: 'text',
    nullable: true,
    maxLength: 120,
    hint: "Empty: the product's name",
  },
  { name: 'subtitle', label: 'Subtitle', kind: 'text', nullable: true, maxLength: 120 },
];

export const NEW_MENU_PRODUCT_FIELDS: MenuFieldSpec[] = [
  { name: 'sku', label: 'SKU', kind: 'text', required: true, maxLength: 64, mono: true },
  ...MENU_PRODUCT_FIELDS,
];

/** The values as the API takes them: text trimmed where it names something, empty nullable text as null. */
function valuesOf(specs: MenuFieldSpec[], draft: Record<string, string | boolean>): MenuValues {
  return Object.fromEntries(
    specs.map((s) => {
      const v = draft[s.name];
      if (typeof v === 'boolean') return [s.name, v];
      const text = s.mono ? (v ?? '').trim() : (v ?? '');
      return [s.name, s.nullable && text.trim() === '' ? null : text];
    }),
  );
}

/**
 * A refused save's field errors: the route's schema's issues when the body was checked before it was sent (a new
 * entry: api/menu-create.ts), VALIDATION_FAILED's details, or an unknown sku on the SKU field.
 */
function errorsOf(err: unknown, names: string[]): Errors | null {
  if (err instanceof z.ZodError) return schemaFieldErrors(err.issues, names);
  if (err instanceof ApiError && err.code === 'UNKNOWN_SKU' && names.includes('sku'))
    return { sku: { type: 'server', message: 'No product has this SKU' } };
  return serverFieldErrors(err, names);
}

/**
 * The form of one menu entry (a category, a menu collection, a product link), new or edited: each field of
 * its spec; an edit sends only what changed. `onSave` does the request; its refusal shows on the fields.
 */
export function MenuEntryForm({
  label,
  specs,
  initial,
  submitLabel,
  edit,
  onSave,
  onCancel,
}: {
  label: string;
  specs: MenuFieldSpec[];
  /** The entry as stored (only the fields of `specs` are read). */
  initial: Readonly<Record<string, unknown>>;
  submitLabel: string;
  /** An edit sends the changed fields only (and nothing when none changed). */
  edit: boolean;
  onSave: (values: MenuValues) => Promise<unknown>;
  onCancel: () => void;
}) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<Record<string, string | boolean>>(() =>
    Object.fromEntries(
      specs.map((s) => {
        const v = initial[s.name];
        return [
          s.name,
          typeof v === 'string' || typeof v === 'boolean'
            ? v
            : s.kind === 'check'
              ? false
              : s.kind === 'side'
                ? 'left'
                : '',
        ];
      }),
    ),
  );
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [focusRequests, setFocusRequests] = useState(0);

  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('input, select')?.focus();
  }, []);
  useEffect(() => {
    if (focusRequests > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequests]);

  const set = (name: string, value: string | boolean) => {
    setDraft((d) => ({ ...d, [name]: value }));
    if (errors[name]) setErrors((e) => ({ ...e, [name]: null }));
  };

  const onSubmit = async () => {
    setFailure(null);
    const local = Object.fromEntries(
      specs
        .filter((s) => s.required && String(draft[s.name] ?? '').trim() === '')
        .map((s) => [s.name, { type: 'required', message: 'Required' }]),
    );
    if (Object.keys(local).length > 0) {
      setErrors(local);
      setFocusRequests((n) => n + 1);
      return;
    }
    const values = valuesOf(specs, draft);
    const changed = edit
      ? Object.fromEntries(Object.entries(values).filter(([k, v]) => (initial[k] ?? null) !== v))
      : values;
    if (edit && Object.keys(changed).length === 0) {
      onCancel();
      return;
    }
    setPending(true);
    try {
      await onSave(changed);
    } catch (err) {
      const fields = errorsOf(
        err,
        specs.map((s) => s.name),
      );
      if (fields) {
        setErrors(fields);
        setFocusRequests((n) => n + 1);
      } else setFailure(adminErrorMessage(err, 'The menu could not be saved. Please try again.'));
      setPending(false);
    }
  };

  return (
    <form
      ref={formRef}
      noValidate
      aria-label={label}
      onSubmit={(e) => {
        e.preventDefault();
        void onSubmit();
      }}
      className="grid gap-3 rounded-xl border border-neutral-300 bg-neutral-50 p-3 sm:p-4"
    >
      <div className="grid gap-3 sm:grid-cols-2">
        {specs.map((s) => {
          const value = draft[s.name];
          if (s.kind === 'check')
            return (
              <div key={s.name} className="flex items-start gap-3 sm:col-span-1">
                <input
                  id={`${id}-${s.name}`}
                  type="checkbox"
                  checked={value === true}
                  onChange={(e) => set(s.name, e.target.checked)}
                  aria-describedby={s.hint ? `${id}-${s.name}-hint` : undefined}
                  className="mt-0.5 h-5 w-5 shrink-0 accent-red-600"
                />
                <div>
                  <label htmlFor={`${id}-${s.name}`} className="text-sm font-semibold text-neutral-900">
                    {s.label}
                  </label>
                  {s.hint && (
                    <p id={`${id}-${s.name}-hint`} className="text-xs text-neutral-700">
                      {s.hint}
                    </p>
                  )}
                </div>
              </div>
            );
          if (s.kind === 'side')
            return (
              <div key={s.name}>
                <label
                  htmlFor={`${id}-${s.name}`}
                  className="mb-1 block text-sm font-semibold text-neutral-800"
                >
                  {s.label}
                </label>
                <select
                  id={`${id}-${s.name}`}
                  value={String(value)}
                  onChange={(e) => set(s.name, e.target.value)}
                  className="h-11 w-full rounded-lg border border-neutral-300 bg-white px-3 text-base text-neutral-900 shadow-sm outline-none focus:border-red-600 focus:ring-2 focus:ring-red-600/20"
                >
                  <option value="left">Left</option>
                  <option value="right">Right</option>
                </select>
              </div>
            );
          return (
            <TextField
              key={s.name}
              label={s.label}
              name={s.name}
              optional={!s.required}
              value={String(value ?? '')}
              onChange={(e) => set(s.name, e.target.value)}
              maxLength={s.maxLength}
              autoComplete="off"
              spellCheck={s.mono ? false : undefined}
              hint={s.hint}
              error={errors[s.name]}
            />
          );
        })}
      </div>
      {failure && (
        <Notice tone="error" role="alert">
          {failure}
        </Notice>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={primaryButtonCls} disabled={pending}>
          {pending ? 'Saving…' : submitLabel}
        </button>
        <button type="button" className={secondaryButtonCls} onClick={onCancel} disabled={pending}>
          Cancel
        </button>
      </div>
    </form>
  );
}
