import { SITE_NAME } from '../../lib/site';

export function Logo({ className = '' }: { className?: string }) {
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
