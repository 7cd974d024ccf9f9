import type { ImageOverlay as Overlay } from '@shop/domain';
import { useActiveSale } from '../../sales/api/get-active-sale';

const badgeCls =
  'pointer-events-none absolute left-0 top-3 z-10 rounded-r-md px-3 py-1 text-xs font-black uppercase tracking-wider text-white shadow';

/**
 * The overlay laid over a product image (imageOverlay decides which). A sale overlay shows the active
 * sale's overlay image (layoutSettings.overlays.sale, or overlays.dailyDeal for a daily deal) at the
 * overlay's size, or a text badge when the sale has no image; the pre-order overlay is a badge.
 */
export function ImageOverlayBadge({
  overlay,
  saleText,
  dailyDeal = false,
  images: useImages = false,
}: {
  overlay: Overlay | null;
  saleText?: string | null;
  dailyDeal?: boolean;
  /** Product cards show the sale's overlay images; elsewhere the text badge. */
  images?: boolean;
}) {
  const { data } = useActiveSale();
  if (!overlay) return null;
  if (overlay.kind === 'sale') {
    const images = useImages ? data?.sale?.layoutSettings.overlays : undefined;
    const src = dailyDeal ? (images?.dailyDeal ?? images?.sale) : images?.sale;
    const alt = dailyDeal && images?.dailyDeal ? 'Daily Deal' : (saleText ?? 'Sale');
    if (src) {
      return (
        <img
          data-overlay={dailyDeal && images?.dailyDeal ? 'daily-deal' : 'sale'}
          data-size={overlay.size}
          src={src}
          alt={alt}
          width={overlay.size}
          height={overlay.size}
          loading="lazy"
          decoding="async"
          className="pointer-events-none absolute inset-0 z-10 mx-auto aspect-square w-full max-w-[250px] rounded-xl md:max-w-[410px]"
        />
      );
    }
    return (
      <span data-overlay="sale" data-size={overlay.size} className={`${badgeCls} bg-red-600`}>
        {saleText ?? 'Sale'}
      </span>
    );
  }
  // Over the product image, which stays light in both themes: the literal sky-800, not the themed scale.
  return (
    <span data-overlay="preorder" data-size={overlay.size} className={`${badgeCls} bg-[#075985]`}>
      Pre-Order
    </span>
  );
}
