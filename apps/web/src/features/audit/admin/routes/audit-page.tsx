import { useId, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { Pagination } from '../../../../components/ui/pagination';
import { TextField } from '../../../../components/ui/text-field';
import { auditActorLabel } from '@shop/domain';
import { prefetchForAdministrator } from '../../../admin/api/admin-access';
import { auditActorsQueryOptions, useAuditActors } from '../api/audit-actors';
import {
  AUDIT_PAGE_SIZE,
  auditFilterOf,
  auditLogQueryOptions,
  useAuditLog,
  type AuditFilter,
} from '../api/get-audit-log';
import {
  AdminPage,
  AdminPanel,
  LoadError,
  primaryButtonCls,
  secondaryButtonCls,
} from '../../../admin/components/admin-ui';
import { AuditTable } from '../components/audit-table';
import { useFocusOnSearchChange } from '../../../admin/lib/focus-on-search';

/** The entities the back office audits so far, offered as the filter's suggestions (any other can be typed). */
const KNOWN_ENTITIES = [
  'product',
  'api-key',
  'sale',
  'collection',
  'menu-category',
  'menu-collection',
  'menu-product',
];

/** /admin/audit: prefetches the page of the URL's filter for an administrator. */
export const auditLoader =
  (queryClient: QueryClient) =>
  ({ request }: LoaderFunctionArgs) =>
    prefetchForAdministrator(queryClient, () =>
      Promise.all([
        queryClient.prefetchQuery(auditLogQueryOptions(auditFilterOf(new URL(request.url).searchParams))),
        queryClient.prefetchQuery(auditActorsQueryOptions()),
      ]).then(() => undefined),
    );

/** The URL of a filter and page (empty parts left out). */
function auditPath({ entity, entityId, actor, page }: AuditFilter): string {
  const query = new URLSearchParams();
  if (entity) query.set('entity', entity);
  if (entityId) query.set('entity_id', entityId);
  if (actor) query.set('actor', actor);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `/admin/audit?${text}` : '/admin/audit';
}

/**
 * "Who": anyone, or one administrator or API key with an entry (revoked keys and deleted accounts too), named
 * as in the log; an actor in the URL that has no entry stays a choice, by its stored name.
 */
function ActorSelect({ id, value }: { id: string; value: string }) {
  const { data } = useAuditActors();
  const actors = data?.actors ?? [];
  const known = actors.some((a) => a.ref === value);
  return (
    <div className="sm:col-span-2 sm:max-w-sm">
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-neutral-800">
        Who <span className="font-normal text-neutral-600">(optional)</span>
      </label>
      <select
        id={id}
        name="actor"
        defaultValue={value}
        className="h-11 w-full rounded-lg border border-neutral-300 bg-white px-3 text-base text-neutral-900 shadow-sm outline-none focus:border-red-600 focus:ring-2 focus:ring-red-600/20"
      >
        <option value="">Anyone</option>
        {value && !known && <option value={value}>{value}</option>}
        {actors.map((a) => (
          <option key={a.ref} value={a.ref}>
            {auditActorLabel(a)}
            {a.kind === 'user' && a.email && a.name ? ` (${a.email})` : ''}
          </option>
        ))}
      </select>
    </div>
  );
}

function FilterForm({ filter }: { filter: AuditFilter }) {
  const id = useId();
  const navigate = useNavigate();
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    void navigate(
      auditPath({
        entity: String(form.get('entity') ?? '').trim(),
        entityId: String(form.get('entity_id') ?? '').trim(),
        actor: String(form.get('actor') ?? ''),
        page: 1,
      }),
    );
  };
  const filtered = filter.entity !== '' || filter.entityId !== '' || filter.actor !== '';
  return (
    <form
      role="search"
      aria-label="Filter the audit log"
      noValidate
      onSubmit={onSubmit}
      className="grid max-w-3xl gap-3 sm:grid-cols-2"
    >
      <TextField
        label="Entity"
        name="entity"
        optional
        list={`${id}-entities`}
        autoComplete="off"
        spellCheck={false}
        defaultValue={filter.entity}
        hint="e.g. product or api-key"
      />
      <datalist id={`${id}-entities`}>
        {KNOWN_ENTITIES.map((entity) => (
          <option key={entity} value={entity} />
        ))}
      </datalist>
      <TextField
        label="Entity id"
        name="entity_id"
        optional
        autoComplete="off"
        spellCheck={false}
        defaultValue={filter.entityId}
        hint="A SKU, or a key's number"
      />
      <ActorSelect id={`${id}-actor`} value={filter.actor} />
      <div className="flex gap-2 sm:col-span-2">
        <button type="submit" className={primaryButtonCls}>
          Filter
        </button>
        {filtered && (
          <Link to="/admin/audit" className={secondaryButtonCls}>
            Clear
          </Link>
        )}
      </div>
    </form>
  );
}

function Entries({ filter }: { filter: AuditFilter }) {
  const { data, isPending, isError, error, refetch, isPlaceholderData } = useAuditLog(filter);
  if (isPending) return <p className="text-sm text-neutral-600">Loading the audit log…</p>;
  if (isError) return <LoadError error={error} what="the audit log" onRetry={() => void refetch()} />;
  const totalPages = Math.max(1, Math.ceil(data.total / AUDIT_PAGE_SIZE));
  const filtered = filter.entity !== '' || filter.entityId !== '' || filter.actor !== '';
  if (data.entries.length === 0) {
    if (data.total > 0)
      return (
        <p className="text-sm text-neutral-700">
          There is no page {filter.page}.{' '}
          <Link to={auditPath({ ...filter, page: 1 })} className="font-semibold text-red-700 underline">
            Go to the first page
          </Link>
        </p>
      );
    return (
      <p className="text-sm text-neutral-700">
        {filtered ? 'No entries match this filter.' : 'Nothing has been recorded yet.'}
      </p>
    );
  }
  const first = (filter.page - 1) * AUDIT_PAGE_SIZE + 1;
  const last = first + data.entries.length - 1;
  return (
    <div aria-busy={isPlaceholderData || undefined}>
      <p className="mb-3 text-sm text-neutral-700">
        {first.toLocaleString('en-US')}–{last.toLocaleString('en-US')} of {data.total.toLocaleString('en-US')}{' '}
        {data.total === 1 ? 'entry' : 'entries'}, newest first
      </p>
      <div className={isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
        <AuditTable entries={data.entries} />
      </div>
      <Pagination
        page={filter.page}
        totalPages={totalPages}
        neighbours={2}
        hrefFor={(page) => auditPath({ ...filter, page })}
      />
    </div>
  );
}

/**
 * /admin/audit: every change the back office made (who, when, what, before and after), newest first, a page
 * at a time; filtered by entity, entity id and who made it, kept in the URL so that a filter or page can be
 * linked to.
 */
export function AuditPage() {
  const [params] = useSearchParams();
  const filter = auditFilterOf(params);
  const heading = useFocusOnSearchChange(params);

  return (
    <AdminPage
      title="Audit log"
      intro="Every change made in the back office or with an API key: who made it, when (New York time), and the values before and after."
    >
      <AdminPanel id="audit-filter" title="Filter">
        <FilterForm key={params.toString()} filter={filter} />
      </AdminPanel>
      <AdminPanel id="audit-entries" title="Entries" headingRef={heading}>
        <Entries filter={filter} />
      </AdminPanel>
    </AdminPage>
  );
}
