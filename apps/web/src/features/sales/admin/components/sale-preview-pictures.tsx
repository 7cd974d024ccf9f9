import type { SalePreview } from '@shop/domain';
import { Wordmark } from '../../../admin/components/wordmark';
import { SaleBannerBody } from '../../components/sale-banner-body';

/**
 * The storefront's sale banner as it renders it (app/layout/sale-banner.tsx): the words are the preview's,
 * made by the domain's saleBannerText on the server, the same function the storefront's banner calls. Its
 * links are shown, not followed (this is a picture of the banner).
 */
export function BannerPicture({ banner }: { banner: NonNullable<SalePreview['banner']> }) {
  return (
    <div className="bg-red-600 text-white">
      <div className="flex flex-wrap items-center justify-center gap-x-4 gap-y-0.5 px-4 py-2 text-center text-sm">
        <SaleBannerBody banner={banner} followLinks={false} />
      </div>
    </div>
  );
}

/** The phone's top bar with the sale-mode badge beside the logo (the domain's saleHeaderBadge). */
export function MobileBadgePicture({ badge }: { badge: string | null }) {
  return (
    <div className="flex h-12 items-center justify-center rounded-lg bg-zinc-950 px-3">
      <Wordmark />
      {badge && (
        <span className="ml-2 rounded bg-red-600 px-1.5 py-0.5 text-[10px] font-black uppercase leading-tight tracking-wider text-white">
          {badge}
        </span>
      )}
    </div>
  );
}

export function Thumb({ src, label }: { src: string | null; label: string }) {
  if (!src) return <p className="text-xs text-neutral-600">{label}: none</p>;
  return (
    <figure className="min-w-0">
      <img
        src={src}
        alt=""
        className="h-16 w-full rounded border border-neutral-200 bg-neutral-50 object-contain"
        onError={(e) => {
          e.currentTarget.style.visibility = 'hidden';
        }}
      />
      <figcaption className="mt-1 truncate text-xs text-neutral-700">{label}</figcaption>
    </figure>
  );
}

/** The banner's words, as its picture's name. */
export const bannerWords = (banner: NonNullable<SalePreview['banner']>) =>
  `${banner.title}${banner.percentOff > 0 ? `: ${banner.percentOff}% off sale items` : ''}`;
