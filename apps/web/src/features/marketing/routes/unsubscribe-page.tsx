import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import {
  MARKETING_MESSAGES,
  normalizeEmail,
  unsubscribeQuestion,
  type MarketingResponse,
} from '@shop/domain';
import { TextField, type FieldError } from '../../../components/ui/text-field';
import { useSeo } from '../../../lib/seo';
import { MarketingError, unsubscribe } from '../api/marketing-api';
import {
  MailLinkCard,
  MailLinkNotice,
  mailLinkButtonCls,
  mailLinkLinkCls,
} from '../components/mail-link-card';

export const UNSUBSCRIBE_TITLE = 'Unsubscribe from marketing emails';

/** The API's words for the answer (it always sends them; the domain's for an answer without). */
const answerText = (answer: MarketingResponse) =>
  answer.message ??
  (answer.pending ? MARKETING_MESSAGES.unsubscribeLinkSent : MARKETING_MESSAGES.unsubscribed);

const failureText = (err: unknown) =>
  err instanceof MarketingError && err.serverMessage
    ? err.serverMessage
    : 'We could not reach the shop. Please check your connection and try again.';

/**
 * /marketing/unsubscribe?email=...&signature=... (decision 042): the unsubscribe link of a marketing mail asks
 * "Unsubscribe <email> from marketing emails?" and ends consent with its signature. Without a signature
 * (an address typed by hand) it asks for a link to be mailed to that address instead: an anonymous visitor
 * never changes another person's consent (the API decides; the answer is shown as it comes).
 */
export function UnsubscribePage() {
  useSeo({ title: UNSUBSCRIBE_TITLE, description: 'Stop receiving our marketing emails.' });
  const [params] = useSearchParams();
  const email = params.get('email')?.trim() ?? '';
  const signature = params.get('signature') ?? '';
  return email && signature ? (
    <SignedUnsubscribe email={email} signature={signature} />
  ) : (
    <AskForLink initialEmail={email} />
  );
}

function SignedUnsubscribe({ email, signature }: { email: string; signature: string }) {
  const send = useMutation({ mutationFn: unsubscribe });
  return (
    <MailLinkCard title={unsubscribeQuestion(email)}>
      <div role="status">
        {send.isSuccess && <MailLinkNotice tone="success">{answerText(send.data)}</MailLinkNotice>}
      </div>
      {send.isError && (
        <MailLinkNotice tone="error" role="alert">
          {failureText(send.error)}{' '}
          <Link to="/marketing/unsubscribe" className="font-semibold underline">
            Ask for a new link
          </Link>
        </MailLinkNotice>
      )}
      {send.isSuccess ? (
        <Link to="/" className={mailLinkLinkCls}>
          Continue shopping
        </Link>
      ) : (
        <>
          <p className="mt-3 text-sm text-neutral-700">{MARKETING_MESSAGES.unsubscribeExplained}</p>
          <button
            type="button"
            disabled={send.isPending}
            onClick={() => send.mutate({ email, signature })}
            className={`${mailLinkButtonCls} mt-6 w-full`}
          >
            {send.isPending ? 'Unsubscribing…' : 'Unsubscribe'}
          </button>
        </>
      )}
    </MailLinkCard>
  );
}

function AskForLink({ initialEmail }: { initialEmail: string }) {
  const send = useMutation({ mutationFn: unsubscribe });
  const [error, setError] = useState<FieldError | null>(null);

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const raw = String(new FormData(e.currentTarget).get('email') ?? '');
    const normalized = normalizeEmail(raw);
    setError(
      raw.trim() === ''
        ? { type: 'required', message: 'Email is required' }
        : normalized === null
          ? { type: 'pattern', message: 'Enter a valid email address' }
          : null,
    );
    if (normalized !== null) send.mutate({ email: normalized });
  };

  return (
    <MailLinkCard title={UNSUBSCRIBE_TITLE}>
      <div role="status">
        {send.isSuccess && <MailLinkNotice tone="success">{answerText(send.data)}</MailLinkNotice>}
      </div>
      {send.isError && (
        <MailLinkNotice tone="error" role="alert">
          {failureText(send.error)}
        </MailLinkNotice>
      )}
      {send.isSuccess ? (
        <Link to="/" className={mailLinkLinkCls}>
          Continue shopping
        </Link>
      ) : (
        <form
          noValidate
          onSubmit={onSubmit}
          aria-label="Ask for an unsubscribe link"
          className="mt-3 flex flex-col gap-5"
        >
          <p className="text-sm text-neutral-700">
            Enter your email address and we will send it a link to unsubscribe.
          </p>
          <TextField
            label="Email"
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            defaultValue={initialEmail}
            error={error}
          />
          <button type="submit" disabled={send.isPending} className={`${mailLinkButtonCls} w-full`}>
            {send.isPending ? 'Sending…' : 'Send me the link'}
          </button>
        </form>
      )}
    </MailLinkCard>
  );
}
