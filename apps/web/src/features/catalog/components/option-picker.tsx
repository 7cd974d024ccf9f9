import { useId } from 'react';
import type { ProductOption } from '@shop/domain';

export type OptionPickerProps = {
  option: ProductOption;
  value: string | null;
  onChange: (value: string) => void;
};

/** One option's values as toggle buttons (aria-pressed), labelled by the option name. */
export function OptionPicker({ option, value, onChange }: OptionPickerProps) {
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId}>
      <p id={labelId} className="mb-2 text-sm font-bold uppercase tracking-wide text-neutral-900">
        {option.name}
        {value ? (
          <span className="ml-2 font-medium normal-case tracking-normal text-neutral-600">{value}</span>
        ) : null}
      </p>
      <div className="flex flex-wrap gap-2">
        {option.values.map((v) => {
          const pressed = v === value;
          return (
            <button
              key={v}
              type="button"
              aria-pressed={pressed}
              onClick={() => onChange(v)}
              className={`min-h-11 rounded-lg border-2 px-4 text-sm font-semibold transition ${
                pressed
                  ? 'border-red-600 bg-red-50 text-red-700'
                  : 'border-neutral-200 bg-white text-neutral-800 hover:border-neutral-900'
              }`}
            >
              {v}
            </button>
          );
        })}
      </div>
    </div>
  );
}
