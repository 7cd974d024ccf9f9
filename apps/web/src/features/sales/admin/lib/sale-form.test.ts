import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../lib/api-client';
import { buildSaleSetting } from '../sales-test-helpers';
import { draftOf, fractionOf, percentText, previewableInput, saleErrorsOf, toSaleInput } from './sale-form';
import { fromShopWallTime, toShopWallTime } from '@shop/domain';

describe('sale form', () => {
  it.each([
    ['20', 0.2],
    ['20%', 0.2],
    ['12.5', 0.125],
    ['0', 0],
    ['99.99', 0.9999],
    ['33.33', 0.3333],
  ])('reads the percent %s as the fraction %s', (typed, fraction) => {
    expect(fractionOf(typed)).toBe(fraction);
  });

  it.each(['100', '-5', '1.234', 'twenty', ''])('refuses %j as a percent', (typed) => {
    expect(fractionOf(typed)).toBeNull();
  });

  it('shows stored fractions as the percent typed, without float noise', () => {
    expect(percentText(0.15)).toBe('15');
    expect(percentText(0.07)).toBe('7');
    expect(percentText(0.125)).toBe('12.5');
  });

  it('gives back a stored setting unchanged when nothing is edited (times to the millisecond)', () => {
    const setting = buildSaleSetting({ saleStartsAt: '2026-11-25T01:37:27.299Z' });
    const converted = toSaleInput(draftOf(setting), setting);
    expect(converted).toEqual({ ok: true, input: setting });
  });

  it('lists what the preview waits for with the domain schema’s own words', () => {
    const draft = { ...draftOf(buildSaleSetting()), name: '', shortSaleTitle: ' ' };
    const result = previewableInput(draft);
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.errors).toMatchObject({
        name: 'Required',
        'saleTextSettings.shortSaleTitle': 'Required',
      });
  });

  it('reads the field errors of a refused save under sale., and a taken name', () => {
    const invalid = new ApiError(400, {
      error: {
        code: 'VALIDATION_FAILED',
        message: 'The request is not valid',
        details: [
          { path: 'sale.discountPercentage', message: 'Below 1 (a fraction: 0.2 is 20%)' },
          { path: 'sale.discountPercentage', message: 'second' },
          { path: 'csrfToken', message: 'ignored' },
        ],
      },
    });
    expect(saleErrorsOf(invalid)).toEqual({ discountPercentage: 'Below 1 (a fraction: 0.2 is 20%)' });
    const taken = new ApiError(409, {
      error: { code: 'SALE_NAME_TAKEN', message: 'A sale named X already exists' },
    });
    expect(saleErrorsOf(taken)).toEqual({ name: 'A sale named X already exists' });
    expect(saleErrorsOf(new ApiError(500, null))).toBeNull();
  });
});

describe('sale times in New York', () => {
  it.each([
    ['2026-12-31T07:00', '2026-12-31T12:00:00.000Z'],
    ['2026-07-04T12:00', '2026-07-04T16:00:00.000Z'],
    // The day daylight saving starts (2:00 becomes 3:00) and the day it ends.
    ['2026-03-08T03:30', '2026-03-08T07:30:00.000Z'],
    ['2026-11-01T12:00', '2026-11-01T17:00:00.000Z'],
  ])('reads the wall time %s as %s, and back', (wall, iso) => {
    expect(fromShopWallTime(wall)).toBe(iso);
    expect(toShopWallTime(iso)).toBe(wall);
  });

  it.each(['', '2026-02-30T10:00', '2026-13-01T10:00', 'soon'])('refuses %j', (wall) => {
    expect(fromShopWallTime(wall)).toBeNull();
  });
});
