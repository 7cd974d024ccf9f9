import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BoundedStepper, QuantityStepper } from './stepper';

function Controlled({
  kind,
  initial = 1,
  max,
  onChange,
}: {
  kind: 'free' | 'bounded';
  initial?: number;
  max?: number;
  onChange?: (n: number) => void;
}) {
  const [value, setValue] = useState(initial);
  const change = (n: number) => {
    onChange?.(n);
    setValue(n);
  };
  return kind === 'free' ? (
    <QuantityStepper value={value} onChange={change} />
  ) : (
    <>
      <BoundedStepper value={value} onChange={change} max={max} />
      <button type="button">elsewhere</button>
    </>
  );
}

const input = () => screen.getByRole('textbox', { name: 'Quantity' });
const minus = () => screen.getByRole('button', { name: 'Decrease quantity by 1' });
const plus = () => screen.getByRole('button', { name: 'Increase quantity by 1' });

describe('QuantityStepper (variant 1)', () => {
  it('is a numeric text input with a digits-only pattern and labelled minus and plus buttons', () => {
    render(<Controlled kind="free" />);
    expect(input()).toHaveAttribute('type', 'text');
    expect(input()).toHaveAttribute('inputmode', 'numeric');
    expect(input()).toHaveAttribute('pattern', '[0-9]*');
    expect(minus()).toBeInTheDocument();
    expect(plus()).toBeInTheDocument();
  });

  it('steps by 1 with the buttons', async () => {
    const user = userEvent.setup();
    render(<Controlled kind="free" initial={3} />);
    await user.click(plus());
    expect(input()).toHaveValue('4');
    await user.click(minus());
    await user.click(minus());
    expect(input()).toHaveValue('2');
  });

  it('steps by 1 with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<Controlled kind="free" initial={5} />);
    await user.click(input());
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(input()).toHaveValue('7');
    await user.keyboard('{ArrowDown}');
    expect(input()).toHaveValue('6');
  });

  it('ignores steps that leave 1..1000', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { unmount } = render(<Controlled kind="free" initial={1} onChange={onChange} />);
    await user.click(minus());
    await user.click(input());
    await user.keyboard('{ArrowDown}');
    expect(input()).toHaveValue('1');
    unmount();
    render(<Controlled kind="free" initial={1000} onChange={onChange} />);
    await user.click(plus());
    expect(input()).toHaveValue('1000');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('keeps digits only and applies a typed value on Enter, not while typing', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled kind="free" initial={2} onChange={onChange} />);
    await user.clear(input());
    await user.type(input(), '1a2');
    expect(input()).toHaveValue('12');
    expect(onChange).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith(12);
    expect(input()).toHaveValue('12');
  });

  it('applies a typed value on blur', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled kind="free" initial={2} onChange={onChange} />);
    await user.clear(input());
    await user.type(input(), '7');
    expect(onChange).not.toHaveBeenCalled();
    await user.tab();
    expect(onChange).toHaveBeenCalledWith(7);
    expect(input()).toHaveValue('7');
  });

  it('never applies the prefix of a longer value: 1001 sends nothing and blur restores the current value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled kind="free" initial={2} onChange={onChange} />);
    await user.clear(input());
    await user.type(input(), '1001');
    expect(input()).toHaveValue('1001');
    await user.tab();
    expect(onChange).not.toHaveBeenCalled();
    expect(input()).toHaveValue('2');
    await user.clear(input());
    await user.type(input(), '0{Enter}');
    expect(onChange).not.toHaveBeenCalled();
    expect(input()).toHaveValue('2');
  });

  it('restores the current value on Escape', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled kind="free" initial={3} onChange={onChange} />);
    await user.clear(input());
    await user.type(input(), '9{Escape}');
    expect(input()).toHaveValue('3');
    await user.tab();
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('BoundedStepper (variant 2)', () => {
  it('disables decrease at 1 and increase at the default maximum of 10', async () => {
    const user = userEvent.setup();
    render(<Controlled kind="bounded" initial={1} />);
    expect(minus()).toBeDisabled();
    expect(plus()).toBeEnabled();
    for (let i = 0; i < 9; i++) await user.click(plus());
    expect(input()).toHaveValue('10');
    expect(plus()).toBeDisabled();
    expect(minus()).toBeEnabled();
  });

  it('honours a given maximum', () => {
    render(<Controlled kind="bounded" initial={3} max={3} />);
    expect(plus()).toBeDisabled();
  });

  it('disables decrease when the value is below 1 and shows a blank input at 0 or less', () => {
    const { rerender } = render(<BoundedStepper value={0} onChange={() => undefined} />);
    expect(input()).toHaveValue('');
    expect(minus()).toBeDisabled();
    rerender(<BoundedStepper value={-2} onChange={() => undefined} />);
    expect(input()).toHaveValue('');
  });

  it('applies a typed value on Enter only when above 0', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled kind="bounded" initial={2} onChange={onChange} />);
    await user.clear(input());
    await user.type(input(), '7');
    expect(onChange).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith(7);
    expect(input()).toHaveValue('7');

    await user.clear(input());
    await user.type(input(), '0{Enter}');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(input()).toHaveValue('7');
  });

  it('applies a typed value on blur', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled kind="bounded" initial={2} onChange={onChange} />);
    await user.clear(input());
    await user.type(input(), '4');
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(onChange).toHaveBeenCalledWith(4);
    expect(input()).toHaveValue('4');
  });

  it('restores the previous value on Escape', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled kind="bounded" initial={3} onChange={onChange} />);
    await user.clear(input());
    await user.type(input(), '9');
    await user.keyboard('{Escape}');
    expect(input()).toHaveValue('3');
    await user.tab();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('keeps digits only and steps with the arrow keys within 1..max', async () => {
    const user = userEvent.setup();
    render(<Controlled kind="bounded" initial={9} />);
    await user.click(input());
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(input()).toHaveValue('10');
    await user.keyboard('{ArrowDown}');
    expect(input()).toHaveValue('9');
    await user.clear(input());
    await user.type(input(), 'x5y');
    expect(input()).toHaveValue('5');
  });
});
