import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ADMIN_REVOKE_REFUSALS } from '@shop/domain';
import { server } from '../../../test/server';
import { renderRoute } from '../../../test/render';
import { CSRF } from '../../../test/account-factories';
import { signInAsAdmin } from '../../admin/admin-test-helpers';
import { buildCustomer, serveCustomers } from './customers-test-helpers';

/** Another administrator's page (account 12; the signed-in administrator is account 1). */
const otherAdmin = (overrides: Parameters<typeof buildCustomer>[0] = {}) =>
  buildCustomer({ isAdmin: true, otherAdministrators: 1, ...overrides });

const openRights = async () => {
  renderRoute('/admin/customers/12');
  return screen.findByRole('region', { name: 'Administrator rights' });
};

describe("An administrator's rights", () => {
  it('are withdrawn by another administrator after a confirmation, with the csrf token', async () => {
    signInAsAdmin();
    const { seen } = serveCustomers(undefined, otherAdmin());
    const rights = await openRights();
    const user = userEvent.setup();
    await user.click(within(rights).getByRole('button', { name: 'Withdraw administrator rights' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Withdraw administrator rights from Marisol Quintero?',
    });
    expect(dialog).toHaveTextContent('every API key they made is revoked');
    expect(seen.some((s) => s.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw rights' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Marisol Quintero is no longer an administrator: signed out everywhere, and every API key they made is revoked.',
    );
    const post = seen.find((s) => s.method === 'POST');
    expect(post?.url.pathname).toBe('/api/admin/administrators/12/revoke');
    expect(post?.body).toEqual({ csrfToken: CSRF });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(rights).queryByRole('button', { name: 'Withdraw administrator rights' })).toBeNull();
  });

  it('cannot be withdrawn from oneself nor from the last administrator: the page says why, with no button', async () => {
    signInAsAdmin({ account_id: 12 });
    serveCustomers(undefined, otherAdmin());
    const own = await openRights();
    expect(own).toHaveTextContent(ADMIN_REVOKE_REFUSALS.self);
    expect(within(own).queryByRole('button')).toBeNull();
  });

  it('says so for the last administrator', async () => {
    signInAsAdmin();
    serveCustomers(undefined, otherAdmin({ otherAdministrators: 0 }));
    const last = await openRights();
    expect(last).toHaveTextContent(ADMIN_REVOKE_REFUSALS.last);
    expect(within(last).queryByRole('button')).toBeNull();
  });

  it("shows the API's refusal in the dialog (another administrator got there first)", async () => {
    signInAsAdmin();
    serveCustomers(undefined, otherAdmin());
    server.use(
      http.post('/api/admin/administrators/:id/revoke', () =>
        HttpResponse.json(
          { error: { code: 'ADMIN_REVOKE_REFUSED', message: ADMIN_REVOKE_REFUSALS.last } },
          { status: 409 },
        ),
      ),
    );
    const rights = await openRights();
    const user = userEvent.setup();
    await user.click(within(rights).getByRole('button', { name: 'Withdraw administrator rights' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw rights' }));
    expect(await within(dialog).findByText(ADMIN_REVOKE_REFUSALS.last)).toBeInTheDocument();
  });

  it('is no panel of a customer who is no administrator', async () => {
    signInAsAdmin();
    serveCustomers();
    renderRoute('/admin/customers/12');
    await screen.findByRole('region', { name: 'Actions' });
    expect(screen.queryByRole('region', { name: 'Administrator rights' })).toBeNull();
  });
});
