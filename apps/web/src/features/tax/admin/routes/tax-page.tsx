import { useState } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { TaxRate } from '@shop/domain';
import { prefetchForAdministrator } from '../../../admin/api/admin-access';
import { AdminPage, AdminPanel, LoadError, Notice } from '../../../admin/components/admin-ui';
import { adminTaxRatesQueryOptions, useAdminTaxRates } from '../api/tax-rates';
import { TaxRateForm } from '../components/tax-rate-form';
import { TaxRatesTable } from '../components/tax-rates-table';

/** /admin/tax: prefetches the rates for an administrator. */
export const taxLoader = (queryClient: QueryClient) => () =>
  prefetchForAdministrator(queryClient, () => queryClient.prefetchQuery(adminTaxRatesQueryOptions()));

/**
 * The states the shop collects sales tax in (decision 075): a rate per state (the state's plus an average local
 * rate) and whether shipping is taxed there; added, edited and removed, each change in the audit log. A state
 * not listed is charged no tax; a customer with a resale certificate on file never is.
 */
export function TaxPage() {
  const { data, isPending, isError, error, refetch } = useAdminTaxRates();
  const [editing, setEditing] = useState<TaxRate | null>(null);
  const [message, setMessage] = useState('');
  // A new form after each save, so that it starts empty.
  const [formKey, setFormKey] = useState(0);
  const done = (text: string) => {
    setMessage(text);
    setEditing(null);
    setFormKey((k) => k + 1);
  };
  const taken = new Set(data?.rates.map((r) => r.state_code) ?? []);

  return (
    <AdminPage
      title="Sales tax"
      intro="Checkout charges a state's rate on each line, and on shipping where the state taxes it, rounded half up to the cent per line. Orders to a state not listed here pay no tax."
    >
      <AdminPanel id="tax-rate-form" title={editing ? `Edit ${editing.state_code}` : 'Add a state'}>
        <TaxRateForm
          key={`${formKey}-${editing?.state_code ?? ''}`}
          editing={editing}
          taken={taken}
          onDone={done}
        />
      </AdminPanel>
      <AdminPanel id="tax-rates" title="States the shop collects in">
        <div role="status" className="mb-4 empty:hidden">
          {message && <Notice tone="success">{message}</Notice>}
        </div>
        {isPending ? (
          <p className="text-sm text-neutral-600">Loading rates…</p>
        ) : isError ? (
          <LoadError error={error} what="the rates" onRetry={() => void refetch()} />
        ) : data.rates.length === 0 ? (
          <p className="text-sm text-neutral-600">No rates yet: checkout charges no sales tax anywhere.</p>
        ) : (
          <TaxRatesTable
            rates={data.rates}
            onEdit={(r) => {
              setMessage('');
              setEditing(r);
            }}
            onRemoved={done}
          />
        )}
      </AdminPanel>
    </AdminPage>
  );
}
