import { saleBannerText } from '@shop/domain';
import { SaleCountdown } from '../../features/marketing/components/sale-countdown';
import { useShownSale } from '../../features/sales/api/get-active-sale';
import { SaleBannerBody } from '../../features/sales/components/sale-banner-body';

/**
 * The sale banner under the header: the active sale's title and its banner links (when showBanner is on);
 * never for a dealer (useShownSale).
 */
export function SaleBanner() {
  const banner = saleBannerText(useShownSale());
  if (!banner) return null;
  return (
    <aside aria-label="Sale" className="bg-red-600 text-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-x-4 gap-y-0.5 px-4 py-1.5 text-center text-xs sm:py-2 sm:text-sm">
        <SaleBannerBody banner={banner} followLinks />
      </div>
    </aside>
  );
}

/** The sale countdown under the banner (desktop and mobile variants per the page options). */
export function SaleCountdownSlot(props: { desktop: boolean; mobile: boolean }) {
  return <SaleCountdown desktop={props.desktop} mobile={props.mobile} />;
}
