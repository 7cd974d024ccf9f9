import { useState, type FormEvent } from 'react';
import { WAREHOUSE_NAME_MAX, orderedWarehouses, type Warehouse } from '@shop/domain';
import { TextField, type FieldError } from '../../../../components/ui/text-field';
import { useFocusFirstInvalid } from '../../../../lib/field-errors';
import { CheckboxField } from '../../../admin/components/product-fields';
import {
  LoadError,
  Notice,
  adminErrorMessage,
  primaryButtonCls,
  secondaryButtonCls,
} from '../../../admin/components/admin-ui';
import { useAdminWarehouses, usePutWarehouses } from '../api/warehouses';

type Row = Pick<Warehouse, 'code' | 'name' | 'active'>;

const moveCls = `${secondaryButtonCls} h-9 px-3`;

/** The rows' refusals before sending: a name each, at most 40 characters; one warehouse at least stays active. */
function checked(rows: readonly Row[]): { names: Record<string, FieldError>; none: boolean } {
  const names: Record<string, FieldError> = {};
  for (const r of rows) {
    const name = r.name.trim();
    if (name === '') names[r.code] = { type: 'required', message: 'Give the warehouse a name' };
    else if (name.length > WAREHOUSE_NAME_MAX)
      names[r.code] = { type: 'maxLength', message: `At most ${WAREHOUSE_NAME_MAX} characters` };
  }
  return { names, none: !rows.some((r) => r.active) };
}

const rowsOf = (list: readonly Warehouse[]): Row[] =>
  orderedWarehouses(list).map(({ code, name, active }) => ({ code, name, active }));

function WarehousesEditor({ warehouses }: { warehouses: readonly Warehouse[] }) {
  const put = usePutWarehouses();
  const [rows, setRows] = useState<Row[]>(() => rowsOf(warehouses));
  const [errors, setErrors] = useState<ReturnType<typeof checked>>({ names: {}, none: false });
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();

  const update = (code: string, patch: Partial<Row>) =>
    setRows((list) => list.map((r) => (r.code === code ? { ...r, ...patch } : r)));
  const move = (at: number, by: -1 | 1) =>
    setRows((list) => {
      const next = [...list];
      const [row] = next.splice(at, 1);
      next.splice(at + by, 0, row!);
      return next;
    });

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const found = checked(rows);
    setErrors(found);
    setOutcome(null);
    if (Object.keys(found.names).length > 0 || found.none) {
      focusFirstInvalid();
      return;
    }
    try {
      const saved = await put.mutateAsync(rows.map((r) => ({ ...r, name: r.name.trim() })));
      setRows(rowsOf(saved.warehouses));
      setOutcome({ ok: true, text: 'Saved: the shop shows the warehouses in this order.' });
    } catch (err) {
      setOutcome({
        ok: false,
        text: adminErrorMessage(err, 'The warehouses could not be saved. Please try again.'),
      });
    }
  };

  return (
    <form
      ref={formRef}
      noValidate
      aria-label="Warehouses"
      onSubmit={(e) => void onSubmit(e)}
      className="grid max-w-3xl gap-4"
    >
      <ol className="grid gap-3">
        {rows.map((r, i) => (
          <li
            key={r.code}
            aria-label={`Warehouse ${r.code}`}
            className="grid items-start gap-3 rounded-lg border border-neutral-200 p-3 sm:grid-cols-[4rem_minmax(0,1fr)_auto_auto]"
          >
            <span className="pt-2 font-mono text-sm font-bold text-neutral-900">{r.code}</span>
            <TextField
              label={`Name of ${r.code}`}
              name={`name-${r.code}`}
              value={r.name}
              maxLength={WAREHOUSE_NAME_MAX + 20}
              autoComplete="off"
              error={errors.names[r.code] ?? null}
              onChange={(e) => update(r.code, { name: e.target.value })}
            />
            <CheckboxField
              className="pt-2"
              label={`${r.code} active`}
              hint="Shown to dealers; takes stock"
              checked={r.active}
              onChange={(e) => update(r.code, { active: e.target.checked })}
            />
            <span className="flex gap-2">
              <button type="button" className={moveCls} disabled={i === 0} onClick={() => move(i, -1)}>
                <span aria-hidden="true">↑</span>
                <span className="sr-only">Move {r.code} up</span>
              </button>
              <button
                type="button"
                className={moveCls}
                disabled={i === rows.length - 1}
                onClick={() => move(i, 1)}
              >
                <span aria-hidden="true">↓</span>
                <span className="sr-only">Move {r.code} down</span>
              </button>
            </span>
          </li>
        ))}
      </ol>
      {errors.none && (
        <Notice tone="error" role="alert">
          Keep at least one warehouse active.
        </Notice>
      )}
      {outcome && (
        <Notice tone={outcome.ok ? 'success' : 'error'} role={outcome.ok ? 'status' : 'alert'}>
          {outcome.text}
        </Notice>
      )}
      <div>
        <button type="submit" className={primaryButtonCls} disabled={put.isPending}>
          {put.isPending ? 'Saving…' : 'Save warehouses'}
        </button>
      </div>
    </form>
  );
}

/**
 * The warehouses (decision 083): each one's name, place in the order and state. A warehouse that holds units
 * stays active; its code is the key of its counts (the CSV's column, the API's field).
 */
export function WarehousesForm() {
  const query = useAdminWarehouses();
  if (query.isError)
    return <LoadError error={query.error} what="the warehouses" onRetry={() => void query.refetch()} />;
  if (!query.data) return <p className="text-sm text-neutral-600">Loading the warehouses…</p>;
  // Read once: a save's answer then sets the rows (the editor stays, with its message).
  return <WarehousesEditor warehouses={query.data.warehouses} />;
}
