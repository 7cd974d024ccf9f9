import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { warehouseLabel, warehouseStockKey, type StockLine, type Warehouse } from '@shop/domain';
import { TextField, type FieldError } from '../../../../components/ui/text-field';
import { ApiError } from '../../../../lib/api-client';
import { useFocusFirstInvalid } from '../../../../lib/field-errors';
import { useSetStock } from '../api/set-stock';
import { useWarehouses } from '../../api/get-warehouses';
import { Notice, adminErrorMessage, primaryButtonCls, textLinkCls } from '../../../admin/components/admin-ui';

const MAX_UNITS = 1_000_000;
const COUNT_MESSAGE = 'Enter a whole number from 0 to 1,000,000';

type Key = 'tpa' | 'lv';
type Field = 'sku' | Key;
type Saved = { sku: string; counts: { code: string; count: number | undefined }[]; changed: boolean };

/** A count as typed: undefined when empty (the warehouse keeps its count), NaN when not a whole number in range. */
function countOf(raw: string): number | undefined {
  const value = raw.trim();
  if (value === '') return undefined;
  const n = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  return n <= MAX_UNITS ? n : Number.NaN;
}

const historyPath = (sku: string) =>
  `/admin/audit?${new URLSearchParams({ entity: 'product', entity_id: sku }).toString()}`;

function savedText({ sku, counts, changed }: Saved): string {
  if (!changed) return `${sku} already had these counts: nothing changed.`;
  const given = counts.filter((c) => c.count !== undefined);
  const kept = counts.filter((c) => c.count === undefined);
  const codes = (list: typeof counts) => list.map((c) => c.code).join(' and ');
  const note = kept.length > 0 ? ` (${codes(given)} only; ${codes(kept)} kept)` : '';
  return `Saved: ${sku} now has ${given.map((c) => `${c.code} ${c.count}`).join(' and ')}${note}.`;
}

/** "a TPA count", "an LV count": the article as the code is read out, letter by letter. */
const countOfCode = (code: string) => `${/^[AEFHILMNORSX]/.test(code) ? 'an' : 'a'} ${code} count`;

/** What to give when every count is empty: "Give a TPA count, an LV count or both". */
function giveCountsMessage(warehouses: readonly Warehouse[]): string {
  const each = warehouses.map((w) => countOfCode(w.code));
  return each.length > 1
    ? `Give ${each.join(', ')} or ${each.length === 2 ? 'both' : 'several'}`
    : `Give ${each[0]}`;
}

/** One sku's counts in each active warehouse (decision 083); an empty count keeps that warehouse's. */
export function StockForm() {
  const setStock = useSetStock();
  const warehouses = useWarehouses();
  const [errors, setErrors] = useState<Partial<Record<Field, FieldError | null>>>({});
  const [saved, setSaved] = useState<Saved | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const sku = String(form.get('sku') ?? '').trim();
    const counts = warehouses.map((w) => {
      const key = warehouseStockKey(w.code);
      return { code: w.code, key, count: countOf(String(form.get(key) ?? '')) };
    });
    const next: Partial<Record<Field, FieldError | null>> = {
      sku: sku ? null : { type: 'required', message: 'Enter a SKU' },
    };
    for (const c of counts)
      next[c.key] = Number.isNaN(c.count) ? { type: 'pattern', message: COUNT_MESSAGE } : null;
    if (counts.every((c) => c.count === undefined) && counts[0])
      next[counts[0].key] = { type: 'required', message: giveCountsMessage(warehouses) };
    setErrors(next);
    setSaved(null);
    setFailure(null);
    if (Object.values(next).some(Boolean)) {
      focusFirstInvalid();
      return;
    }
    try {
      const line: StockLine = { sku };
      for (const c of counts) if (c.count !== undefined) line[c.key] = c.count;
      const result = await setStock.mutateAsync(line);
      setSaved({ sku, counts, changed: result.updated > 0 });
    } catch (err) {
      if (err instanceof ApiError && err.code === 'UNKNOWN_SKU') {
        setErrors({ sku: { type: 'server', message: `No product has the SKU ${sku}` } });
        focusFirstInvalid();
      } else setFailure(adminErrorMessage(err, 'The stock could not be saved. Please try again.'));
    }
  };

  return (
    <form
      ref={formRef}
      noValidate
      aria-label="Set one SKU's stock"
      onSubmit={(e) => void onSubmit(e)}
      className="grid gap-4"
    >
      <div className="grid max-w-3xl gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <TextField
          label="SKU"
          name="sku"
          className="sm:col-span-2 lg:col-span-1"
          autoComplete="off"
          spellCheck={false}
          maxLength={64}
          error={errors.sku}
        />
        {warehouses.map((w) => (
          <TextField
            key={w.code}
            label={warehouseLabel(w)}
            name={warehouseStockKey(w.code)}
            optional
            inputMode="numeric"
            autoComplete="off"
            hint="Empty keeps the count"
            error={errors[warehouseStockKey(w.code)]}
          />
        ))}
      </div>
      <div role="status" className="empty:hidden">
        {saved && (
          <Notice tone="success">
            {savedText(saved)}{' '}
            <Link to={historyPath(saved.sku)} className={textLinkCls}>
              See its history
            </Link>
          </Notice>
        )}
      </div>
      {failure && (
        <Notice tone="error" role="alert">
          {failure}
        </Notice>
      )}
      <div>
        <button type="submit" className={primaryButtonCls} disabled={setStock.isPending}>
          {setStock.isPending ? 'Saving…' : 'Save stock'}
        </button>
      </div>
    </form>
  );
}
