import { useId } from 'react';
import type { DashboardDay } from '@shop/domain';
import { dayName, dayOfMonth } from '../lib/dashboard-links';

const WIDTH = 420;
const HEIGHT = 180;
const TOP = 22;
const BOTTOM = 24;
const GAP = 6;

/**
 * A small bar chart of one figure per day (oldest first, today the last, drawn in red). An image to screen
 * readers, named by its title and described by its highest day and today; the same figures are in the table
 * beside it. Scales with its panel: the drawing's units are its viewBox's.
 */
export function DayBarChart({
  title,
  days,
  valueOf,
  format,
}: {
  title: string;
  days: readonly DashboardDay[];
  valueOf: (day: DashboardDay) => number;
  format: (value: number) => string;
}) {
  const id = useId();
  const values = days.map(valueOf);
  const max = Math.max(0, ...values);
  const top = days.reduce((best, d, i) => (values[i]! > values[best]! ? i : best), 0);
  const today = days.length - 1;
  const slot = WIDTH / Math.max(1, days.length);
  const plot = HEIGHT - TOP - BOTTOM;
  const description =
    max === 0
      ? 'Nothing on any day.'
      : `Highest: ${format(max)} on ${dayName(days[top]!.day)}. Today: ${format(values[today] ?? 0)}.`;
  return (
    <figure className="min-w-0">
      <figcaption className="text-sm font-semibold text-neutral-800">{title}</figcaption>
      <svg
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="mt-2 block h-auto w-full"
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        <line
          x1={0}
          x2={WIDTH}
          y1={TOP}
          y2={TOP}
          className="stroke-neutral-300"
          strokeDasharray="4 4"
          strokeWidth={1}
        />
        <text x={0} y={TOP - 6} className="fill-neutral-700 text-[14px]">
          {format(max)}
        </text>
        {days.map((d, i) => {
          const h = max === 0 ? 0 : Math.max(values[i]! > 0 ? 2 : 0, (values[i]! / max) * plot);
          const x = i * slot + GAP / 2;
          return (
            <g key={d.day}>
              <rect
                x={x}
                y={HEIGHT - BOTTOM - h}
                width={slot - GAP}
                height={h}
                rx={2}
                className={i === today ? 'fill-red-600' : 'fill-neutral-500'}
              >
                <title>{`${dayName(d.day)}: ${format(values[i]!)}`}</title>
              </rect>
              <text
                x={x + (slot - GAP) / 2}
                y={HEIGHT - 6}
                textAnchor="middle"
                className={`text-[13px] ${i === today ? 'fill-red-700 font-bold' : 'fill-neutral-700'}`}
              >
                {dayOfMonth(d.day)}
              </text>
            </g>
          );
        })}
        <line
          x1={0}
          x2={WIDTH}
          y1={HEIGHT - BOTTOM}
          y2={HEIGHT - BOTTOM}
          className="stroke-neutral-500"
          strokeWidth={1}
        />
      </svg>
    </figure>
  );
}
