import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { HomeResponse } from '@shop/domain';
import { renderRoute } from '../../test/render';
import { server } from '../../test/server';
import { THEME_STORAGE_KEY, readThemePreference, resetThemeForTests } from '../../lib/theme';

afterEach(() => {
  localStorage.clear();
  resetThemeForTests();
  document.documentElement.classList.remove('dark');
});

async function renderHome() {
  renderRoute('/');
  await screen.findByRole('heading', { level: 1, name: /built loud/i });
}

describe('Footer', () => {
  it('links every page of the spec while the merchant has stored no groups', async () => {
    await renderHome();
    // The footer loads after the page's first render (docs/decisions/053-initial-bundle.md).
    const footer = await screen.findByRole('contentinfo');
    const expected: [string, string][] = [
      ['Contact Us', '/pages/contact-us'],
      ['Find Your Order', '/orders/lookup'],
      ['FAQ', '/pages/frequently-asked-questions'],
      ['Return Policy', '/pages/return-policy'],
      ['Warranty Policy', '/pages/warranty-policy'],
      ['Financing', '/pages/financing'],
      ['About Us', '/pages/about-us'],
      ['Reviews', '/pages/reviews'],
      ['Jobs', '/jobs'],
      ['Become a Dealer', '/pages/become-a-dealer'],
      ['Dealer Locator', '/pages/dealer-locator'],
      ['Box Design Calculator', '/box-design-calculator'],
      ['Subwoofer Wiring Diagrams', '/subwoofer-wiring-diagrams'],
      ['Privacy Policy', '/pages/privacy-policy'],
      ['Terms & Conditions', '/pages/terms-and-conditions'],
    ];
    for (const [name, href] of expected)
      expect(within(footer).getByRole('link', { name })).toHaveAttribute('href', href);
  });

  it("shows the merchant's groups in their order, an https link in a new tab (decision 082)", async () => {
    server.use(
      http.get('/api/home', () =>
        HttpResponse.json({
          slides: [],
          tiles: [],
          announcement: null,
          footer: [
            { title: 'Help', links: [{ label: 'Help Center', url: 'https://help.example.com/' }] },
            { title: 'Shop', links: [{ label: 'Jobs', url: '/jobs' }] },
          ],
        } satisfies HomeResponse),
      ),
    );
    await renderHome();
    const footer = await screen.findByRole('contentinfo');
    const groups = within(footer).getAllByRole('navigation');
    expect(groups.map((g) => g.getAttribute('aria-label'))).toEqual(['Help', 'Shop']);
    const help = within(groups[0]!).getByRole('link', { name: /Help Center/ });
    expect(help).toHaveAttribute('href', 'https://help.example.com/');
    expect(help).toHaveAttribute('target', '_blank');
    expect(help).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(groups[1]!).getByRole('link', { name: 'Jobs' })).toHaveAttribute('href', '/jobs');
    expect(within(footer).queryByRole('link', { name: 'FAQ' })).not.toBeInTheDocument();
  });

  it('shows all payment methods and Affirm', async () => {
    await renderHome();
    const list = await screen.findByRole('list', { name: 'Accepted payment methods' });
    const names = within(list)
      .getAllByRole('listitem')
      .map((li) => li.getAttribute('title'));
    expect(names).toEqual([
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
    ]);
  });

  it('defaults the theme to System and stores the chosen theme locally', async () => {
    await renderHome();
    const theme = screen.getByRole('group', { name: 'Theme' });
    expect(within(theme).getByRole('button', { name: 'System' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.setup().click(within(theme).getByRole('button', { name: 'Dark' }));
    expect(within(theme).getByRole('button', { name: 'Dark' })).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');
    await userEvent.setup().click(within(theme).getByRole('button', { name: 'Light' }));
    expect(document.documentElement).not.toHaveClass('dark');
    expect(readThemePreference()).toBe('light');
  });
});
