import { OVERLAY, ribbonText, stockRibbonText, type ImageOverlay as Overlay } from '@shop/domain';
import { useActiveSale } from '../../sales/api/get-active-sale';

const badgeCls =
  'pointer-events-none absolute left-0 top-3 z-10 rounded-r-md px-3 py-1 text-xs font-black uppercase tracking-wider text-white shadow';

const overlayImageCls =
  'pointer-events-none absolute inset-0 z-10 mx-auto aspect-square w-full max-w-[250px] rounded-xl md:max-w-[410px]';

/**
 * A stock overlay's corner ribbon (SALE, DAILY DEAL) drawn in the shop's accent, its word in the accent's label
 * colour (decision 080): the stock picture's red is fixed, and an <img> cannot take the page's colours. Laid out
 * as the demo draws the picture (the domain's ribbonText).
 */
function AccentRibbon({
  word,
  label,
  kind,
  size,
}: {
  word: string;
  label: string;
  kind: string;
  size: number;
}) {
  const { x, fontSize, length } = ribbonText(word);
  const at = x.toFixed(1);
  return (
    <svg
      role="img"
      aria-label={label}
      data-overlay={kind}
      data-size={size}
      viewBox={`0 0 ${OVERLAY.size} ${OVERLAY.size}`}
      className={overlayImageCls}
    >
      <path d={`M0 0 H${OVERLAY.leg} L0 ${OVERLAY.leg} Z`} className="fill-(--shop-accent)" />
      <text
        x={at}
        y={at}
        transform={`rotate(-45 ${at} ${at})`}
        textAnchor="middle"
        fontSize={fontSize.toFixed(1)}
        fontWeight={700}
        textLength={length.toFixed(1)}
        lengthAdjust="spacingAndGlyphs"
        fontFamily="Arial, Helvetica, sans-serif"
        className="fill-(--shop-accent-label)"
      >
        {word}
      </text>
    </svg>
  );
}

/**
 * The overlay laid over a product image (imageOverlay decides which). A sale overlay shows the active
 * sale's overlay image (layoutSettings.overlays.sale, or overlays.dailyDeal for a daily deal) at the
 * overlay's size (a stock picture's ribbon drawn in the accent), or a text badge when the sale has no image; the
 * pre-order overlay is a badge.
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
    const kind = dailyDeal && images?.dailyDeal ? 'daily-deal' : 'sale';
    const word = src ? stockRibbonText(src) : null;
    if (word) return <AccentRibbon word={word} label={alt} kind={kind} size={overlay.size} />;
    if (src) {
      return (
        <img
          data-overlay={kind}
          data-size={overlay.size}
          src={src}
          alt={alt}
          width={overlay.size}
          height={overlay.size}
          loading="lazy"
          decoding="async"
          className={overlayImageCls}
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
