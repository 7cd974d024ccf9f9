import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../../test/server';
import { renderRoute } from '../../../test/render';
import { shopMenu } from '../../../test/menu-factories';
import { initialUiState, useUiStore } from '../../../lib/ui-store';

afterEach(() => {
  vi.unstubAllGlobals();
  useUiStore.setState(initialUiState);
  document.body.classList.remove('no-scroll');
});

async function openDrawer(menu = shopMenu()) {
  server.use(http.get('/api/menu', () => HttpResponse.json(menu)));
  const user = userEvent.setup();
  renderRoute('/');
  await screen.findByRole('heading', { level: 1, name: /built loud/i });
  useUiStore.setState({ displaySidebar: true });
  await user.click(screen.getByRole('button', { name: 'Open menu' }));
  const dialog = await screen.findByRole('dialog', { name: /^Menu/ });
  return { user, dialog };
}

/** A window whose width media query the test moves across md (768 px). */
function stubWidth(initiallyWide: boolean) {
  const listeners = new Set<(e: { matches: boolean }) => void>();
  const query = { matches: initiallyWide };
  vi.stubGlobal('matchMedia', (media: string) => ({
    media,
    get matches() {
      return media === '(min-width: 768px)' ? query.matches : false;
    },
    addEventListener: (_: string, fn: (e: { matches: boolean }) => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: (e: { matches: boolean }) => void) => listeners.delete(fn),
  }));
  return (wide: boolean) => {
    query.matches = wide;
    for (const fn of listeners) fn({ matches: wide });
  };
}

describe('MobileDrawer of an empty shop (decision 070)', () => {
  it('says the catalogue is on its way instead of an empty list, and keeps the account and support links', async () => {
    const { dialog } = await openDrawer({ categories: [] });
    const nav = within(dialog).getByRole('navigation', { name: 'Mobile' });
    // Once the (empty) menu is read: until then the drawer has nothing to say either.
    expect(await within(nav).findByText('Our catalogue is on its way.')).toBeInTheDocument();
    expect(within(nav).queryByRole('list')).toBeNull();
    expect(within(dialog).getByRole('link', { name: 'SUPPORT' })).toHaveAttribute(
      'href',
      '/pages/contact-us',
    );
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Close menu' })).toHaveFocus());
  });
});

describe('MobileDrawer', () => {
  it('closes when the window widens past md, where it is hidden, and lets go of focus and scroll', async () => {
    const resize = stubWidth(false);
    await openDrawer();
    expect(document.body).toHaveClass('no-scroll');
    act(() => resize(true));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /^Menu/ })).toBeNull());
    expect(document.body).not.toHaveClass('no-scroll');
  });

  it('locks page scroll, closes the cart and lists every category, mobile-only ones included', async () => {
    const { dialog } = await openDrawer();
    expect(document.body).toHaveClass('no-scroll');
    expect(useUiStore.getState().displaySidebar).toBe(false);
    const cats = within(dialog).getByRole('list', { name: 'Categories' });
    expect(within(cats).getByRole('button', { name: 'Vehicle Specific' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'LOGIN TO ACCOUNT' })).toHaveAttribute(
      'href',
      '/account/login',
    );
    expect(within(dialog).getByRole('link', { name: 'SUPPORT' })).toHaveAttribute(
      'href',
      '/pages/contact-us',
    );
  });

  it('goes through 3 levels with back headers, and closing resets it to level 1', async () => {
    const { user, dialog } = await openDrawer();
    await user.click(within(dialog).getByRole('button', { name: 'Amp Kits Wiring & More' }));
    const level2 = within(dialog).getByRole('list', { name: 'Amp Kits Wiring & More collections' });
    expect(within(dialog).getByRole('button', { name: 'Back from Amp Kits Wiring & More' })).toHaveFocus();
    // No own slug: /collections/{handle}; the sound-deadening link is appended.
    expect(within(level2).getByRole('link', { name: 'Batteries' })).toHaveAttribute(
      'href',
      '/collections/car-audio-batteries',
    );
    expect(within(level2).getByRole('link', { name: /Sound Deadening/ })).toHaveAttribute(
      'href',
      '/products/skar-skdm-36',
    );

    await user.click(within(level2).getByRole('button', { name: 'Speaker Wire' }));
    const level3 = within(dialog).getByRole('list', { name: 'Speaker Wire items' });
    expect(within(level3).getByRole('link', { name: /12 Gauge Speaker Wire/ })).toHaveAttribute(
      'href',
      '/products/skar-skspk-12',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Back from Speaker Wire' }));
    expect(
      within(dialog).getByRole('list', { name: 'Amp Kits Wiring & More collections' }),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Back from Amp Kits Wiring & More' }));
    expect(within(dialog).getByRole('list', { name: 'Categories' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Vehicle Specific' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body).not.toHaveClass('no-scroll');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(
      within(await screen.findByRole('dialog')).getByRole('list', { name: 'Categories' }),
    ).toBeInTheDocument();
  });

  it('offers "Shop all" only for a category with a page of its own', async () => {
    const { user, dialog } = await openDrawer();
    await user.click(within(dialog).getByRole('button', { name: 'Subwoofers' }));
    expect(within(dialog).getByRole('link', { name: 'Shop all Subwoofers' })).toHaveAttribute(
      'href',
      '/collections/car-subwoofers',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Back from Subwoofers' }));
    await user.click(within(dialog).getByRole('button', { name: 'Shop' }));
    const level2 = within(dialog).getByRole('list', { name: 'Shop collections' });
    expect(within(level2).getByRole('link', { name: 'Car Amplifiers' })).toHaveAttribute(
      'href',
      '/collections/car-amplifiers',
    );
    expect(within(level2).queryByRole('link', { name: /Shop all/ })).toBeNull();
  });

  it('keeps Tab inside the drawer', async () => {
    const { user, dialog } = await openDrawer();
    const close = within(dialog).getByRole('button', { name: 'Close menu' });
    close.focus();
    await user.tab({ shift: true });
    expect(within(dialog).getByRole('link', { name: 'SUPPORT' })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
  });

  it('closes when a link is followed', async () => {
    const { user, dialog } = await openDrawer();
    await user.click(within(dialog).getByRole('button', { name: 'Subwoofers' }));
    server.use(http.get('/api/collections/car-subwoofers/12-inch-subwoofers', () => new Promise(() => {})));
    await user.click(within(dialog).getByRole('link', { name: '12 Inch Subwoofers' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body).not.toHaveClass('no-scroll');
  });
});
