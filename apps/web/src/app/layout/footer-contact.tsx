import { SOCIAL_NETWORK_NAMES, SUPPORT_HOURS, type SiteInfo, type SocialLink } from '@shop/domain';

/**
 * The footer's contact block from the shop's settings (decision 080): support hours, email, phone, postal
 * address and social links, each shown only when the merchant gave it.
 */
export function FooterContact({ site, social }: { site: SiteInfo; social: readonly SocialLink[] }) {
  const hours = site.supportHours ?? SUPPORT_HOURS;
  return (
    <>
      <p className="mt-4 text-sm text-zinc-300">
        Support every day, {hours.opens} to {hours.closes} ET
        <br />
        <a href={`mailto:${site.supportEmail}`} className="underline hover:text-white">
          {site.supportEmail}
        </a>
        {site.supportPhone && (
          <>
            <br />
            <a
              href={`tel:${site.supportPhone.replace(/[^\d+]/g, '')}`}
              className="underline hover:text-white"
            >
              {site.supportPhone}
            </a>
          </>
        )}
      </p>
      {site.address && (
        <address className="mt-3 whitespace-pre-line text-sm not-italic text-zinc-400">
          {site.address}
        </address>
      )}
      {social.length > 0 && (
        <ul
          aria-label={`${site.name} on social media`}
          className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm"
        >
          {social.map((link) => (
            <li key={link.network}>
              <a href={link.url} rel="noopener me" target="_blank" className="underline hover:text-white">
                {SOCIAL_NETWORK_NAMES[link.network]}
              </a>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
