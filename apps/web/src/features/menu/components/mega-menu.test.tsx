import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../../test/server';
import { renderRoute } from '../../../test/render';
import { shopMenu } from '../../../test/menu-factories';

async function renderHome() {
  server.use(http.get('/api/menu', () => HttpResponse.json(shopMenu())));
  renderRoute('/');
  await screen.findByRole('heading', { level: 1, name: /built loud/i });
  const main = await screen.findByRole('navigation', { name: 'Main' });
  await within(main).findByRole('button', { name: 'Subwoofers' });
  return main;
}

describe('MegaMenu', () => {
  it('puts the categories in a left and a right group and leaves mobile-only categories out', async () => {
    const main = await renderHome();
    const [left, right] = within(main).getAllByRole('list');
    expect(within(left!).getByRole('button', { name: 'Subwoofers' })).toBeInTheDocument();
    expect(within(right!).getByRole('button', { name: 'Amp Kits Wiring & More' })).toBeInTheDocument();
    expect(within(main).queryByRole('button', { name: 'Vehicle Specific' })).toBeNull();
  });

  it('opens with the keyboard, skips hidden collections, and Escape closes it and returns focus', async () => {
    const user = userEvent.setup();
    const main = await renderHome();
    const button = within(main).getByRole('button', { name: 'Subwoofers' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(panel).not.toBeVisible();

    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    expect(within(panel).getByRole('link', { name: '12 Inch Subwoofers' })).toHaveAttribute(
      'href',
      '/collections/car-subwoofers/12-inch-subwoofers',
    );
    expect(within(panel).queryByText('Clearance Subwoofers')).toBeNull();
    expect(within(panel).getByRole('link', { name: 'Shop all Subwoofers' })).toHaveAttribute(
      'href',
      '/collections/car-subwoofers',
    );

    await user.tab();
    expect(within(panel).getByRole('link', { name: 'Shop all Subwoofers' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('offers "Shop all" only for a category with a page of its own', async () => {
    const user = userEvent.setup();
    const main = await renderHome();
    const button = within(main).getByRole('button', { name: 'Shop' });
    await user.click(button);
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(within(panel).getByRole('link', { name: 'Car Amplifiers' })).toHaveAttribute(
      'href',
      '/collections/car-amplifiers',
    );
    expect(within(panel).queryByRole('link', { name: /Shop all/ })).toBeNull();
  });

  it('opens on ArrowDown with focus on the first link; shows SKUs, hide-pricing marks and the sound-deadening link', async () => {
    const user = userEvent.setup();
    const main = await renderHome();
    const button = within(main).getByRole('button', { name: 'Amp Kits Wiring & More' });
    button.focus();
    await user.keyboard('{ArrowDown}');
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(panel).toBeVisible();
    await vi.waitFor(() => expect(within(panel).getAllByRole('link')[0]).toHaveFocus());
    expect(within(panel).getByRole('link', { name: /12 Gauge Speaker Wire SKSPK-12/ })).toHaveAttribute(
      'href',
      '/products/skar-skspk-12',
    );
    expect(within(panel).getByText('Pricing shown on the product page')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: /Sound Deadening/ })).toHaveAttribute(
      'href',
      '/products/skar-skdm-36',
    );
    // A collection without its own slug goes to /collections/{handle}.
    expect(within(panel).getByRole('link', { name: 'Batteries' })).toHaveAttribute(
      'href',
      '/collections/car-audio-batteries',
    );
  });
});
