import { useState } from 'react';
import { REVIEW_MODERATION_MODES, type ReviewModerationMode } from '@shop/domain';
import { useSetReviewSetting } from '../api/review-actions';
import { useReviewSetting } from '../api/review-moderation';
import { adminErrorMessage, LoadError, Notice } from '../../../admin/components/admin-ui';

const MODE_LABELS: Record<ReviewModerationMode, { label: string; hint: string }> = {
  publish: {
    label: 'Publish reviews on arrival',
    hint: 'A new review shows on its product page at once; hide it here if it breaks the rules.',
  },
  hold: {
    label: 'Hold reviews for approval',
    hint: 'A new review waits here until approved; its writer is told it will appear after a check.',
  },
};

/** Whether new reviews are published at once or held for a check: applies at once, to the next review. */
export function ReviewSetting() {
  const { data, isPending, isError, error, refetch } = useReviewSetting();
  const save = useSetReviewSetting();
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  if (isPending) return <p className="text-sm text-neutral-600">Loading the setting…</p>;
  if (isError) return <LoadError error={error} what="the review setting" onRetry={() => void refetch()} />;

  const choose = (mode: ReviewModerationMode) => {
    setMessage(null);
    save.mutate(mode, {
      onSuccess: () =>
        setMessage({ tone: 'success', text: `Saved: ${MODE_LABELS[mode].label.toLowerCase()}.` }),
      onError: (err) =>
        setMessage({ tone: 'error', text: adminErrorMessage(err, 'The setting could not be saved.') }),
    });
  };
  const current = save.isPending && save.variables ? save.variables : data.mode;

  return (
    <fieldset className="grid gap-3">
      <legend className="sr-only">New reviews</legend>
      {REVIEW_MODERATION_MODES.map((mode) => (
        <label key={mode} className="flex items-start gap-3 text-sm">
          <input
            type="radio"
            name="review-moderation"
            value={mode}
            checked={current === mode}
            disabled={save.isPending}
            onChange={() => choose(mode)}
            className="mt-0.5 h-5 w-5 shrink-0 accent-red-600"
          />
          <span>
            <span className="block font-semibold text-neutral-900">{MODE_LABELS[mode].label}</span>
            <span className="block text-neutral-700">{MODE_LABELS[mode].hint}</span>
          </span>
        </label>
      ))}
      {message && (
        <Notice tone={message.tone} role={message.tone === 'error' ? 'alert' : 'status'}>
          {message.text}
        </Notice>
      )}
    </fieldset>
  );
}
