import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { DEFAULT_FOOTER_GROUPS, type BestSellersResponse, type HomeResponse } from '@shop/domain';
import { server } from '../../../test/server';
import { renderRoute } from '../../../test/render';
import { buildCard } from '../../../test/factories';
import { serveShopMenu } from '../../../test/menu-factories';

const serveHome = (home: Partial<HomeResponse>) =>
  server.use(
    http.get('/api/home', () =>
      HttpResponse.json({
        slides: [],
        tiles: [],
        announcement: null,
        footer: [...DEFAULT_FOOTER_GROUPS],
        ...home,
      } satisfies HomeResponse),
    ),
  );

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

describe("the text hero's accent (decision 080)", () => {
  it("draws the glow and the headline in the shop's accent, the headline in its on-dark shade", async () => {
    renderRoute('/');
    const heading = await screen.findByRole('heading', { level: 1, name: /built loud/i });
    // styles.css maps text-red-500 to --shop-accent-on-dark: the accent lightened to read on zinc-950.
    expect(within(heading).getByText('Built to last.')).toHaveClass('text-red-500');
    // The glow behind it is styles.css's accent-glow, drawn from --shop-accent (no fixed red of its own).
    const glow = heading.closest('section')!.querySelector('[aria-hidden="true"]');
    expect(glow).toHaveClass('accent-glow');
    expect(glow?.className).not.toMatch(/rgba?\(/);
  });
});

describe('HomePage of a shop with a catalogue', () => {
  it("shows the merchant's tiles in their order, the way to the subwoofers and its best sellers", async () => {
    serveShopMenu();
    serveHome({
      tiles: [
        { title: 'Subwoofers', image: null, link: '/collections/car-subwoofers' },
        { title: 'Amplifiers', image: '/img/collections/amps.svg', link: '/collections/car-amplifiers' },
        { title: 'Videos', image: null, link: 'https://videos.example/' },
      ],
    });
    server.use(
      http.get('/api/best-sellers', () =>
        HttpResponse.json({ products: [buildCard({ name: 'Skar EVL-12' })] } satisfies BestSellersResponse),
      ),
    );
    renderRoute('/');
    const heading = await screen.findByRole('heading', { name: 'Shop by Category' });
    const tiles = within(heading.closest('section')!).getAllByRole('link');
    expect(tiles.map((t) => [t.textContent, t.getAttribute('href')])).toEqual([
      ['Subwoofers', '/collections/car-subwoofers'],
      ['Amplifiers', '/collections/car-amplifiers'],
      ['Videos (opens in a new tab)', 'https://videos.example/'],
    ]);
    expect(tiles[2]).toHaveAttribute('rel', 'noopener noreferrer');
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

describe('HomePage with hero slides (decision 082)', () => {
  const slides: HomeResponse['slides'] = [
    {
      image: '/img/uploads/a.webp',
      srcset: '/img/uploads/a-1920.webp 1920w, /img/uploads/a-640.webp 640w',
      alt: 'Winter sale on subwoofers',
      link: '/collections/car-subwoofers',
    },
    {
      image: '/img/banners/b.svg',
      srcset: null,
      alt: 'Find your vehicle',
      link: 'https://help.example.com/',
    },
  ];

  it('shows the first slide as a linked picture with its widths, and steps through the others', async () => {
    serveHome({ slides });
    renderRoute('/');
    const first = await screen.findByRole('img', { name: 'Winter sale on subwoofers' });
    expect(first).toHaveAttribute('srcset', slides[0]!.srcset);
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first.closest('a')).toHaveAttribute('href', '/collections/car-subwoofers');
    // The page keeps its one h1; the text hero gives way to the slides.
    expect(screen.getByRole('heading', { level: 1, name: /built loud/i })).toBeInTheDocument();
    expect(screen.getByText('Slide 1 of 2')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    const second = screen.getByRole('img', { name: 'Find your vehicle' });
    expect(second.closest('a')).toHaveAttribute('target', '_blank');
    expect(screen.getByText('Slide 2 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(screen.getByRole('img', { name: 'Winter sale on subwoofers' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(screen.getByRole('img', { name: 'Find your vehicle' })).toBeInTheDocument();
  });

  it('has no slide buttons for one slide', async () => {
    serveHome({ slides: slides.slice(0, 1) });
    renderRoute('/');
    await screen.findByRole('img', { name: 'Winter sale on subwoofers' });
    expect(screen.queryByRole('button', { name: 'Next slide' })).not.toBeInTheDocument();
  });
});

describe('the announcement bar (decision 082)', () => {
  it("shows the merchant's text and link above the header while on, and nothing while off", async () => {
    serveHome({ announcement: { text: 'Holiday shipping: order by Dec 18', link: '/pages/shipping' } });
    const { unmount } = renderRoute('/');
    const bar = await screen.findByRole('complementary', { name: 'Announcement' });
    expect(within(bar).getByRole('link', { name: 'Holiday shipping: order by Dec 18' })).toHaveAttribute(
      'href',
      '/pages/shipping',
    );
    unmount();
    serveHome({ announcement: null });
    renderRoute('/');
    await screen.findByRole('heading', { level: 1, name: /built loud/i });
    expect(screen.queryByRole('complementary', { name: 'Announcement' })).not.toBeInTheDocument();
  });
});
