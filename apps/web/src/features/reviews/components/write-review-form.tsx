import { useCallback, useId, useState, type FormEvent } from 'react';
import { REVIEW_BODY_MAX, REVIEW_TITLE_MAX, WriteReviewBodySchema, type Review } from '@shop/domain';
import { ApiError } from '../../../lib/api-client';
import { useWriteReview } from '../api/write-review';
import { RatingInput } from './rating-input';
import { PhotoPicker, type PickedPhoto } from './photo-picker';

type FieldErrors = Partial<Record<'rating' | 'title' | 'body', string>>;

export const RATING_REQUIRED = 'Choose a rating';

/** The body to send, or the field errors: rating first, then the schema's messages for title and body. */
function checkReview(input: {
  sku: string;
  rating: number | null;
  title: string;
  body: string;
  imageIds: string[];
}) {
  const parsed = WriteReviewBodySchema.safeParse({ ...input, rating: input.rating ?? 0 });
  const errors: FieldErrors = {};
  if (input.rating === null) errors.rating = RATING_REQUIRED;
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if ((field === 'title' || field === 'body') && !errors[field]) errors[field] = issue.message;
    }
  }
  return parsed.success && Object.keys(errors).length === 0
    ? { body: parsed.data, errors }
    : { body: null, errors };
}

/** The write-review form: rating, title, body and up to 4 photos (uploaded first), then POST /api/reviews. */
export function WriteReviewForm({
  sku,
  onWritten,
  onCancel,
}: {
  sku: string;
  /** `held`: the shop checks reviews first; it shows once approved. */
  onWritten: (review: Review, held: boolean) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [rating, setRating] = useState<number | null>(null);
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  // Field errors show after the first submit, then follow the shopper's changes (cleared once a field is valid).
  const [attempted, setAttempted] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const write = useWriteReview();
  const onPhotos = useCallback((list: PickedPhoto[]) => setPhotos(list), []);
  const uploading = photos.some((p) => p.status === 'uploading');
  const imageIds = photos.flatMap((p) => (p.status === 'done' && p.imageId ? [p.imageId] : []));
  const review = checkReview({ sku, rating, title, body, imageIds });
  const errors: FieldErrors = attempted ? review.errors : {};

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (uploading || write.isPending) return;
    setAttempted(true);
    setFormError(null);
    if (!review.body) return;
    // mutateAsync, not mutate's callbacks: the refetches that follow may unmount this form.
    write.mutateAsync(review.body).then(
      (answer) => onWritten(answer.review, answer.held),
      (error: unknown) =>
        setFormError(
          error instanceof ApiError && error.body
            ? error.body.error.message
            : 'Your review could not be sent. Please try again.',
        ),
    );
  };

  const field =
    'w-full rounded-lg border bg-white px-3 text-base text-neutral-900 shadow-sm outline-none focus:border-red-600 focus:ring-2 focus:ring-red-600/20';
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
      {formError && (
        <p
          role="alert"
          className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800 ring-1 ring-red-200"
        >
          {formError}
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
        <button
          type="button"
          onClick={onCancel}
          className="h-11 rounded-lg px-4 text-sm font-semibold text-neutral-700 hover:text-red-700"
        >
          Cancel
        </button>
      </div>
    </form>
  );
}
