import { useState, type FormEvent } from 'react';
import { AdminPushBodySchema, type AdminPushResult } from '@shop/domain';
import { usePushSummary, useSendPush } from '../../../marketing/admin/api/subscribers';
import { LoadError, Notice, adminErrorMessage, primaryButtonCls } from '../../../admin/components/admin-ui';
import { ConfirmDialog } from '../../../admin/components/confirm-dialog';
import { InputField, TextAreaField } from '../../../admin/components/product-fields';

type Draft = { title: string; body: string; url: string };
type Errors = Partial<Record<keyof Draft, string>>;

const n = (value: number) => value.toLocaleString('en-US');
const browsers = (count: number) => `${n(count)} ${count === 1 ? 'browser' : 'browsers'}`;

/** What a browser shows, roughly: the shop's icon, the title, the text and where a click leads. */
function Preview({ draft }: { draft: Draft }) {
  return (
    <figure
      aria-label="Preview of the notification"
      className="rounded-xl border border-neutral-200 bg-neutral-50 p-3"
    >
      <figcaption className="mb-2 text-xs font-semibold uppercase tracking-wide text-neutral-600">
        Preview
      </figcaption>
      <div className="flex gap-3 rounded-lg bg-white p-3 shadow-sm ring-1 ring-neutral-200">
        <img src="/favicon.svg" alt="" width={40} height={40} className="h-10 w-10 rounded" />
        <div className="min-w-0">
          <p className="break-words font-bold text-neutral-950">{draft.title || 'Title'}</p>
          <p className="break-words text-sm text-neutral-800">{draft.body || 'The message'}</p>
          <p className="mt-1 break-all text-xs text-neutral-600">Opens {draft.url || '/'}</p>
        </div>
      </div>
    </figure>
  );
}

/** The result of a send, in words. */
const resultText = (r: AdminPushResult) =>
  `Sent to ${n(r.delivered)} of ${browsers(r.total)}.` +
  (r.removed ? ` ${n(r.removed)} expired and removed.` : '') +
  (r.failed ? ` ${n(r.failed)} failed.` : '') +
  (r.skipped ? ` ${n(r.skipped)} skipped.` : '');

/**
 * Sends a web-push notification to every browser that allowed it (what `npm run push` does), after asking with
 * the number it goes to; the server refuses the send when more have subscribed since. Audited.
 */
export function PushForm() {
  const summary = usePushSummary();
  const send = useSendPush();
  const [draft, setDraft] = useState<Draft>({ title: '', body: '', url: '/' });
  const [errors, setErrors] = useState<Errors>({});
  const [asking, setAsking] = useState<number | null>(null);
  const [sent, setSent] = useState<AdminPushResult | null>(null);

  if (summary.isPending) return <p className="text-sm text-neutral-600">Loading…</p>;
  if (summary.isError)
    return (
      <LoadError error={summary.error} what="the push subscriptions" onRetry={() => void summary.refetch()} />
    );
  const count = summary.data.subscriptions;

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const parsed = AdminPushBodySchema.safeParse({ ...draft, expectedSubscriptions: count });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof Draft;
        next[key] ??= key === 'url' ? 'A path on this site (/collections/...) or an https link' : 'Required';
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setSent(null);
    send.reset();
    setAsking(count);
  };
  const set = (key: keyof Draft) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: e.target.value }));

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <form onSubmit={onSubmit} noValidate className="grid content-start gap-3">
        <p className="text-sm text-neutral-700">
          {count === 0 ? 'No browser has allowed notifications yet.' : `Goes to ${browsers(count)}.`}
        </p>
        <InputField
          label="Title"
          value={draft.title}
          onChange={set('title')}
          maxLength={120}
          error={errors.title}
        />
        <TextAreaField
          label="Message"
          value={draft.body}
          onChange={set('body')}
          maxLength={500}
          rows={3}
          error={errors.body}
        />
        <InputField
          label="Link"
          value={draft.url}
          onChange={set('url')}
          maxLength={2048}
          hint="Where a click leads: a path on this site or an https link."
          error={errors.url}
          spellCheck={false}
        />
        {sent && (
          <Notice tone="success" role="status">
            {resultText(sent)}
          </Notice>
        )}
        <div>
          <button type="submit" className={primaryButtonCls} disabled={count === 0}>
            Send notification…
          </button>
        </div>
      </form>
      <Preview draft={draft} />
      {asking !== null && (
        <ConfirmDialog
          title={`Send to ${browsers(asking)}?`}
          confirmLabel="Send now"
          pendingLabel="Sending…"
          pending={send.isPending}
          error={
            send.isError ? adminErrorMessage(send.error, 'The notification was not sent. Try again.') : null
          }
          onClose={() => setAsking(null)}
          onConfirm={() =>
            send.mutate(
              { ...draft, expectedSubscriptions: asking },
              {
                onSuccess: (result) => {
                  setSent(result);
                  setAsking(null);
                },
                onError: () => void summary.refetch(),
              },
            )
          }
        >
          “{draft.title}” goes to every browser that allowed notifications. It cannot be taken back.
        </ConfirmDialog>
      )}
    </div>
  );
}
