import { SITE_NAME } from '../../../lib/site';

/**
 * The shop's name as its header draws it (the first word in the accent's on-dark shade, the rest white), on
 * the back office's dark bar.
 */
export function Wordmark() {
  const [first, ...rest] = SITE_NAME.split(' ');
  return (
    <span className="whitespace-nowrap font-display text-xl font-black uppercase italic leading-none tracking-tight sm:text-2xl">
      <span className="text-red-500">{first}</span>
      {rest.length > 0 && <span className="text-white"> {rest.join(' ')}</span>}
    </span>
  );
}
