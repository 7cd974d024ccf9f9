import type { SaleBannerText } from '@shop/domain';
import { Link } from 'react-router';

/**
 * The sale banner's words and links (the domain's saleBannerText): the storefront's banner follows its links; the
 * back office's preview shows them without following them (`followLinks` off, the href as a tooltip).
 */
export function SaleBannerBody({ banner, followLinks }: { banner: SaleBannerText; followLinks: boolean }) {
  const { title, percentOff: percent } = banner;
  const linkClass = 'font-bold underline decoration-2 underline-offset-4';
  return (
    <>
      <p className="font-black uppercase tracking-wide">
        {title}
        {percent > 0 && (
          <span className="font-semibold normal-case tracking-normal">: {percent}% off sale items</span>
        )}
      </p>
      {banner.links.map((l) =>
        followLinks ? (
          <Link key={l.href + l.label} to={l.href} className={`${linkClass} hover:decoration-white/60`}>
            {l.label}
          </Link>
        ) : (
          <span key={l.href + l.label} title={l.href} className={linkClass}>
            {l.label}
          </span>
        ),
      )}
    </>
  );
}
