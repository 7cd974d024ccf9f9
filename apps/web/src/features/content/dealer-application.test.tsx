import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { DealerApplication, MyDealerApplication } from '@shop/domain';
import { renderRoute } from '../../test/render';
import { server } from '../../test/server';
import { buildSessionUser, CSRF, serveSession } from '../../test/account-factories';

const sent: DealerApplication = {
  id: 5,
  user_id: 41,
  email: 'pat@example.com',
  business_name: 'Bass Cave Installs',
  tax_id: '12-3456789',
  contact_name: 'Pat Lee',
  phone: '5552013344',
  resale_certificate: null,
  resale_certificate_state: null,
  status: 'open',
  note: null,
  created_at: '2026-02-01T15:30:00.000Z',
  decided_at: null,
};

/** Serves the account's application state; a post makes it `sent` and records the body. */
function serveApplication(state: MyDealerApplication) {
  const bodies: unknown[] = [];
  server.use(
    http.get('/api/dealer-application', () => HttpResponse.json(state)),
    http.post('/api/dealer-application', async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ isDealer: false, application: sent }, { status: 201 });
    }),
  );
  return bodies;
}

describe('Become a Dealer: the application', () => {
  it('asks a visitor to sign in first', async () => {
    serveSession(null);
    renderRoute('/pages/become-a-dealer');
    await screen.findByRole('heading', { level: 2, name: 'How to apply' });
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/account/login?callbackUrl=%2Fpages%2Fbecome-a-dealer',
    );
    expect(screen.queryByRole('form', { name: 'Dealer application' })).toBeNull();
  });

  it('checks the fields, sends the application with the account email, then shows it is being reviewed', async () => {
    serveSession(buildSessionUser());
    const bodies = serveApplication({ isDealer: false, application: null });
    renderRoute('/pages/become-a-dealer');
    const form = await screen.findByRole('form', { name: 'Dealer application' });
    expect(within(form).getByRole('textbox', { name: 'Email' })).toHaveValue('pat@example.com');
    const user = userEvent.setup();
    await user.type(within(form).getByRole('textbox', { name: 'Business name' }), 'Bass Cave Installs');
    await user.type(within(form).getByRole('textbox', { name: 'Tax id (EIN)' }), '1234');
    await user.type(within(form).getByRole('textbox', { name: 'Contact name' }), 'Pat Lee');
    await user.type(within(form).getByRole('textbox', { name: 'Phone' }), '(555) 201-3344');
    await user.click(within(form).getByRole('button', { name: 'Send application' }));
    expect(await within(form).findByText('Enter your 9-digit EIN, like 12-3456789')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    const taxId = within(form).getByRole('textbox', { name: 'Tax id (EIN)' });
    await user.clear(taxId);
    await user.type(taxId, '12-3456789');
    await user.click(within(form).getByRole('button', { name: 'Send application' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'We received the application of Bass Cave Installs on February 1, 2026. We answer by email to pat@example.com',
    );
    expect(bodies).toEqual([
      {
        business_name: 'Bass Cave Installs',
        tax_id: '12-3456789',
        contact_name: 'Pat Lee',
        phone: '5552013344',
        csrfToken: CSRF,
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Dealer application' })).toBeNull());
  });

  it('sends a resale certificate with its state, and asks for the state when only the number is given', async () => {
    serveSession(buildSessionUser());
    const bodies = serveApplication({ isDealer: false, application: null });
    renderRoute('/pages/become-a-dealer');
    const form = await screen.findByRole('form', { name: 'Dealer application' });
    const user = userEvent.setup();
    await user.type(within(form).getByRole('textbox', { name: 'Business name' }), 'Bass Cave Installs');
    await user.type(within(form).getByRole('textbox', { name: 'Tax id (EIN)' }), '12-3456789');
    await user.type(within(form).getByRole('textbox', { name: 'Contact name' }), 'Pat Lee');
    await user.type(within(form).getByRole('textbox', { name: 'Phone' }), '(555) 201-3344');
    await user.type(within(form).getByRole('textbox', { name: /Resale certificate number/ }), 'fl-778899');
    await user.click(within(form).getByRole('button', { name: 'Send application' }));
    expect(
      await within(form).findByText("Give the certificate's number and the state that issued it"),
    ).toBeInTheDocument();
    expect(bodies).toEqual([]);
    await user.selectOptions(within(form).getByRole('combobox', { name: /Certificate state/ }), 'FL');
    await user.click(within(form).getByRole('button', { name: 'Send application' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ resale_certificate: 'FL-778899', resale_certificate_state: 'FL' });
  });

  it('shows a decline with its note and offers the form again; a dealer gets Quick Order', async () => {
    serveSession(buildSessionUser());
    serveApplication({
      isDealer: false,
      application: { ...sent, status: 'declined', note: 'Send a resale certificate.' },
    });
    const first = renderRoute('/pages/become-a-dealer');
    expect(await screen.findByText('Our note: Send a resale certificate.')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Dealer application' })).toBeInTheDocument();
    first.unmount();

    serveSession(buildSessionUser({ role: 2, isDealer: true }));
    serveApplication({ isDealer: true, application: { ...sent, status: 'approved' } });
    renderRoute('/pages/become-a-dealer');
    expect(await screen.findByRole('link', { name: 'Open Dealer Quick Order' })).toHaveAttribute(
      'href',
      '/dealers',
    );
    expect(screen.queryByRole('form', { name: 'Dealer application' })).toBeNull();
  });
});
