import { useId } from 'react';
import type { ProductKind } from '../lib/product-form-values';
import { FieldGroup, FormSection, InputField } from '../../../admin/components/product-fields';
import { binders, type SectionProps } from './product-section-kit';

/** The kinds of product types a merchant knows (the spec's categories), offered as suggestions. */
const CATEGORIES = [
  'subwoofers',
  'loaded-subwoofer-enclosures',
  'empty-subwoofer-enclosures',
  'amplifiers',
  'speakers',
  'marine-audio',
  'wiring',
  'batteries',
  'professional-audio',
];

const KINDS: { kind: ProductKind; label: string; hint: string }[] = [
  { kind: 'normal', label: 'Single product', hint: 'One SKU, sold on its own page.' },
  {
    kind: 'parent',
    label: 'Variant family: the parent',
    hint: 'The page shoppers see; its variants are the SKUs they buy.',
  },
  { kind: 'variant', label: 'Variant of a family', hint: "Sold on its parent's page." },
  { kind: 'bundle', label: 'Bundle', hint: 'Several products sold together.' },
];

/** Fields that name a handle or code: no spelling check, no autofill. */
const code = { autoComplete: 'off', spellCheck: false } as const;

export function BasicsSection(props: SectionProps) {
  const { values, set, errors, product } = props;
  const id = useId();
  const { text } = binders(props);
  return (
    <FormSection id="basics" title="Basics">
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField label="Name" {...text('name')} maxLength={300} className="sm:col-span-2" />
        <InputField
          label="Name on the site's cards"
          optional={!product}
          {...text('site_name')}
          maxLength={300}
          hint={product ? undefined : 'Empty: the name.'}
          className="sm:col-span-2"
        />
        <InputField
          label="SKU"
          {...text('sku')}
          readOnly={product !== null}
          maxLength={64}
          {...code}
          hint={
            product
              ? 'The product’s identity (orders, reviews and stock feeds name it): it cannot be changed.'
              : 'Letters, digits and . _ - /; it cannot be changed later.'
          }
          inputClassName="font-mono"
        />
        <InputField label="UPC" optional {...text('upc')} maxLength={64} autoComplete="off" />
        <InputField
          label="Handle (page address)"
          {...text('slug')}
          maxLength={200}
          {...code}
          hint={`/products/${values.slug.trim() || '…'} · lowercase letters, digits and single dashes`}
        />
        <InputField
          label="Site handle"
          optional={!product}
          {...text('site_handle')}
          maxLength={200}
          {...code}
          hint={
            product
              ? 'The other handle the shop finds it by.'
              : 'The other handle the shop finds it by; empty: the handle.'
          }
        />
        <InputField label="Vendor" {...text('vendor')} maxLength={100} />
        <InputField
          label="Category"
          optional
          list={`${id}-categories`}
          {...text('category')}
          maxLength={120}
          {...code}
          hint="loaded-subwoofer-enclosures gives an enclosure its vehicle fitment."
        />
        <datalist id={`${id}-categories`}>
          {CATEGORIES.map((c) => (
            <option key={c} value={c} />
          ))}
        </datalist>
      </div>
      <FieldGroup legend="Type" error={errors.kind}>
        <div className="grid gap-2 sm:grid-cols-2">
          {KINDS.map((k) => (
            <label
              key={k.kind}
              className={`flex cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm ${
                values.kind === k.kind ? 'border-red-600 bg-red-50' : 'border-neutral-200 bg-white'
              }`}
            >
              <input
                type="radio"
                name="kind"
                value={k.kind}
                checked={values.kind === k.kind}
                onChange={() => set('kind', k.kind)}
                aria-invalid={errors.kind ? true : undefined}
                className="mt-0.5 h-4 w-4 shrink-0 accent-red-600"
              />
              <span>
                <span className="block font-semibold text-neutral-900">{k.label}</span>
                <span className="block text-neutral-700">{k.hint}</span>
              </span>
            </label>
          ))}
        </div>
      </FieldGroup>
    </FormSection>
  );
}
