import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../../test/render';
import {
  buildAuditActor,
  buildAuditEntry,
  serveAuditLog,
  signInAsAdmin,
} from '../../admin/admin-test-helpers';

const entries = () => [
  buildAuditEntry({ id: 4, actor: 'user:1', entity_id: 'SKU-4' }),
  buildAuditEntry({
    id: 3,
    actor: 'api-key:7',
    actor_detail: buildAuditActor('api-key:7', { name: 'Stock sync', revoked: true }),
    entity_id: 'SKU-3',
  }),
  buildAuditEntry({
    id: 2,
    actor: 'user:9',
    actor_detail: buildAuditActor('user:9', { name: null, email: null, deleted: true }),
    entity_id: 'SKU-2',
  }),
  buildAuditEntry({ id: 1, actor: 'user:1', entity_id: 'SKU-1' }),
];

const rows = () =>
  within(screen.getByRole('table', { name: 'Audit log entries, newest first' }))
    .getAllByRole('row')
    .slice(1);

describe('Audit log screen: who did it', () => {
  it('names administrators with their email, keys as keys, revoked and deleted ones too', async () => {
    signInAsAdmin();
    serveAuditLog(entries());
    renderRoute('/admin/audit');
    await screen.findByRole('table', { name: 'Audit log entries, newest first' });
    const [ada, key, gone] = rows();
    expect(within(ada!).getAllByRole('link', { name: 'Everything by Ada Admin' })[0]).toHaveTextContent(
      'Ada Admin',
    );
    expect(within(ada!).getAllByText('admin@skar.test').length).toBeGreaterThan(0);
    expect(
      within(key!).getAllByRole('link', { name: 'Everything by API key “Stock sync” (revoked)' })[0],
    ).toHaveTextContent('Stock sync');
    expect(within(key!).getAllByText('API key').length).toBeGreaterThan(0);
    expect(within(key!).getAllByText('Revoked').length).toBeGreaterThan(0);
    expect(within(gone!).getAllByText('Deleted administrator (account 9)').length).toBeGreaterThan(0);
  });

  it('filters by who, from the list of everyone with an entry, kept in the URL', async () => {
    signInAsAdmin();
    const { reads } = serveAuditLog(entries());
    const { router } = renderRoute('/admin/audit');
    await screen.findByRole('table', { name: 'Audit log entries, newest first' });
    const form = screen.getByRole('search', { name: 'Filter the audit log' });
    const who = within(form).getByRole('combobox', { name: /^Who/ });
    expect(
      within(who)
        .getAllByRole('option')
        .map((o) => [o.getAttribute('value'), o.textContent]),
    ).toEqual([
      ['', 'Anyone'],
      ['user:1', 'Ada Admin (admin@skar.test)'],
      ['api-key:7', 'API key “Stock sync” (revoked)'],
      ['user:9', 'Deleted administrator (account 9)'],
    ]);
    const user = userEvent.setup();
    await user.selectOptions(who, 'user:1');
    await user.click(within(form).getByRole('button', { name: 'Filter' }));
    expect(await screen.findByText('1–2 of 2 entries, newest first')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?actor=user%3A1');
    expect(reads.at(-1)?.searchParams.get('actor')).toBe('user:1');
    expect(
      within(screen.getByRole('search', { name: 'Filter the audit log' })).getByRole('combobox', {
        name: /^Who/,
      }),
    ).toHaveValue('user:1');
  });

  it("opens everything one actor did from the actor's link", async () => {
    signInAsAdmin();
    serveAuditLog(entries());
    const { router } = renderRoute('/admin/audit');
    await screen.findByRole('table', { name: 'Audit log entries, newest first' });
    const user = userEvent.setup();
    await user.click(within(rows()[1]!).getAllByRole('link', { name: /^Everything by API key/ })[0]!);
    expect(await screen.findByText('1–1 of 1 entry, newest first')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?actor=api-key%3A7');
  });
});
