import { describe, expect, it } from 'vitest';
import { STATE_CODE_MESSAGE, StateCodeSchema, US_STATE_CODES, US_STATES } from './us-states.js';

describe('US_STATES', () => {
  it('lists the 50 states, DC, the five inhabited territories and the three military codes once each', () => {
    expect(US_STATES).toHaveLength(59);
    expect(new Set(US_STATE_CODES).size).toBe(59);
    expect(US_STATE_CODES).toEqual(
      expect.arrayContaining(['DC', 'PR', 'GU', 'VI', 'AS', 'MP', 'AA', 'AE', 'AP', 'NY', 'WY']),
    );
  });
});

describe('StateCodeSchema', () => {
  it('keeps a listed code in any case and with spaces around, upper-cased', () => {
    expect(StateCodeSchema.parse('fl')).toBe('FL');
    expect(StateCodeSchema.parse(' Pr ')).toBe('PR');
  });

  // addresses saved before the list was checked may hold these (APO/FPO mail, the Pacific territories)
  it.each(['AA', 'AE', 'AP', 'AS', 'MP'])('keeps %s', (code) => {
    expect(StateCodeSchema.parse(code.toLowerCase())).toBe(code);
  });

  it.each(['ZZ', 'QC', 'XYZ', 'F', ''])('refuses %j with a message naming what to give', (value) => {
    const result = StateCodeSchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([STATE_CODE_MESSAGE]);
  });
});
