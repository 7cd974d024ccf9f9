import { EMAIL_NOT_VERIFIED_MESSAGE } from '@shop/domain';
import { ApiError } from '../../../lib/api-client';
import { useRequestVerification } from '../api/request-verification';
import { secondaryButtonCls } from './account-section';

/** The account page's notice while the address is not verified, with a button that mails the link again. */
export function VerifyEmailNotice() {
  const resend = useRequestVerification();
  const failure = resend.isError
    ? resend.error instanceof ApiError
      ? (resend.error.body?.error.message ?? resend.error.message)
      : 'We could not send the link. Please check your connection and try again.'
    : null;
  return (
    <section
      aria-label="Email verification"
      className="mb-6 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900 sm:flex sm:items-start sm:justify-between sm:gap-4"
    >
      <div className="min-w-0">
        <p className="font-semibold">{EMAIL_NOT_VERIFIED_MESSAGE}</p>
        <div role="status">
          {resend.isSuccess && <p className="mt-2 font-medium">{resend.data.message}</p>}
        </div>
        {failure && (
          <p role="alert" className="mt-2 font-medium text-red-800">
            {failure}
          </p>
        )}
      </div>
      <button
        type="button"
        onClick={() => resend.mutate()}
        disabled={resend.isPending || resend.isSuccess}
        className={`${secondaryButtonCls} mt-3 shrink-0 bg-white disabled:opacity-60 sm:mt-0`}
      >
        {resend.isPending ? 'Sending…' : 'Send the link again'}
      </button>
    </section>
  );
}
