import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { customerStandingLabel, formatPhone, type AdminCustomer, type DealerApplication } from '@shop/domain';
import { AdminPanel } from '../../../admin/components/admin-ui';
import { DateTime } from '../../../admin/components/date-time';

/** A label and its value, as a row of a description list. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-[12rem_1fr]">
      <dt className="text-sm font-semibold text-neutral-700">{label}</dt>
      <dd className="min-w-0 break-words text-sm text-neutral-900">{children}</dd>
    </div>
  );
}

const when = (value: string | null, none = 'Never') => (value ? <DateTime value={value} /> : none);

/** Who the customer is and how their account stands. */
export function AccountPanel({ customer: c }: { customer: AdminCustomer }) {
  const a = c.address;
  return (
    <AdminPanel id="customer-account" title="Account">
      <dl className="divide-y divide-neutral-100">
        <Fact label="Account">{customerStandingLabel(c)}</Fact>
        <Fact label="Prices">{c.isDealer ? 'Dealer prices (role 2)' : 'Retail prices (role 1)'}</Fact>
        <Fact label="Sales tax">
          {c.resale_certificate
            ? `Exempt: resale certificate ${c.resale_certificate.number} (${c.resale_certificate.state}) on file`
            : 'Pays sales tax'}
        </Fact>
        <Fact label="Email">
          {c.email}{' '}
          <span className="text-neutral-600">
            {c.email_verified_at ? (
              <>
                (verified <DateTime value={c.email_verified_at} />)
              </>
            ) : (
              '(not verified)'
            )}
          </span>
        </Fact>
        <Fact label="Phone">{formatPhone(c.phone) ?? c.phone ?? 'None given'}</Fact>
        <Fact label="Address">
          {a
            ? `${a.address_line_1}, ${a.city}, ${a.state_code} ${a.zip_code}, ${a.country_code}`
            : 'None saved'}
        </Fact>
        <Fact label="Customer since">
          <DateTime value={c.created_at} />
        </Fact>
        {c.disabled_at && (
          <Fact label="Disabled">
            <DateTime value={c.disabled_at} />
          </Fact>
        )}
      </dl>
    </AdminPanel>
  );
}

/** Marketing consent as the account holds it, with its times from the subscriber list. */
export function ConsentPanel({ customer: c }: { customer: AdminCustomer }) {
  const k = c.consent;
  return (
    <AdminPanel id="customer-consent" title="Marketing consent">
      <dl className="divide-y divide-neutral-100">
        <Fact label="Email offers">{k.email_consent ? 'Yes' : 'No'}</Fact>
        <Fact label="Email consent given">{when(k.email_consent_at)}</Fact>
        <Fact label="Email consent withdrawn">{when(k.email_opted_out_at)}</Fact>
        <Fact label="Text messages">{k.sms_consent ? 'Yes' : 'No'}</Fact>
        <Fact label="Text consent given">{when(k.sms_consent_at)}</Fact>
        <Fact label="Text consent withdrawn">{when(k.sms_opted_out_at)}</Fact>
      </dl>
    </AdminPanel>
  );
}

const money = (dollars: number) => dollars.toLocaleString('en-US', { style: 'currency', currency: 'USD' });

/** The customer's latest orders, each a link to its screen in the back office. */
export function OrdersPanel({ customer: c }: { customer: AdminCustomer }) {
  return (
    <AdminPanel
      id="customer-orders"
      title="Orders"
      description={
        c.orderCount > c.orders.length
          ? `The latest ${c.orders.length} of ${c.orderCount.toLocaleString('en-US')} orders.`
          : undefined
      }
    >
      {c.orders.length === 0 ? (
        <p className="text-sm text-neutral-700">No orders yet.</p>
      ) : (
        <ul className="divide-y divide-neutral-100">
          {c.orders.map((o) => (
            <li
              key={o.id}
              className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2 text-sm"
            >
              <Link to={`/admin/orders/${o.id}`} className="font-semibold text-red-700 hover:underline">
                Order {o.order_number}
              </Link>
              <span className="text-neutral-700">
                <DateTime value={o.created_at} />
              </span>
              <span className="capitalize text-neutral-700">{o.status}</span>
              <span className="font-semibold tabular-nums">{money(o.total)}</span>
            </li>
          ))}
        </ul>
      )}
    </AdminPanel>
  );
}

export const APPLICATION_STATUS_LABELS: Record<DealerApplication['status'], string> = {
  open: 'Waiting for a decision',
  approved: 'Approved',
  declined: 'Declined',
};

/** The account's dealer applications, newest first, with the decision's note. */
export function ApplicationsPanel({ applications }: { applications: DealerApplication[] }) {
  return (
    <AdminPanel id="customer-applications" title="Dealer applications">
      {applications.length === 0 ? (
        <p className="text-sm text-neutral-700">None.</p>
      ) : (
        <ul className="divide-y divide-neutral-100">
          {applications.map((a) => (
            <li key={a.id} className="py-2 text-sm">
              <p>
                <span className="font-semibold">{a.business_name}</span> (EIN {a.tax_id}), sent{' '}
                <DateTime value={a.created_at} />: {APPLICATION_STATUS_LABELS[a.status]}
              </p>
              {a.note && <p className="mt-1 text-neutral-700">Note: {a.note}</p>}
            </li>
          ))}
        </ul>
      )}
      <p className="mt-3 text-sm">
        <Link to="/admin/dealers" className="font-semibold text-red-700 underline hover:text-red-800">
          All dealer applications
        </Link>
      </p>
    </AdminPanel>
  );
}
