import { Link } from 'react-router';
import { formatPhone, type AdminSubscriber } from '@shop/domain';
import { DateTime } from '../../../admin/components/date-time';

const headCls = 'py-2 pr-3 font-semibold';

export const SOURCE_LABELS: Record<string, string> = {
  footer: 'Footer form',
  popup: 'VIP popup',
  update: 'Account settings',
};

/** One channel's consent: yes or no, then when it was given, confirmed and withdrawn. */
function Consent({
  on,
  given,
  confirmed,
  withdrawn,
}: {
  on: boolean;
  given: string | null;
  confirmed?: string | null;
  withdrawn: string | null;
}) {
  return (
    <>
      <span className="font-semibold">{on ? 'Yes' : 'No'}</span>
      <dl className="text-xs text-neutral-600">
        {given && (
          <div>
            <dt className="inline">Given </dt>
            <dd className="inline">
              <DateTime value={given} />
            </dd>
          </div>
        )}
        {confirmed && (
          <div>
            <dt className="inline">Confirmed </dt>
            <dd className="inline">
              <DateTime value={confirmed} />
            </dd>
          </div>
        )}
        {withdrawn && (
          <div>
            <dt className="inline">Withdrawn </dt>
            <dd className="inline">
              <DateTime value={withdrawn} />
            </dd>
          </div>
        )}
      </dl>
    </>
  );
}

/** Subscribers, newest first: who, email and text consent with their times, and where they signed up. */
export function SubscribersTable({ subscribers }: { subscribers: AdminSubscriber[] }) {
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Marketing subscribers, newest first</caption>
        <thead className="border-b border-neutral-200 text-xs uppercase tracking-wide text-neutral-600">
          <tr>
            <th scope="col" className={headCls}>
              Subscriber
            </th>
            <th scope="col" className={headCls}>
              Email offers
            </th>
            <th scope="col" className={headCls}>
              Texts
            </th>
            <th scope="col" className="hidden py-2 font-semibold md:table-cell">
              Signed up
            </th>
          </tr>
        </thead>
        <tbody>
          {subscribers.map((s) => (
            <tr key={s.id} className="border-b border-neutral-100 align-top last:border-0">
              <td className="py-2 pr-3">
                <div className="break-all font-semibold">{s.email ?? formatPhone(s.phone) ?? s.phone}</div>
                {s.email && s.phone && (
                  <div className="text-xs text-neutral-600">{formatPhone(s.phone) ?? s.phone}</div>
                )}
                {s.user_id !== null && (
                  <Link
                    to={`/admin/customers/${s.user_id}`}
                    className="text-xs font-semibold text-red-700 hover:underline"
                  >
                    Customer account
                  </Link>
                )}
              </td>
              <td className="py-2 pr-3">
                <Consent
                  on={s.email_consent}
                  given={s.email_consent_at}
                  confirmed={s.email_confirmed_at}
                  withdrawn={s.email_opted_out_at}
                />
              </td>
              <td className="py-2 pr-3">
                <Consent on={s.sms_consent} given={s.sms_consent_at} withdrawn={s.sms_opted_out_at} />
              </td>
              <td className="hidden py-2 md:table-cell">
                <DateTime value={s.created_at} />
                <div className="text-xs text-neutral-600">{SOURCE_LABELS[s.source] ?? s.source}</div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
