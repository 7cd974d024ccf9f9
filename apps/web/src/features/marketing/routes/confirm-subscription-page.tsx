import { useEffect, useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import {
  ConfirmSubscriptionBodySchema,
  SA_POPUP_SUBSCRIBED_LIFETIME_DAYS,
  subscriptionConfirmedMessage,
} from '@shop/domain';
import { useSeo } from '../../../lib/seo';
import { SITE_NAME } from '../../../lib/site';
import { MarketingError, confirmSubscription } from '../api/marketing-api';
import { MailLinkCard, MailLinkNotice, mailLinkLinkCls } from '../components/mail-link-card';
import { writeSaPopup } from '../lib/sa-popup';

export const CONFIRM_SUBSCRIPTION_TITLE = 'Confirm your subscription';

/** The link's own complaint ('This link is not complete') when part of the token is missing; null when whole. */
function incompleteLinkMessage(token: string): string | null {
  const parsed = ConfirmSubscriptionBodySchema.safeParse({ token });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'This link is not complete');
}

/**
 * /marketing/confirm?token=... (decision 042): the double opt-in link of a sign-up. The token is sent once when
 * the page opens (it works once: a second run of the effect, as StrictMode makes in development, sends
 * nothing) and the answer is shown. A confirmed visitor is a subscriber: the VIP popup stays away.
 */
export function ConfirmSubscriptionPage() {
  useSeo({ title: CONFIRM_SUBSCRIPTION_TITLE, description: 'Confirm your subscription to our emails.' });
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const incomplete = incompleteLinkMessage(token);
  const confirm = useMutation({
    mutationFn: confirmSubscription,
    onSuccess: () => writeSaPopup('subscribed', SA_POPUP_SUBSCRIBED_LIFETIME_DAYS),
  });
  const { mutate } = confirm;
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (incomplete || sentFor.current === token) return;
    sentFor.current = token;
    mutate({ token });
  }, [token, incomplete, mutate]);

  const failure = incomplete
    ? `${incomplete}. Copy the whole link from the email.`
    : confirm.isError
      ? confirm.error instanceof MarketingError && confirm.error.serverMessage
        ? confirm.error.serverMessage
        : 'We could not confirm your subscription. Please check your connection and reload the page.'
      : null;

  return (
    <MailLinkCard title={CONFIRM_SUBSCRIPTION_TITLE}>
      <div role="status">
        {confirm.isPending && <p className="mt-4 text-sm text-neutral-700">Confirming your subscription…</p>}
        {confirm.isSuccess && (
          <MailLinkNotice tone="success">
            {confirm.data.message ?? subscriptionConfirmedMessage(SITE_NAME)}
          </MailLinkNotice>
        )}
      </div>
      {failure && (
        <MailLinkNotice tone="error" role="alert">
          {failure}
        </MailLinkNotice>
      )}
      {(confirm.isSuccess || failure) && (
        <Link to="/" className={mailLinkLinkCls}>
          Continue shopping
        </Link>
      )}
    </MailLinkCard>
  );
}
