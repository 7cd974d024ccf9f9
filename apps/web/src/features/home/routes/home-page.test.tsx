import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { BestSellersResponse } from '@shop/domain';
import { server } from '../../test/server';
import { renderRoute } from '../../test/render';
import { buildCard } from '../../test/factories';
import { serveShopMenu } from '../../test/menu-factories';

describe('HomePage of a shop without a catalogue yet (decision 070)', () => {
  it('says the catalogue is on its way and links to contact, not to collections that are not there', async () => {
    // The test server's menu is empty and its best sellers an empty list, as an empty shop answers.
    renderRoute('/');
    const comingSoon = await screen.findByRole('heading', { name: 'Our catalogue is on its way' });
    expect(within(comingSoon.parentElement!).getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/pages/contact-us',
    );
    expect(screen.getByRole('heading', { level: 1, name: /built loud/i })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Shop Subwoofers' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Find Your Vehicle' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Shop by Category' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Best Sellers' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Category shortcuts' })).not.toBeInTheDocument();
    for (const link of screen.getAllByRole('link'))
      expect(link.getAttribute('href') ?? '').not.toMatch(/^\/(collections|products)\//);
  });
});

describe('HomePage of a shop with a catalogue', () => {
  it('shows the categories its menu leads to, the way to the subwoofers and its best sellers', async () => {
    serveShopMenu();
    server.use(
      http.get('/api/best-sellers', () =>
        HttpResponse.json({ products: [buildCard({ name: 'Skar EVL-12' })] } satisfies BestSellersResponse),
      ),
    );
    renderRoute('/');
    const heading = await screen.findByRole('heading', { name: 'Shop by Category' });
    const tiles = within(heading.closest('section')!).getAllByRole('link');
    expect(tiles.map((t) => t.getAttribute('href'))).toEqual([
      '/collections/car-subwoofers',
      '/collections/vehicle-specific-subwoofer-enclosures',
      '/collections/car-amplifiers',
      '/collections/car-audio-batteries',
      '/collections/car-audio-installation-accessories-wiring-equipment',
    ]);
    expect(screen.getByRole('link', { name: 'Shop Subwoofers' })).toHaveAttribute(
      'href',
      '/collections/car-subwoofers',
    );
    expect(screen.getByRole('link', { name: 'Find Your Vehicle' })).toHaveAttribute(
      'href',
      '/collections/vehicle-specific-subwoofer-enclosures',
    );
    expect(await screen.findByRole('heading', { name: 'Best Sellers' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Skar EVL-12' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shop all subwoofers' })).toHaveAttribute(
      'href',
      '/collections/car-subwoofers',
    );
    expect(screen.queryByRole('heading', { name: 'Our catalogue is on its way' })).not.toBeInTheDocument();
  });
});
