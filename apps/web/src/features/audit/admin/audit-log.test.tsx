import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../../test/render';
import {
  buildAuditEntry,
  serveAuditLog,
  signInAsAdmin,
  type AuditEntry,
} from '../../admin/admin-test-helpers';

/** `n` stock changes, newest first (ids n..1), a minute apart, on skus SKU-n..SKU-1. */
const stockChanges = (n: number): AuditEntry[] =>
  Array.from({ length: n }, (_, i) =>
    buildAuditEntry({
      id: n - i,
      entity_id: `SKU-${n - i}`,
      created_at: new Date(Date.UTC(2026, 0, 5, 15, 0) + (n - i) * 60_000).toISOString(),
    }),
  );

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Audit log entries, newest first' }))
    .getAllByRole('row')
    .slice(1);

describe('Audit log screen', () => {
  it('shows entries newest first: New York time, who, action, entity and a compact diff of the changed keys', async () => {
    signInAsAdmin();
    serveAuditLog([
      buildAuditEntry({
        id: 2,
        actor: 'api-key:3',
        created_at: '2026-07-04T16:05:00.000Z',
        before: { tpa: 3, lv: 7 },
        after: { tpa: 5, lv: 7 },
      }),
      buildAuditEntry({
        id: 1,
        action: 'api-key.create',
        entity: 'api-key',
        entity_id: '3',
        before: null,
        after: { name: 'ERP', prefix: 'sk_AbCdEfG', scopes: ['stock:write', 'catalog:read'] },
      }),
    ]);
    renderRoute('/admin/audit');
    await screen.findByRole('table', { name: 'Audit log entries, newest first' });
    const [stock, key] = bodyRows();
    expect(stock).toHaveTextContent('Jul 4, 2026, 12:05 PM');
    // Who: the key's name, marked as a key (in the first cell below 768 px too).
    expect(within(stock!).getAllByRole('link', { name: 'Everything by API key “ERP”' })[0]).toHaveAttribute(
      'href',
      '/admin/audit?actor=api-key%3A3',
    );
    expect(within(stock!).getAllByText('API key').length).toBeGreaterThan(0);
    expect(within(key!).getAllByText('admin@skar.test').length).toBeGreaterThan(0);
    expect(within(stock!).getAllByText('stock.set').length).toBeGreaterThan(0);
    // In the first cell below 768 px, in a column of its own above: the same link either way.
    for (const link of within(stock!).getAllByRole('link', { name: 'History of product EVL-12-D4' }))
      expect(link).toHaveAttribute('href', '/admin/audit?entity=product&entity_id=EVL-12-D4');
    // Only tpa changed: lv is left out; read as "tpa from 3 to 5".
    const diff = within(stock!).getByRole('listitem');
    expect(diff).toHaveTextContent('tpa from 3 → to 5');
    expect(within(stock!).queryByText('lv')).toBeNull();

    expect(key).toHaveTextContent('Jan 5, 2026, 10:30 AM');
    const made = within(key!)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(made).toEqual([
      'name set to ERP',
      'prefix set to sk_AbCdEfG',
      'scopes set to stock:write, catalog:read',
    ]);
    expect(screen.getByText('1–2 of 2 entries, newest first')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it('pages through the log 25 at a time', async () => {
    signInAsAdmin();
    const { reads } = serveAuditLog(stockChanges(60));
    const { router } = renderRoute('/admin/audit');
    await screen.findByRole('table', { name: 'Audit log entries, newest first' });
    expect(bodyRows()).toHaveLength(25);
    expect(bodyRows()[0]).toHaveTextContent('SKU-60');
    expect(screen.getByText('1–25 of 60 entries, newest first')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

    const user = userEvent.setup();
    await user.click(within(pages).getByRole('link', { name: 'Page 3' }));
    expect(await screen.findByText('51–60 of 60 entries, newest first')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(10);
    expect(bodyRows()[0]).toHaveTextContent('SKU-10');
    expect(router.state.location.search).toBe('?page=3');
    expect(reads.at(-1)?.searchParams.get('page')).toBe('3');
    expect(reads.at(-1)?.searchParams.get('pageSize')).toBe('25');
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Entries' })).toHaveFocus());

    await user.click(screen.getByRole('link', { name: 'Previous' }));
    expect(await screen.findByText('26–50 of 60 entries, newest first')).toBeInTheDocument();
  });

  it('filters by entity and entity id, from the first page, and clears the filter', async () => {
    signInAsAdmin();
    const { reads } = serveAuditLog([
      ...stockChanges(30),
      buildAuditEntry({ id: 100, action: 'api-key.revoke', entity: 'api-key', entity_id: '3' }),
    ]);
    const { router } = renderRoute('/admin/audit?page=2');
    await screen.findByRole('table', { name: 'Audit log entries, newest first' });
    const user = userEvent.setup();
    const form = screen.getByRole('search', { name: 'Filter the audit log' });
    await user.type(within(form).getByRole('combobox', { name: /Entity/ }), 'product');
    await user.type(within(form).getByRole('textbox', { name: /Entity id/ }), 'SKU-7');
    await user.click(within(form).getByRole('button', { name: 'Filter' }));

    expect(await screen.findByText('1–1 of 1 entry, newest first')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(1);
    expect(bodyRows()[0]).toHaveTextContent('SKU-7');
    expect(router.state.location.search).toBe('?entity=product&entity_id=SKU-7');
    const last = reads.at(-1)!.searchParams;
    expect([last.get('entity'), last.get('entity_id'), last.get('page')]).toEqual(['product', 'SKU-7', '1']);
    // The form shows the filter in force.
    const shown = screen.getByRole('search', { name: 'Filter the audit log' });
    expect(within(shown).getByRole('combobox', { name: /Entity/ })).toHaveValue('product');

    await user.click(within(shown).getByRole('link', { name: 'Clear' }));
    expect(await screen.findByText('1–25 of 31 entries, newest first')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it("opens an entity's whole history from its link", async () => {
    signInAsAdmin();
    serveAuditLog([
      buildAuditEntry({ id: 3, entity_id: 'VD-8-D2' }),
      buildAuditEntry({ id: 2, entity_id: 'EVL-12-D4' }),
      buildAuditEntry({ id: 1, entity_id: 'VD-8-D2' }),
    ]);
    renderRoute('/admin/audit');
    await screen.findByRole('table', { name: 'Audit log entries, newest first' });
    const user = userEvent.setup();
    await user.click(screen.getAllByRole('link', { name: 'History of product VD-8-D2' })[0]!);
    expect(await screen.findByText('1–2 of 2 entries, newest first')).toBeInTheDocument();
    expect(bodyRows().every((row) => row.textContent?.includes('VD-8-D2'))).toBe(true);
  });

  it('says when nothing matches', async () => {
    signInAsAdmin();
    serveAuditLog([buildAuditEntry()]);
    renderRoute('/admin/audit?entity=sale');
    expect(await screen.findByText('No entries match this filter.')).toBeInTheDocument();
  });
});
