/**
 * A step's progress: a line saying what is under way (for sight; the bar's own name and value are what a screen
 * reader hears) over a bar filled to `percent`, or, with `percent` null, a pulsing full bar (under way, how far
 * unknown).
 */
export function ProgressMeter({
  label,
  shown,
  percent,
  valueText,
}: {
  /** The bar's name. */
  label: string;
  /** The line above the bar. */
  shown: string;
  percent: number | null;
  valueText?: string;
}) {
  const determinate = percent !== null;
  return (
    <div className="grid gap-1">
      <p className="text-sm font-semibold text-neutral-800" aria-hidden="true">
        {shown}
      </p>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent ?? undefined}
        aria-valuetext={valueText}
        className="h-2.5 w-full max-w-md overflow-hidden rounded-full bg-neutral-200"
      >
        <div
          className={`h-full rounded-full bg-red-600 transition-[width] ${determinate ? '' : 'animate-pulse'}`}
          style={{ width: `${percent ?? 100}%` }}
        />
      </div>
    </div>
  );
}
