import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../../test/server';
import { renderRoute } from '../../../test/render';
import { CSRF } from '../../../test/account-factories';
import { NEW_KEY, buildApiKey, serveApiKeys, signInAsAdmin } from '../../admin/admin-test-helpers';

async function openKeys(keys = [buildApiKey()]) {
  signInAsAdmin();
  const api = serveApiKeys(keys);
  renderRoute('/admin/api-keys');
  await screen.findByRole('heading', { level: 1, name: 'API keys' });
  await waitFor(() => expect(screen.queryByText('Loading keys…')).toBeNull());
  const table = screen.queryByRole('table', { name: 'API keys' }) as HTMLElement;
  return { ...api, table, user: userEvent.setup() };
}

const rowOf = (table: HTMLElement, name: string) =>
  within(table)
    .getByRole('rowheader', { name: new RegExp(`^${name}`) })
    .closest('tr')!;

describe('API keys screen', () => {
  it('lists each key: name, prefix, scopes, created and last use in New York time, and whether it is revoked', async () => {
    const { table } = await openKeys([
      buildApiKey({
        id: 4,
        name: 'Price feed',
        prefix: 'sk_PrIcE123',
        scopes: ['catalog:read', 'catalog:write'],
        created_at: '2026-01-05T15:30:00.000Z',
        last_used_at: '2026-07-04T16:00:00.000Z',
      }),
      buildApiKey({ id: 3, revoked_at: '2026-01-06T14:00:00.000Z' }),
    ]);
    const feed = rowOf(table, 'Price feed');
    expect(within(feed).getAllByText('sk_PrIcE123…').length).toBeGreaterThan(0);
    // Under the name on a phone, in a column of their own from 640 px: the same list either way.
    const scopeLists = within(feed).getAllByRole('list', { name: 'Scopes of Price feed' });
    expect(scopeLists).toHaveLength(2);
    for (const scopes of scopeLists)
      expect(
        within(scopes)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['catalog:read', 'catalog:write']);
    // 15:30 UTC in January is 10:30 AM in New York (EST); 16:00 UTC in July is noon (EDT).
    expect(within(feed).getAllByText('Jan 5, 2026, 10:30 AM').length).toBeGreaterThan(0);
    expect(within(feed).getAllByText('Jul 4, 2026, 12:00 PM').length).toBeGreaterThan(0);
    expect(within(feed).getByText('Active')).toBeInTheDocument();
    expect(within(feed).getByRole('button', { name: 'Revoke Price feed' })).toBeInTheDocument();

    const erp = rowOf(table, 'ERP stock sync');
    expect(within(erp).getByText('Revoked')).toBeInTheDocument();
    expect(within(erp).getByText('Jan 6, 2026, 9:00 AM')).toBeInTheDocument();
    expect(within(erp).getAllByText(/Never/).length).toBeGreaterThan(0);
    expect(within(erp).queryByRole('button', { name: /Revoke/ })).toBeNull();
  });

  it("names each key's creator and says when a key stopped because its creator is no administrator", async () => {
    const { table } = await openKeys([
      buildApiKey({ id: 5, name: 'Price feed', last_used_at: '2026-07-04T16:00:00.000Z' }),
      buildApiKey({
        id: 4,
        name: 'Old feed',
        creator: { id: 7, name: null, email: 'gone@skar.test', administrator: false },
      }),
      buildApiKey({ id: 3, name: 'Orphan', creator: null }),
    ]);
    expect(within(table).getByRole('columnheader', { name: 'Created by' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Last used' })).toBeInTheDocument();
    const feed = rowOf(table, 'Price feed');
    expect(within(feed).getAllByText('Ada Admin').length).toBeGreaterThan(0);
    expect(within(feed).getAllByText('admin@skar.test').length).toBeGreaterThan(0);
    expect(within(feed).getAllByText('Jul 4, 2026, 12:00 PM').length).toBeGreaterThan(0);
    expect(within(feed).getByText('Active')).toBeInTheDocument();

    const old = rowOf(table, 'Old feed');
    expect(within(old).getAllByText('gone@skar.test').length).toBeGreaterThan(0);
    expect(within(old).getByText('Stopped')).toBeInTheDocument();
    expect(old).toHaveTextContent('Its creator is no longer an administrator');
    expect(within(old).getByRole('button', { name: 'Revoke Old feed' })).toBeInTheDocument();

    const orphan = rowOf(table, 'Orphan');
    expect(within(orphan).getAllByText('A deleted account').length).toBeGreaterThan(0);
    expect(within(orphan).getByText('Stopped')).toBeInTheDocument();
  });

  it('asks for a name and at least one scope before creating a key', async () => {
    const { seen, user } = await openKeys();
    const form = screen.getByRole('form', { name: 'Create an API key' });
    await user.click(within(form).getByRole('button', { name: 'Create key' }));
    expect(await within(form).findByText('Choose at least one scope')).toBeInTheDocument();
    const name = within(form).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();
    expect(within(form).getByRole('checkbox', { name: /stock:write/ })).toHaveAccessibleDescription(
      'Choose at least one scope',
    );
    expect(seen.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('creates a key with the chosen scopes and the csrf token, and shows the key once', async () => {
    const { seen, user } = await openKeys([]);
    expect(screen.getByText('No API keys yet. Create one above.')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Create an API key' });
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'ERP');
    await user.click(within(form).getByRole('checkbox', { name: /stock:write/ }));
    await user.click(within(form).getByRole('button', { name: 'Create key' }));

    const box = await screen.findByRole('region', { name: 'New key “ERP” created' });
    expect(box).toHaveTextContent('Copy this key now: it will not be shown again.');
    expect(within(box).getByRole('textbox', { name: 'API key' })).toHaveValue(NEW_KEY);
    // Focused by the box's mount effect, which may run after the box shows.
    await waitFor(() =>
      expect(within(box).getByRole('heading', { name: 'New key “ERP” created' })).toHaveFocus(),
    );
    const post = seen.find((r) => r.method === 'POST');
    expect(post?.body).toEqual({ name: 'ERP', scopes: ['stock:write'], csrfToken: CSRF });

    // The list shows the new key without the key itself.
    const table = await screen.findByRole('table', { name: 'API keys' });
    expect(within(rowOf(table, 'ERP')).getAllByText('sk_NewKey12…').length).toBeGreaterThan(0);
    expect(within(table).queryByText(NEW_KEY)).toBeNull();

    await user.click(within(box).getByRole('button', { name: 'Copy key' }));
    expect(await within(box).findByText(/Copied to the clipboard|The key is selected/)).toBeInTheDocument();

    await user.click(within(box).getByRole('button', { name: 'Done, I have copied it' }));
    expect(screen.queryByDisplayValue(NEW_KEY)).toBeNull();
    expect(screen.queryByText(NEW_KEY)).toBeNull();
    expect(screen.getByRole('form', { name: 'Create an API key' })).toBeInTheDocument();
  });

  it('shows the refusal when a key cannot be created, and no key', async () => {
    const { user } = await openKeys();
    server.use(
      http.post('/api/admin/api-keys', () =>
        HttpResponse.json({ error: { code: 'FORBIDDEN', message: 'Forbidden' } }, { status: 403 }),
      ),
    );
    const form = screen.getByRole('form', { name: 'Create an API key' });
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'ERP');
    await user.click(within(form).getByRole('checkbox', { name: /catalog:read/ }));
    await user.click(within(form).getByRole('button', { name: 'Create key' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'This account may not do that: it is not an administrator.',
    );
    expect(screen.queryByRole('textbox', { name: 'API key' })).toBeNull();
  });

  it('asks before revoking: Cancel and Escape revoke nothing', async () => {
    const { seen, table, user } = await openKeys();
    const revoke = within(table).getByRole('button', { name: 'Revoke ERP stock sync' });
    await user.click(revoke);
    const dialog = await screen.findByRole('dialog', { name: 'Revoke the key “ERP stock sync”?' });
    expect(dialog).toHaveAccessibleDescription(/refused from the moment you revoke it/);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(revoke).toHaveFocus();

    await user.click(revoke);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(seen.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('revokes a key after the confirmation, with the csrf token', async () => {
    const { seen, table, user } = await openKeys();
    await user.click(within(table).getByRole('button', { name: 'Revoke ERP stock sync' }));
    const dialog = await screen.findByRole('dialog', { name: /Revoke the key/ });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke key' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Revoked “ERP stock sync”: it no longer works.')).toBeInTheDocument();
    const post = seen.find((r) => r.method === 'POST');
    expect(post?.url.pathname).toBe('/api/admin/api-keys/3/revoke');
    expect(post?.body).toEqual({ csrfToken: CSRF });
    const row = rowOf(screen.getByRole('table', { name: 'API keys' }), 'ERP stock sync');
    expect(within(row).getByText('Revoked')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /Revoke/ })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Keys' })).toHaveFocus();
  });

  it('says so, with a way to sign in again, when the session has ended', async () => {
    signInAsAdmin();
    server.use(
      http.get('/api/admin/api-keys', () =>
        HttpResponse.json({ error: { code: 'SESSION_REQUIRED', message: 'Sign in first' } }, { status: 401 }),
      ),
    );
    renderRoute('/admin/api-keys');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your session has ended.');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/account/login?error=SessionRequired&callbackUrl=%2Fadmin%2Fapi-keys',
    );
  });
});
