import { useState, type FormEvent } from 'react';
import { TextField, validateField, type FieldError } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { serverFieldErrors, useFocusFirstInvalid } from '../../../lib/field-errors';
import { useChangePassword } from '../api/change-password';
import { buttonCls } from './account-section';

/** Password change: the current password and a new one of at least 8 characters (entered twice). */
export function PasswordForm() {
  const change = useChangePassword();
  const [errors, setErrors] = useState<
    Partial<Record<'currentPassword' | 'newPassword' | 'confirmPassword', FieldError | null>>
  >({});
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const f = new FormData(form);
    const current = String(f.get('currentPassword') ?? '');
    const next = String(f.get('newPassword') ?? '');
    const confirm = String(f.get('confirmPassword') ?? '');
    const errs = {
      currentPassword: validateField(current, {}),
      newPassword: validateField(next, { minLength: 8 }, { minLength: 'Use at least 8 characters' }),
      confirmPassword: confirm !== next ? { type: 'match', message: 'The passwords do not match' } : null,
    };
    setErrors(errs);
    setMessage(null);
    if (Object.values(errs).some(Boolean)) return;
    change.mutate(
      { currentPassword: current, newPassword: next },
      {
        onSuccess: () => {
          form.reset();
          setMessage({ ok: true, text: 'Your password was changed. Other devices are signed out.' });
        },
        onError: (err) => {
          const fieldErrors = serverFieldErrors(err, ['currentPassword', 'newPassword'] as const);
          if (fieldErrors) {
            setErrors(fieldErrors);
            return focusFirstInvalid();
          }
          setMessage({
            ok: false,
            text:
              err instanceof ApiError
                ? (err.body?.error.message ?? err.message)
                : 'We could not change your password.',
          });
        },
      },
    );
  };

  return (
    <form ref={formRef} noValidate aria-label="Change password" onSubmit={onSubmit} className="grid gap-3">
      <TextField
        label="Current password"
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword}
      />
      <TextField
        label="New password"
        name="newPassword"
        type="password"
        autoComplete="new-password"
        minLength={8}
        error={errors.newPassword}
      />
      <TextField
        label="Confirm new password"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword}
      />
      {message && (
        <p
          role={message.ok ? 'status' : 'alert'}
          className={`text-sm font-medium ${message.ok ? 'text-emerald-700' : 'text-red-700'}`}
        >
          {message.text}
        </p>
      )}
      <div>
        <button type="submit" disabled={change.isPending} className={buttonCls}>
          {change.isPending ? 'Changing…' : 'Change password'}
        </button>
      </div>
    </form>
  );
}
