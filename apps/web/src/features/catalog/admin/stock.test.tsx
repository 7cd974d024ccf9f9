import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../../test/server';
import { renderRoute } from '../../../test/render';
import { CSRF } from '../../../test/account-factories';
import { serveStockImport, signInAsAdmin } from '../../admin/admin-test-helpers';

async function openStock() {
  signInAsAdmin();
  renderRoute('/admin/stock');
  await screen.findByRole('heading', { level: 1, name: 'Stock' });
  return userEvent.setup();
}

/** Records PUT /api/admin/stock bodies; answers `answer(body)`. */
function serveSetStock(answer: (body: { items: { sku: string }[] }) => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.put('/api/admin/stock', async ({ request }) => {
      const body = (await request.json()) as { items: { sku: string }[] };
      bodies.push(body);
      return answer(body);
    }),
  );
  return bodies;
}

describe('Stock: one SKU', () => {
  it("sets one SKU's TPA count, keeps its LV count, and links to its history", async () => {
    const user = await openStock();
    const bodies = serveSetStock(() => HttpResponse.json({ updated: 1, unchanged: 0 }));
    const form = screen.getByRole('form', { name: "Set one SKU's stock" });
    await user.type(within(form).getByRole('textbox', { name: 'SKU' }), 'EVL-12-D4');
    await user.type(within(form).getByRole('textbox', { name: /TPA \(Tampa\)/ }), '12');
    await user.click(within(form).getByRole('button', { name: 'Save stock' }));
    expect(
      await within(form).findByText(/Saved: EVL-12-D4 now has TPA 12 \(TPA only; LV kept\)\./),
    ).toBeInTheDocument();
    expect(bodies).toEqual([{ items: [{ sku: 'EVL-12-D4', tpa: 12 }], csrfToken: CSRF }]);
    expect(within(form).getByRole('link', { name: 'See its history' })).toHaveAttribute(
      'href',
      '/admin/audit?entity=product&entity_id=EVL-12-D4',
    );
  });

  it('says when nothing changed', async () => {
    const user = await openStock();
    serveSetStock(() => HttpResponse.json({ updated: 0, unchanged: 1 }));
    const form = screen.getByRole('form', { name: "Set one SKU's stock" });
    await user.type(within(form).getByRole('textbox', { name: 'SKU' }), 'EVL-12-D4');
    await user.type(within(form).getByRole('textbox', { name: /TPA/ }), '3');
    await user.type(within(form).getByRole('textbox', { name: /LV/ }), '0');
    await user.click(within(form).getByRole('button', { name: 'Save stock' }));
    expect(
      await within(form).findByText('EVL-12-D4 already had these counts: nothing changed.'),
    ).toBeInTheDocument();
  });

  it('names an unknown SKU under its field', async () => {
    const user = await openStock();
    serveSetStock(() =>
      HttpResponse.json(
        {
          error: {
            code: 'UNKNOWN_SKU',
            message: 'No product has the sku NOPE-1',
            details: { unknown: ['NOPE-1'] },
          },
        },
        { status: 400 },
      ),
    );
    const form = screen.getByRole('form', { name: "Set one SKU's stock" });
    await user.type(within(form).getByRole('textbox', { name: 'SKU' }), 'NOPE-1');
    await user.type(within(form).getByRole('textbox', { name: /LV/ }), '4');
    await user.click(within(form).getByRole('button', { name: 'Save stock' }));
    const sku = within(form).getByRole('textbox', { name: 'SKU' });
    expect(await within(form).findByText('No product has the SKU NOPE-1')).toBeInTheDocument();
    expect(sku).toHaveAttribute('aria-invalid', 'true');
    expect(sku).toHaveAccessibleDescription('No product has the SKU NOPE-1');
    expect(within(form).queryByText(/Saved/)).toBeNull();
  });

  it('asks for a SKU, a count, and whole numbers, before sending anything', async () => {
    const user = await openStock();
    const bodies = serveSetStock(() => HttpResponse.json({ updated: 1, unchanged: 0 }));
    const form = screen.getByRole('form', { name: "Set one SKU's stock" });
    await user.click(within(form).getByRole('button', { name: 'Save stock' }));
    expect(within(form).getByText('Enter a SKU')).toBeInTheDocument();
    expect(within(form).getByText('Give a TPA count, an LV count or both')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'SKU' })).toHaveFocus();
    await user.type(within(form).getByRole('textbox', { name: 'SKU' }), 'EVL-12-D4');
    await user.type(within(form).getByRole('textbox', { name: /LV/ }), '2.5');
    await user.click(within(form).getByRole('button', { name: 'Save stock' }));
    expect(within(form).getByRole('textbox', { name: /LV/ })).toHaveAccessibleDescription(
      'Enter a whole number from 0 to 1,000,000',
    );
    expect(bodies).toEqual([]);
  });
});

const CSV = 'sku,tpa,lv\nEVL-12-D4,12,4\nVD-8-D2,,30\nNOPE-1,x,1\n';
const csvFile = (text = CSV, name = 'stock.csv') => new File([text], name, { type: 'text/csv' });

async function chooseAndCheck(user: ReturnType<typeof userEvent.setup>, file = csvFile()) {
  const form = screen.getByRole('form', { name: 'Check a stock CSV' });
  await user.upload(within(form).getByLabelText('CSV file'), file);
  await user.click(within(form).getByRole('button', { name: 'Check file' }));
}

describe('Stock: CSV import', () => {
  it('shows the dry run: rows, changes and a table of refused rows, and offers no Apply', async () => {
    const user = await openStock();
    const { calls } = serveStockImport(() => ({
      rows: 3,
      changes: 2,
      errors: [
        { row: 4, sku: 'NOPE-1', message: 'No product has this sku' },
        { row: 4, sku: 'NOPE-1', message: 'tpa: a whole number from 0 to 1,000,000' },
      ],
    }));
    await chooseAndCheck(user);

    expect(await screen.findByRole('heading', { name: 'Checked: stock.csv' })).toBeInTheDocument();
    expect(
      screen.getByText('Nothing has been written: 2 rows refused.', { exact: false }),
    ).toBeInTheDocument();
    const summary = screen.getByText('Would change').closest('dl')!;
    expect(
      within(summary)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['3', '2', '2']);
    const table = screen.getByRole('table', { name: 'Refused rows' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveTextContent('4NOPE-1tpa: a whole number from 0 to 1,000,000');
    expect(screen.queryByRole('button', { name: /^Apply/ })).toBeNull();

    expect(calls).toHaveLength(1);
    expect(calls[0]!.dryRun).toBe(true);
    expect(calls[0]!.text).toBe(CSV);
    expect(calls[0]!.headers.get('content-type')).toBe('text/csv');
    expect(calls[0]!.headers.get('x-csrf-token')).toBe(CSRF);
  });

  it('applies a clean check with the same text, all at once, then says what changed', async () => {
    const user = await openStock();
    const clean = 'sku,tpa,lv\nEVL-12-D4,12,4\nVD-8-D2,,30\n';
    const { calls } = serveStockImport(() => ({ rows: 2, changes: 2, errors: [] }));
    await chooseAndCheck(user, csvFile(clean));
    expect(
      await screen.findByText('Nothing has been written yet. Applying writes 2 changes at once.'),
    ).toBeInTheDocument();
    expect(calls.map((c) => c.dryRun)).toEqual([true]);

    await user.click(screen.getByRole('button', { name: 'Apply 2 changes' }));
    expect(await screen.findByText(/Applied stock\.csv: 2 SKUs changed \(2 rows\)\./)).toBeInTheDocument();
    expect(calls.map((c) => c.dryRun)).toEqual([true, false]);
    expect(calls[1]!.text).toBe(clean);
    expect(calls[1]!.headers.get('x-csrf-token')).toBe(CSRF);
    expect(screen.getByRole('link', { name: 'See the audit log' })).toHaveAttribute(
      'href',
      '/admin/audit?entity=product',
    );
    expect(screen.queryByRole('button', { name: /^Apply/ })).toBeNull();
  });

  it('lists the rows refused when applying (a product removed since the check), and applies nothing', async () => {
    const user = await openStock();
    let removed = false;
    const { calls } = serveStockImport(() => ({
      rows: 1,
      changes: removed ? 0 : 1,
      errors: removed ? [{ row: 2, sku: 'EVL-12-D4', message: 'No product has this sku' }] : [],
    }));
    await chooseAndCheck(user, csvFile('sku,tpa\nEVL-12-D4,1\n'));
    const apply = await screen.findByRole('button', { name: 'Apply 1 change' });
    removed = true;
    await user.click(apply);
    expect(await screen.findByRole('heading', { name: 'Not applied: stock.csv' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Refused rows' })).getByText('No product has this sku'),
    ).toBeInTheDocument();
    expect(screen.getByText(/Nothing has been written: 1 row refused/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Apply/ })).toBeNull();
    expect(screen.queryByText(/^Applied/)).toBeNull();
    expect(calls.map((c) => c.dryRun)).toEqual([true, false]);
  });

  it('drops a check when another file is chosen: only a checked text can be applied', async () => {
    const user = await openStock();
    const { calls } = serveStockImport(() => ({ rows: 1, changes: 1, errors: [] }));
    await chooseAndCheck(user, csvFile('sku,tpa\nEVL-12-D4,1\n'));
    await screen.findByRole('button', { name: 'Apply 1 change' });
    await user.upload(screen.getByLabelText('CSV file'), csvFile('sku,tpa\nEVL-12-D4,99\n', 'other.csv'));
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Apply/ })).toBeNull());
    expect(calls.map((c) => c.dryRun)).toEqual([true]);
  });

  it("shows the API's refusal of an unreadable file", async () => {
    const user = await openStock();
    server.use(
      http.post('/api/admin/stock/import', () =>
        HttpResponse.json(
          {
            error: {
              code: 'CSV_HEADER',
              message: 'The first row must name the columns: sku, and tpa and/or lv',
            },
          },
          { status: 400 },
        ),
      ),
    );
    await chooseAndCheck(user, csvFile('EVL-12-D4,1,2\n'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The first row must name the columns: sku, and tpa and/or lv',
    );
    expect(screen.queryByRole('button', { name: /^Apply/ })).toBeNull();
  });

  it('asks for a file before checking', async () => {
    const user = await openStock();
    const form = screen.getByRole('form', { name: 'Check a stock CSV' });
    await user.click(within(form).getByRole('button', { name: 'Check file' }));
    expect(within(form).getByLabelText('CSV file')).toHaveAccessibleDescription('Choose a CSV file');
    expect(within(form).getByLabelText('CSV file')).toHaveFocus();
  });

  it('says when the file changes nothing', async () => {
    const user = await openStock();
    serveStockImport(() => ({ rows: 2, changes: 0, errors: [] }));
    await chooseAndCheck(user);
    expect(
      await screen.findByText("Every count in the file is already the shop's: nothing to apply."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Apply/ })).toBeNull();
  });
});
