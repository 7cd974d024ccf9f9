import { COMPATIBILITY_CHART_TITLE } from '@shop/domain';
import { FieldGroup, InputField, TextAreaField } from '../../../admin/components/product-fields';
import { RemoveRowButton, RowsEditor, smallButtonCls, type SectionProps } from './product-section-kit';

/** The product's properties (key and value rows): its specifications, an enclosure's vehicle fitment. */
export function PropertiesEditor({ values, set, errors }: SectionProps) {
  return (
    <FieldGroup
      legend="Properties"
      error={errors.properties}
      hint="Shown in the product’s specifications. An enclosure’s Make, Model (models joined by |), Start Year, End Year and Subwoofer Size give its vehicle fitment."
    >
      <RowsEditor
        rows={values.properties}
        onRows={(rows) => set('properties', rows)}
        blank={{ key: '', value: '' }}
        addLabel="Add a property"
        listCls="grid gap-2"
        itemCls="grid gap-2 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)_auto] sm:items-end"
      >
        {(row, i, { update, remove }) => (
          <>
            <InputField
              label={`Property ${i + 1}: key`}
              value={row.key}
              onChange={(e) => update({ key: e.target.value })}
              maxLength={100}
            />
            <InputField
              label={`Property ${i + 1}: value`}
              value={row.value}
              onChange={(e) => update({ value: e.target.value })}
              maxLength={2000}
            />
            <RemoveRowButton
              label={`Remove property ${i + 1}${row.key ? ` (${row.key})` : ''}`}
              onClick={remove}
            />
          </>
        )}
      </RowsEditor>
    </FieldGroup>
  );
}

/** The product page's tabs, in order; a first tab with the chart's title is the compatibility chart. */
export function TabsEditor({ values, set, errors }: SectionProps) {
  const tabs = values.tabs;
  const hasChart = tabs[0]?.title.trim() === COMPATIBILITY_CHART_TITLE;
  return (
    <FieldGroup
      legend="Tabs and compatibility chart"
      error={errors.tabs}
      hint={`The product page’s tabs, in order. A first tab titled “${COMPATIBILITY_CHART_TITLE}” is the chart the cart checks subwoofers against.`}
    >
      <RowsEditor
        rows={tabs}
        onRows={(rows) => set('tabs', rows)}
        blank={{ title: '', text: '', table: '' }}
        addLabel="Add a tab"
        ordered
        listCls="grid gap-3"
        itemCls="grid gap-3 rounded-lg border border-neutral-200 p-3"
        extra={
          !hasChart && (
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
          )
        }
      >
        {(tab, i, { update, remove, move }) => (
          <>
            <InputField
              label={`Tab ${i + 1}: title`}
              value={tab.title}
              onChange={(e) => update({ title: e.target.value })}
              maxLength={200}
            />
            <TextAreaField
              label={`Tab ${i + 1}: text`}
              optional
              rows={3}
              value={tab.text}
              onChange={(e) => update({ text: e.target.value })}
              maxLength={20_000}
            />
            <TextAreaField
              label={`Tab ${i + 1}: table`}
              optional
              rows={4}
              value={tab.table}
              onChange={(e) => update({ table: e.target.value })}
              hint="The first line names the columns; then one row a line, cells split by | (e.g. EVL-12 | ✓)."
              inputClassName="font-mono"
              spellCheck={false}
            />
            <div className="flex flex-wrap gap-2">
              {(
                [
                  [-1, 'up', i === 0],
                  [1, 'down', i === tabs.length - 1],
                ] as const
              ).map(([by, way, disabled]) => (
                <button
                  key={way}
                  type="button"
                  className={smallButtonCls}
                  disabled={disabled}
                  aria-label={`Move tab ${i + 1} ${way}`}
                  onClick={() => move(by)}
                >
                  Move {way}
                </button>
              ))}
              <RemoveRowButton
                label={`Remove tab ${i + 1}${tab.title ? ` (${tab.title})` : ''}`}
                onClick={remove}
              >
                Remove tab
              </RemoveRowButton>
            </div>
          </>
        )}
      </RowsEditor>
    </FieldGroup>
  );
}

/** A bundle's items: SKUs, each with how many come in the bundle. */
export function BundleItemsEditor({ values, set, errors }: SectionProps) {
  return (
    <FieldGroup
      legend="In the bundle"
      error={errors.bundle_items}
      hint="Single products or variants, each with how many come in the bundle."
    >
      <RowsEditor
        rows={values.bundle_items}
        onRows={(rows) => set('bundle_items', rows)}
        blank={{ sku: '', quantity: '1' }}
        addLabel="Add an item"
        listCls="grid gap-2"
        itemCls="grid gap-2 sm:grid-cols-[minmax(0,3fr)_minmax(0,1fr)_auto] sm:items-end"
      >
        {(item, i, { update, remove }) => (
          <>
            <InputField
              label={`Item ${i + 1}: SKU`}
              value={item.sku}
              onChange={(e) => update({ sku: e.target.value })}
              maxLength={64}
              autoComplete="off"
              spellCheck={false}
              inputClassName="font-mono"
            />
            <InputField
              label={`Item ${i + 1}: quantity`}
              value={item.quantity}
              onChange={(e) => update({ quantity: e.target.value })}
              inputMode="numeric"
              autoComplete="off"
            />
            <RemoveRowButton
              label={`Remove item ${i + 1}${item.sku ? ` (${item.sku})` : ''}`}
              onClick={remove}
            />
          </>
        )}
      </RowsEditor>
    </FieldGroup>
  );
}
