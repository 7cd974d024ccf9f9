import { useEffect, useId, useState, type FormEvent } from 'react';
import {
  MARKETING_MESSAGES,
  SA_POPUP_CLOSED_LIFETIME_DAYS,
  SA_POPUP_SUBSCRIBED_LIFETIME_DAYS,
  VIP_POPUP_CODE,
  VIP_POPUP_SUCCESS_CLOSE_MS,
  canSubmitPopup,
  normalizeEmail,
  popupEmailError,
  popupSubmitOutcome,
  popupSuccessMessage,
  type FormType,
} from '@shop/domain';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { checkConsentForEmail, savePopupSubscriber, updateSubscriber } from '../api/marketing-api';
import { SITE_NAME } from '../../../lib/site';
import { writeSaPopup } from '../lib/sa-popup';

/**
 * The VIP email popup (loaded on demand by VipPopupLauncher). Closing stores sa_popup 'closed' for 3
 * days; success stores 'subscribed' and closes after 1.5 s (mobile) or 1.75 s (desktop).
 */
export function VipPopup({ formType, onClose }: { formType: FormType; onClose: () => void }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [success, setSuccess] = useState<string | null>(null);
  // The answer's message when the sign-up waits for the mailed confirmation link (decision 042).
  const [pendingMessage, setPendingMessage] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  // Closed before joining: 'closed' for 3 days. Closed after joining: 'subscribed' stays.
  const dismiss = () => {
    if (!success) writeSaPopup('closed', SA_POPUP_CLOSED_LIFETIME_DAYS);
    onClose();
  };

  // The spec's close after success, pending or not (the inbox message is read out by the status region, and
  // the mail itself says what to do).
  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(onClose, VIP_POPUP_SUCCESS_CLOSE_MS[formType]);
    return () => clearTimeout(timer);
  }, [success, formType, onClose]);

  const error = touched ? popupEmailError(email, formType) : null;
  const canSubmit = canSubmitPopup(email, submitting) && !success;

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setTouched(true);
    const normalized = normalizeEmail(email);
    if (!canSubmit || normalized === null) return;
    setSubmitting(true);
    setFailure(null);
    try {
      const outcome = popupSubmitOutcome(await checkConsentForEmail({ email: normalized }));
      const answer =
        outcome === 'update'
          ? await updateSubscriber({ email: normalized, email_consent: true, form_type: formType })
          : outcome === 'new'
            ? await savePopupSubscriber({
                email: normalized,
                popup_code: VIP_POPUP_CODE,
                form_type: formType,
              })
            : null;
      writeSaPopup('subscribed', SA_POPUP_SUBSCRIBED_LIFETIME_DAYS);
      setPendingMessage(answer?.pending ? (answer.message ?? MARKETING_MESSAGES.confirmInbox) : null);
      setSuccess(popupSuccessMessage(outcome, SITE_NAME));
    } catch (err) {
      console.error('VIP popup signup failed', err);
      setFailure(err instanceof Error ? err.message : String(err));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <div
      className="fixed inset-0 z-[60] flex items-end justify-center bg-black/70 p-0 sm:items-center sm:p-4"
      onClick={dismiss}
    >
      <ModalDialog
        layer={60}
        onClose={dismiss}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-text`}
        onClick={(e) => e.stopPropagation()}
        className="relative w-full max-w-md overflow-hidden rounded-t-2xl border-t-4 border-red-600 bg-zinc-950 px-6 pb-8 pt-10 text-white shadow-2xl outline-none sm:rounded-2xl sm:border-4 sm:border-t-4"
      >
        <button
          type="button"
          onClick={dismiss}
          aria-label="Close"
          className="absolute right-3 top-3 flex size-10 items-center justify-center rounded-full text-2xl leading-none text-zinc-400 hover:bg-zinc-800 hover:text-white focus-visible:outline-2 focus-visible:outline-white"
        >
          <span aria-hidden="true">×</span>
        </button>
        <p className="text-xs font-black uppercase tracking-[0.3em] text-red-500">{SITE_NAME}</p>
        <h2 id={`${id}-title`} className="mt-2 text-3xl font-black uppercase leading-tight">
          Become a <span className="text-red-500">VIP</span>
        </h2>
        <p id={`${id}-text`} className="mt-3 text-sm leading-relaxed text-zinc-300">
          Join the list for early access to new product launches, sale alerts and members-only deals.
        </p>
        {success ? (
          <div role="status" className="mt-6">
            <p className="rounded-lg bg-red-600 px-4 py-4 text-center text-lg font-black">{success}</p>
            {pendingMessage && (
              <p className="mt-3 text-center text-base font-semibold text-zinc-200">{pendingMessage}</p>
            )}
          </div>
        ) : (
          <form noValidate onSubmit={onSubmit} className="mt-6">
            <label htmlFor={`${id}-email`} className="text-sm font-bold text-zinc-200">
              Email address
            </label>
            <input
              id={`${id}-email`}
              data-autofocus
              type="email"
              inputMode="email"
              autoComplete="email"
              placeholder="you@example.com"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              onBlur={() => setTouched(true)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              className="mt-1 block h-12 w-full rounded-lg border border-zinc-600 bg-zinc-900 px-3 text-base text-white placeholder:text-zinc-500 focus:border-red-500 focus:outline-none focus:ring-2 focus:ring-red-500/40 aria-[invalid=true]:border-red-500"
            />
            {error && (
              <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-semibold text-red-400">
                {error}
              </p>
            )}
            {failure && (
              <p
                role="alert"
                className="mt-4 rounded-lg border border-amber-400 bg-amber-100 px-3 py-2 text-sm font-semibold text-amber-950"
              >
                {failure}
              </p>
            )}
            <button
              type="submit"
              disabled={!canSubmit}
              className="mt-4 h-12 w-full rounded-lg bg-red-600 text-sm font-black uppercase tracking-wider text-white transition hover:bg-red-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white disabled:cursor-not-allowed disabled:bg-zinc-700 disabled:text-zinc-400"
            >
              {submitting ? 'Joining…' : 'Join the VIP list'}
            </button>
            {/* Pressing it must not blur the email field first: the blur's "required" message would move the
                button 12 px under the pointer and swallow the click. */}
            <button
              type="button"
              onMouseDown={(e) => e.preventDefault()}
              onClick={dismiss}
              className="mt-3 w-full text-center text-sm text-zinc-400 underline hover:text-white"
            >
              No thanks
            </button>
          </form>
        )}
      </ModalDialog>
    </div>
  );
}
