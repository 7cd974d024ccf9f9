import { SITE_NAME } from '../../../lib/site';

/** The shop's name as its header draws it (red first word, white rest), on the back office's dark bar. */
export function Wordmark() {
  const [first, ...rest] = SITE_NAME.split(' ');
  return (
    <span className="whitespace-nowrap font-display text-xl font-black uppercase italic leading-none tracking-tight sm:text-2xl">
      <span className="text-red-600">{first}</span>
      {rest.length > 0 && <span className="text-white"> {rest.join(' ')}</span>}
    </span>
  );
}
