import { useEffect, useId, useRef, useState, type DragEvent, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  PRODUCT_IMAGE_ALT_MAX,
  PRODUCT_IMAGE_MAX_BYTES,
  PRODUCT_IMAGE_TYPES,
  PRODUCT_IMAGES_MAX,
  type AdminProductImages,
} from '@shop/domain';
import { ApiError } from '../../../lib/api-client';
import { useDeleteProductImage } from '../api/product-image-delete';
import { useUploadProductImage } from '../api/product-image-upload';
import { productImagesQueryKey, useProductImages } from '../api/product-images';
import { useUpdateProductImages } from '../api/product-images-update';
import { LoadError, Notice, adminErrorMessage, primaryButtonCls } from './admin-ui';
import { ProductConfirmDialog } from './product-confirm-dialog';
import { InputField } from './product-fields';

/** One picture of a product, as the image routes answer it. */
type AdminProductImage = AdminProductImages['images'][number];

const NO_IMAGES: AdminProductImage[] = [];

const MB = PRODUCT_IMAGE_MAX_BYTES / (1024 * 1024);
const smallButtonCls =
  'inline-flex h-9 items-center justify-center rounded-lg border border-neutral-300 bg-white px-3 text-sm font-semibold text-neutral-800 transition hover:bg-neutral-100 disabled:opacity-50';
const removeButtonCls =
  'inline-flex h-9 items-center justify-center rounded-lg border border-red-300 bg-white px-3 text-sm font-semibold text-red-700 transition hover:bg-red-50 disabled:opacity-50';

/** The words for a refused picture step: the API's, or ours for a list that changed meanwhile. */
function imageErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.code === 'IMAGE_LIST_MISMATCH')
    return 'The pictures were changed elsewhere meanwhile: they have been reloaded. Please try again.';
  return adminErrorMessage(error, fallback);
}

/** Why a chosen file cannot be sent, or null. */
function fileProblem(file: File): string | null {
  if (!(PRODUCT_IMAGE_TYPES as readonly string[]).includes(file.type))
    return `${file.name} is not a JPEG, PNG or WebP picture.`;
  if (file.size > PRODUCT_IMAGE_MAX_BYTES) return `${file.name} is larger than ${MB} MB.`;
  return null;
}

const srcSetOf = (image: AdminProductImage) =>
  image.sizes.length > 0 ? image.sizes.map((s) => `${s.url} ${s.px}w`).join(', ') : undefined;

/** One upload under way: which file, how far. */
type Sending = { name: string; index: number; count: number; percent: number };

function UploadForm({
  sku,
  count,
  onDone,
}: {
  sku: string;
  count: number;
  onDone: (message: string) => void;
}) {
  const id = useId();
  const upload = useUploadProductImage(sku);
  const input = useRef<HTMLInputElement>(null);
  const [alt, setAlt] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState<Sending | null>(null);
  const room = PRODUCT_IMAGES_MAX - count;

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setFailure(null);
    const files = Array.from(input.current?.files ?? []);
    if (files.length === 0) {
      setProblem('Choose a picture');
      input.current?.focus();
      return;
    }
    const problems = files.map(fileProblem).filter((p): p is string => p !== null);
    if (files.length > room)
      problems.push(`A product has at most ${PRODUCT_IMAGES_MAX} pictures: choose ${room} or fewer.`);
    if (problems.length > 0) {
      setProblem(problems.join(' '));
      input.current?.focus();
      return;
    }
    setProblem(null);
    let sent = 0;
    try {
      for (const [i, file] of files.entries()) {
        setSending({ name: file.name, index: i + 1, count: files.length, percent: 0 });
        await upload.mutateAsync({
          file,
          alt,
          onProgress: ({ sent: done, total }) =>
            setSending({
              name: file.name,
              index: i + 1,
              count: files.length,
              percent: Math.min(100, Math.floor((done / total) * 100)),
            }),
        });
        sent += 1;
      }
      onDone(files.length === 1 ? `Uploaded ${files[0]!.name}.` : `Uploaded ${files.length} pictures.`);
      setAlt('');
      if (input.current) input.current.value = '';
    } catch (err) {
      setFailure(
        `${sent > 0 ? `${sent} of ${files.length} uploaded. ` : ''}${adminErrorMessage(
          err,
          'The picture could not be uploaded. Please try again.',
        )}`,
      );
    } finally {
      setSending(null);
    }
  };

  return (
    <form
      noValidate
      aria-label="Upload pictures"
      onSubmit={(e) => void onSubmit(e)}
      className="grid gap-3 rounded-lg border border-dashed border-neutral-300 p-3"
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="min-w-0">
          <label htmlFor={`${id}-file`} className="mb-1 block text-sm font-semibold text-neutral-800">
            Pictures
          </label>
          <input
            ref={input}
            id={`${id}-file`}
            type="file"
            multiple
            accept={PRODUCT_IMAGE_TYPES.join(',')}
            disabled={sending !== null || room <= 0}
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${id}-file-hint${problem ? ` ${id}-file-error` : ''}`}
            onChange={() => setProblem(null)}
            className="block w-full text-sm text-neutral-800 file:mr-3 file:cursor-pointer file:rounded-lg file:border file:border-neutral-300 file:bg-neutral-50 file:px-4 file:py-2 file:font-semibold file:text-neutral-900"
          />
          <p id={`${id}-file-hint`} className="mt-1 text-xs text-neutral-600">
            JPEG, PNG or WebP, at most {MB} MB each; stored as WebP without metadata.{' '}
            {room > 0
              ? `Room for ${room} more.`
              : `The product has ${PRODUCT_IMAGES_MAX} pictures, the most it may.`}
          </p>
          {problem && (
            <p id={`${id}-file-error`} className="mt-1 text-sm font-medium text-red-700">
              {problem}
            </p>
          )}
        </div>
        <InputField
          label="Alt text of the upload"
          optional
          value={alt}
          onChange={(e) => setAlt(e.target.value)}
          maxLength={PRODUCT_IMAGE_ALT_MAX}
          hint="What the picture shows, for screen readers; empty: the product’s name."
        />
      </div>
      {sending && (
        <div className="grid gap-1">
          <p className="text-sm font-semibold text-neutral-800" aria-hidden="true">
            Uploading {sending.name}
            {sending.count > 1 ? ` (${sending.index} of ${sending.count})` : ''}: {sending.percent}%
          </p>
          <div
            role="progressbar"
            aria-label={`Uploading ${sending.name}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={sending.percent}
            className="h-2.5 w-full max-w-md overflow-hidden rounded-full bg-neutral-200"
          >
            <div
              className="h-full rounded-full bg-red-600 transition-[width]"
              style={{ width: `${sending.percent}%` }}
            />
          </div>
        </div>
      )}
      {failure && (
        <Notice tone="error" role="alert">
          {failure}
        </Notice>
      )}
      <div>
        <button type="submit" className={primaryButtonCls} disabled={sending !== null || room <= 0}>
          {sending ? 'Uploading…' : 'Upload'}
        </button>
      </div>
    </form>
  );
}

/**
 * A product's pictures (edit screen only): upload with a progress bar, reorder by dragging or with the Move
 * buttons (keyboard: focus stays on the moved picture's button), an alt text each, delete after a question. Each
 * step is saved at once; the first picture is the one cards and the product page show first.
 */
export function ProductImages({
  sku,
  name,
  onDirtyChange,
}: {
  sku: string;
  name: string;
  /** Whether an alt text is typed and not saved (the form's leaving guard asks about it too). */
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const images = useProductImages(sku);
  const reorder = useUpdateProductImages(sku);
  const remove = useDeleteProductImage(sku);
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const [announce, setAnnounce] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<AdminProductImage | null>(null);
  const [dragged, setDragged] = useState<string | null>(null);
  /** The Move button to put focus back on once the moved picture shows in its new place. */
  const focusAfter = useRef<{ id: string; at: number; which: 'earlier' | 'later' } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const list = images.data?.images ?? NO_IMAGES;
  const dirty = list.some((img) => drafts[img.id] !== undefined && drafts[img.id] !== img.alt);

  useEffect(() => {
    onDirtyChange?.(dirty);
  }, [dirty, onDirtyChange]);

  // A moved picture's button keeps focus once it shows in its new place (the move re-inserts its element, which
  // drops focus); at either end, its other Move button takes it.
  useEffect(() => {
    const wanted = focusAfter.current;
    if (!wanted || images.data?.images[wanted.at]?.id !== wanted.id) return;
    focusAfter.current = null;
    const button = (which: string) =>
      document.getElementById(`${id}-${wanted.id}-${which}`) as HTMLButtonElement | null;
    const own = button(wanted.which);
    (own && !own.disabled ? own : button(wanted.which === 'earlier' ? 'later' : 'earlier'))?.focus();
  }, [images.data, id]);

  const key = productImagesQueryKey(sku);

  const save = async (next: AdminProductImage[], done: string, alts: Record<string, string> = {}) => {
    const before = queryClient.getQueryData<AdminProductImages>(key);
    setFailure(null);
    // Shown in the new order at once; put back if the shop refuses it.
    if (before)
      queryClient.setQueryData<AdminProductImages>(key, {
        ...before,
        images: next.map((img, i) => ({ ...img, position: i + 1, alt: alts[img.id] ?? img.alt })),
      });
    try {
      await reorder.mutateAsync(next.map((img) => ({ id: img.id, alt: alts[img.id] ?? img.alt })));
      setAnnounce(done);
      return true;
    } catch (err) {
      if (before) queryClient.setQueryData(key, before);
      if (err instanceof ApiError && err.code === 'IMAGE_LIST_MISMATCH')
        await queryClient.invalidateQueries({ queryKey: key });
      setFailure(imageErrorMessage(err, 'The pictures could not be saved. Please try again.'));
      return false;
    }
  };

  const move = (from: number, to: number, which?: 'earlier' | 'later') => {
    // One change at a time: a second one would name the pictures as they were before the first.
    if (to < 0 || to >= list.length || from === to || reorder.isPending) return;
    const next = [...list];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    if (which) focusAfter.current = { id: moved!.id, at: to, which };
    void save(next, `Picture moved to position ${to + 1} of ${list.length}.`);
  };

  const saveAlt = async (image: AdminProductImage) => {
    const alt = drafts[image.id] ?? image.alt;
    if (await save(list, `Alt text of picture ${image.position} saved.`, { [image.id]: alt }))
      setDrafts(({ [image.id]: _saved, ...rest }) => rest);
  };

  const onDrop = (e: DragEvent<HTMLLIElement>, to: number) => {
    e.preventDefault();
    const from = list.findIndex((img) => img.id === dragged);
    setDragged(null);
    if (from >= 0) move(from, to);
  };

  return (
    <section
      id="images"
      aria-labelledby={`${id}-title`}
      className="min-w-0 scroll-mt-4 rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2
        id={`${id}-title`}
        ref={heading}
        tabIndex={-1}
        className="text-lg font-bold text-neutral-950 outline-none"
      >
        Images
      </h2>
      <p className="mt-1 text-sm text-neutral-700">
        Saved as soon as you change them. The first is the one cards and the product page show first; drag a
        picture, or use its Move buttons, to change the order.
      </p>
      <p role="status" className="sr-only">
        {announce}
      </p>
      <div className="mt-4 grid gap-4">
        {failure && (
          <Notice tone="error" role="alert">
            {failure}
          </Notice>
        )}
        {images.isPending ? (
          <p className="text-sm text-neutral-600">Loading the pictures…</p>
        ) : images.isError ? (
          <LoadError error={images.error} what="the pictures" onRetry={() => void images.refetch()} />
        ) : list.length === 0 ? (
          <p className="text-sm text-neutral-700">No pictures yet: the storefront shows a placeholder.</p>
        ) : (
          <ol
            aria-label={`Pictures of ${name}, in order`}
            className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3"
          >
            {list.map((image, i) => {
              const draft = drafts[image.id] ?? image.alt;
              const changed = draft !== image.alt;
              return (
                <li
                  key={image.id}
                  draggable
                  onDragStart={(e) => {
                    setDragged(image.id);
                    e.dataTransfer.effectAllowed = 'move';
                    e.dataTransfer.setData('text/plain', image.id);
                  }}
                  onDragEnd={() => setDragged(null)}
                  onDragOver={(e) => {
                    if (dragged) e.preventDefault();
                  }}
                  onDrop={(e) => onDrop(e, i)}
                  aria-label={`Picture ${i + 1} of ${list.length}`}
                  className={`grid min-w-0 gap-2 rounded-xl border bg-white p-3 ${
                    dragged === image.id ? 'border-red-600 opacity-60' : 'border-neutral-200'
                  }`}
                >
                  <div className="flex items-start gap-3">
                    <img
                      src={image.url}
                      srcSet={srcSetOf(image)}
                      sizes="96px"
                      alt={image.alt || name}
                      width={96}
                      height={96}
                      className="h-24 w-24 shrink-0 cursor-grab rounded-lg border border-neutral-200 bg-white object-contain"
                    />
                    <div className="min-w-0 text-sm">
                      <p className="font-bold text-neutral-900">
                        {i + 1} of {list.length}
                      </p>
                      {i === 0 && (
                        <p className="mt-1 inline-block rounded-full bg-red-600 px-2 py-0.5 text-xs font-bold text-white">
                          Main picture
                        </p>
                      )}
                    </div>
                  </div>
                  <form
                    noValidate
                    onSubmit={(e) => {
                      e.preventDefault();
                      void saveAlt(image);
                    }}
                    className="grid gap-2"
                  >
                    <InputField
                      label={`Alt text of picture ${i + 1}`}
                      optional
                      value={draft}
                      onChange={(e) => setDrafts((d) => ({ ...d, [image.id]: e.target.value }))}
                      maxLength={PRODUCT_IMAGE_ALT_MAX}
                    />
                    {changed && (
                      <div className="flex gap-2">
                        <button type="submit" className={smallButtonCls} disabled={reorder.isPending}>
                          Save alt text
                        </button>
                        <button
                          type="button"
                          className={smallButtonCls}
                          onClick={() => setDrafts(({ [image.id]: _dropped, ...rest }) => rest)}
                        >
                          Undo
                        </button>
                      </div>
                    )}
                  </form>
                  <div className="flex flex-wrap gap-2">
                    <button
                      id={`${id}-${image.id}-earlier`}
                      type="button"
                      className={smallButtonCls}
                      disabled={i === 0}
                      aria-label={`Move picture ${i + 1} earlier`}
                      onClick={() => move(i, i - 1, 'earlier')}
                    >
                      ← Earlier
                    </button>
                    <button
                      id={`${id}-${image.id}-later`}
                      type="button"
                      className={smallButtonCls}
                      disabled={i === list.length - 1}
                      aria-label={`Move picture ${i + 1} later`}
                      onClick={() => move(i, i + 1, 'later')}
                    >
                      Later →
                    </button>
                    <button
                      type="button"
                      className={removeButtonCls}
                      aria-label={`Delete picture ${i + 1}`}
                      onClick={() => setDeleting(image)}
                    >
                      Delete
                    </button>
                  </div>
                </li>
              );
            })}
          </ol>
        )}
        <UploadForm
          sku={sku}
          count={list.length}
          onDone={(message) => {
            setFailure(null);
            setAnnounce(message);
          }}
        />
      </div>
      {deleting && (
        <ProductConfirmDialog
          title={`Delete picture ${deleting.position}?`}
          confirmLabel={remove.isPending ? 'Deleting…' : 'Delete picture'}
          busy={remove.isPending}
          error={remove.isError ? imageErrorMessage(remove.error, 'The picture could not be deleted.') : null}
          onCancel={() => {
            remove.reset();
            setDeleting(null);
          }}
          onConfirm={() =>
            remove.mutate(deleting.id, {
              onSuccess: () => {
                setAnnounce(`Picture ${deleting.position} deleted.`);
                setDeleting(null);
                heading.current?.focus();
              },
              onError: (err) => {
                if (err instanceof ApiError && err.status === 404)
                  void queryClient.invalidateQueries({ queryKey: key });
              },
            })
          }
        >
          <div className="flex items-center gap-3">
            <img
              src={deleting.url}
              alt=""
              width={64}
              height={64}
              className="h-16 w-16 rounded-md border border-neutral-200 bg-white object-contain"
            />
            <p>It is taken off the product and the storefront at once. This cannot be undone.</p>
          </div>
        </ProductConfirmDialog>
      )}
    </section>
  );
}
