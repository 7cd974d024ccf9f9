import { describe, expect, it } from 'vitest';
import { ADMIN_REVOKE_REFUSALS, adminRevocationRefusal, applyCustomerAction } from '../index.js';

describe('adminRevocationRefusal', () => {
  const other = { isAdmin: true, isSelf: false, otherAdministrators: 1 };

  it("withdraws another administrator's rights while another stays", () => {
    expect(adminRevocationRefusal(other)).toBeNull();
  });

  it('never the last administrator, never oneself, never an account that is not one', () => {
    expect(adminRevocationRefusal({ ...other, otherAdministrators: 0 })).toBe(ADMIN_REVOKE_REFUSALS.last);
    expect(adminRevocationRefusal({ ...other, isSelf: true })).toBe(ADMIN_REVOKE_REFUSALS.self);
    expect(adminRevocationRefusal({ ...other, isAdmin: false })).toBe(ADMIN_REVOKE_REFUSALS.notAdmin);
    // Oneself and the last: the self refusal is the one said (it is the one the caller can act on).
    expect(adminRevocationRefusal({ ...other, isSelf: true, otherAdministrators: 0 })).toBe(
      ADMIN_REVOKE_REFUSALS.self,
    );
  });

  it('says how to disable an administrator: withdraw the rights first', () => {
    const refused = applyCustomerAction(
      { role: 1, isDealer: false, isAdmin: true, disabled: false },
      'disable',
    );
    expect(refused).toEqual({ ok: false, reason: ADMIN_REVOKE_REFUSALS.disableAdmin });
  });
});
