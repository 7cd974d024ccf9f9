import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { defaultShopSettings, type ShopSettings } from '@shop/domain';
import { server } from '../../../test/server';
import { renderRoute } from '../../../test/render';
import { CSRF } from '../../../test/account-factories';
import { signInAsAdmin } from '../../admin/admin-test-helpers';

/** Serves the settings: a PUT stores its body (recorded) and answers it without the csrf token. */
function serveSettings(initial: ShopSettings = defaultShopSettings(undefined, 'orders@skar.test')) {
  let settings = initial;
  const puts: Record<string, unknown>[] = [];
  server.use(
    http.get('/api/admin/settings', () => HttpResponse.json(settings)),
    http.put('/api/admin/settings', async ({ request }) => {
      const { csrfToken, ...body } = (await request.json()) as ShopSettings & { csrfToken: string };
      puts.push({ ...body, csrfToken });
      settings = body;
      return HttpResponse.json(settings);
    }),
  );
  return puts;
}

async function openSettings() {
  signInAsAdmin();
  const puts = serveSettings();
  renderRoute('/admin/settings');
  await screen.findByRole('heading', { level: 1, name: 'Settings' });
  await waitFor(() => expect(screen.queryByText('Loading settings…')).toBeNull());
  return { puts, user: userEvent.setup(), form: screen.getByRole('form', { name: 'Shop settings' }) };
}

describe('Settings screen', () => {
  it("shows the shop's values: name, accent with its preview, shipping rules in dollars, order address", async () => {
    const { form } = await openSettings();
    expect(within(form).getByLabelText('Shop name')).toHaveValue('Skar Audio');
    expect(within(form).getByLabelText('Accent colour')).toHaveValue('#e7000b');
    expect(screen.getByText(/Label white, 4\.\d\d:1/)).toBeInTheDocument();
    expect(within(form).getByLabelText('Dealer free-shipping threshold ($)')).toHaveValue('1500.00');
    expect(within(form).getByLabelText('Retail flat rate ($)')).toHaveValue('4.82');
    expect(within(form).getByLabelText(/Order address/)).toHaveValue('orders@skar.test');
  });

  it('saves a new name, colour and dealer threshold with the csrf token', async () => {
    const { form, puts, user } = await openSettings();
    const name = within(form).getByLabelText('Shop name');
    await user.clear(name);
    await user.type(name, 'Bass Co');
    const accent = within(form).getByLabelText('Accent colour');
    await user.clear(accent);
    await user.type(accent, '#2563eb');
    const threshold = within(form).getByLabelText('Dealer free-shipping threshold ($)');
    await user.clear(threshold);
    await user.type(threshold, '2,000');
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(/Saved\. Pages loaded from now on/)).toBeInTheDocument();
    expect(puts).toHaveLength(1);
    expect(puts[0]).toMatchObject({
      identity: { name: 'Bass Co', accent_color: '#2563eb' },
      shipping: { dealer_threshold: 2000, retail_threshold: 25 },
      csrfToken: CSRF,
    });
  });

  it('refuses an accent colour that would be hard to see, and a threshold that is no amount, under their fields', async () => {
    const { form, puts, user } = await openSettings();
    const accent = within(form).getByLabelText('Accent colour');
    await user.clear(accent);
    await user.type(accent, '#ffd400');
    expect(screen.getByText(/This colour would be hard to see/)).toBeInTheDocument();
    const threshold = within(form).getByLabelText('Retail free-shipping threshold ($)');
    await user.clear(threshold);
    await user.type(threshold, 'free');
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    expect(accent).toHaveAccessibleDescription(/hard to see in the light or the dark theme/);
    expect(threshold).toHaveAccessibleDescription(/A number of dollars/);
    expect(puts).toHaveLength(0);
  });
});
