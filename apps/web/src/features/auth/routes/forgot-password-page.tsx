import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { TextField, validateField, type FieldError } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { useSeo } from '../../../lib/seo';
import { useRequestPasswordReset } from '../api/forgot-password';
import { AuthCard, AuthNotice, EMAIL_PATTERN, authButtonCls, authTextLinkCls } from '../components/auth-card';

export const FORGOT_PASSWORD_TITLE = 'Reset your password';

/**
 * /account/forgot-password (decision 042): an email, then the API's one answer (the same whether or not an
 * account uses it). The answer is read out by the status region, which stays mounted while the form goes.
 */
export function ForgotPasswordPage() {
  useSeo({
    title: FORGOT_PASSWORD_TITLE,
    description: 'Ask for a link to choose a new password for your account.',
  });
  const request = useRequestPasswordReset();
  const [error, setError] = useState<FieldError | null>(null);
  const [answer, setAnswer] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const email = String(new FormData(e.currentTarget).get('email') ?? '').trim();
    const next = validateField(
      email,
      { pattern: EMAIL_PATTERN },
      { required: 'Email is required', pattern: 'Enter a valid email address' },
    );
    setError(next);
    setFailure(null);
    if (next) return;
    try {
      setAnswer((await request.mutateAsync({ email })).message);
    } catch (err) {
      setFailure(
        err instanceof ApiError
          ? (err.body?.error.message ?? err.message)
          : 'We could not send the request. Please check your connection and try again.',
      );
    }
  };

  return (
    <AuthCard title={FORGOT_PASSWORD_TITLE}>
      <div role="status">{answer && <AuthNotice tone="success">{answer}</AuthNotice>}</div>
      {answer ? (
        <p className="mt-6 text-sm text-neutral-700">
          Remembered it?{' '}
          <Link to="/account/login" className={authTextLinkCls}>
            Sign in
          </Link>
        </p>
      ) : (
        <>
          <p className="mt-3 text-sm text-neutral-700">
            Enter the email address of your account and we will send you a link to choose a new password.
          </p>
          {failure && (
            <AuthNotice tone="error" role="alert">
              {failure}
            </AuthNotice>
          )}
          <form
            noValidate
            onSubmit={onSubmit}
            className="mt-6 flex flex-col gap-4"
            aria-label="Reset your password"
          >
            <TextField
              label="Email"
              name="email"
              type="email"
              autoComplete="email"
              pattern={EMAIL_PATTERN}
              error={error}
            />
            <button type="submit" disabled={request.isPending} className={authButtonCls}>
              {request.isPending ? 'Sending…' : 'Send reset link'}
            </button>
          </form>
          <p className="mt-6 text-sm text-neutral-700">
            <Link to="/account/login" className={authTextLinkCls}>
              Back to sign in
            </Link>
          </p>
        </>
      )}
    </AuthCard>
  );
}
