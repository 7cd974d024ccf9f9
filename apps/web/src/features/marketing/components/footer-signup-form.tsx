import { useId, useState, type FormEvent } from 'react';
import {
  MARKETING_MESSAGES,
  SA_POPUP_SUBSCRIBED_LIFETIME_DAYS,
  canSubmitFooter,
  footerSignupMessages,
  normalizeEmail,
  normalizePhone,
  validateFooterSignup,
  type FooterSignupErrors,
  type FormType,
} from '@shop/domain';
import { MarketingError, saveFooterSubscriber } from '../api/marketing-api';
import { footerFailureMessage } from '../lib/footer-error';
import { formatPhoneInput } from '../lib/phone-input';
import { writeSaPopup } from '../lib/sa-popup';

const NO_ERRORS: FooterSignupErrors = { email: null, phone: null };

/** The footer signup form itself: loaded after the page's first render (FooterSignup). */
export function FooterSignupForm({ formType }: { formType: FormType }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [emailConsent, setEmailConsent] = useState(false);
  const [smsConsent, setSmsConsent] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  // The answer's message when the sign-up waits for the mailed confirmation link (decision 042).
  const [pendingMessage, setPendingMessage] = useState<string | null>(null);

  const form = { email, phone, emailConsent, smsConsent };
  const errors = attempted ? validateFooterSignup(form) : NO_ERRORS;
  const canSubmit = canSubmitFooter({ emailConsent, smsConsent, submitting });

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!canSubmit) return;
    setAttempted(true);
    setFailure(null);
    if (footerSignupMessages(validateFooterSignup(form)).length > 0) return;
    setSubmitting(true);
    try {
      const answer = await saveFooterSubscriber({
        email: emailConsent ? (normalizeEmail(email) ?? email.trim()) : null,
        email_consent: emailConsent,
        phone: smsConsent ? (normalizePhone(phone) ?? phone.trim()) : null,
        sms_consent: smsConsent,
        form_type: formType,
      });
      // Email consent given here: this visitor has already consented, so the VIP popup stays away.
      if (emailConsent) writeSaPopup('subscribed', SA_POPUP_SUBSCRIBED_LIFETIME_DAYS);
      setPendingMessage(answer.pending ? (answer.message ?? MARKETING_MESSAGES.confirmInbox) : null);
      setDone(true);
    } catch (err) {
      console.error('Footer signup failed', err);
      setFailure(
        err instanceof MarketingError ? footerFailureMessage(err) : MARKETING_MESSAGES.footerSaveFailed,
      );
    } finally {
      setSubmitting(false);
    }
  }

  const inputCls =
    'mt-1 block h-11 w-full rounded-lg border border-zinc-600 bg-zinc-900 px-3 text-base text-white placeholder:text-zinc-500 focus:border-red-500 focus:outline-none focus:ring-2 focus:ring-red-500/40 aria-[invalid=true]:border-red-500';
  const errorCls = 'mt-1 text-sm font-semibold text-red-400';

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="relative mt-16 -mb-16 border-b border-zinc-800 bg-zinc-900 text-zinc-100"
    >
      <div
        inert={done}
        className="mx-auto grid max-w-7xl gap-6 px-4 py-10 sm:px-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:px-8"
      >
        <div>
          <h2 id={`${id}-title`} className="text-2xl font-black uppercase tracking-wide text-white">
            Join the <span className="text-red-500">VIP</span> list
          </h2>
          <p className="mt-2 text-sm leading-relaxed text-zinc-300">
            Be first to hear about new product launches, sales and members-only deals by email or text.
          </p>
        </div>
        <form
          noValidate
          onSubmit={onSubmit}
          aria-describedby={failure ? `${id}-failure` : undefined}
          className="grid gap-4 sm:grid-cols-2"
        >
          <div>
            <label htmlFor={`${id}-email`} className="text-sm font-bold text-zinc-200">
              Email for offers
            </label>
            <input
              id={`${id}-email`}
              type="email"
              inputMode="email"
              autoComplete="email"
              placeholder="you@example.com"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={errors.email ? `${id}-email-error` : undefined}
              className={inputCls}
            />
            {errors.email && (
              <p id={`${id}-email-error`} role="alert" className={errorCls}>
                {errors.email}
              </p>
            )}
          </div>
          <div>
            <label htmlFor={`${id}-phone`} className="text-sm font-bold text-zinc-200">
              Mobile phone for texts
            </label>
            <input
              id={`${id}-phone`}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder="(555) 123-4567"
              value={phone}
              onChange={(e) => setPhone(formatPhoneInput(e.target.value))}
              aria-invalid={errors.phone ? true : undefined}
              aria-describedby={errors.phone ? `${id}-phone-error` : undefined}
              className={inputCls}
            />
            {errors.phone && (
              <p id={`${id}-phone-error`} role="alert" className={errorCls}>
                {errors.phone}
              </p>
            )}
          </div>
          <label className="flex items-start gap-3 text-xs leading-relaxed text-zinc-300">
            <input
              type="checkbox"
              name="emailConsent"
              checked={emailConsent}
              onChange={(e) => setEmailConsent(e.target.checked)}
              className="mt-0.5 size-5 shrink-0 accent-red-600"
            />
            <span>
              <strong className="text-zinc-100">Yes, email me</strong> news, new products and sale offers. I
              can unsubscribe at any time.
            </span>
          </label>
          <label className="flex items-start gap-3 text-xs leading-relaxed text-zinc-300">
            <input
              type="checkbox"
              name="smsConsent"
              checked={smsConsent}
              onChange={(e) => setSmsConsent(e.target.checked)}
              className="mt-0.5 size-5 shrink-0 accent-red-600"
            />
            <span>
              <strong className="text-zinc-100">Yes, text me</strong> marketing messages at this number.
              Consent is not a condition of purchase; message and data rates may apply; reply STOP to opt out.
            </span>
          </label>
          <div className="sm:col-span-2">
            <button
              type="submit"
              disabled={!canSubmit}
              className="h-11 w-full rounded-lg bg-red-600 px-6 text-sm font-black uppercase tracking-wider text-white transition hover:bg-red-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white disabled:cursor-not-allowed disabled:bg-zinc-700 disabled:text-zinc-400 sm:w-auto"
            >
              {submitting ? 'Signing up…' : 'Sign me up'}
            </button>
            {failure && (
              <p id={`${id}-failure`} role="alert" className={errorCls}>
                {failure}
              </p>
            )}
          </div>
        </form>
      </div>
      {done && (
        <div
          role="status"
          className={`absolute inset-0 z-10 flex flex-col items-center justify-center gap-3 px-4 text-center ${
            // More to read when the sign-up waits for the link: the form behind does not show through.
            pendingMessage ? 'bg-zinc-900' : 'bg-zinc-900/95'
          }`}
        >
          <p className="text-2xl font-black uppercase tracking-wider text-white">
            {MARKETING_MESSAGES.footerThanks}
          </p>
          {pendingMessage && <p className="max-w-xl text-base font-medium text-zinc-200">{pendingMessage}</p>}
        </div>
      )}
    </section>
  );
}
