import { SITE, SITE_NAME } from '../../lib/site';

/** The shop's uploaded logo (the settings, decision 080), else its name drawn: the first word in the accent. */
export function Logo({ className = '' }: { className?: string }) {
  if (SITE.logoUrl)
    return (
      <img
        src={SITE.logoUrl}
        alt=""
        className={`block h-9 w-auto max-w-[12rem] object-contain ${className}`}
      />
    );
  const [first, ...rest] = SITE_NAME.split(' ');
  return (
    <span
      className={`font-display text-2xl font-black uppercase italic leading-none tracking-tight ${className}`}
    >
      <span className="text-red-600">{first}</span>
      {rest.length > 0 && <span className="text-white"> {rest.join(' ')}</span>}
    </span>
  );
}
