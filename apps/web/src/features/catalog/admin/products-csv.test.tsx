import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { gate } from '../../../test/gate';
import { renderRoute } from '../../../test/render';
import { server } from '../../../test/server';
import { CSRF } from '../../../test/account-factories';
import { signInAsAdmin } from '../../admin/admin-test-helpers';
import {
  buildProductRow,
  serveCatalogImport,
  serveCollections,
  serveProductList,
} from './products-test-helpers';

const CSV = 'sku,name,price\nEVL-12-D4,EVL-12 D4,219.99\nNEW-1,New one,\n';
const csvFile = (text = CSV, name = 'catalogue.csv') => new File([text], name, { type: 'text/csv' });

async function openImport() {
  signInAsAdmin();
  serveCollections();
  const list = serveProductList([buildProductRow()]);
  renderRoute('/admin/products');
  await screen.findByRole('heading', { level: 1, name: 'Products' });
  const user = userEvent.setup();
  const toggle = screen.getByRole('button', { name: 'Import CSV' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return { user, list };
}

async function chooseAndCheck(user: ReturnType<typeof userEvent.setup>, file = csvFile()) {
  const form = screen.getByRole('form', { name: 'Check a catalogue CSV' });
  await user.upload(within(form).getByLabelText('Catalogue CSV file'), file);
  await user.click(within(form).getByRole('button', { name: 'Check file' }));
}

const summary = () =>
  within(screen.getByText('Rows').closest('dl')!)
    .getAllByRole('definition')
    .map((d) => d.textContent);

describe('Products: catalogue CSV', () => {
  it('shows the dry run: counts and a table of refused rows, and offers no Apply', async () => {
    const { user } = await openImport();
    const { calls } = serveCatalogImport(() => ({
      rows: 2,
      creates: 0,
      updates: 1,
      unchanged: 0,
      errors: [{ row: 3, sku: 'NEW-1', message: 'price: a price in dollars, such as 199.99' }],
    }));
    await chooseAndCheck(user);
    expect(await screen.findByRole('heading', { name: 'Checked: catalogue.csv' })).toBeInTheDocument();
    expect(summary()).toEqual(['2', '0', '1', '0', '1']);
    expect(screen.getByText(/Nothing has been written: 1 row refused/)).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'Refused rows' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('3NEW-1price: a price in dollars, such as 199.99');
    expect(screen.queryByRole('button', { name: /^Apply/ })).toBeNull();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.dryRun).toBe(true);
    expect(calls[0]!.text).toBe(CSV);
    expect(calls[0]!.headers.get('content-type')).toBe('text/csv');
    expect(calls[0]!.headers.get('x-csrf-token')).toBe(CSRF);
  });

  it('applies a clean check with the same text, then says what changed and shows the list again', async () => {
    const { user, list } = await openImport();
    const clean = 'sku,name\nEVL-12-D4,EVL-12 D4 Pro\nNEW-1,New one\n';
    const { calls } = serveCatalogImport(() => ({
      rows: 2,
      creates: 1,
      updates: 1,
      unchanged: 0,
      errors: [],
    }));
    await chooseAndCheck(user, csvFile(clean));
    expect(
      await screen.findByText(
        'Nothing has been written yet. Applying creates 1 product and updates 1 product at once.',
      ),
    ).toBeInTheDocument();
    const readsBefore = list.reads.length;
    await user.click(screen.getByRole('button', { name: 'Apply 2 changes' }));
    expect(
      await screen.findByText(/Applied catalogue\.csv: 1 product created, 1 product updated, 0 unchanged\./),
    ).toBeInTheDocument();
    expect(calls.map((c) => c.dryRun)).toEqual([true, false]);
    expect(calls[1]!.text).toBe(clean);
    expect(calls[1]!.headers.get('x-csrf-token')).toBe(CSRF);
    expect(screen.queryByRole('button', { name: /^Apply/ })).toBeNull();
    // The list refetches: new and changed products show.
    await waitFor(() => expect(list.reads.length).toBeGreaterThan(readsBefore));
  });

  it('lists the rows refused when applying, and applies nothing', async () => {
    const { user } = await openImport();
    let taken = false;
    serveCatalogImport(() => ({
      rows: 1,
      creates: taken ? 0 : 1,
      updates: 0,
      unchanged: 0,
      errors: taken
        ? [{ row: 2, sku: 'NEW-1', message: 'The sku "NEW-1" is already used by another product' }]
        : [],
    }));
    await chooseAndCheck(user, csvFile('sku,name,price,price_map,price_msrp,slug\nNEW-1,N,1,1,1,n\n'));
    const apply = await screen.findByRole('button', { name: 'Apply 1 change' });
    taken = true;
    await user.click(apply);
    expect(await screen.findByRole('heading', { name: 'Not applied: catalogue.csv' })).toBeInTheDocument();
    expect(screen.getByText(/already used by another product/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Apply/ })).toBeNull();
  });

  it('shows a progress bar while the file goes up and is checked', async () => {
    const { user } = await openImport();
    const check = gate();
    server.use(
      http.post('/api/admin/products/import', async () => {
        await check.passed;
        return HttpResponse.json({ dryRun: true, rows: 1, creates: 0, updates: 0, unchanged: 1, errors: [] });
      }),
    );
    await chooseAndCheck(user);
    expect(await screen.findByRole('progressbar', { name: /catalogue\.csv/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Checking…' })).toBeDisabled();
    check.open();
    expect(
      await screen.findByText('Every row matches the catalogue already: nothing to apply.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: /catalogue\.csv/ })).toBeNull();
  });

  it("reads the shop's streamed answer: progress lines, then the result", async () => {
    const { user } = await openImport();
    const accepts: (string | null)[] = [];
    server.use(
      http.post('/api/admin/products/import', ({ request }) => {
        accepts.push(request.headers.get('accept'));
        const lines = [
          { progress: { phase: 'reading', done: 1000, total: 1000 } },
          { progress: { phase: 'checking', done: 1000, total: 1000 } },
          { result: { dryRun: true, rows: 1000, creates: 2, updates: 3, unchanged: 995, errors: [] } },
        ];
        return new HttpResponse(lines.map((l) => `${JSON.stringify(l)}\n`).join(''), {
          headers: { 'content-type': 'application/x-ndjson; charset=utf-8' },
        });
      }),
    );
    await chooseAndCheck(user);
    expect(await screen.findByRole('button', { name: 'Apply 5 changes' })).toBeInTheDocument();
    expect(summary()).toEqual(['1,000', '2', '3', '995', '0']);
    expect(accepts[0]).toMatch(/^application\/x-ndjson/);
  });

  it('lists the rows refused in a streamed apply, and applies nothing', async () => {
    const { user } = await openImport();
    const errors = [{ row: 2, sku: 'NEW-1', message: 'The sku "NEW-1" is already used by another product' }];
    server.use(
      http.post('/api/admin/products/import', ({ request }) => {
        const dryRun = new URL(request.url).searchParams.get('dryRun') !== '0';
        const lines = dryRun
          ? [{ result: { dryRun: true, rows: 1, creates: 1, updates: 0, unchanged: 0, errors: [] } }]
          : [
              { progress: { phase: 'reading', done: 1, total: 1 } },
              { error: { code: 'CSV_INVALID', message: '1 row is refused', details: { errors } } },
            ];
        return new HttpResponse(lines.map((l) => `${JSON.stringify(l)}\n`).join(''), {
          headers: { 'content-type': 'application/x-ndjson' },
        });
      }),
    );
    await chooseAndCheck(user);
    await user.click(await screen.findByRole('button', { name: 'Apply 1 change' }));
    expect(await screen.findByRole('heading', { name: 'Not applied: catalogue.csv' })).toBeInTheDocument();
    expect(screen.getByText(/already used by another product/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Apply/ })).toBeNull();
  });

  it("shows the API's refusal of a file it cannot read", async () => {
    const { user } = await openImport();
    server.use(
      http.post('/api/admin/products/import', () =>
        HttpResponse.json(
          { error: { code: 'CSV_HEADER', message: 'The first row must name the columns, sku among them' } },
          { status: 400 },
        ),
      ),
    );
    await chooseAndCheck(user, csvFile('EVL-12-D4,1\n'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The first row must name the columns, sku among them',
    );
  });

  it('exports the whole catalogue as a download', async () => {
    await openImport();
    const link = screen.getByRole('link', { name: 'Export CSV' });
    expect(link).toHaveAttribute('href', '/api/admin/products/export.csv');
    expect(link).toHaveAttribute('download');
  });
});
