import { useState, type FormEvent } from 'react';
import { normaliseReply, REVIEW_REPLY_MAX, type ReviewReply } from '@shop/domain';
import { useReplyToReview } from '../api/review-actions';
import {
  adminErrorMessage,
  Notice,
  primaryButtonCls,
  secondaryButtonCls,
  textLinkCls,
} from '../../../admin/components/admin-ui';
import { TextAreaField } from '../../../admin/components/product-fields';

/**
 * The shop's public reply to a review: shown as it stands, with Write a reply / Edit reply opening the field
 * (plain text, line breaks kept, at most 1000 characters) and Remove reply taking it away. The back office's
 * review card and the product page's admin bar both use it.
 */
export function ReviewReplyEditor({
  reviewId,
  reply,
  onSaved,
}: {
  reviewId: number;
  reply: ReviewReply | null;
  /** Told what changed, for the caller's own message. */
  onSaved?: (message: string) => void;
}) {
  const save = useReplyToReview();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(reply?.body ?? '');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const finish = (message: string) => {
    setEditing(false);
    setDone(message);
    onSaved?.(message);
  };
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const body = normaliseReply(text);
    if (body === '') {
      setError('Write a reply, or cancel.');
      return;
    }
    setError(null);
    save.mutate(
      { id: reviewId, reply: body },
      {
        onSuccess: () => finish(reply ? 'Reply saved.' : 'Reply posted under the review.'),
        onError: (err) => setError(adminErrorMessage(err, 'The reply could not be saved. Please try again.')),
      },
    );
  };
  const onRemove = () =>
    save.mutate(
      { id: reviewId, reply: null },
      {
        onSuccess: () => {
          setText('');
          finish('Reply removed.');
        },
        onError: (err) =>
          setDone(adminErrorMessage(err, 'The reply could not be removed. Please try again.')),
      },
    );

  if (!editing)
    return (
      <div className="grid gap-2">
        {done && (
          <Notice tone="success" role="status">
            {done}
          </Notice>
        )}
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <button
            type="button"
            className={textLinkCls}
            onClick={() => {
              setText(reply?.body ?? '');
              setDone(null);
              setEditing(true);
            }}
          >
            {reply ? 'Edit reply' : 'Write a reply'}
          </button>
          {reply && (
            <button type="button" className={textLinkCls} onClick={onRemove} disabled={save.isPending}>
              Remove reply
            </button>
          )}
        </div>
      </div>
    );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3">
      <TextAreaField
        label="Reply from the shop"
        hint="Shown under the review on the product page, as plain text."
        value={text}
        onChange={(e) => setText(e.target.value)}
        maxLength={REVIEW_REPLY_MAX}
        rows={4}
        counter
        error={error ?? undefined}
      />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={primaryButtonCls} disabled={save.isPending}>
          {save.isPending ? 'Saving…' : reply ? 'Save reply' : 'Post reply'}
        </button>
        <button type="button" className={secondaryButtonCls} onClick={() => setEditing(false)}>
          Cancel
        </button>
      </div>
    </form>
  );
}
