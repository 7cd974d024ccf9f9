import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { STATE_CODE_MESSAGE } from '@shop/domain';
import { server } from '../../test/server';
import { renderRoute } from '../../test/render';
import { buildAddress, buildSessionUser, serveAccount, serveSession } from '../../test/account-factories';

describe('Address book', () => {
  it("refuses a state that is not in the domain's list before sending, and sends a listed one upper-cased", async () => {
    serveSession(buildSessionUser());
    serveAccount();
    // the body as sent: parsing it with the domain schema here would upper-case it and hide a client that does not
    const sent: Record<string, unknown>[] = [];
    server.use(
      http.post('/api/account/addresses', async ({ request }) => {
        sent.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json(buildAddress({ id: 3, address_line_2: null, is_default: false }), {
          status: 201,
        });
      }),
    );
    const user = userEvent.setup();
    renderRoute('/account');
    await user.click(await screen.findByRole('button', { name: 'Add an address' }));
    const form = screen.getByRole('form', { name: 'Add an address' });
    const field = (name: string) => within(form).getByRole('textbox', { name });
    await user.type(field('First name'), 'Ada');
    await user.type(field('Last name'), 'Lovelace');
    await user.type(field('Address'), '1 Main St');
    await user.type(field('City'), 'Tampa');
    await user.type(field('State'), 'ZZ');
    await user.type(field('ZIP code'), '33601');
    await user.type(field('Phone'), '8135550100');
    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(await within(form).findByText(STATE_CODE_MESSAGE)).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.clear(field('State'));
    await user.type(field('State'), 'ny');
    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    await screen.findByRole('button', { name: 'Add an address' });
    expect(sent.map((b) => b.state_code)).toEqual(['NY']);
  });
});
