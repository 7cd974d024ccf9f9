export type StarsProps = { rating: number; count: number; className?: string };

/**
 * Star rating with review count; renders nothing unless there is at least one rating. The stars are two
 * CSS backgrounds (a grey row, and an amber row cut to the rating in half stars): three elements per
 * card instead of thirty SVG nodes (a collection page shows 24 cards).
 */
export function Stars({ rating, count, className = '' }: StarsProps) {
  if (!(count > 0)) return null;
  const rounded = Math.round(rating * 2) / 2;
  const label = `Rated ${rating.toFixed(1)} out of 5 stars, ${count} ${count === 1 ? 'review' : 'reviews'}`;
  return (
    <div className={`flex items-center gap-1.5 ${className}`} role="img" aria-label={label}>
      <span className="stars-track relative inline-block h-4 w-20" aria-hidden="true">
        <span className="stars-fill absolute inset-y-0 left-0" style={{ width: `${rounded * 20}%` }} />
      </span>
      <span className="text-xs text-neutral-600" aria-hidden="true">
        ({count})
      </span>
    </div>
  );
}
