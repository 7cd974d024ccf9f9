import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { OneTimeTokenSchema } from '@shop/domain';
import { ApiError } from '../../../lib/api-client';
import { useSeo } from '../../../lib/seo';
import { useVerifyEmail } from '../api/verify-email';
import { AuthCard, AuthNotice, authLinkButtonCls } from '../components/auth-card';

export const VERIFY_EMAIL_TITLE = 'Verify your email address';

/**
 * /account/verify-email?token=... (decision 042): sends the link's token once when the page opens and shows the
 * answer. The token works once, so the request is guarded against a second run of the effect (StrictMode
 * runs effects twice in development; a re-render must not send it again either).
 */
export function VerifyEmailPage() {
  useSeo({ title: VERIFY_EMAIL_TITLE, description: 'Confirm the email address of your account.' });
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const parsed = OneTimeTokenSchema.safeParse(token);
  const incomplete = parsed.success ? null : (parsed.error.issues[0]?.message ?? 'This link is not complete');
  const verify = useVerifyEmail();
  const { mutate } = verify;
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (incomplete || sentFor.current === token) return;
    sentFor.current = token;
    mutate({ token });
  }, [token, incomplete, mutate]);

  const failure = incomplete
    ? `${incomplete}. Copy the whole link from the email.`
    : verify.isError
      ? verify.error instanceof ApiError
        ? (verify.error.body?.error.message ?? verify.error.message)
        : 'We could not verify your email address. Please check your connection and reload the page.'
      : null;

  return (
    <AuthCard title={VERIFY_EMAIL_TITLE}>
      <div role="status">
        {verify.isPending && <p className="mt-4 text-sm text-neutral-700">Verifying your email address…</p>}
        {verify.isSuccess && <AuthNotice tone="success">{verify.data.message}</AuthNotice>}
      </div>
      {failure && (
        <AuthNotice tone="error" role="alert">
          {failure}
        </AuthNotice>
      )}
      {(verify.isSuccess || failure) && (
        <Link to="/account" className={authLinkButtonCls}>
          Go to my account
        </Link>
      )}
    </AuthCard>
  );
}
