import { combinedRatePpm, fullDate, ppmToPercent, US_STATES, type AdminTaxRates } from '@shop/domain';
import { adminErrorMessage, ColumnHeads, secondaryButtonCls } from '../../../admin/components/admin-ui';
import { DeleteWithConfirm } from '../../../admin/components/delete-with-confirm';
import { useDeleteTaxRate } from '../api/tax-rates';

type Rate = AdminTaxRates['rates'][number];

const stateName = (code: string) => US_STATES.find(([c]) => c === code)?.[1] ?? code;

/** The states the shop collects in: their rates, whether shipping is taxed, Edit and Remove (asked first). */
export function TaxRatesTable({
  rates,
  onEdit,
  onRemoved,
}: {
  rates: readonly Rate[];
  onEdit: (rate: Rate) => void;
  onRemoved: (message: string) => void;
}) {
  const remove = useDeleteTaxRate();
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Sales tax rates by state</caption>
        <thead className="border-b border-neutral-200 text-xs uppercase tracking-wide text-neutral-600">
          <ColumnHeads
            columns={[
              ['State'],
              ['State rate', 'text-right hidden sm:table-cell'],
              ['Local rate', 'text-right hidden sm:table-cell'],
              ['Combined', 'text-right'],
              ['Shipping taxed', 'hidden lg:table-cell'],
              ['Changed', 'hidden xl:table-cell'],
              [<span className="sr-only">Actions</span>],
            ]}
          />
        </thead>
        <tbody>
          {rates.map((r) => (
            <tr key={r.state_code} className="border-b border-neutral-100 align-middle">
              <th scope="row" className="px-3 py-2 font-semibold text-neutral-900">
                {stateName(r.state_code)} ({r.state_code})
              </th>
              <td className="hidden px-3 py-2 text-right tabular-nums sm:table-cell">
                {ppmToPercent(r.state_rate_ppm)}%
              </td>
              <td className="hidden px-3 py-2 text-right tabular-nums sm:table-cell">
                {ppmToPercent(r.local_rate_ppm)}%
              </td>
              <td className="px-3 py-2 text-right font-bold tabular-nums">
                {ppmToPercent(combinedRatePpm(r))}%
              </td>
              <td className="hidden px-3 py-2 lg:table-cell">{r.shipping_taxed ? 'Yes' : 'No'}</td>
              <td className="hidden px-3 py-2 xl:table-cell">{fullDate(r.updated_at)}</td>
              <td className="px-3 py-2">
                <div className="flex flex-col items-stretch gap-2 whitespace-nowrap *:h-10 sm:flex-row sm:justify-end">
                  <button
                    type="button"
                    className={secondaryButtonCls}
                    aria-label={`Edit ${stateName(r.state_code)}`}
                    onClick={() => onEdit(r)}
                  >
                    Edit
                  </button>
                  <DeleteWithConfirm
                    label="Remove"
                    name={`Remove ${stateName(r.state_code)}`}
                    title={`Stop collecting tax in ${stateName(r.state_code)}?`}
                    pending={remove.isPending}
                    error={
                      remove.isError ? adminErrorMessage(remove.error, 'The rate was not removed.') : null
                    }
                    onOpen={() => remove.reset()}
                    onConfirm={() =>
                      remove.mutate(r.state_code, {
                        onSuccess: () =>
                          onRemoved(`Removed: no tax is collected in ${stateName(r.state_code)}.`),
                      })
                    }
                  >
                    Orders shipped to {stateName(r.state_code)} will be charged no sales tax.
                  </DeleteWithConfirm>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
