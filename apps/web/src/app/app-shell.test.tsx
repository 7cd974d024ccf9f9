import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { server } from '../test/server';
import { allowConsoleErrors } from '../test/setup';
import { renderRoute } from '../test/render';
import { buildCollectionResponse, buildCard } from '../test/factories';
import { serveShopMenu } from '../test/menu-factories';
import { ErrorBoundary } from '../components/ui/error-boundary';
import { errorMessage } from '../components/ui/error-fallback';

describe('app shell', () => {
  it('shows a real 404 page for an unknown path', async () => {
    serveShopMenu();
    renderRoute('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(await screen.findByRole('link', { name: 'Shop subwoofers' })).toHaveAttribute(
      'href',
      '/collections/car-subwoofers',
    );
  });

  it("an empty shop's 404 page suggests only pages that exist (decision 070)", async () => {
    renderRoute('/no/such/page');
    // Once the shop's (empty) menu is read: the menu bar then offers Contact us.
    await within(await screen.findByRole('navigation', { name: 'Main' })).findByRole('link', {
      name: 'Contact us',
    });
    const page = (await screen.findByRole('heading', { name: 'Page not found' })).parentElement!;
    expect(within(page).getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(within(page).getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/pages/contact-us',
    );
    expect(within(page).queryByRole('link', { name: 'Shop subwoofers' })).not.toBeInTheDocument();
  });

  it("an empty shop's header: no category shortcuts, and a menu bar offering Contact us (decision 070)", async () => {
    renderRoute('/');
    await screen.findByRole('heading', { name: 'Our catalogue is on its way' });
    expect(screen.queryByRole('navigation', { name: 'Category shortcuts' })).not.toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Main' });
    // Besides the logo (the bar's centre on wide screens), one link: Contact us.
    const links = within(menu).getAllByRole('link', { name: (name) => !name.endsWith(' home') });
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Contact us', '/pages/contact-us'],
    ]);
    expect(within(menu).queryAllByRole('button')).toEqual([]);
  });

  it('has a skip-to-content link, logo links home, category shortcuts and the footer payment methods', async () => {
    serveShopMenu();
    renderRoute('/');
    expect(await screen.findByRole('heading', { level: 1, name: /built loud/i })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main-content');
    for (const logo of screen.getAllByRole('link', { name: /home$/i }))
      expect(logo).toHaveAttribute('href', '/');
    const shortcuts = await screen.findByRole('navigation', { name: 'Category shortcuts' });
    expect(within(shortcuts).getByRole('link', { name: 'Subwoofers' })).toHaveAttribute(
      'href',
      '/collections/car-subwoofers',
    );
    // The first 6 main collections the shop's menu leads to: none it does not hold.
    expect(
      within(shortcuts)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Subwoofers', 'Vehicle Specific', 'Amplifiers', 'Batteries', 'More...']);
    const payments = await screen.findByRole('list', { name: 'Accepted payment methods' });
    for (const m of [
      'American Express',
      'Diners Club',
      'Discover',
      'Mastercard',
      'Visa',
      'PayPal',
      'Amazon Pay',
      'Apple Pay',
      'Google Pay',
      'Affirm',
    ]) {
      expect(within(payments).getByText(m)).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/pages/contact-us');
  });

  it('shows the error fallback for a failing page, and Try again loads it again', async () => {
    let fail = true;
    server.use(
      http.get('/api/collections/car-subwoofers', () =>
        fail
          ? HttpResponse.json({ error: { code: 'INTERNAL', message: 'Internal error' } }, { status: 500 })
          : HttpResponse.json(buildCollectionResponse([buildCard()])),
      ),
    );
    renderRoute('/collections/car-subwoofers');
    expect(await screen.findByRole('heading', { name: 'Oops, there is an error!' })).toBeInTheDocument();
    expect(screen.getByText('An error occurred while fetching the data.')).toBeInTheDocument();

    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Car Subwoofers' })).toBeInTheDocument();
  });
});

describe('ErrorBoundary', () => {
  it('removes the "Invariant failed:" prefix from the shown message', () => {
    expect(errorMessage(new Error('Invariant failed: product is missing'))).toBe('product is missing');
    expect(errorMessage(new Error('Plain failure'))).toBe('Plain failure');
  });

  it('shows "Oops, there is an error!" and clears the error on Try again', async () => {
    allowConsoleErrors();
    function Bomb() {
      const [armed] = useState(() => (globalThis as { armed?: boolean }).armed ?? true);
      if (armed) throw new Error('Invariant failed: the enclosure size is unknown');
      return <p>Recovered</p>;
    }
    (globalThis as { armed?: boolean }).armed = true;
    render(
      <ErrorBoundary>
        <Bomb />
      </ErrorBoundary>,
    );
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Oops, there is an error!' })).toBeInTheDocument();
    expect(within(alert).getByText('the enclosure size is unknown')).toBeInTheDocument();
    expect(within(alert).queryByText(/Invariant failed/)).toBeNull();

    (globalThis as { armed?: boolean }).armed = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Recovered')).toBeInTheDocument();
  });
});
