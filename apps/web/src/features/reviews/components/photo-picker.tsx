import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { REVIEW_IMAGES_MAX, REVIEW_PHOTO_MAX_BYTES, REVIEW_PHOTO_TYPES } from '@shop/domain';
import { ApiError } from '../../../lib/api-client';
import { uploadReviewPhoto } from '../api/upload-review-photo';

export type PickedPhoto = {
  key: number;
  name: string;
  preview: string;
  status: 'uploading' | 'done' | 'error';
  progress: number;
  imageId: string | null;
  error: string | null;
};

export const PHOTO_TYPE_ERROR = 'Choose a JPEG, PNG or WebP image';
export const PHOTO_SIZE_ERROR = 'Photos must be 5 MB or smaller';
export const PHOTO_COUNT_ERROR = `You can add up to ${REVIEW_IMAGES_MAX} photos`;

/** The message for a file the client refuses before uploading, or null when it may be sent. */
export function photoFileError(file: File): string | null {
  if (!(REVIEW_PHOTO_TYPES as readonly string[]).includes(file.type)) return PHOTO_TYPE_ERROR;
  if (file.size > REVIEW_PHOTO_MAX_BYTES) return PHOTO_SIZE_ERROR;
  return null;
}

function uploadErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.body) return error.body.error.message;
  return 'The photo could not be uploaded. Please try again.';
}

/** A data: URL preview (the shop's CSP allows data: images, not blob:). */
function readPreview(file: File): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => resolve('');
    reader.readAsDataURL(file);
  });
}

/**
 * Up to 4 photos: checked here for type and size, previewed, uploaded at once (POST /api/reviews/photos)
 * with progress, and reported back as a list so the form can send the uploaded ids.
 */
export function PhotoPicker({ onChange }: { onChange: (photos: PickedPhoto[]) => void }) {
  const inputId = useId();
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const nextKey = useRef(1);

  useEffect(() => onChange(photos), [photos, onChange]);

  const update = (key: number, patch: Partial<PickedPhoto>) =>
    setPhotos((list) => list.map((p) => (p.key === key ? { ...p, ...patch } : p)));

  const pick = (e: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(e.target.files ?? []);
    e.target.value = '';
    const room = REVIEW_IMAGES_MAX - photos.length;
    setNotice(files.length > room ? PHOTO_COUNT_ERROR : null);
    const added: PickedPhoto[] = files.slice(0, Math.max(0, room)).map((file) => {
      const key = nextKey.current++;
      const error = photoFileError(file);
      if (!error) {
        void readPreview(file).then((preview) => update(key, { preview }));
        uploadReviewPhoto(file, (progress) => update(key, { progress }))
          .then((answer) => update(key, { status: 'done', progress: 1, imageId: answer.imageId }))
          .catch((err: unknown) => update(key, { status: 'error', error: uploadErrorMessage(err) }));
      }
      return {
        key,
        name: file.name,
        preview: '',
        status: error ? 'error' : 'uploading',
        progress: 0,
        imageId: null,
        error,
      };
    });
    if (added.length > 0) setPhotos((list) => [...list, ...added]);
  };

  const remove = (key: number) => {
    setPhotos((list) => list.filter((p) => p.key !== key));
  };

  return (
    <div>
      <p className="text-sm font-semibold text-neutral-900">
        Photos{' '}
        <span className="font-normal text-neutral-600">
          (optional, up to {REVIEW_IMAGES_MAX}; JPEG, PNG or WebP, 5 MB each)
        </span>
      </p>
      {photos.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-3" aria-label="Chosen photos">
          {photos.map((p, i) => (
            <li key={p.key} className="w-28">
              <div className="relative h-28 w-28 overflow-hidden rounded-lg bg-neutral-100 ring-1 ring-neutral-200">
                {p.preview ? (
                  <img
                    src={p.preview}
                    alt={`Photo ${i + 1} preview`}
                    className="h-full w-full object-cover"
                  />
                ) : (
                  <span className="flex h-full items-center justify-center p-2 text-center text-xs text-neutral-600">
                    {p.name}
                  </span>
                )}
                <button
                  type="button"
                  onClick={() => remove(p.key)}
                  aria-label={`Remove photo ${i + 1}`}
                  className="absolute right-1 top-1 flex h-7 w-7 items-center justify-center rounded-full bg-black/70 text-white hover:bg-red-700"
                >
                  <span aria-hidden="true">×</span>
                </button>
              </div>
              {p.status === 'uploading' && (
                <progress
                  value={p.progress}
                  max={1}
                  aria-label={`Uploading photo ${i + 1}`}
                  className="mt-1 h-1.5 w-full accent-red-600"
                />
              )}
              {p.status === 'done' && <p className="mt-1 text-xs font-medium text-emerald-700">Uploaded</p>}
              {p.status === 'error' && (
                <p role="alert" className="mt-1 text-xs font-medium text-red-700">
                  {p.error}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
      {photos.length < REVIEW_IMAGES_MAX && (
        <label
          htmlFor={inputId}
          className="mt-2 inline-flex h-10 cursor-pointer items-center rounded-lg bg-white px-4 text-sm font-semibold text-neutral-800 ring-1 ring-neutral-300 hover:text-red-700 hover:ring-red-600 has-focus-visible:outline-2 has-focus-visible:outline-red-600"
        >
          Add photos
          <input
            id={inputId}
            type="file"
            accept={REVIEW_PHOTO_TYPES.join(',')}
            multiple
            onChange={pick}
            className="sr-only"
          />
        </label>
      )}
      {notice && (
        <p role="alert" className="mt-1 text-sm font-medium text-red-700">
          {notice}
        </p>
      )}
    </div>
  );
}
