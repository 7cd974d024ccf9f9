import type { ReactNode } from 'react';

const badge =
  'flex h-8 min-w-[52px] items-center justify-center rounded-md px-2 text-[11px] leading-none shadow-sm ring-1 ring-black/10';

/**
 * Brand-coloured marks drawn inline (no image requests); each carries the method's full name for screen readers.
 * White cards in both themes (bg-[#fff], which the dark theme does not turn): brand colours are fixed.
 */
const MARKS: Record<string, { className: string; mark: ReactNode }> = {
  'American Express': { className: 'bg-[#1f72cd] text-white font-black tracking-tight', mark: 'AMEX' },
  'Diners Club': {
    className: 'bg-[#fff] text-[#0079be] font-bold',
    mark: (
      <>
        <svg viewBox="0 0 20 20" className="mr-1 h-4 w-4" aria-hidden="true">
          <circle cx="10" cy="10" r="8.5" fill="none" stroke="#0079be" strokeWidth="2" />
          <path d="M10 4v12" stroke="#0079be" strokeWidth="2" />
        </svg>
        Diners
      </>
    ),
  },
  Discover: {
    className: 'bg-[#fff] text-zinc-900 font-black tracking-tight',
    mark: (
      <>
        DISC
        <span className="mx-px inline-block h-2.5 w-2.5 rounded-full bg-[#f58220]" />
        VER
      </>
    ),
  },
  Mastercard: {
    className: 'bg-zinc-900',
    mark: (
      <svg viewBox="0 0 38 24" className="h-5 w-8" aria-hidden="true">
        <circle cx="14" cy="12" r="9" fill="#eb001b" />
        <circle cx="24" cy="12" r="9" fill="#f79e1b" fillOpacity="0.9" />
      </svg>
    ),
  },
  Visa: { className: 'bg-[#fff] text-[#1a1f71] text-sm font-black italic tracking-tight', mark: 'VISA' },
  PayPal: {
    className: 'bg-[#fff] text-xs font-black italic',
    mark: (
      <>
        <span className="text-[#003087]">Pay</span>
        <span className="text-[#0070c9]">Pal</span>
      </>
    ),
  },
  'Amazon Pay': {
    className: 'bg-[#fff] text-zinc-900 font-bold',
    mark: (
      <>
        amazon<span className="ml-0.5 font-normal text-[#c45500]">pay</span>
      </>
    ),
  },
  'Apple Pay': {
    className: 'bg-black text-white font-semibold',
    mark: (
      <>
        <svg viewBox="0 0 16 20" className="mr-0.5 h-3.5 w-3" aria-hidden="true" fill="currentColor">
          <path d="M13.2 10.6c0-2.2 1.8-3.3 1.9-3.3-1-1.5-2.6-1.7-3.2-1.7-1.4-.1-2.6.8-3.3.8-.7 0-1.7-.8-2.9-.8C4.2 5.7 2.8 6.6 2 8c-1.6 2.8-.4 6.9 1.1 9.2.8 1.1 1.7 2.3 2.8 2.3 1.1 0 1.6-.7 2.9-.7 1.4 0 1.7.7 2.9.7 1.2 0 2-1.1 2.7-2.2.9-1.3 1.2-2.5 1.2-2.6 0 0-2.4-.9-2.4-4.1zM10.9 4c.6-.8 1-1.8.9-2.8-.9 0-2 .6-2.6 1.4-.6.6-1.1 1.7-.9 2.7 1 .1 2-.5 2.6-1.3z" />
        </svg>
        Pay
      </>
    ),
  },
  'Google Pay': {
    className: 'bg-[#fff] text-zinc-700 font-semibold',
    mark: (
      <>
        <span className="mr-0.5 font-black text-[#4285f4]">G</span>Pay
      </>
    ),
  },
  Affirm: { className: 'bg-[#fff] text-[#4a4af4] text-xs font-black', mark: 'affirm' },
};

export function PaymentBadge({ method }: { method: string }) {
  const m = MARKS[method];
  return (
    <li className={`${badge} ${m?.className ?? 'bg-[#fff] text-zinc-900 font-bold'}`} title={method}>
      <span className="sr-only">{method}</span>
      <span aria-hidden="true" className="flex items-center">
        {m?.mark ?? method}
      </span>
    </li>
  );
}
