import { describe, expect, it } from 'vitest';
import {
  AuditActorRefSchema,
  adminFullName,
  auditActorLabel,
  parseAuditActor,
  type AuditActor,
} from './audit.js';

const actor = (over: Partial<AuditActor>): AuditActor => ({
  ref: 'user:1',
  kind: 'user',
  id: 1,
  name: null,
  email: null,
  revoked: false,
  deleted: false,
  ...over,
});

describe('audit actors', () => {
  it('reads a stored actor; anything else is other', () => {
    expect(parseAuditActor('user:12')).toEqual({ kind: 'user', id: 12 });
    expect(parseAuditActor('api-key:3')).toEqual({ kind: 'api-key', id: 3 });
    for (const ref of ['user:0', 'user:', 'key:3', 'user:12x', 'none'])
      expect(parseAuditActor(ref), ref).toEqual({ kind: 'other', id: null });
  });

  it('filters by a stored actor only', () => {
    expect(AuditActorRefSchema.safeParse('api-key:7').success).toBe(true);
    // The command line's changes (npm run admin -- revoke) are filtered as the others' are.
    expect(AuditActorRefSchema.safeParse('cli').success).toBe(true);
    for (const ref of ['user', 'user:-1', "user:1' OR 1=1", 'admin:1', 'user:1234567890123456789'])
      expect(AuditActorRefSchema.safeParse(ref).success, ref).toBe(false);
  });

  it('names an administrator, a key, and those since revoked or deleted', () => {
    expect(auditActorLabel(actor({ name: 'Ann Lee', email: 'ann@example.com' }))).toBe('Ann Lee');
    expect(auditActorLabel(actor({ email: 'ann@example.com' }))).toBe('ann@example.com');
    expect(auditActorLabel(actor({ id: 4, deleted: true }))).toBe('Deleted administrator (account 4)');
    const key = actor({ ref: 'api-key:3', kind: 'api-key', id: 3, name: 'Stock sync' });
    expect(auditActorLabel(key)).toBe('API key “Stock sync”');
    expect(auditActorLabel({ ...key, revoked: true })).toBe('API key “Stock sync” (revoked)');
    expect(auditActorLabel({ ...key, name: null, deleted: true })).toBe('Deleted API key (key 3)');
    expect(auditActorLabel(actor({ ref: 'cli', kind: 'other', id: null }))).toBe(
      'The command line (npm run admin)',
    );
    expect(auditActorLabel(actor({ ref: 'import', kind: 'other', id: null }))).toBe('import');
  });

  it('joins a full name from its parts', () => {
    expect(adminFullName(' Ann ', 'Lee')).toBe('Ann Lee');
    expect(adminFullName('Ann', null)).toBe('Ann');
    expect(adminFullName(' ', null)).toBeNull();
  });
});
