import { SITE, SITE_NAME } from '../../lib/site';

/**
 * The shop's uploaded logo (the settings, decision 080), else its name drawn: the first word in the accent
 * (its on-dark shade, text-red-500: the header and footer are dark bands).
 * `compact` (the phone's bar, between its buttons): smaller, and a long name is cut with an ellipsis rather
 * than drawn over the buttons.
 */
export function Logo({ className = '', compact = false }: { className?: string; compact?: boolean }) {
  if (SITE.logoUrl)
    return (
      <img
        src={SITE.logoUrl}
        alt=""
        className={`block w-auto object-contain ${compact ? 'h-8 max-w-full' : 'h-9 max-w-[12rem]'} ${className}`}
      />
    );
  const [first, ...rest] = SITE_NAME.split(' ');
  return (
    <span
      className={`font-display font-black uppercase italic leading-none tracking-tight ${compact ? 'block truncate pr-1 text-xl' : 'text-2xl'} ${className}`}
    >
      <span className="text-red-500">{first}</span>
      {rest.length > 0 && <span className="text-white"> {rest.join(' ')}</span>}
    </span>
  );
}
