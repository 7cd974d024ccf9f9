import type { ApiKey } from '@shop/domain';
import { DateTime } from '../../../admin/components/date-time';
import { dangerButtonCls } from '../../../admin/components/admin-ui';

const headCls = 'py-2 pr-3 font-semibold';

function Scopes({ apiKey, className }: { apiKey: ApiKey; className: string }) {
  return (
    <ul aria-label={`Scopes of ${apiKey.name}`} className={`flex-wrap gap-1 ${className}`}>
      {apiKey.scopes.map((scope) => (
        <li
          key={scope}
          className="whitespace-nowrap rounded-full bg-neutral-100 px-2 py-0.5 font-mono text-xs text-neutral-800"
        >
          {scope}
        </li>
      ))}
    </ul>
  );
}

/** Who made the key: their name and email, or a deleted account (decision 062: a key is its creator's). */
function Creator({ apiKey }: { apiKey: ApiKey }) {
  const creator = apiKey.creator;
  if (!creator) return <>A deleted account</>;
  return (
    <>
      {creator.name && <span className="block">{creator.name}</span>}
      <span className="block break-all text-xs">{creator.email}</span>
    </>
  );
}

/**
 * Every API key: name, prefix, scopes, who made it, created, last used, and whether it still works (a key
 * whose creator is no longer an administrator has stopped, decision 062). On narrower screens
 * the prefix, dates (and on a phone the scopes) go under the name. An active key has Revoke (which asks first).
 */
export function ApiKeyTable({ keys, onRevoke }: { keys: ApiKey[]; onRevoke: (key: ApiKey) => void }) {
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">API keys</caption>
        <thead className="border-b border-neutral-200 text-xs uppercase tracking-wide text-neutral-600">
          <tr>
            <th scope="col" className={headCls}>
              Name
            </th>
            <th scope="col" className={`${headCls} hidden md:table-cell`}>
              Prefix
            </th>
            <th scope="col" className={`${headCls} hidden sm:table-cell`}>
              Scopes
            </th>
            <th scope="col" className={`${headCls} hidden md:table-cell`}>
              Created by
            </th>
            <th scope="col" className={`${headCls} hidden lg:table-cell`}>
              Created
            </th>
            <th scope="col" className={`${headCls} hidden lg:table-cell`}>
              Last used
            </th>
            <th scope="col" className={headCls}>
              Status
            </th>
            <th scope="col" className="py-2 text-right">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {keys.map((key) => (
            <tr key={key.id} className="border-b border-neutral-100 align-top last:border-0">
              <th scope="row" className="py-3 pr-3 font-semibold text-neutral-950">
                {key.name}
                <span className="block font-mono text-xs font-normal text-neutral-700 md:hidden">
                  {key.prefix}…
                </span>
                <Scopes apiKey={key} className="my-1 flex font-normal sm:hidden" />
                <span className="block text-xs font-normal text-neutral-600 md:hidden">
                  By <Creator apiKey={key} />
                </span>
                <span className="block text-xs font-normal text-neutral-600 lg:hidden">
                  Created <DateTime value={key.created_at} />
                  <span className="block">
                    {key.last_used_at ? (
                      <>
                        Last used <DateTime value={key.last_used_at} />
                      </>
                    ) : (
                      'Never used'
                    )}
                  </span>
                </span>
              </th>
              <td className="hidden whitespace-nowrap py-3 pr-3 font-mono text-xs text-neutral-800 md:table-cell">
                {key.prefix}…
              </td>
              <td className="hidden py-3 pr-3 sm:table-cell">
                <Scopes apiKey={key} className="flex" />
              </td>
              <td className="hidden py-3 pr-3 text-neutral-800 md:table-cell">
                <Creator apiKey={key} />
              </td>
              <td className="hidden whitespace-nowrap py-3 pr-3 text-neutral-800 lg:table-cell">
                <DateTime value={key.created_at} />
              </td>
              <td className="hidden whitespace-nowrap py-3 pr-3 text-neutral-800 lg:table-cell">
                {key.last_used_at ? <DateTime value={key.last_used_at} /> : 'Never'}
              </td>
              <td className="py-3 pr-3">
                {key.revoked_at ? (
                  <span className="text-neutral-700">
                    <span className="font-semibold text-neutral-900">Revoked</span>
                    <span className="block text-xs">
                      <DateTime value={key.revoked_at} />
                    </span>
                  </span>
                ) : !key.creator?.administrator ? (
                  <span className="text-neutral-700">
                    <span className="font-semibold text-neutral-900">Stopped</span>
                    <span className="block text-xs">Its creator is no longer an administrator</span>
                  </span>
                ) : (
                  <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-bold text-emerald-800">
                    Active
                  </span>
                )}
              </td>
              <td className="py-3 text-right">
                {!key.revoked_at && (
                  <button
                    type="button"
                    className={dangerButtonCls}
                    aria-label={`Revoke ${key.name}`}
                    onClick={() => onRevoke(key)}
                  >
                    Revoke
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
