import { StarIcon } from './rounded-stars';

export type RatingInputProps = {
  value: number | null;
  onChange: (rating: number) => void;
  error?: string;
  errorId?: string;
};

/** Rating 1 to 5 as a radio group drawn as stars (arrow keys move between them, as for any radio group). */
export function RatingInput({ value, onChange, error, errorId }: RatingInputProps) {
  return (
    <fieldset aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className="text-sm font-semibold text-neutral-900">Rating</legend>
      <div className="mt-1 flex gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <label
            key={n}
            className="cursor-pointer rounded p-0.5 has-focus-visible:outline-2 has-focus-visible:outline-offset-1 has-focus-visible:outline-red-600"
          >
            <input
              type="radio"
              name="rating"
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              aria-label={n === 1 ? '1 star' : `${n} stars`}
              className="sr-only"
            />
            <StarIcon filled={value !== null && n <= value} className="h-8 w-8" />
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
