import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { OneTimeTokenSchema, RESET_LINK_INVALID } from '@shop/domain';
import { TextField, validateField, type FieldError } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { serverFieldErrors, useFocusFirstInvalid } from '../../../lib/field-errors';
import { useSeo } from '../../../lib/seo';
import { useResetPassword } from '../api/reset-password';
import { localPath } from '../api/sign-in';
import { AuthCard, AuthNotice, authButtonCls, authTextLinkCls } from '../components/auth-card';

export const RESET_PASSWORD_TITLE = 'Choose a new password';

type Field = 'password' | 'confirmPassword';
type Failure = { message: string; askAgain: boolean };

/** The token's own complaint ('This link is not complete') when the link lost part of it; null when whole. */
function incompleteLinkMessage(token: string | null): string | null {
  const parsed = OneTimeTokenSchema.safeParse(token ?? '');
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'This link is not complete');
}

function AskAgainLink() {
  return (
    <Link to="/account/forgot-password" className={authTextLinkCls}>
      Ask for a new reset link
    </Link>
  );
}

/**
 * /account/reset-password?token=... (decision 042): a new password entered twice; the API checks the link
 * (one hour, once) and signs in, then the page goes to the answered url (the account).
 */
export function ResetPasswordPage() {
  useSeo({ title: RESET_PASSWORD_TITLE, description: 'Choose a new password for your account.' });
  const [params] = useSearchParams();
  const token = params.get('token');
  const incomplete = incompleteLinkMessage(token);
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [errors, setErrors] = useState<Partial<Record<Field, FieldError | null>>>({});
  const [failure, setFailure] = useState<Failure | null>(null);
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!token) return;
    const f = new FormData(e.currentTarget);
    const password = String(f.get('password') ?? '');
    const confirm = String(f.get('confirmPassword') ?? '');
    const next = {
      password: validateField(
        password,
        { minLength: 8 },
        { required: 'Password is required', minLength: 'Use at least 8 characters' },
      ),
      confirmPassword: password !== confirm ? { type: 'match', message: 'The passwords do not match' } : null,
    };
    setErrors(next);
    setFailure(null);
    if (next.password || next.confirmPassword) return focusFirstInvalid();
    try {
      const { url } = await reset.mutateAsync({ token, password });
      await navigate(localPath(url), { replace: true });
    } catch (err) {
      const fieldErrors = serverFieldErrors(err, ['password'] as const);
      if (fieldErrors) {
        setErrors(fieldErrors);
        return focusFirstInvalid();
      }
      setFailure(
        err instanceof ApiError
          ? {
              message: err.body?.error.message ?? err.message,
              askAgain: err.code === RESET_LINK_INVALID.code,
            }
          : {
              message: 'We could not save your new password. Please check your connection and try again.',
              askAgain: false,
            },
      );
    }
  };

  if (incomplete) {
    return (
      <AuthCard title={RESET_PASSWORD_TITLE}>
        <AuthNotice tone="error" role="alert">
          {incomplete}. Copy the whole link from the email, or ask for a new one.
        </AuthNotice>
        <p className="mt-6 text-sm text-neutral-700">
          <AskAgainLink />
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={RESET_PASSWORD_TITLE}>
      {failure && (
        <div role="alert">
          <AuthNotice tone="error">
            {failure.message}
            {failure.askAgain && (
              <>
                {' '}
                <AskAgainLink />
              </>
            )}
          </AuthNotice>
        </div>
      )}
      <form
        ref={formRef}
        noValidate
        onSubmit={onSubmit}
        className="mt-6 flex flex-col gap-4"
        aria-label={RESET_PASSWORD_TITLE}
      >
        <TextField
          label="New password"
          name="password"
          type="password"
          autoComplete="new-password"
          minLength={8}
          error={errors.password}
          hint="8 to 72 characters"
        />
        <TextField
          label="Confirm new password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword}
        />
        <button type="submit" disabled={reset.isPending} className={authButtonCls}>
          {reset.isPending ? 'Saving…' : 'Save new password'}
        </button>
      </form>
    </AuthCard>
  );
}
