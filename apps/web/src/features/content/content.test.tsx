import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { contentPage } from '../../test/content-factories';
import { renderRoute } from '../../test/render';
import { server } from '../../test/server';
import { serveShopMenu } from '../../test/menu-factories';
import { menuQueryOptions } from '../menu/api/get-menu';
import { boxVolume } from './lib/box-volume';
import { finalImpedance, formatOhms, subImpedance, wiringOptions } from './lib/wiring';

const PAGES: [string, string][] = [
  ['/pages/about-us', 'About Us'],
  ['/pages/contact-us', 'Contact Us'],
  ['/pages/privacy-policy', 'Privacy Policy'],
  ['/pages/terms-and-conditions', 'Terms and Conditions'],
  ['/pages/become-a-dealer', 'Become a Dealer'],
  ['/pages/dealer-locator', 'Dealer Locator'],
  ['/pages/return-policy', 'Return Policy'],
  ['/pages/frequently-asked-questions', 'Frequently Asked Questions'],
  ['/pages/warranty-policy', 'Warranty Policy'],
  ['/pages/financing', 'Financing'],
  ['/pages/reviews', 'Customer Reviews'],
  ['/jobs', 'Jobs'],
  ['/box-design-calculator', 'Box Design Calculator'],
  ['/subwoofer-wiring-diagrams', 'Subwoofer Wiring Diagrams'],
];

describe('content pages', () => {
  it.each(PAGES)('%s renders its heading, breadcrumbs and a BreadcrumbList', async (path, heading) => {
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Home' }),
    ).toHaveAttribute('href', '/');
    await waitFor(() => {
      const types = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
        (s) => JSON.parse(s.textContent ?? '')['@type'],
      );
      expect(types).toContain('BreadcrumbList');
    });
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      new URL(path, window.location.origin).toString(),
    );
  });

  it('the reviews page starts a shopper at the collections the shop holds, and at none in an empty shop (decision 070)', async () => {
    const empty = renderRoute('/pages/reviews');
    await screen.findByRole('heading', { level: 1, name: 'Customer Reviews' });
    await waitFor(() => expect(empty.queryClient.getQueryData(menuQueryOptions().queryKey)).toBeDefined());
    expect(screen.getByText(/under Customer Reviews\.$/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Car subwoofers' })).toBeNull();
    empty.unmount();

    serveShopMenu();
    renderRoute('/pages/reviews');
    await screen.findByRole('heading', { level: 1, name: 'Customer Reviews' });
    const main = screen.getByRole('main');
    expect(await within(main).findByRole('link', { name: 'Car subwoofers' })).toHaveAttribute(
      'href',
      '/collections/car-subwoofers',
    );
    expect(within(main).getByRole('link', { name: 'Amplifiers' })).toHaveAttribute(
      'href',
      '/collections/car-amplifiers',
    );
    // Not in the shop's menu: no link.
    expect(within(main).queryByRole('link', { name: 'Loaded enclosures' })).toBeNull();
    expect(screen.getByText(/Start with our best sellers:$/)).toBeInTheDocument();
  });

  it('shows the 404 page for an unknown /pages/{hash}', async () => {
    renderRoute('/pages/3f9a1c');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('contact page: Organization with the support hours, and the form only with screen=contact-form', async () => {
    renderRoute('/pages/contact-us');
    await screen.findByRole('heading', { level: 1, name: 'Contact Us' });
    expect(screen.queryByRole('form', { name: 'Contact form' })).toBeNull();
    const org = [...document.querySelectorAll('script[type="application/ld+json"]')]
      .map((s) => JSON.parse(s.textContent ?? ''))
      .find((x) => x['@type'] === 'Organization');
    expect(org.contactPoint).toMatchObject({
      areaServed: 'US',
      availableLanguage: 'English',
      hoursAvailable: { opens: '09:00', closes: '17:30' },
    });
    expect(org.contactPoint.hoursAvailable.dayOfWeek).toHaveLength(7);
  });

  it('contact form validates before anything is sent', async () => {
    const user = userEvent.setup();
    renderRoute('/pages/contact-us?screen=contact-form');
    const form = await screen.findByRole('form', { name: 'Contact form' });
    await user.type(within(form).getByLabelText('Email address'), 'not-an-email');
    await user.click(within(form).getByRole('button', { name: 'Write the email' }));
    expect(within(form).getByText('Please enter your name.')).toBeInTheDocument();
    expect(within(form).getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true');
  });

  it("a Markdown page shows the server's HTML, its SEO title, and follows the shop's links in the app", async () => {
    const user = userEvent.setup();
    server.use(
      http.get('/api/pages/shipping', () =>
        HttpResponse.json(
          contentPage('shipping', {
            title: 'Shipping',
            seoTitle: 'Shipping times',
            seoDescription: 'How fast we ship.',
            html: '<h2>Fast</h2>\n<p>Read the <a href="/pages/return-policy">return policy</a> or <a href="https://www.affirm.com" rel="noopener noreferrer">Affirm</a>.</p>',
          }),
        ),
      ),
    );
    const { router } = renderRoute('/pages/shipping');
    expect(await screen.findByRole('heading', { level: 1, name: 'Shipping' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Fast' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Shipping times/));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'How fast we ship.',
    );
    expect(screen.getByRole('link', { name: 'Affirm' })).toHaveAttribute('href', 'https://www.affirm.com');
    await user.click(screen.getByRole('link', { name: 'return policy' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Return Policy' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/pages/return-policy');
  });

  it('shows the 404 page for an unpublished page and for a path that is no page address', async () => {
    const missing = renderRoute('/pages/draft-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    missing.unmount();
    renderRoute('/pages/Not_A_Page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('box calculator shows the net volume of the entered box', async () => {
    const user = userEvent.setup();
    renderRoute('/box-design-calculator');
    await screen.findByRole('heading', { level: 1, name: 'Box Design Calculator' });
    // Default 32 x 15 x 16 in, 0.75 in wood, two subs of 0.12 ft³: 30.5 x 13.5 x 14.5 / 1728 = 3.455, less 0.24 = 3.215.
    expect(screen.getByTestId('net-volume')).toHaveTextContent(/^3\.2[12] ft³$/);
    const width = screen.getByLabelText(/Width/);
    await user.clear(width);
    await user.type(width, '1');
    expect(screen.getByRole('alert')).toHaveTextContent('The wood is too thick for these dimensions.');
  });

  it('wiring page lists each wiring of two D4 subwoofers with its final load', async () => {
    renderRoute('/subwoofer-wiring-diagrams');
    await screen.findByRole('heading', { level: 1, name: 'Subwoofer Wiring Diagrams' });
    const loads = screen.getAllByTestId('final-ohms').map((e) => e.textContent);
    expect(loads).toEqual(['1 ohm', '4 ohms', '4 ohms', '16 ohms']);
    expect(screen.getAllByRole('img', { name: /Wiring diagram/ })).toHaveLength(4);
  });
});

describe('boxVolume', () => {
  it('takes two wood thicknesses off each axis and the displacement off the gross volume', () => {
    expect(
      boxVolume({
        width: 13.5,
        height: 13.5,
        depth: 13.5,
        thickness: 0.75,
        subwooferCount: 1,
        displacementPerSub: 0.1,
      }),
    ).toEqual({
      ok: true,
      grossCubicFeet: 1,
      displacementCubicFeet: 0.1,
      netCubicFeet: 0.9,
    });
  });
  it('refuses impossible boxes', () => {
    expect(
      boxVolume({
        width: 0,
        height: 10,
        depth: 10,
        thickness: 0.75,
        subwooferCount: 0,
        displacementPerSub: 0,
      }).ok,
    ).toBe(false);
    expect(
      boxVolume({
        width: 10,
        height: 10,
        depth: 10,
        thickness: 0.75,
        subwooferCount: 4,
        displacementPerSub: 1,
      }),
    ).toEqual({
      ok: false,
      error: 'The subwoofers take up more room than the box has.',
    });
  });
});

describe('wiring', () => {
  it('dual coils add in series and halve in parallel; single coils are as rated', () => {
    expect(subImpedance('D2', 'series')).toBe(4);
    expect(subImpedance('D2', 'parallel')).toBe(1);
    expect(subImpedance('S4', 'parallel')).toBe(4);
  });
  it('subs add in series and divide in parallel', () => {
    expect(finalImpedance('D4', 2, 'series', 'parallel')).toBe(4);
    expect(finalImpedance('D1', 4, 'series', 'parallel')).toBe(0.5);
    expect(finalImpedance('S2', 3, 'series', 'series')).toBe(6);
    expect(finalImpedance('D2', 3, 'series', 'parallel')).toBeCloseTo(4 / 3);
    expect(() => finalImpedance('S4', 5, 'series', 'series')).toThrow(RangeError);
  });
  it('lists one option for a single-coil sub, four for dual-coil pairs', () => {
    expect(wiringOptions('S4', 1)).toEqual([{ coilWiring: null, subWiring: null, ohms: 4 }]);
    expect(wiringOptions('D2', 2).map((o) => o.ohms)).toEqual([0.5, 2, 2, 8]);
    expect(formatOhms(4 / 3)).toBe('1.33 ohms');
    expect(formatOhms(1)).toBe('1 ohm');
  });
});
