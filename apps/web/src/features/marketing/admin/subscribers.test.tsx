import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../../test/render';
import { CSRF } from '../../../test/account-factories';
import { signInAsAdmin } from '../../admin/admin-test-helpers';
import { buildSubscriber, serveSubscribers } from './subscribers-test-helpers';

describe('Subscribers screen', () => {
  it('lists consent with its times and exports the filtered list as CSV', async () => {
    signInAsAdmin();
    const { seen } = serveSubscribers([
      buildSubscriber(),
      buildSubscriber({
        id: 2,
        email: null,
        phone: '+15558675309',
        email_consent: false,
        sms_consent: true,
        email_consent_at: null,
        email_confirmed_at: null,
        sms_consent_at: '2026-02-02T10:00:00.000Z',
        source: 'footer',
      }),
    ]);
    const { router } = renderRoute('/admin/subscribers');
    expect(await screen.findByRole('heading', { level: 1, name: 'Subscribers' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Marketing subscribers, newest first' });
    const ana = within(table).getByText('ana@example.com').closest('tr')!;
    expect(ana).toHaveTextContent(/Given.*Confirmed/);
    expect(ana).toHaveTextContent('VIP popup');
    expect(within(table).getByText('(555) 867-5309')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/admin/subscribers/export.csv',
    );

    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Consent' }), 'Withdrew a consent');
    await waitFor(() => expect(router.state.location.search).toBe('?consent=withdrawn'));
    await waitFor(() =>
      expect(seen.some((s) => s.url.searchParams.get('consent') === 'withdrawn')).toBe(true),
    );
    expect(
      await screen.findByRole('link', { name: 'Export CSV of the filtered subscribers' }),
    ).toHaveAttribute('href', '/api/admin/subscribers/export.csv?consent=withdrawn');
  });

  it('previews a push notification, asks with the number of browsers, then sends it', async () => {
    signInAsAdmin();
    const { seen } = serveSubscribers(undefined, 3);
    renderRoute('/admin/subscribers');
    const panel = await screen.findByRole('region', { name: 'Send a web push notification' });
    expect(await within(panel).findByText('Goes to 3 browsers.')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(panel).getByRole('button', { name: 'Send notification…' }));
    expect(within(panel).getAllByText('Required')).toHaveLength(2);

    await user.type(within(panel).getByRole('textbox', { name: 'Title' }), 'Black Friday');
    await user.type(within(panel).getByRole('textbox', { name: 'Message' }), 'Deals are live');
    const link = within(panel).getByRole('textbox', { name: 'Link' });
    await user.clear(link);
    await user.type(link, '/collections/car-subwoofers');
    const preview = within(panel).getByRole('figure', { name: 'Preview of the notification' });
    expect(preview).toHaveTextContent('Black Friday');
    expect(preview).toHaveTextContent('Opens /collections/car-subwoofers');

    await user.click(within(panel).getByRole('button', { name: 'Send notification…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send to 3 browsers?' });
    expect(seen.some((s) => s.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Send now' }));
    expect(
      await within(panel).findByText('Sent to 2 of 3 browsers. 1 expired and removed.'),
    ).toBeInTheDocument();
    expect(seen.find((s) => s.method === 'POST')?.body).toEqual({
      title: 'Black Friday',
      body: 'Deals are live',
      url: '/collections/car-subwoofers',
      expectedSubscriptions: 3,
      csrfToken: CSRF,
    });
  });
});
