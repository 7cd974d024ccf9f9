import { describe, expect, it } from 'vitest';
import { auditChanges, auditValueText } from './audit-changes';

describe('auditChanges', () => {
  it('lists only the keys whose values differ', () => {
    expect(auditChanges({ tpa: 3, lv: 7 }, { tpa: 5, lv: 7 })).toEqual([
      { key: 'tpa', kind: 'changed', before: 3, after: 5 },
    ]);
  });

  it('lists every key of something made as added, and of something removed as removed', () => {
    expect(auditChanges(null, { name: 'ERP' })).toEqual([
      { key: 'name', kind: 'added', before: undefined, after: 'ERP' },
    ]);
    expect(auditChanges({ name: 'ERP' }, null)).toEqual([
      { key: 'name', kind: 'removed', before: 'ERP', after: undefined },
    ]);
  });

  it('compares nested values whole, and values that are not objects as one unnamed value', () => {
    expect(auditChanges({ scopes: ['a'] }, { scopes: ['a'] })).toEqual([]);
    expect(auditChanges({ scopes: ['a'] }, { scopes: ['a', 'b'] })).toHaveLength(1);
    expect(auditChanges(1, 2)).toEqual([{ key: '', kind: 'changed', before: 1, after: 2 }]);
    expect(auditChanges('x', 'x')).toEqual([]);
  });
});

describe('auditValueText', () => {
  it('writes moments in New York time, strings as they are, lists joined, none as a dash, anything else as JSON, cut at 80 characters', () => {
    expect(auditValueText('ERP')).toBe('ERP');
    // A moment (a key's revocation) in New York time, like every date of the shop.
    expect(auditValueText('2026-01-06T14:00:00.000Z')).toMatch(/^Jan 6, 2026, 9:00\sAM$/);
    expect(auditValueText(['stock:write', 'catalog:read'])).toBe('stock:write, catalog:read');
    expect(auditValueText([])).toBe('(none)');
    expect(auditValueText(null)).toBe('—');
    expect(auditValueText({ a: 1 })).toBe('{"a":1}');
    const long = auditValueText('x'.repeat(200));
    expect(long).toHaveLength(80);
    expect(long.endsWith('…')).toBe(true);
  });
});
