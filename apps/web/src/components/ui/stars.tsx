export type StarsProps = { rating: number; count: number; className?: string };

/** Star rating with review count; renders nothing unless there is at least one rating. */
export function Stars({ rating, count, className = '' }: StarsProps) {
  if (!(count > 0)) return null;
  const rounded = Math.round(rating * 2) / 2;
  const label = `Rated ${rating.toFixed(1)} out of 5 stars, ${count} ${count === 1 ? 'review' : 'reviews'}`;
  return (
    <div className={`flex items-center gap-1.5 ${className}`} role="img" aria-label={label}>
      <span className="flex text-amber-400" aria-hidden="true">
        {[1, 2, 3, 4, 5].map((n) => {
          const fill = rounded >= n ? 1 : rounded >= n - 0.5 ? 0.5 : 0;
          return (
            <svg key={n} viewBox="0 0 20 20" className="h-4 w-4">
              <defs>
                <linearGradient id={`star-${n}-${fill}`}>
                  <stop offset={`${fill * 100}%`} stopColor="currentColor" />
                  <stop offset={`${fill * 100}%`} stopColor="#d4d4d4" />
                </linearGradient>
              </defs>
              <path
                fill={`url(#star-${n}-${fill})`}
                d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z"
              />
            </svg>
          );
        })}
      </span>
      <span className="text-xs text-neutral-600" aria-hidden="true">
        ({count})
      </span>
    </div>
  );
}
