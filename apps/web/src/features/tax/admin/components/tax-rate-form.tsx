import { useId, useState, type FormEvent } from 'react';
import {
  MAX_RATE_PPM,
  percentToPpm,
  ppmToPercent,
  US_STATES,
  type TaxRate,
  type UsStateCode,
} from '@shop/domain';
import { TextField, type FieldError } from '../../../../components/ui/text-field';
import { Check } from '../../../admin/components/admin-form-parts';
import {
  adminErrorMessage,
  Notice,
  primaryButtonCls,
  secondaryButtonCls,
} from '../../../admin/components/admin-ui';
import { usePutTaxRate } from '../api/tax-rates';

const labelCls = 'mb-1 block text-sm font-semibold text-neutral-800';
const selectCls =
  'h-11 w-full rounded-lg border border-neutral-300 bg-white px-3 text-base text-neutral-900 shadow-sm focus:border-red-600 focus:outline-none focus:ring-2 focus:ring-red-600/20';
const PERCENT_MESSAGE = 'A percent such as 6 or 7.0125 (at most 4 decimals)';

type Errors = { state?: FieldError; local?: FieldError };

/**
 * A state's rate: new (any state the shop has none for) or the one being edited. Rates are typed as percents
 * and sent as exact parts per million (the domain's percentToPpm), so 7.0125% is kept as typed.
 */
export function TaxRateForm({
  editing,
  taken,
  onDone,
}: {
  editing: TaxRate | null;
  taken: ReadonlySet<string>;
  onDone: (message: string) => void;
}) {
  const id = useId();
  const put = usePutTaxRate();
  const [state, setState] = useState<UsStateCode | ''>(editing?.state_code ?? '');
  const [stateRate, setStateRate] = useState(editing ? ppmToPercent(editing.state_rate_ppm) : '');
  const [localRate, setLocalRate] = useState(editing ? ppmToPercent(editing.local_rate_ppm) : '0');
  const [shippingTaxed, setShippingTaxed] = useState(editing?.shipping_taxed ?? false);
  const [errors, setErrors] = useState<Errors>({});

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const statePpm = percentToPpm(stateRate);
    const localPpm = percentToPpm(localRate === '' ? '0' : localRate);
    const next: Errors = {};
    if (statePpm === null) next.state = { type: 'pattern', message: PERCENT_MESSAGE };
    if (localPpm === null) next.local = { type: 'pattern', message: PERCENT_MESSAGE };
    else if (statePpm !== null && statePpm + localPpm > MAX_RATE_PPM)
      next.local = { type: 'max', message: 'The state and local rates together are at most 20%' };
    setErrors(next);
    if (!state || statePpm === null || localPpm === null || next.local) return;
    put.mutate(
      {
        state,
        body: { state_rate_ppm: statePpm, local_rate_ppm: localPpm, shipping_taxed: shippingTaxed },
      },
      {
        onSuccess: () =>
          onDone(
            `Saved: ${US_STATES.find(([c]) => c === state)?.[1] ?? state} collects ${ppmToPercent(statePpm + localPpm)}%.`,
          ),
      },
    );
  };

  const choices = US_STATES.filter(([code]) => code === editing?.state_code || !taken.has(code));
  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label={editing ? 'Edit rate' : 'New rate'}>
      <div className="grid gap-4 sm:grid-cols-3">
        <div>
          <label htmlFor={`${id}-state`} className={labelCls}>
            State
          </label>
          <select
            id={`${id}-state`}
            name="state"
            required
            disabled={editing !== null}
            value={state}
            onChange={(e) => setState(e.target.value as UsStateCode)}
            className={selectCls}
          >
            <option value="">Choose a state</option>
            {choices.map(([code, name]) => (
              <option key={code} value={code}>
                {name} ({code})
              </option>
            ))}
          </select>
        </div>
        <TextField
          label="State rate (%)"
          name="state_rate"
          inputMode="decimal"
          autoComplete="off"
          value={stateRate}
          onChange={(e) => setStateRate(e.target.value)}
          error={errors.state ?? null}
        />
        <TextField
          label="Average local rate (%)"
          name="local_rate"
          inputMode="decimal"
          autoComplete="off"
          optional
          value={localRate}
          onChange={(e) => setLocalRate(e.target.value)}
          error={errors.local ?? null}
          hint="Counties and cities: their average, added to the state's rate."
        />
      </div>
      <Check label="Shipping is taxed in this state" checked={shippingTaxed} onChange={setShippingTaxed} />
      {put.isError && (
        <Notice tone="error" role="alert">
          {adminErrorMessage(put.error, 'The rate was not saved.')}
        </Notice>
      )}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={primaryButtonCls} disabled={put.isPending || !state}>
          {put.isPending ? 'Saving…' : editing ? 'Save rate' : 'Add rate'}
        </button>
        {editing && (
          <button type="button" className={secondaryButtonCls} onClick={() => onDone('')}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
