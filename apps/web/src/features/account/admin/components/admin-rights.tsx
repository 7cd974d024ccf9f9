import { useState } from 'react';
import { adminRevocationRefusal, type AdminCustomer } from '@shop/domain';
import { useRevokeAdministrator } from '../api/customers';
import { useSession } from '../../../auth/api/get-session';
import { AdminPanel, Notice, adminErrorMessage, dangerButtonCls } from '../../../admin/components/admin-ui';
import { ConfirmDialog } from '../../../admin/components/confirm-dialog';
import { customerName } from './customers-table';

/**
 * An administrator's rights on their customer's page (decision 062): another administrator withdraws them
 * after a confirmation. Never one's own, never the last administrator's: the domain's reason stands in place
 * of the button. Nothing shows for an account that is no administrator.
 */
export function AdminRights({ customer }: { customer: AdminCustomer }) {
  const { user } = useSession();
  const revoke = useRevokeAdministrator(customer.id);
  const [asking, setAsking] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  if (!customer.isAdmin && !done) return null;
  const name = customerName(customer);
  const refusal = customer.isAdmin
    ? adminRevocationRefusal({
        isAdmin: true,
        isSelf: user?.account_id === customer.id,
        otherAdministrators: customer.otherAdministrators,
      })
    : null;
  return (
    <AdminPanel
      id="admin-rights"
      title="Administrator rights"
      description="This account can use the back office. Withdrawing the rights is written to the audit log."
    >
      {customer.isAdmin &&
        (refusal ? (
          <p className="text-sm text-neutral-800">{refusal}.</p>
        ) : (
          <button
            type="button"
            className={dangerButtonCls}
            onClick={() => {
              revoke.reset();
              setAsking(true);
            }}
          >
            Withdraw administrator rights
          </button>
        ))}
      {done && (
        <Notice tone="success" role="status" className="mt-3">
          {done}
        </Notice>
      )}
      {asking && (
        <ConfirmDialog
          title={`Withdraw administrator rights from ${name}?`}
          confirmLabel="Withdraw rights"
          pendingLabel="Withdrawing…"
          pending={revoke.isPending}
          error={revoke.isError ? adminErrorMessage(revoke.error, 'That did not work. Try again.') : null}
          onClose={() => setAsking(false)}
          onConfirm={() =>
            revoke.mutate(undefined, {
              onSuccess: () => {
                setDone(
                  `${name} is no longer an administrator: signed out everywhere, and every API key they made is revoked.`,
                );
                setAsking(false);
              },
            })
          }
        >
          They can no longer use the back office, are signed out everywhere, and every API key they made is
          revoked. Their customer account and orders stay.
        </ConfirmDialog>
      )}
    </AdminPanel>
  );
}
