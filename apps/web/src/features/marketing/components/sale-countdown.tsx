import { useEffect, useState } from 'react';
import {
  COUNTDOWN_TICK_MS,
  countdownDanger,
  countdownParts,
  countdownTarget,
  padCountdown,
  showSaleSections,
  type CountdownParts,
  type SaleSetting,
} from '@shop/domain';
import { useShownSale } from '../../sales/api/get-active-sale';
import { useViewport } from '../../../lib/use-viewport';

function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** What a screen reader reads: changes once a minute at most (no seconds), and it is not a live region. */
function summary(p: CountdownParts): string {
  const parts = [
    p.days > 0 && plural(p.days, 'day'),
    p.hours > 0 && plural(p.hours, 'hour'),
    plural(p.minutes, 'minute'),
  ];
  return `Sale ends in ${parts.filter(Boolean).join(', ')}`;
}

function Box({
  value,
  label,
  danger,
  compact,
}: {
  value: number;
  label: string;
  danger: boolean;
  compact: boolean;
}) {
  return (
    <div
      data-countdown-box={label.toLowerCase()}
      data-danger={danger || undefined}
      className={`flex flex-col items-center rounded-md ${compact ? 'min-w-10 px-1.5 py-0.5' : 'min-w-14 px-2 py-1'} ${
        danger ? 'bg-red-600 text-white ring-2 ring-(--shop-accent-ring)' : 'bg-zinc-50 text-zinc-950'
      }`}
    >
      <span className={`font-mono font-black tabular-nums leading-none ${compact ? 'text-lg' : 'text-2xl'}`}>
        {padCountdown(value)}
      </span>
      <span className={`font-bold uppercase tracking-wider ${compact ? 'text-[9px]' : 'text-[10px]'}`}>
        {label}
      </span>
    </div>
  );
}

export function Countdown({ sale, variant }: { sale: SaleSetting; variant: 'desktop' | 'mobile' }) {
  const now = useNow();
  const parts = countdownParts(countdownTarget(sale, now), now);
  if (!parts) return null;
  const danger = countdownDanger(parts);
  const compact = variant === 'mobile';
  const title = sale.saleTextSettings.shortSaleTitle || 'Sale';
  return (
    <section aria-label="Sale countdown" data-variant={variant} className="bg-zinc-950 text-white">
      <div
        className={`mx-auto flex max-w-7xl items-center justify-center ${compact ? 'gap-2 px-3 py-1.5' : 'gap-4 px-4 py-2'}`}
      >
        <p className={`font-black uppercase tracking-wide ${compact ? 'text-xs' : 'text-sm'}`}>
          {title} <span className="text-red-500">ends in</span>
        </p>
        <div role="timer" aria-live="off" className={`flex ${compact ? 'gap-1' : 'gap-2'}`}>
          <Box value={parts.days} label="Days" danger={danger.days} compact={compact} />
          <Box value={parts.hours} label="Hours" danger={danger.hours} compact={compact} />
          <Box value={parts.minutes} label="Mins" danger={false} compact={compact} />
          <Box value={parts.seconds} label="Secs" danger={false} compact={compact} />
        </div>
        <p className="sr-only">{summary(parts)}</p>
      </div>
    </section>
  );
}

/**
 * The sale countdown (desktop and mobile variants, per the page options): only while the active sale runs
 * and its showCountdownTimer is on; nothing at zero; never for a dealer (useShownSale).
 */
export function SaleCountdown({ desktop, mobile }: { desktop: boolean; mobile: boolean }) {
  const sale = useShownSale();
  const viewport = useViewport();
  const variant = viewport === 'mobile' ? 'mobile' : 'desktop';
  if (variant === 'mobile' ? !mobile : !desktop) return null;
  if (!sale || !showSaleSections(sale, new Date())) return null;
  return <Countdown sale={sale} variant={variant} />;
}
