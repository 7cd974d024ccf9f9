import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { TextField, fieldErrorMessage, validateField } from './text-field';
import { CardExpirySelects } from './card-expiry';
import { CardBrandLogo, CardBrandRow } from './card-brand-logo';

describe('TextField', () => {
  it('is required unless marked optional', () => {
    const { rerender } = render(<TextField label="City" name="city" />);
    expect(screen.getByLabelText('City')).toBeRequired();
    rerender(<TextField label="Nickname" name="nick" optional />);
    expect(screen.getByLabelText(/Nickname/)).not.toBeRequired();
    expect(screen.getByText('(optional)')).toBeInTheDocument();
  });

  it('passes minimum length and pattern to the input', () => {
    render(<TextField label="ZIP" name="zip" minLength={5} pattern="\d{5}" />);
    expect(screen.getByLabelText('ZIP')).toHaveAttribute('minlength', '5');
    expect(screen.getByLabelText('ZIP')).toHaveAttribute('pattern', '\\d{5}');
  });

  it("shows 'Required' for a required error without a message, tied to the input", () => {
    render(<TextField label="City" name="city" error={{ type: 'required' }} />);
    const field = screen.getByLabelText('City');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Required');
    expect(screen.getByText('Required')).toHaveClass('text-red-700');
  });

  it("shows 'Field error' for any other error without a message", () => {
    render(<TextField label="ZIP" name="zip" error={{ type: 'pattern' }} />);
    expect(screen.getByLabelText('ZIP')).toHaveAccessibleDescription('Field error');
  });

  it('shows the error message when there is one', () => {
    render(
      <TextField label="ZIP" name="zip" error={{ type: 'pattern', message: 'Enter a 5-digit ZIP code' }} />,
    );
    expect(screen.getByText('Enter a 5-digit ZIP code')).toBeInTheDocument();
  });

  it('has no error state without an error', () => {
    render(<TextField label="City" name="city" />);
    expect(screen.getByLabelText('City')).not.toHaveAttribute('aria-invalid');
  });
});

describe('fieldErrorMessage and validateField', () => {
  it('words errors the spec way', () => {
    expect(fieldErrorMessage({ type: 'required' })).toBe('Required');
    expect(fieldErrorMessage({ type: 'minLength' })).toBe('Field error');
    expect(fieldErrorMessage({ type: 'required', message: 'Email is required' })).toBe('Email is required');
  });

  it('checks required, then minimum length, then pattern', () => {
    expect(validateField('  ', {})).toEqual({ type: 'required', message: undefined });
    expect(validateField('', { optional: true })).toBeNull();
    expect(validateField('ab', { minLength: 3 })?.type).toBe('minLength');
    expect(validateField('abc', { minLength: 3, pattern: '\\d+' })?.type).toBe('pattern');
    expect(validateField('123', { minLength: 3, pattern: '\\d+' })).toBeNull();
  });
});

describe('CardExpirySelects', () => {
  it('offers months 01 to 12 and years from the current year through 12 years ahead', () => {
    render(
      <CardExpirySelects
        month=""
        year=""
        onMonthChange={() => undefined}
        onYearChange={() => undefined}
        now={new Date('2026-05-10T12:00:00Z')}
      />,
    );
    const months = within(screen.getByLabelText('Expiration month')).getAllByRole('option').slice(1);
    expect(months.map((o) => o.textContent)).toEqual([
      '01',
      '02',
      '03',
      '04',
      '05',
      '06',
      '07',
      '08',
      '09',
      '10',
      '11',
      '12',
    ]);
    const years = within(screen.getByLabelText('Expiration year')).getAllByRole('option').slice(1);
    expect(years[0]).toHaveTextContent('2026');
    expect(years.at(-1)).toHaveTextContent('2038');
    expect(years).toHaveLength(13);
  });
});

describe('CardBrandLogo', () => {
  it('draws Visa, American Express, Discover and Mastercard inline', () => {
    render(<CardBrandRow />);
    for (const name of ['Visa', 'American Express', 'Discover', 'Mastercard']) {
      expect(screen.getByRole('img', { name })).toBeInTheDocument();
    }
  });

  it('names one brand', () => {
    render(<CardBrandLogo brand="amex" />);
    expect(screen.getByRole('img', { name: 'American Express' }).tagName.toLowerCase()).toBe('svg');
  });
});
