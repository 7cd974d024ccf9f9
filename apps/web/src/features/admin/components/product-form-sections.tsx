import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import {
  COMPATIBILITY_CHART_TITLE,
  formatMoney,
  type AdminCollection,
  type AdminProduct,
} from '@shop/domain';
import type {
  ProductField,
  ProductFieldErrors,
  ProductFormValues,
  ProductKind,
} from '../lib/product-form-values';
import { secondaryButtonCls, textLinkCls } from './admin-ui';
import {
  CheckboxField,
  FieldGroup,
  FormSection,
  InputField,
  SelectField,
  TextAreaField,
} from './product-fields';
import { ProductStockBadge } from './products-table';

export type SectionProps = {
  values: ProductFormValues;
  set: <K extends ProductField>(field: K, value: ProductFormValues[K]) => void;
  errors: ProductFieldErrors;
  /** The stored product; null while creating one. */
  product: AdminProduct | null;
};

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

const smallButtonCls =
  'inline-flex h-9 items-center justify-center rounded-lg border border-neutral-300 bg-white px-3 text-sm font-semibold text-neutral-800 transition hover:bg-neutral-100 disabled:opacity-50';
const removeButtonCls =
  'inline-flex h-9 items-center justify-center rounded-lg border border-red-300 bg-white px-3 text-sm font-semibold text-red-700 transition hover:bg-red-50';

const productPath = (sku: string) => `/admin/products/${encodeURIComponent(sku)}`;

// --------------------------------------------------------------------------------------------------- Basics

export function BasicsSection({ values, set, errors, product }: SectionProps) {
  const id = useId();
  return (
    <FormSection id="basics" title="Basics">
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          label="Name"
          name="name"
          value={values.name}
          onChange={(e) => set('name', e.target.value)}
          maxLength={300}
          error={errors.name}
          className="sm:col-span-2"
        />
        <InputField
          label="Name on the site's cards"
          name="site_name"
          optional={!product}
          value={values.site_name}
          onChange={(e) => set('site_name', e.target.value)}
          maxLength={300}
          error={errors.site_name}
          hint={product ? undefined : 'Empty: the name.'}
          className="sm:col-span-2"
        />
        <InputField
          label="SKU"
          name="sku"
          value={values.sku}
          onChange={(e) => set('sku', e.target.value)}
          readOnly={product !== null}
          maxLength={64}
          autoComplete="off"
          spellCheck={false}
          error={errors.sku}
          hint={
            product
              ? 'The product’s identity (orders, reviews and stock feeds name it): it cannot be changed.'
              : 'Letters, digits and . _ - /; it cannot be changed later.'
          }
          inputClassName="font-mono"
        />
        <InputField
          label="UPC"
          name="upc"
          optional
          value={values.upc}
          onChange={(e) => set('upc', e.target.value)}
          maxLength={64}
          autoComplete="off"
          error={errors.upc}
        />
        <InputField
          label="Handle (page address)"
          name="slug"
          value={values.slug}
          onChange={(e) => set('slug', e.target.value)}
          maxLength={200}
          autoComplete="off"
          spellCheck={false}
          error={errors.slug}
          hint={`/products/${values.slug.trim() || '…'} · lowercase letters, digits and single dashes`}
        />
        <InputField
          label="Site handle"
          name="site_handle"
          optional={!product}
          value={values.site_handle}
          onChange={(e) => set('site_handle', e.target.value)}
          maxLength={200}
          autoComplete="off"
          spellCheck={false}
          error={errors.site_handle}
          hint={
            product
              ? 'The other handle the shop finds it by.'
              : 'The other handle the shop finds it by; empty: the handle.'
          }
        />
        <InputField
          label="Vendor"
          name="vendor"
          value={values.vendor}
          onChange={(e) => set('vendor', e.target.value)}
          maxLength={100}
          error={errors.vendor}
        />
        <InputField
          label="Category"
          name="category"
          optional
          list={`${id}-categories`}
          value={values.category}
          onChange={(e) => set('category', e.target.value)}
          maxLength={120}
          autoComplete="off"
          spellCheck={false}
          error={errors.category}
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

// --------------------------------------------------------------------------------------------------- Prices

export function PricesSection({ values, set, errors }: SectionProps) {
  const money = {
    prefix: '$',
    inputMode: 'decimal' as const,
    autoComplete: 'off',
    placeholder: '0.00',
  };
  return (
    <FormSection
      id="prices"
      title="Prices"
      description="In dollars, such as 199.99. The storefront computes sale and dealer prices from these."
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <InputField
          label="Price"
          name="price"
          {...money}
          value={values.price}
          onChange={(e) => set('price', e.target.value)}
          error={errors.price}
          hint="What a shopper pays."
        />
        <InputField
          label="MAP"
          name="price_map"
          {...money}
          value={values.price_map}
          onChange={(e) => set('price_map', e.target.value)}
          error={errors.price_map}
          hint="Minimum advertised price."
        />
        <InputField
          label="MSRP"
          name="price_msrp"
          {...money}
          value={values.price_msrp}
          onChange={(e) => set('price_msrp', e.target.value)}
          error={errors.price_msrp}
          hint="The list price, shown struck through."
        />
        <InputField
          label="Dealer price"
          name="price_dealer"
          optional
          {...money}
          placeholder=""
          value={values.price_dealer}
          onChange={(e) => set('price_dealer', e.target.value)}
          error={errors.price_dealer}
          hint="Empty: dealers pay MAP less 20%."
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <CheckboxField
          label="Sale enabled"
          name="sale_enabled"
          checked={values.sale_enabled}
          onChange={(e) => set('sale_enabled', e.target.checked)}
          error={errors.sale_enabled}
          hint="The active sale’s discount applies to it."
        />
        <CheckboxField
          label="Daily deal"
          name="is_daily_deal"
          checked={values.is_daily_deal}
          onChange={(e) => set('is_daily_deal', e.target.checked)}
          error={errors.is_daily_deal}
          hint="Priced with the sale’s daily-deal percentage."
        />
      </div>
    </FormSection>
  );
}

// --------------------------------------------------------------------------------------------- Availability

function StockShown({ product }: { product: AdminProduct }) {
  const { stock } = product;
  return (
    <div className="rounded-lg border border-neutral-200 bg-neutral-50 p-3">
      <h3 className="text-sm font-bold text-neutral-900">Stock</h3>
      <dl className="mt-2 grid grid-cols-3 gap-2 text-sm sm:max-w-md">
        {(
          [
            ['TPA (Tampa)', stock.tpa],
            ['LV (Las Vegas)', stock.lv],
            ['In all', stock.total],
          ] as const
        ).map(([label, value]) => (
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

export function AvailabilitySection({ values, set, errors, product }: SectionProps) {
  return (
    <FormSection id="availability" title="Availability">
      <div className="grid gap-3 sm:grid-cols-3">
        <CheckboxField
          label="Enabled on the site"
          name="enabled_on_site"
          checked={values.enabled_on_site}
          onChange={(e) => set('enabled_on_site', e.target.checked)}
          error={errors.enabled_on_site}
          hint="Off: hidden from shoppers."
        />
        <CheckboxField
          label="Discontinued"
          name="discontinued"
          checked={values.discontinued}
          onChange={(e) => set('discontinued', e.target.checked)}
          error={errors.discontinued}
        />
        <CheckboxField
          label="Block back-orders"
          name="block_backorder"
          checked={values.block_backorder}
          onChange={(e) => set('block_backorder', e.target.checked)}
          error={errors.block_backorder}
          hint="Cannot be ordered while out of stock."
        />
      </div>
      <div className="rounded-lg border border-neutral-200 p-3">
        <CheckboxField
          label="Pre-order info"
          name="preorder"
          checked={values.preorder}
          onChange={(e) => set('preorder', e.target.checked)}
          error={errors.preorder}
          hint="Out of stock, it may be pre-ordered when eligible and enabled (and back-orders are not blocked)."
        />
        {values.preorder && (
          <div className="mt-3 grid gap-3 sm:grid-cols-2">
            <CheckboxField
              label="Eligible for pre-order"
              name="preorder_eligible"
              checked={values.preorder_eligible}
              onChange={(e) => set('preorder_eligible', e.target.checked)}
              error={errors.preorder_eligible}
            />
            <CheckboxField
              label="Pre-order enabled"
              name="preorder_enabled"
              checked={values.preorder_enabled}
              onChange={(e) => set('preorder_enabled', e.target.checked)}
              error={errors.preorder_enabled}
            />
            <InputField
              label="Date shown to shoppers"
              name="preorder_eta"
              type="date"
              optional
              value={values.preorder_eta}
              onChange={(e) => set('preorder_eta', e.target.value)}
              error={errors.preorder_eta}
              hint="Instead of the stock ETA."
            />
            <InputField
              label="Expected in stock"
              name="preorder_in_stock_eta"
              type="date"
              optional
              value={values.preorder_in_stock_eta}
              onChange={(e) => set('preorder_in_stock_eta', e.target.value)}
              error={errors.preorder_in_stock_eta}
            />
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
          <InputField
            label="Stock in Tampa (TPA)"
            name="stock_tpa"
            optional
            inputMode="numeric"
            autoComplete="off"
            value={values.stock_tpa}
            onChange={(e) => set('stock_tpa', e.target.value)}
            error={errors.stock_tpa}
            hint="Units to start with; later, the Stock screen sets them."
          />
          <InputField
            label="Stock in Las Vegas (LV)"
            name="stock_lv"
            optional
            inputMode="numeric"
            autoComplete="off"
            value={values.stock_lv}
            onChange={(e) => set('stock_lv', e.target.value)}
            error={errors.stock_lv}
          />
        </div>
      )}
    </FormSection>
  );
}

// -------------------------------------------------------------------------------------------------- Content

function PropertiesEditor({ values, set, errors }: SectionProps) {
  const add = useRef<HTMLButtonElement>(null);
  const rows = values.properties;
  const update = (i: number, patch: Partial<(typeof rows)[number]>) =>
    set(
      'properties',
      rows.map((r, j) => (j === i ? { ...r, ...patch } : r)),
    );
  return (
    <FieldGroup
      legend="Properties"
      error={errors.properties}
      hint="Shown in the product’s specifications. An enclosure’s Make, Model (models joined by |), Start Year, End Year and Subwoofer Size give its vehicle fitment."
    >
      {rows.length > 0 && (
        <ul className="grid gap-2">
          {rows.map((row, i) => (
            <li key={i} className="grid gap-2 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)_auto] sm:items-end">
              <InputField
                label={`Property ${i + 1}: key`}
                value={row.key}
                onChange={(e) => update(i, { key: e.target.value })}
                maxLength={100}
              />
              <InputField
                label={`Property ${i + 1}: value`}
                value={row.value}
                onChange={(e) => update(i, { value: e.target.value })}
                maxLength={2000}
              />
              <button
                type="button"
                className={removeButtonCls}
                aria-label={`Remove property ${i + 1}${row.key ? ` (${row.key})` : ''}`}
                onClick={() => {
                  set(
                    'properties',
                    rows.filter((_, j) => j !== i),
                  );
                  add.current?.focus();
                }}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      <button
        ref={add}
        type="button"
        className={`${smallButtonCls} mt-2`}
        onClick={() => set('properties', [...rows, { key: '', value: '' }])}
      >
        Add a property
      </button>
    </FieldGroup>
  );
}

function TabsEditor({ values, set, errors }: SectionProps) {
  const add = useRef<HTMLButtonElement>(null);
  const tabs = values.tabs;
  const hasChart = tabs[0]?.title.trim() === COMPATIBILITY_CHART_TITLE;
  const update = (i: number, patch: Partial<(typeof tabs)[number]>) =>
    set(
      'tabs',
      tabs.map((t, j) => (j === i ? { ...t, ...patch } : t)),
    );
  const move = (i: number, by: -1 | 1) => {
    const next = [...tabs];
    [next[i], next[i + by]] = [next[i + by]!, next[i]!];
    set('tabs', next);
  };
  return (
    <FieldGroup
      legend="Tabs and compatibility chart"
      error={errors.tabs}
      hint={`The product page’s tabs, in order. A first tab titled “${COMPATIBILITY_CHART_TITLE}” is the chart the cart checks subwoofers against.`}
    >
      {tabs.length > 0 && (
        <ol className="grid gap-3">
          {tabs.map((tab, i) => (
            <li key={i} className="grid gap-3 rounded-lg border border-neutral-200 p-3">
              <InputField
                label={`Tab ${i + 1}: title`}
                value={tab.title}
                onChange={(e) => update(i, { title: e.target.value })}
                maxLength={200}
              />
              <TextAreaField
                label={`Tab ${i + 1}: text`}
                optional
                rows={3}
                value={tab.text}
                onChange={(e) => update(i, { text: e.target.value })}
                maxLength={20_000}
              />
              <TextAreaField
                label={`Tab ${i + 1}: table`}
                optional
                rows={4}
                value={tab.table}
                onChange={(e) => update(i, { table: e.target.value })}
                hint="The first line names the columns; then one row a line, cells split by | (e.g. EVL-12 | ✓)."
                inputClassName="font-mono"
                spellCheck={false}
              />
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  className={smallButtonCls}
                  disabled={i === 0}
                  aria-label={`Move tab ${i + 1} up`}
                  onClick={() => move(i, -1)}
                >
                  Move up
                </button>
                <button
                  type="button"
                  className={smallButtonCls}
                  disabled={i === tabs.length - 1}
                  aria-label={`Move tab ${i + 1} down`}
                  onClick={() => move(i, 1)}
                >
                  Move down
                </button>
                <button
                  type="button"
                  className={removeButtonCls}
                  aria-label={`Remove tab ${i + 1}${tab.title ? ` (${tab.title})` : ''}`}
                  onClick={() => {
                    set(
                      'tabs',
                      tabs.filter((_, j) => j !== i),
                    );
                    add.current?.focus();
                  }}
                >
                  Remove tab
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <div className="mt-2 flex flex-wrap gap-2">
        <button
          ref={add}
          type="button"
          className={smallButtonCls}
          onClick={() => set('tabs', [...tabs, { title: '', text: '', table: '' }])}
        >
          Add a tab
        </button>
        {!hasChart && (
          <button
            type="button"
            className={smallButtonCls}
            onClick={() =>
              set('tabs', [
                { title: COMPATIBILITY_CHART_TITLE, text: '', table: 'Subwoofer | Compatible\n' },
                ...tabs,
              ])
            }
          >
            Add a compatibility chart
          </button>
        )}
      </div>
    </FieldGroup>
  );
}

export function ContentSection(props: SectionProps) {
  const { values, set, errors } = props;
  return (
    <FormSection id="content" title="Content">
      <TextAreaField
        label="Description"
        name="description"
        optional
        rows={8}
        maxLength={50_000}
        value={values.description}
        onChange={(e) => set('description', e.target.value)}
        error={errors.description}
        hint="HTML, as the product page shows it."
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          label="SEO title"
          name="seo_title"
          optional
          maxLength={150}
          value={values.seo_title}
          onChange={(e) => set('seo_title', e.target.value)}
          error={errors.seo_title}
          hint={`The page title search engines show; ${values.seo_title.length} of 150 characters.`}
        />
        <InputField
          label="Google product line"
          name="google_product_line"
          optional
          maxLength={200}
          value={values.google_product_line}
          onChange={(e) => set('google_product_line', e.target.value)}
          error={errors.google_product_line}
        />
      </div>
      <TextAreaField
        label="SEO description"
        name="seo_description"
        optional
        rows={3}
        maxLength={320}
        counter
        value={values.seo_description}
        onChange={(e) => set('seo_description', e.target.value)}
        error={errors.seo_description}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          label="Weight"
          name="weight"
          optional
          inputMode="decimal"
          autoComplete="off"
          value={values.weight}
          onChange={(e) => set('weight', e.target.value)}
          error={errors.weight}
        />
        <InputField
          label="Subwoofer holes"
          name="total_subwoofer_holes"
          optional
          inputMode="numeric"
          autoComplete="off"
          value={values.total_subwoofer_holes}
          onChange={(e) => set('total_subwoofer_holes', e.target.value)}
          error={errors.total_subwoofer_holes}
          hint="An enclosure’s."
        />
      </div>
      <TextAreaField
        label="Compatibility notes"
        name="compatibility_notes"
        optional
        rows={2}
        maxLength={5000}
        value={values.compatibility_notes}
        onChange={(e) => set('compatibility_notes', e.target.value)}
        error={errors.compatibility_notes}
        hint="Shown with an enclosure’s vehicle fitment."
      />
      <PropertiesEditor {...props} />
      <TabsEditor {...props} />
    </FormSection>
  );
}

// ---------------------------------------------------------------------------------------------- Collections

export function CollectionsSection({
  values,
  set,
  errors,
  collections,
}: SectionProps & { collections: readonly AdminCollection[] | undefined }) {
  const [find, setFind] = useState('');
  if (values.kind === 'variant')
    return (
      <FormSection id="collections" title="Collections">
        <p className="text-sm text-neutral-700">
          A variant is listed through its parent: put the parent in collections.
        </p>
      </FormSection>
    );
  const chosen = new Set(values.collections);
  const needle = find.trim().toLowerCase();
  const shown = (collections ?? []).filter(
    (c) => !needle || c.title.toLowerCase().includes(needle) || c.full_handle.toLowerCase().includes(needle),
  );
  const titleOf = (handle: string) => collections?.find((c) => c.full_handle === handle)?.title ?? handle;
  const toggle = (handle: string, on: boolean) => {
    const next = on ? [...values.collections, handle] : values.collections.filter((h) => h !== handle);
    set('collections', next);
    if (!on && values.primary_collection === handle) set('primary_collection', next[0] ?? '');
    if (on && values.primary_collection === '') set('primary_collection', handle);
  };
  return (
    <FormSection
      id="collections"
      title="Collections"
      description="The collection pages that list it; the main one is its page’s breadcrumb."
    >
      <FieldGroup legend="Listed in" error={errors.collections}>
        {collections === undefined ? (
          <p className="text-sm text-neutral-600">Loading the collections…</p>
        ) : (
          <>
            <InputField
              label="Find a collection"
              type="search"
              value={find}
              onChange={(e) => setFind(e.target.value)}
              autoComplete="off"
              className="mb-2 sm:max-w-sm"
            />
            <ul className="grid max-h-72 gap-1 overflow-y-auto rounded-lg border border-neutral-200 p-2 sm:grid-cols-2">
              {shown.map((c) => (
                <li key={c.id}>
                  <label className="flex cursor-pointer items-start gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-neutral-50">
                    <input
                      type="checkbox"
                      checked={chosen.has(c.full_handle)}
                      onChange={(e) => toggle(c.full_handle, e.target.checked)}
                      className="mt-0.5 h-4 w-4 shrink-0 accent-red-600"
                    />
                    <span className="min-w-0">
                      <span className="block font-semibold text-neutral-900">{c.title}</span>
                      <span className="block truncate font-mono text-xs text-neutral-600">
                        {c.full_handle}
                      </span>
                    </span>
                  </label>
                </li>
              ))}
              {shown.length === 0 && (
                <li className="px-2 py-1.5 text-sm text-neutral-600">No collection matches.</li>
              )}
            </ul>
          </>
        )}
      </FieldGroup>
      <SelectField
        label="Main collection"
        name="primary_collection"
        value={values.primary_collection}
        onChange={(e) => set('primary_collection', e.target.value)}
        error={errors.primary_collection}
        className="sm:max-w-md"
      >
        <option value="">None</option>
        {values.collections.map((h) => (
          <option key={h} value={h}>
            {titleOf(h)}
          </option>
        ))}
      </SelectField>
    </FormSection>
  );
}

// ------------------------------------------------------------------------------------------------- Variants

function OptionFields({ values, set, errors }: SectionProps) {
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
              value={values[name]}
              onChange={(e) => set(name, e.target.value)}
              error={errors[name]}
              hint={n === 'one' ? 'Such as Impedance or Size.' : undefined}
            />
            <InputField
              label={`${label}: value`}
              optional
              maxLength={100}
              value={values[value]}
              onChange={(e) => set(value, e.target.value)}
              error={errors[value]}
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
          <tr>
            <th scope="col" className="px-3 py-2">
              Variant
            </th>
            <th scope="col" className="px-3 py-2 sm:text-right">
              Price
            </th>
            <th scope="col" className="px-3 py-2">
              Stock
            </th>
            <th scope="col" className="px-3 py-2">
              Shown
            </th>
          </tr>
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
  const { values, set, errors, product, dirty } = props;
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
            name="variant_parent_sku"
            value={values.variant_parent_sku}
            onChange={(e) => set('variant_parent_sku', e.target.value)}
            maxLength={64}
            autoComplete="off"
            spellCheck={false}
            error={errors.variant_parent_sku}
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

// -------------------------------------------------------------------------------------------------- Bundles

export function BundlesSection({ values, set, errors }: SectionProps) {
  const add = useRef<HTMLButtonElement>(null);
  const items = values.bundle_items;
  const update = (i: number, patch: Partial<(typeof items)[number]>) =>
    set(
      'bundle_items',
      items.map((r, j) => (j === i ? { ...r, ...patch } : r)),
    );
  return (
    <FormSection id="bundles" title="Bundle and related products">
      {values.kind === 'bundle' ? (
        <FieldGroup
          legend="In the bundle"
          error={errors.bundle_items}
          hint="Single products or variants, each with how many come in the bundle."
        >
          {items.length > 0 && (
            <ul className="grid gap-2">
              {items.map((item, i) => (
                <li
                  key={i}
                  className="grid gap-2 sm:grid-cols-[minmax(0,3fr)_minmax(0,1fr)_auto] sm:items-end"
                >
                  <InputField
                    label={`Item ${i + 1}: SKU`}
                    value={item.sku}
                    onChange={(e) => update(i, { sku: e.target.value })}
                    maxLength={64}
                    autoComplete="off"
                    spellCheck={false}
                    inputClassName="font-mono"
                  />
                  <InputField
                    label={`Item ${i + 1}: quantity`}
                    value={item.quantity}
                    onChange={(e) => update(i, { quantity: e.target.value })}
                    inputMode="numeric"
                    autoComplete="off"
                  />
                  <button
                    type="button"
                    className={removeButtonCls}
                    aria-label={`Remove item ${i + 1}${item.sku ? ` (${item.sku})` : ''}`}
                    onClick={() => {
                      set(
                        'bundle_items',
                        items.filter((_, j) => j !== i),
                      );
                      add.current?.focus();
                    }}
                  >
                    Remove
                  </button>
                </li>
              ))}
            </ul>
          )}
          <button
            ref={add}
            type="button"
            className={`${smallButtonCls} mt-2`}
            onClick={() => set('bundle_items', [...items, { sku: '', quantity: '1' }])}
          >
            Add an item
          </button>
        </FieldGroup>
      ) : (
        <p className="text-sm text-neutral-700">
          Only a bundle holds other products: choose the type “Bundle” in Basics to make one.
        </p>
      )}
      <TextAreaField
        label="Frequently bought together"
        name="frequently_bought_together"
        optional
        rows={2}
        value={values.frequently_bought_together}
        onChange={(e) => set('frequently_bought_together', e.target.value)}
        error={errors.frequently_bought_together}
        hint="SKUs, split by commas: offered beside it on its page."
        inputClassName="font-mono"
        spellCheck={false}
      />
    </FormSection>
  );
}
