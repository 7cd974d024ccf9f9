import { useId, useState, type FormEvent } from 'react';
import { ADMIN_SCOPES, CreateApiKeyBodySchema } from '@shop/domain';
import { TextField, type FieldError } from '../../../../components/ui/text-field';
import { serverFieldErrors, useFocusFirstInvalid } from '../../../../lib/field-errors';
import { useCreateApiKey, type CreatedApiKey } from '../api/create-api-key';
import { SCOPE_DESCRIPTIONS } from '../lib/scopes';
import { Notice, adminErrorMessage, primaryButtonCls } from '../../../admin/components/admin-ui';

const FormSchema = CreateApiKeyBodySchema.omit({ csrfToken: true });

type Errors = { name?: FieldError | null; scopes?: string | null };

/** A new API key: its name (who uses it) and at least one scope; the key comes back to `onCreated`, once. */
export function CreateApiKeyForm({ onCreated }: { onCreated: (key: CreatedApiKey) => void }) {
  const create = useCreateApiKey();
  const id = useId();
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const scopesErrorId = `${id}-scopes-error`;

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const input = { name: String(form.get('name') ?? '').trim(), scopes: form.getAll('scopes').map(String) };
    setFailure(null);
    const parsed = FormSchema.safeParse(input);
    if (!parsed.success) {
      const message = (field: string) => parsed.error.issues.find((i) => i.path[0] === field)?.message;
      const name = message('name');
      setErrors({ name: name ? { type: 'server', message: name } : null, scopes: message('scopes') ?? null });
      focusFirstInvalid();
      return;
    }
    setErrors({});
    try {
      const created = await create.mutateAsync(parsed.data);
      formRef.current?.reset();
      onCreated(created);
    } catch (err) {
      const fields = serverFieldErrors(err, ['name'] as const);
      if (fields) {
        setErrors(fields);
        focusFirstInvalid();
      } else setFailure(adminErrorMessage(err, 'The key could not be created. Please try again.'));
    }
  };

  return (
    <form
      ref={formRef}
      noValidate
      aria-label="Create an API key"
      onSubmit={(e) => void onSubmit(e)}
      className="grid gap-4"
    >
      <TextField
        label="Name"
        name="name"
        maxLength={80}
        autoComplete="off"
        hint="Who or what uses it, e.g. ERP stock sync"
        error={errors.name}
        className="max-w-md"
      />
      <fieldset>
        <legend className="mb-1 text-sm font-semibold text-neutral-800">Scopes</legend>
        <ul className="grid gap-2 sm:grid-cols-2">
          {ADMIN_SCOPES.map((scope) => (
            <li key={scope}>
              <label className="flex h-full cursor-pointer items-start gap-3 rounded-lg border border-neutral-200 p-3 text-sm hover:border-red-600">
                <input
                  type="checkbox"
                  name="scopes"
                  value={scope}
                  aria-invalid={errors.scopes ? true : undefined}
                  aria-describedby={errors.scopes ? scopesErrorId : undefined}
                  className="mt-0.5 h-4 w-4 shrink-0 accent-red-600"
                />
                <span>
                  <code className="font-mono font-semibold text-neutral-950">{scope}</code>
                  <span className="block text-neutral-700">{SCOPE_DESCRIPTIONS[scope]}</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
        {errors.scopes && (
          <p id={scopesErrorId} className="mt-1 text-sm font-medium text-red-700">
            {errors.scopes}
          </p>
        )}
      </fieldset>
      {failure && (
        <Notice tone="error" role="alert">
          {failure}
        </Notice>
      )}
      <div>
        <button type="submit" className={primaryButtonCls} disabled={create.isPending}>
          {create.isPending ? 'Creating…' : 'Create key'}
        </button>
      </div>
    </form>
  );
}
