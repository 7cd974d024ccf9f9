import { Link } from 'react-router';
import { customerStandingLabel, formatPhone, type AdminCustomerRow } from '@shop/domain';
import { DateTime } from '../../../admin/components/date-time';

const headCls = 'py-2 pr-3 font-semibold';

/** A customer's name as written, else their email. */
export const customerName = (c: Pick<AdminCustomerRow, 'first_name' | 'last_name' | 'email'>): string =>
  [c.first_name, c.last_name].filter(Boolean).join(' ').trim() || c.email;

/**
 * Accounts found, newest first: name (a link to the customer's page), email, phone, standing and when the account
 * was made. Below 768 px the phone and the date are left out; the email goes under the name.
 */
export function CustomersTable({ customers }: { customers: AdminCustomerRow[] }) {
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Customers, newest first</caption>
        <thead className="border-b border-neutral-200 text-xs uppercase tracking-wide text-neutral-600">
          <tr>
            <th scope="col" className={headCls}>
              Customer
            </th>
            <th scope="col" className={`${headCls} hidden md:table-cell`}>
              Phone
            </th>
            <th scope="col" className={headCls}>
              Account
            </th>
            <th scope="col" className="hidden py-2 font-semibold md:table-cell">
              Since
            </th>
          </tr>
        </thead>
        <tbody>
          {customers.map((c) => (
            <tr key={c.id} className="border-b border-neutral-100 align-top last:border-0">
              <td className="py-2 pr-3">
                <Link to={`/admin/customers/${c.id}`} className="font-semibold text-red-700 hover:underline">
                  {customerName(c)}
                </Link>
                <div className="break-all text-xs text-neutral-600">{c.email}</div>
              </td>
              <td className="hidden py-2 pr-3 md:table-cell">{formatPhone(c.phone) ?? c.phone ?? '—'}</td>
              <td className="py-2 pr-3">{customerStandingLabel(c)}</td>
              <td className="hidden py-2 md:table-cell">
                <DateTime value={c.created_at} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
