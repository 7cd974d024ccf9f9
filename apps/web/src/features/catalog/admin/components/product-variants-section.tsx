import { Link } from 'react-router';
import { formatMoney, type AdminProduct } from '@shop/domain';
import { ColumnHeads, secondaryButtonCls, textLinkCls } from '../../../admin/components/admin-ui';
import { FormSection, InputField } from '../../../admin/components/product-fields';
import { binders, productPath, type SectionProps } from './product-section-kit';
import { ProductStockBadge } from './products-table';

function OptionFields(props: SectionProps) {
  const { text } = binders(props);
  const rows = [
    ['one', 'Option 1'],
    ['two', 'Option 2'],
    ['three', 'Option 3'],
  ] as const;
  return (
    <div className="grid gap-3">
      {rows.map(([n, label]) => {
        const name = `variant_option_${n}_name` as const;
        const value = `variant_option_${n}_value` as const;
        return (
          <div key={n} className="grid gap-3 sm:grid-cols-2">
            <InputField
              label={`${label}: name`}
              optional
              maxLength={100}
              {...text(name)}
              hint={n === 'one' ? 'Such as Impedance or Size.' : undefined}
            />
            <InputField
              label={`${label}: value`}
              optional
              maxLength={100}
              {...text(value)}
              hint={n === 'one' ? 'This variant’s, such as Dual 4 Ohm.' : undefined}
            />
          </div>
        );
      })}
    </div>
  );
}

/** A variant's cell: a table cell from 640 px; on a phone, a labelled line of the variant's card. */
const variantCellCls =
  'px-3 py-2 max-sm:flex max-sm:gap-2 max-sm:py-0.5 max-sm:before:w-16 max-sm:before:shrink-0 max-sm:before:text-xs max-sm:before:font-semibold max-sm:before:uppercase max-sm:before:text-neutral-600 max-sm:before:content-[attr(data-label)]';

function VariantsTable({ product }: { product: AdminProduct }) {
  if (product.variants.length === 0) return <p className="text-sm text-neutral-700">No variants yet.</p>;
  return (
    <div className="rounded-lg border border-neutral-200">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Variants of {product.name}</caption>
        <thead className="bg-neutral-50 text-xs uppercase tracking-wide text-neutral-600 max-sm:sr-only">
          <ColumnHeads columns={[['Variant'], ['Price', 'sm:text-right'], ['Stock'], ['Shown']]} />
        </thead>
        <tbody>
          {product.variants.map((v) => (
            <tr
              key={v.sku}
              className="border-t border-neutral-100 max-sm:block max-sm:py-2 max-sm:first:border-t-0"
            >
              <td className="px-3 py-2 max-sm:block max-sm:pb-1">
                <Link
                  to={productPath(v.sku)}
                  className="font-semibold text-neutral-900 underline hover:text-red-700"
                >
                  {v.name}
                </Link>
                <span className="block font-mono text-xs text-neutral-600">{v.sku}</span>
              </td>
              <td data-label="Price" className={`${variantCellCls} tabular-nums sm:text-right`}>
                {formatMoney(v.price)}
              </td>
              <td data-label="Stock" className={variantCellCls}>
                <span className="flex flex-wrap items-center gap-2">
                  <ProductStockBadge state={v.stock.state} />
                  <span className="tabular-nums">{v.stock.total.toLocaleString('en-US')}</span>
                </span>
              </td>
              <td data-label="Shown" className={variantCellCls}>
                {v.enabled_on_site ? 'Yes' : 'Hidden'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function VariantsSection(props: SectionProps & { dirty: boolean }) {
  const { values, product, dirty } = props;
  const { text } = binders(props);
  const stored = product ? product.is_parent : false;
  return (
    <FormSection id="variants" title="Variants">
      {values.kind === 'parent' && (
        <>
          <p className="text-sm text-neutral-700">
            The parent is the page shoppers see; they choose among its variants, each a SKU with its own price
            and stock. Name the options its variants differ by.
          </p>
          <OptionFields {...props} />
          {product && stored ? (
            <>
              <h3 className="text-base font-bold text-neutral-950">
                Its variants ({product.variants.length.toLocaleString('en-US')})
              </h3>
              <VariantsTable product={product} />
              <div>
                <Link
                  to={`/admin/products/new?parent=${encodeURIComponent(product.sku)}`}
                  className={secondaryButtonCls}
                >
                  Add a variant
                </Link>
                {dirty && (
                  <p className="mt-1 text-xs text-neutral-600">
                    Save your changes first: leaving asks about them.
                  </p>
                )}
              </div>
            </>
          ) : (
            <p className="text-sm text-neutral-700">Save the parent first; then add its variants here.</p>
          )}
        </>
      )}
      {values.kind === 'variant' && (
        <>
          <InputField
            label="Parent SKU"
            {...text('variant_parent_sku')}
            maxLength={64}
            autoComplete="off"
            spellCheck={false}
            inputClassName="font-mono"
            className="sm:max-w-sm"
            hint={
              product?.variant_parent_sku ? (
                <Link to={productPath(product.variant_parent_sku)} className={textLinkCls}>
                  Open the parent, {product.variant_parent_sku}
                </Link>
              ) : (
                'The family’s parent (a product of type Variant family: the parent).'
              )
            }
          />
          <OptionFields {...props} />
        </>
      )}
      {(values.kind === 'normal' || values.kind === 'bundle') && (
        <p className="text-sm text-neutral-700">
          A single product or bundle has no variants. To sell this as several SKUs on one page, choose the
          type “Variant family: the parent” in Basics.
        </p>
      )}
    </FormSection>
  );
}
