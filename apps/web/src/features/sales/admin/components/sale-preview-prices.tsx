import { useId, useState, type FormEvent } from 'react';
import { formatMoney, type SalePreview } from '@shop/domain';
import { ColumnHeads, secondaryButtonCls } from '../../../admin/components/admin-ui';

export const MAX_PREVIEW_SKUS = 50;

/** Adds a SKU to the preview's price list: a known shape, not listed yet, at most MAX_PREVIEW_SKUS. */
export function SkuAdder({ skus, onAdd }: { skus: string[]; onAdd: (sku: string) => void }) {
  const id = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const sku = value.trim().toUpperCase();
    if (!/^[A-Z0-9][A-Z0-9._\-/ ]*$/.test(sku) || sku.length > 64) setError('Enter a SKU');
    else if (skus.includes(sku)) setError(`${sku} is in the list already`);
    else if (skus.length >= MAX_PREVIEW_SKUS) setError(`At most ${MAX_PREVIEW_SKUS} SKUs`);
    else {
      setError(null);
      setValue('');
      onAdd(sku);
    }
  };
  return (
    // A form of its own beside the sale's form (not inside it): Enter here adds a SKU, never saves the sale.
    <form aria-label="Add a SKU to the preview" noValidate onSubmit={onSubmit}>
      <label htmlFor={`${id}-sku`} className="mb-1 block text-sm font-semibold text-neutral-800">
        SKU to price
      </label>
      <div className="flex gap-2">
        <input
          id={`${id}-sku`}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          autoComplete="off"
          spellCheck={false}
          maxLength={64}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`h-10 min-w-0 flex-1 rounded-lg border bg-white px-3 text-sm text-neutral-900 outline-none focus:border-red-600 focus:ring-2 focus:ring-red-600/20 ${
            error ? 'border-red-600' : 'border-neutral-300'
          }`}
        />
        <button type="submit" className={secondaryButtonCls}>
          Add SKU
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}

/** A price for a retail shopper while the sale is shown: before, and after when a sale price applies. */
export function PriceRows({ preview, onRemove }: { preview: SalePreview; onRemove: (sku: string) => void }) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">Prices before and after the sale</caption>
      <thead className="border-b border-neutral-200 text-xs uppercase tracking-wide text-neutral-600">
        <ColumnHeads
          cellCls="py-2"
          columns={[
            ['Product', 'pr-2 font-semibold'],
            ['Before', 'pr-2 text-right font-semibold'],
            ['After', 'pr-2 text-right font-semibold'],
            [<span className="sr-only">Remove</span>],
          ]}
        />
      </thead>
      <tbody>
        {preview.products.map((p) => (
          <tr key={p.sku} className="border-b border-neutral-100 align-top last:border-0">
            <th scope="row" className="py-2 pr-2 font-normal">
              <span className="block font-mono text-xs font-semibold text-neutral-950">{p.sku}</span>
              <span className="block text-xs text-neutral-700">{p.name}</span>
            </th>
            <td className="whitespace-nowrap py-2 pr-2 text-right text-neutral-800">
              {p.sale ? <s>{formatMoney(p.price)}</s> : formatMoney(p.price)}
            </td>
            <td className="py-2 pr-2 text-right">
              {p.sale ? (
                <>
                  <span className="block whitespace-nowrap font-bold text-red-700">
                    {formatMoney(p.sale.price)}
                  </span>
                  <span className="block text-xs text-neutral-700">
                    {Math.round(p.sale.percent * 100)}% off{p.sale.isDailyDeal ? ', daily deal' : ''}
                  </span>
                </>
              ) : (
                <span className="text-xs text-neutral-700">
                  {p.saleEnabled ? 'No sale price' : 'Not on sale'}
                </span>
              )}
            </td>
            <td className="py-2 text-right">
              <button
                type="button"
                className="text-xs font-semibold text-red-700 underline hover:text-red-800"
                aria-label={`Remove ${p.sku} from the preview`}
                onClick={() => onRemove(p.sku)}
              >
                Remove
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
