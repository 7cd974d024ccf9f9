import { STOCK_LABELS, type StockState } from '@shop/domain';

const tone: Record<StockState, string> = {
  in_stock: 'text-emerald-700',
  preorder: 'text-sky-700',
  out_of_stock: 'text-neutral-600',
  discontinued: 'text-neutral-600',
};
const dot: Record<StockState, string> = {
  in_stock: 'bg-emerald-500',
  preorder: 'bg-sky-500',
  out_of_stock: 'bg-neutral-400',
  discontinued: 'bg-neutral-400',
};

export function StockLabel({ state, className = '' }: { state: StockState; className?: string }) {
  return (
    <p className={`flex items-center gap-1.5 text-sm font-semibold ${tone[state]} ${className}`}>
      <span aria-hidden="true" className={`h-2 w-2 rounded-full ${dot[state]}`} />
      {STOCK_LABELS[state]}
    </p>
  );
}
