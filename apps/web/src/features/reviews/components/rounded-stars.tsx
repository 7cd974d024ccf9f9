import { roundedStars } from '@shop/domain';

const STAR = 'M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z';

export function StarIcon({ filled, className = 'h-4 w-4' }: { filled: boolean; className?: string }) {
  return (
    <svg
      viewBox="0 0 20 20"
      className={`${className} ${filled ? 'text-amber-400' : 'text-neutral-300'}`}
      aria-hidden="true"
    >
      <path fill="currentColor" d={STAR} />
    </svg>
  );
}

/** A rating as whole stars (the spec: ratings are shown as rounded stars). */
export function RoundedStars({
  rating,
  label,
  size = 'h-4 w-4',
}: {
  rating: number;
  label?: string;
  size?: string;
}) {
  const stars = roundedStars(rating);
  return (
    <span
      role="img"
      aria-label={label ?? `${stars} out of 5 stars`}
      className="inline-flex items-center gap-0.5"
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <StarIcon key={n} filled={n <= stars} className={size} />
      ))}
    </span>
  );
}
