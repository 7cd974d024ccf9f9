/**
 * Withdrawing an account's administrator rights (decision 062): another administrator may, from the back
 * office, and the command line may (`npm run admin -- revoke`); never the last administrator, never oneself.
 * The API, the command line and the customer's page read the same rule.
 */

/** Every refusal, in the words the API, the command line and the back office say. */
export const ADMIN_REVOKE_REFUSALS = {
  notAdmin: 'This account is not an administrator',
  self: 'You cannot withdraw your own administrator rights: ask another administrator',
  last: 'This is the last administrator: make another one first (npm run admin -- create), so that the back office keeps one',
  disableAdmin: "Withdraw this account's administrator rights first; then it can be disabled",
} as const;

export type AdminRevocationCase = {
  /** The account is an administrator now. */
  isAdmin: boolean;
  /** The account is the one asking. */
  isSelf: boolean;
  /** The shop's other administrators (enabled accounts), who stay. */
  otherAdministrators: number;
};

/** Why the account's administrator rights may not be withdrawn, or null when they may. */
export function adminRevocationRefusal(c: AdminRevocationCase): string | null {
  if (!c.isAdmin) return ADMIN_REVOKE_REFUSALS.notAdmin;
  if (c.isSelf) return ADMIN_REVOKE_REFUSALS.self;
  if (c.otherAdministrators < 1) return ADMIN_REVOKE_REFUSALS.last;
  return null;
}
