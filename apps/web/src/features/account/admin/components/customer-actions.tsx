import { useState } from 'react';
import type { AdminCustomer, CustomerAction } from '@shop/domain';
import { useCustomerAction } from '../api/customers';
import {
  AdminPanel,
  Notice,
  adminErrorMessage,
  dangerButtonCls,
  secondaryButtonCls,
} from '../../../admin/components/admin-ui';
import { ConfirmDialog } from '../../../admin/components/confirm-dialog';

type Step = { label: string; title: string; text: string; done: string; danger: boolean };

const STEPS: Record<CustomerAction, Step> = {
  'revoke-dealer': {
    label: 'Revoke dealer status',
    title: 'Revoke dealer status?',
    text: 'The account goes back to retail prices at its next page. Its sessions stay signed in.',
    done: 'Dealer status revoked: the account sees retail prices now.',
    danger: true,
  },
  disable: {
    label: 'Disable account',
    title: 'Disable this account?',
    text: 'It is signed out everywhere at once and cannot sign in again until you enable it. Its orders stay.',
    done: 'The account is disabled and signed out everywhere.',
    danger: true,
  },
  enable: {
    label: 'Enable account',
    title: 'Enable this account?',
    text: 'Its owner can sign in again with their password.',
    done: 'The account is enabled: its owner can sign in again.',
    danger: false,
  },
  'end-sessions': {
    label: 'End all sessions',
    title: 'End all sessions?',
    text: 'Every browser signed in to this account is signed out. Its owner can sign in again.',
    done: 'Every session of the account has ended.',
    danger: false,
  },
  'clear-resale-certificate': {
    label: 'Clear resale certificate',
    title: 'Clear the resale certificate?',
    text: 'The account is no longer tax-exempt: its next orders pay sales tax where the shop collects it.',
    done: 'The resale certificate is cleared: the account pays sales tax again.',
    danger: true,
  },
};

/** The actions that apply to the account now (an administrator is never disabled here). */
export function actionsFor(c: AdminCustomer): CustomerAction[] {
  const out: CustomerAction[] = [];
  if (c.isDealer) out.push('revoke-dealer');
  if (c.disabled) out.push('enable');
  else if (!c.isAdmin) out.push('disable');
  out.push('end-sessions');
  if (c.resale_certificate) out.push('clear-resale-certificate');
  return out;
}

/** Revoke dealer status, disable or enable, end all sessions: each asks first, and is audited. */
export function CustomerActions({ customer }: { customer: AdminCustomer }) {
  const action = useCustomerAction(customer.id);
  const [asking, setAsking] = useState<CustomerAction | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const step = asking ? STEPS[asking] : null;
  return (
    <AdminPanel id="customer-actions" title="Actions" description="Each change is written to the audit log.">
      <div className="flex flex-wrap gap-2">
        {actionsFor(customer).map((a) => (
          <button
            key={a}
            type="button"
            className={STEPS[a].danger ? dangerButtonCls : secondaryButtonCls}
            onClick={() => {
              setDone(null);
              action.reset();
              setAsking(a);
            }}
          >
            {STEPS[a].label}
          </button>
        ))}
      </div>
      {done && (
        <Notice tone="success" role="status" className="mt-3">
          {done}
        </Notice>
      )}
      {asking && step && (
        <ConfirmDialog
          title={step.title}
          confirmLabel={step.label}
          pendingLabel="Working…"
          pending={action.isPending}
          error={action.isError ? adminErrorMessage(action.error, 'That did not work. Try again.') : null}
          onClose={() => setAsking(null)}
          onConfirm={() =>
            action.mutate(asking, {
              onSuccess: () => {
                setDone(step.done);
                setAsking(null);
              },
            })
          }
        >
          {step.text}
        </ConfirmDialog>
      )}
    </AdminPanel>
  );
}
