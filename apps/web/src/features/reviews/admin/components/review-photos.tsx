import { useState } from 'react';
import { useDeleteReviewPhoto } from '../api/review-actions';
import { adminErrorMessage, dangerButtonCls, Notice } from '../../../admin/components/admin-ui';
import { ConfirmDialog } from '../../../admin/components/confirm-dialog';

export type ReviewPhoto = { url: string; thumb: string };

/**
 * A review's photos, each with Delete photo (after a question: it cannot be undone). A photo's place in the list
 * is its position on the server (the later ones move up when one goes).
 */
export function ReviewPhotos({
  reviewId,
  reviewTitle,
  photos,
}: {
  reviewId: number;
  reviewTitle: string;
  photos: readonly ReviewPhoto[];
}) {
  const remove = useDeleteReviewPhoto();
  const [asking, setAsking] = useState<number | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  if (photos.length === 0 && !message) return null;

  const onConfirm = () => {
    if (asking === null) return;
    remove.mutate(
      { id: reviewId, position: asking },
      {
        onSuccess: () => {
          setMessage(`Photo ${asking + 1} deleted.`);
          setAsking(null);
        },
      },
    );
  };

  return (
    <div>
      {message && (
        <Notice tone="success" role="status" className="mb-2">
          {message}
        </Notice>
      )}
      <ul className="flex flex-wrap gap-3" aria-label={`Photos of ${reviewTitle}`}>
        {photos.map((photo, i) => (
          <li key={photo.url} className="grid w-24 gap-1.5">
            <img
              src={photo.thumb}
              alt={`Photo ${i + 1} of the review ${reviewTitle}`}
              width={96}
              height={96}
              loading="lazy"
              className="h-24 w-24 rounded-lg object-cover ring-1 ring-neutral-200"
            />
            <button
              type="button"
              className={`${dangerButtonCls} h-8 px-2 text-xs`}
              aria-label={`Delete photo ${i + 1}`}
              onClick={() => {
                remove.reset();
                setAsking(i);
              }}
            >
              Delete
            </button>
          </li>
        ))}
      </ul>
      {asking !== null && (
        <ConfirmDialog
          title={`Delete photo ${asking + 1}?`}
          confirmLabel="Delete photo"
          pendingLabel="Deleting…"
          pending={remove.isPending}
          error={remove.isError ? adminErrorMessage(remove.error, 'The photo could not be deleted.') : null}
          onConfirm={onConfirm}
          onClose={() => setAsking(null)}
        >
          Shoppers will no longer see it, and it cannot be brought back.
        </ConfirmDialog>
      )}
    </div>
  );
}
