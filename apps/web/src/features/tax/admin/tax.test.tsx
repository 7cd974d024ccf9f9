import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { AdminTaxRates } from '@shop/domain';
import { server } from '../../../test/server';
import { renderRoute } from '../../../test/render';
import { CSRF } from '../../../test/account-factories';
import { signInAsAdmin } from '../../admin/admin-test-helpers';

type Rate = AdminTaxRates['rates'][number];
const florida: Rate = {
  state_code: 'FL',
  state_rate_ppm: 60_000,
  local_rate_ppm: 10_000,
  shipping_taxed: true,
  updated_at: '2026-03-01T15:00:00.000Z',
};

/** Serves the rates: a PUT sets one (recording its body), a DELETE removes one. */
function serveRates(initial: Rate[]) {
  let rates = [...initial];
  const puts: { state: string; body: unknown }[] = [];
  const deletes: { state: string; csrf: string | null }[] = [];
  server.use(
    http.get('/api/admin/tax/rates', () => HttpResponse.json({ rates })),
    http.put('/api/admin/tax/rates/:state', async ({ params, request }) => {
      const state = String(params.state);
      const body = (await request.json()) as Omit<Rate, 'state_code' | 'updated_at'>;
      puts.push({ state, body });
      rates = [
        ...rates.filter((r) => r.state_code !== state),
        {
          state_code: state as Rate['state_code'],
          state_rate_ppm: body.state_rate_ppm,
          local_rate_ppm: body.local_rate_ppm,
          shipping_taxed: body.shipping_taxed,
          updated_at: florida.updated_at,
        },
      ].sort((a, b) => a.state_code.localeCompare(b.state_code));
      return HttpResponse.json({ rates });
    }),
    http.delete('/api/admin/tax/rates/:state', ({ params, request }) => {
      deletes.push({ state: String(params.state), csrf: request.headers.get('x-csrf-token') });
      rates = rates.filter((r) => r.state_code !== params.state);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return { puts, deletes };
}

async function openTax(rates: Rate[] = [florida]) {
  signInAsAdmin();
  const api = serveRates(rates);
  renderRoute('/admin/tax');
  await screen.findByRole('heading', { level: 1, name: 'Sales tax' });
  await waitFor(() => expect(screen.queryByText('Loading rates…')).toBeNull());
  return { ...api, user: userEvent.setup() };
}

describe('Sales tax screen', () => {
  it('lists each state with its rates, the combined rate and whether shipping is taxed', async () => {
    await openTax();
    const table = screen.getByRole('table', { name: 'Sales tax rates by state' });
    const row = within(table).getByRole('rowheader', { name: 'Florida (FL)' }).closest('tr')!;
    expect(row).toHaveTextContent('6%');
    expect(row).toHaveTextContent('1%');
    expect(row).toHaveTextContent('7%');
    expect(row).toHaveTextContent('Yes');
  });

  it('says no tax is collected when there is no rate', async () => {
    await openTax([]);
    expect(screen.getByText('No rates yet: checkout charges no sales tax anywhere.')).toBeInTheDocument();
  });

  it('adds a state rate typed as percents, sent as exact parts per million with the csrf token', async () => {
    const { puts, user } = await openTax();
    const form = screen.getByRole('form', { name: 'New rate' });
    // Florida has a rate already: it is edited, not added again.
    expect(within(form).queryByRole('option', { name: 'Florida (FL)' })).toBeNull();
    await user.selectOptions(within(form).getByRole('combobox', { name: 'State' }), 'NY');
    await user.type(within(form).getByRole('textbox', { name: 'State rate (%)' }), '4');
    const local = within(form).getByRole('textbox', { name: /Average local rate/ });
    await user.clear(local);
    await user.type(local, '4.875');
    await user.click(within(form).getByRole('button', { name: 'Add rate' }));
    expect(await screen.findByText('Saved: New York collects 8.875%.')).toBeInTheDocument();
    expect(puts).toEqual([
      {
        state: 'NY',
        body: { state_rate_ppm: 40_000, local_rate_ppm: 48_750, shipping_taxed: false, csrfToken: CSRF },
      },
    ]);
    expect(screen.getByRole('rowheader', { name: 'New York (NY)' })).toBeInTheDocument();
  });

  it('refuses a rate that is no percent, or above 20% with the local rate, before sending it', async () => {
    const { puts, user } = await openTax([]);
    const form = screen.getByRole('form', { name: 'New rate' });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'State' }), 'TX');
    await user.type(within(form).getByRole('textbox', { name: 'State rate (%)' }), 'six');
    await user.click(within(form).getByRole('button', { name: 'Add rate' }));
    expect(within(form).getByText('A percent such as 6 or 7.0125 (at most 4 decimals)')).toBeInTheDocument();
    const rate = within(form).getByRole('textbox', { name: 'State rate (%)' });
    await user.clear(rate);
    await user.type(rate, '15');
    const local = within(form).getByRole('textbox', { name: /Average local rate/ });
    await user.clear(local);
    await user.type(local, '6');
    await user.click(within(form).getByRole('button', { name: 'Add rate' }));
    expect(within(form).getByText('The state and local rates together are at most 20%')).toBeInTheDocument();
    expect(puts).toEqual([]);
  });

  it('edits a rate and removes one after asking', async () => {
    const { puts, deletes, user } = await openTax();
    await user.click(screen.getByRole('button', { name: 'Edit Florida' }));
    const form = screen.getByRole('form', { name: 'Edit rate' });
    expect(within(form).getByRole('combobox', { name: 'State' })).toHaveValue('FL');
    await user.click(within(form).getByRole('checkbox', { name: 'Shipping is taxed in this state' }));
    await user.click(within(form).getByRole('button', { name: 'Save rate' }));
    expect(await screen.findByText('Saved: Florida collects 7%.')).toBeInTheDocument();
    expect(puts[0]?.body).toMatchObject({
      state_rate_ppm: 60_000,
      local_rate_ppm: 10_000,
      shipping_taxed: false,
    });

    await user.click(screen.getByRole('button', { name: 'Remove Florida' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stop collecting tax in Florida?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Removed: no tax is collected in Florida.')).toBeInTheDocument();
    expect(deletes).toEqual([{ state: 'FL', csrf: CSRF }]);
  });
});
