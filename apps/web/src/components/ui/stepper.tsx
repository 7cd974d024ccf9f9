import { useState, type KeyboardEvent } from 'react';
import { QUANTITY_MAX, QUANTITY_MIN } from '@shop/domain';

/** The stepper's default maximum (variant 2). */
export const STEPPER_DEFAULT_MAX = 10;

const DIGITS = /^\d*$/;
const onlyDigits = (s: string) => s.replace(/\D/g, '');
const inRange = (n: number) => Number.isInteger(n) && n >= QUANTITY_MIN && n <= QUANTITY_MAX;

type CommonProps = {
  value: number;
  onChange: (value: number) => void;
  /** The input's accessible name. */
  label?: string;
  disabled?: boolean;
  size?: 'sm' | 'md';
  className?: string;
};

function Minus() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
      <path d="M4 9.25h12v1.5H4z" />
    </svg>
  );
}

function Plus() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
      <path d="M9.25 4h1.5v5.25H16v1.5h-5.25V16h-1.5v-5.25H4v-1.5h5.25z" />
    </svg>
  );
}

function Frame({
  size = 'md',
  className = '',
  value,
  disabled,
  label = 'Quantity',
  decreaseDisabled,
  increaseDisabled,
  onDecrease,
  onIncrease,
  onText,
  onKeyDown,
  onBlur,
}: {
  size?: 'sm' | 'md';
  className?: string;
  value: string;
  disabled?: boolean;
  label?: string;
  decreaseDisabled?: boolean;
  increaseDisabled?: boolean;
  onDecrease: () => void;
  onIncrease: () => void;
  onText: (text: string) => void;
  onKeyDown: (e: KeyboardEvent<HTMLInputElement>) => void;
  onBlur?: () => void;
}) {
  const h = size === 'sm' ? 'h-9' : 'h-12';
  const btn = `flex ${h} w-9 shrink-0 items-center justify-center text-neutral-700 transition hover:bg-neutral-100 hover:text-red-600 disabled:cursor-not-allowed disabled:text-neutral-300 disabled:hover:bg-transparent`;
  return (
    <div
      className={`inline-flex items-stretch overflow-hidden rounded-lg border border-neutral-300 bg-white ${className}`}
    >
      <button
        type="button"
        aria-label="Decrease quantity by 1"
        className={btn}
        disabled={disabled || decreaseDisabled}
        onClick={onDecrease}
      >
        <Minus />
      </button>
      <input
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        aria-label={label}
        autoComplete="off"
        value={value}
        disabled={disabled}
        onChange={(e) => onText(e.target.value)}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
        className={`${h} w-12 border-x border-neutral-300 text-center text-sm font-bold text-neutral-900 outline-none focus:bg-red-50 disabled:bg-neutral-50`}
      />
      <button
        type="button"
        aria-label="Increase quantity by 1"
        className={btn}
        disabled={disabled || increaseDisabled}
        onClick={onIncrease}
      >
        <Plus />
      </button>
    </div>
  );
}

/**
 * A typed value is kept as a draft until Enter or blur, where it applies when `accepts` it (else the input
 * shows the current value again); Escape drops the draft. Buttons and arrow keys step by 1 at once when
 * `stepAccepts` the result.
 */
function useStepperInput(
  value: number,
  onChange: (value: number) => void,
  accepts: (n: number) => boolean,
  stepAccepts: (n: number) => boolean = accepts,
) {
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft === null) return;
    const n = Number(draft);
    if (draft !== '' && accepts(n) && n !== value) onChange(n);
    setDraft(null);
  };
  const step = (delta: number) => {
    setDraft(null);
    const n = value + delta;
    if (stepAccepts(n)) onChange(n);
  };
  return {
    draft,
    onDecrease: () => step(-1),
    onIncrease: () => step(1),
    onText: (text: string) => setDraft(DIGITS.test(text) ? text : onlyDigits(text)),
    onBlur: commit,
    onKeyDown: (e: KeyboardEvent<HTMLInputElement>) => {
      if (e.key === 'Enter') {
        e.preventDefault();
        commit();
      } else if (e.key === 'Escape' && draft !== null) {
        // Only a draft is dropped here; with none, Escape is left to a drawer or dialog around the stepper.
        e.preventDefault();
        e.stopPropagation();
        setDraft(null);
      } else if (e.key === 'ArrowUp' || e.key === 'ArrowDown') {
        e.preventDefault();
        step(e.key === 'ArrowUp' ? 1 : -1);
      }
    },
  };
}

/**
 * The quantity stepper (variant 1): a digits-only text input with minus and plus buttons; buttons and the
 * arrow keys step by 1; a typed value applies on Enter or blur when it is an integer 1 to 1000 (a value
 * outside is ignored and the input shows the current value again); Escape restores the current value.
 */
export function QuantityStepper({ value, onChange, ...rest }: CommonProps) {
  const { draft, ...handlers } = useStepperInput(value, onChange, inRange);
  return <Frame {...rest} {...handlers} value={draft ?? String(value)} />;
}

/**
 * The second stepper variant: minimum 1, decrease disabled at 1 or below, increase disabled at or above
 * `max` (default 10); a typed value applies on Enter or blur only when above 0; Escape restores the
 * previous value; the input is blank when the value is 0 or less.
 */
export function BoundedStepper({
  value,
  onChange,
  max = STEPPER_DEFAULT_MAX,
  ...rest
}: CommonProps & { max?: number }) {
  const { draft, ...handlers } = useStepperInput(value, onChange, inRange, (n) => inRange(n) && n <= max);
  return (
    <Frame
      {...rest}
      {...handlers}
      value={draft ?? (value > 0 ? String(value) : '')}
      decreaseDisabled={value <= QUANTITY_MIN}
      increaseDisabled={value >= max}
    />
  );
}
