import { useCallback, useId, useState, type FormEvent } from 'react';
import { REVIEW_BODY_MAX, REVIEW_TITLE_MAX, WriteReviewBodySchema, type Review } from '@shop/domain';
import { ApiError } from '../../../lib/api-client';
import { useWriteReview } from '../api/write-review';
import { RatingInput } from './rating-input';
import { PhotoPicker, type PickedPhoto } from './photo-picker';

type Errors = Partial<Record<'rating' | 'title' | 'body' | 'form', string>>;

export const RATING_REQUIRED = 'Choose a rating';

/** The write-review form: rating, title, body and up to 4 photos (uploaded first), then POST /api/reviews. */
export function WriteReviewForm({ sku, onWritten, onCancel }: { sku: string; onWritten: (review: Review) => void; onCancel: () => void }) {
  const id = useId();
  const [rating, setRating] = useState<number | null>(null);
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const write = useWriteReview();
  const onPhotos = useCallback((list: PickedPhoto[]) => setPhotos(list), []);
  const uploading = photos.some((p) => p.status === 'uploading');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (uploading || write.isPending) return;
    const imageIds = photos.flatMap((p) => (p.status === 'done' && p.imageId ? [p.imageId] : []));
    const parsed = WriteReviewBodySchema.safeParse({ sku, rating: rating ?? 0, title, body, imageIds });
    const next: Errors = {};
    if (rating === null) next.rating = RATING_REQUIRED;
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'title' || field === 'body') && !next[field]) next[field] = issue.message;
      }
    }
    setErrors(next);
    if (!parsed.success || Object.keys(next).length > 0) return;
    // mutateAsync, not mutate's callbacks: the refetches that follow may unmount this form.
    write.mutateAsync(parsed.data).then(
      (answer) => onWritten(answer.review),
      (error: unknown) =>
        setErrors({
          form:
            error instanceof ApiError && error.body ? error.body.error.message : 'Your review could not be sent. Please try again.',
        }),
    );
  };

  const field = 'w-full rounded-lg border bg-white px-3 text-base text-neutral-900 shadow-sm outline-none focus:border-red-600 focus:ring-2 focus:ring-red-600/20';
  return (
    <form onSubmit={submit} noValidate aria-label="Write a review" className="flex flex-col gap-4">
      <RatingInput value={rating} onChange={setRating} error={errors.rating} errorId={`${id}-rating-error`} />
      <div>
        <label htmlFor={`${id}-title`} className="mb-1 block text-sm font-semibold text-neutral-900">
          Title
        </label>
        <input
          id={`${id}-title`}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          maxLength={REVIEW_TITLE_MAX}
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={errors.title ? `${id}-title-error` : undefined}
          className={`${field} h-11 ${errors.title ? 'border-red-600' : 'border-neutral-300'}`}
        />
        {errors.title && (
          <p id={`${id}-title-error`} className="mt-1 text-sm font-medium text-red-700">
            {errors.title}
          </p>
        )}
      </div>
      <div>
        <label htmlFor={`${id}-body`} className="mb-1 block text-sm font-semibold text-neutral-900">
          Review
        </label>
        <textarea
          id={`${id}-body`}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          maxLength={REVIEW_BODY_MAX}
          rows={5}
          aria-invalid={errors.body ? true : undefined}
          aria-describedby={errors.body ? `${id}-body-error` : undefined}
          className={`${field} py-2 ${errors.body ? 'border-red-600' : 'border-neutral-300'}`}
        />
        {errors.body && (
          <p id={`${id}-body-error`} className="mt-1 text-sm font-medium text-red-700">
            {errors.body}
          </p>
        )}
      </div>
      <PhotoPicker onChange={onPhotos} />
      {errors.form && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800 ring-1 ring-red-200">
          {errors.form}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          disabled={uploading || write.isPending}
          className="h-11 rounded-lg bg-red-600 px-6 text-sm font-bold uppercase tracking-wide text-white hover:bg-red-700 disabled:opacity-60"
        >
          {write.isPending ? 'Submitting…' : uploading ? 'Uploading photos…' : 'Submit review'}
        </button>
        <button type="button" onClick={onCancel} className="h-11 rounded-lg px-4 text-sm font-semibold text-neutral-700 hover:text-red-700">
          Cancel
        </button>
      </div>
    </form>
  );
}
