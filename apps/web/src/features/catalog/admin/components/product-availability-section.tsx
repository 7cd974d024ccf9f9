import { Link } from 'react-router';
import { warehouseLabel, warehouseStockKey, type AdminProduct } from '@shop/domain';
import { useWarehouses } from '../../api/get-warehouses';
import { textLinkCls } from '../../../admin/components/admin-ui';
import { CheckboxField, FormSection, InputField } from '../../../admin/components/product-fields';
import { binders, type SectionProps } from './product-section-kit';
import { ProductStockBadge } from './products-table';

function StockShown({ product }: { product: AdminProduct }) {
  const { stock } = product;
  const warehouses = useWarehouses();
  return (
    <div className="rounded-lg border border-neutral-200 bg-neutral-50 p-3">
      <h3 className="text-sm font-bold text-neutral-900">Stock</h3>
      <dl className="mt-2 grid grid-cols-3 gap-2 text-sm sm:max-w-md">
        {[
          ...warehouses.map((w) => [warehouseLabel(w), stock[warehouseStockKey(w.code)]] as const),
          ['In all', stock.total] as const,
        ].map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs font-semibold text-neutral-600">{label}</dt>
            <dd className="text-lg font-bold tabular-nums text-neutral-950">
              {value.toLocaleString('en-US')}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-neutral-700">
        <ProductStockBadge state={stock.state} />
        {product.is_parent ? (
          <span>A parent holds no stock of its own: this is its enabled variants’ together.</span>
        ) : (
          <Link to="/admin/stock" className={textLinkCls}>
            Change it on the Stock screen
          </Link>
        )}
      </p>
    </div>
  );
}

const units = { optional: true, inputMode: 'numeric', autoComplete: 'off' } as const;

export function AvailabilitySection(props: SectionProps) {
  const { values, product } = props;
  const { text, check } = binders(props);
  const warehouses = useWarehouses();
  return (
    <FormSection id="availability" title="Availability">
      <div className="grid gap-3 sm:grid-cols-3">
        <CheckboxField
          label="Enabled on the site"
          {...check('enabled_on_site')}
          hint="Off: hidden from shoppers."
        />
        <CheckboxField label="Discontinued" {...check('discontinued')} />
        <CheckboxField
          label="Block back-orders"
          {...check('block_backorder')}
          hint="Cannot be ordered while out of stock."
        />
      </div>
      <div className="rounded-lg border border-neutral-200 p-3">
        <CheckboxField
          label="Pre-order info"
          {...check('preorder')}
          hint="Out of stock, it may be pre-ordered when eligible and enabled (and back-orders are not blocked)."
        />
        {values.preorder && (
          <div className="mt-3 grid gap-3 sm:grid-cols-2">
            <CheckboxField label="Eligible for pre-order" {...check('preorder_eligible')} />
            <CheckboxField label="Pre-order enabled" {...check('preorder_enabled')} />
            <InputField
              label="Date shown to shoppers"
              type="date"
              optional
              {...text('preorder_eta')}
              hint="Instead of the stock ETA."
            />
            <InputField label="Expected in stock" type="date" optional {...text('preorder_in_stock_eta')} />
          </div>
        )}
      </div>
      {product ? (
        <StockShown product={product} />
      ) : values.kind === 'parent' ? (
        <p className="text-sm text-neutral-700">
          A parent holds no stock of its own: its variants do. Add them once the parent is saved.
        </p>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          {warehouses.map((w, i) => (
            <InputField
              key={w.code}
              label={`Stock in ${w.name} (${w.code})`}
              {...units}
              {...text(`stock_${warehouseStockKey(w.code)}` as const)}
              {...(i === 0 ? { hint: 'Units to start with; later, the Stock screen sets them.' } : {})}
            />
          ))}
        </div>
      )}
    </FormSection>
  );
}
