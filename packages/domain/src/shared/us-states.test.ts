import { describe, expect, it } from 'vitest';
import { STATE_CODE_MESSAGE, StateCodeSchema, US_STATE_CODES, US_STATES } from './us-states.js';

describe('US_STATES', () => {
  it('lists the 50 states, DC, Puerto Rico, Guam and the Virgin Islands once each', () => {
    expect(US_STATES).toHaveLength(54);
    expect(new Set(US_STATE_CODES).size).toBe(54);
    expect(US_STATE_CODES).toEqual(expect.arrayContaining(['DC', 'PR', 'GU', 'VI', 'NY', 'WY']));
  });
});

describe('StateCodeSchema', () => {
  it('keeps a listed code in any case and with spaces around, upper-cased', () => {
    expect(StateCodeSchema.parse('fl')).toBe('FL');
    expect(StateCodeSchema.parse(' Pr ')).toBe('PR');
  });

  it.each(['ZZ', 'QC', 'XYZ', 'F', ''])('refuses %j with a message naming what to give', (value) => {
    const result = StateCodeSchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([STATE_CODE_MESSAGE]);
  });
});
