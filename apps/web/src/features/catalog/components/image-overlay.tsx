import type { ImageOverlay as Overlay } from '@shop/domain';

/** The sale or pre-order badge laid over a product image (imageOverlay decides which). */
export function ImageOverlayBadge({ overlay, saleText }: { overlay: Overlay | null; saleText?: string | null }) {
  if (!overlay) return null;
  if (overlay.kind === 'sale') {
    return (
      <span
        data-overlay="sale"
        data-size={overlay.size}
        className="pointer-events-none absolute left-0 top-3 z-10 rounded-r-md bg-red-600 px-3 py-1 text-xs font-black uppercase tracking-wider text-white shadow"
      >
        {saleText ?? 'Sale'}
      </span>
    );
  }
  return (
    <span
      data-overlay="preorder"
      data-size={overlay.size}
      className="pointer-events-none absolute left-0 top-3 z-10 rounded-r-md bg-sky-700 px-3 py-1 text-xs font-black uppercase tracking-wider text-white shadow"
    >
      Pre-Order
    </span>
  );
}
