import type { DragEvent } from 'react';
import type { AdminProductImages } from '@shop/domain';
import { PRODUCT_IMAGE_ALT_MAX } from '@shop/domain';
import { InputField } from '../../../admin/components/product-fields';
import { smallButtonCls } from './product-section-kit';

/** One picture of a product, as the image routes answer it. */
export type AdminProductImage = AdminProductImages['images'][number];

const deleteButtonCls =
  'inline-flex h-9 items-center justify-center rounded-lg border border-red-300 bg-white px-3 text-sm font-semibold text-red-700 transition hover:bg-red-50 disabled:opacity-50';

const srcSetOf = (image: AdminProductImage) =>
  image.sizes.length > 0 ? image.sizes.map((s) => `${s.url} ${s.px}w`).join(', ') : undefined;

/**
 * One picture in the product's list: dragged to a new place or moved with its buttons (`buttonId` names them, so
 * that focus can follow the moved picture), its alt text edited and saved, deleted after a question.
 */
export function ProductImageCard({
  image,
  index,
  count,
  name,
  draft,
  saving,
  dragging,
  buttonId,
  onDraft,
  onSaveAlt,
  onMove,
  onDelete,
  drag,
}: {
  image: AdminProductImage;
  index: number;
  count: number;
  /** The product's name: the picture's alt text while it has none. */
  name: string;
  draft: string;
  saving: boolean;
  dragging: boolean;
  buttonId: (which: 'earlier' | 'later') => string;
  /** A new draft of the alt text; undefined drops it. */
  onDraft: (alt: string | undefined) => void;
  onSaveAlt: () => void;
  onMove: (which: 'earlier' | 'later') => void;
  onDelete: () => void;
  drag: {
    onDragStart: (e: DragEvent<HTMLLIElement>) => void;
    onDragEnd: () => void;
    onDragOver: (e: DragEvent<HTMLLIElement>) => void;
    onDrop: (e: DragEvent<HTMLLIElement>) => void;
  };
}) {
  const i = index;
  return (
    <li
      draggable
      {...drag}
      aria-label={`Picture ${i + 1} of ${count}`}
      className={`grid min-w-0 gap-2 rounded-xl border bg-white p-3 ${
        dragging ? 'border-red-600 opacity-60' : 'border-neutral-200'
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
            {i + 1} of {count}
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
          onSaveAlt();
        }}
        className="grid gap-2"
      >
        <InputField
          label={`Alt text of picture ${i + 1}`}
          optional
          value={draft}
          onChange={(e) => onDraft(e.target.value)}
          maxLength={PRODUCT_IMAGE_ALT_MAX}
        />
        {draft !== image.alt && (
          <div className="flex gap-2">
            <button type="submit" className={smallButtonCls} disabled={saving}>
              Save alt text
            </button>
            <button type="button" className={smallButtonCls} onClick={() => onDraft(undefined)}>
              Undo
            </button>
          </div>
        )}
      </form>
      <div className="flex flex-wrap gap-2">
        {(
          [
            ['earlier', '← Earlier', i === 0],
            ['later', 'Later →', i === count - 1],
          ] as const
        ).map(([which, text, disabled]) => (
          <button
            key={which}
            id={buttonId(which)}
            type="button"
            className={smallButtonCls}
            disabled={disabled}
            aria-label={`Move picture ${i + 1} ${which}`}
            onClick={() => onMove(which)}
          >
            {text}
          </button>
        ))}
        <button
          type="button"
          className={deleteButtonCls}
          aria-label={`Delete picture ${i + 1}`}
          onClick={onDelete}
        >
          Delete
        </button>
      </div>
    </li>
  );
}
