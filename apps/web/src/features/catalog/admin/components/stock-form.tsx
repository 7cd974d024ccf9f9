import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { TextField, type FieldError } from '../../../../components/ui/text-field';
import { ApiError } from '../../../../lib/api-client';
import { useFocusFirstInvalid } from '../../../../lib/field-errors';
import { useSetStock } from '../api/set-stock';
import { Notice, adminErrorMessage, primaryButtonCls, textLinkCls } from '../../../admin/components/admin-ui';

const MAX_UNITS = 1_000_000;
const COUNT_MESSAGE = 'Enter a whole number from 0 to 1,000,000';

type Field = 'sku' | 'tpa' | 'lv';
type Saved = { sku: string; tpa?: number; lv?: number; changed: boolean };

/** A count as typed: undefined when empty (the warehouse keeps its count), NaN when not a whole number in range. */
function countOf(raw: string): number | undefined {
  const value = raw.trim();
  if (value === '') return undefined;
  const n = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  return n <= MAX_UNITS ? n : Number.NaN;
}

const historyPath = (sku: string) =>
  `/admin/audit?${new URLSearchParams({ entity: 'product', entity_id: sku }).toString()}`;

function savedText({ sku, tpa, lv, changed }: Saved): string {
  if (!changed) return `${sku} already had these counts: nothing changed.`;
  const counts = [tpa !== undefined && `TPA ${tpa}`, lv !== undefined && `LV ${lv}`].filter(Boolean);
  const kept = tpa === undefined ? ' (LV only; TPA kept)' : lv === undefined ? ' (TPA only; LV kept)' : '';
  return `Saved: ${sku} now has ${counts.join(' and ')}${kept}.`;
}

/** One sku's counts in the Tampa (TPA) and Las Vegas (LV) warehouses; an empty count keeps that warehouse's. */
export function StockForm() {
  const setStock = useSetStock();
  const [errors, setErrors] = useState<Partial<Record<Field, FieldError | null>>>({});
  const [saved, setSaved] = useState<Saved | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const sku = String(form.get('sku') ?? '').trim();
    const tpa = countOf(String(form.get('tpa') ?? ''));
    const lv = countOf(String(form.get('lv') ?? ''));
    const next: Partial<Record<Field, FieldError | null>> = {
      sku: sku ? null : { type: 'required', message: 'Enter a SKU' },
      tpa: Number.isNaN(tpa) ? { type: 'pattern', message: COUNT_MESSAGE } : null,
      lv: Number.isNaN(lv) ? { type: 'pattern', message: COUNT_MESSAGE } : null,
    };
    if (tpa === undefined && lv === undefined)
      next.tpa = { type: 'required', message: 'Give a TPA count, an LV count or both' };
    setErrors(next);
    setSaved(null);
    setFailure(null);
    if (Object.values(next).some(Boolean)) {
      focusFirstInvalid();
      return;
    }
    try {
      const result = await setStock.mutateAsync({
        sku,
        ...(tpa !== undefined ? { tpa } : {}),
        ...(lv !== undefined ? { lv } : {}),
      });
      setSaved({ sku, tpa, lv, changed: result.updated > 0 });
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
        <TextField
          label="TPA (Tampa)"
          name="tpa"
          optional
          inputMode="numeric"
          autoComplete="off"
          hint="Empty keeps the count"
          error={errors.tpa}
        />
        <TextField
          label="LV (Las Vegas)"
          name="lv"
          optional
          inputMode="numeric"
          autoComplete="off"
          hint="Empty keeps the count"
          error={errors.lv}
        />
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
