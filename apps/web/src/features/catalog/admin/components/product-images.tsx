import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { AdminProductImages } from '@shop/domain';
import { ApiError } from '../../../../lib/api-client';
import { useDeleteProductImage } from '../api/product-image-delete';
import { productImagesQueryKey, useProductImages } from '../api/product-images';
import { useUpdateProductImages } from '../api/product-images-update';
import { LoadError, Notice, adminErrorMessage } from '../../../admin/components/admin-ui';
import { ConfirmDialog } from '../../../admin/components/confirm-dialog';
import { ProductImageCard, type AdminProductImage } from './product-image-card';
import { UploadForm } from './product-image-upload';

const NO_IMAGES: AdminProductImage[] = [];

/** The words for a refused picture step: the API's, or ours for a list that changed meanwhile. */
function imageErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.code === 'IMAGE_LIST_MISMATCH')
    return 'The pictures were changed elsewhere meanwhile: they have been reloaded. Please try again.';
  return adminErrorMessage(error, fallback);
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
            {list.map((image, i) => (
              <ProductImageCard
                key={image.id}
                image={image}
                index={i}
                count={list.length}
                name={name}
                draft={drafts[image.id] ?? image.alt}
                saving={reorder.isPending}
                dragging={dragged === image.id}
                buttonId={(which) => `${id}-${image.id}-${which}`}
                onDraft={(alt) =>
                  setDrafts(({ [image.id]: _dropped, ...rest }) =>
                    alt === undefined ? rest : { ...rest, [image.id]: alt },
                  )
                }
                onSaveAlt={() => void saveAlt(image)}
                onMove={(which) => move(i, which === 'earlier' ? i - 1 : i + 1, which)}
                onDelete={() => setDeleting(image)}
                drag={{
                  onDragStart: (e) => {
                    setDragged(image.id);
                    e.dataTransfer.effectAllowed = 'move';
                    e.dataTransfer.setData('text/plain', image.id);
                  },
                  onDragEnd: () => setDragged(null),
                  onDragOver: (e) => {
                    if (dragged) e.preventDefault();
                  },
                  onDrop: (e) => onDrop(e, i),
                }}
              />
            ))}
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
        <ConfirmDialog
          title={`Delete picture ${deleting.position}?`}
          confirmLabel="Delete picture"
          pendingLabel="Deleting…"
          pending={remove.isPending}
          error={remove.isError ? imageErrorMessage(remove.error, 'The picture could not be deleted.') : null}
          onClose={() => {
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
        </ConfirmDialog>
      )}
    </section>
  );
}
