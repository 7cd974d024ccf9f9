import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { DEFAULT_FOOTER_GROUPS, type AdminHome } from '@shop/domain';
import { server } from '../../../test/server';
import { renderRoute } from '../../../test/render';
import { CSRF } from '../../../test/account-factories';
import { signInAsAdmin } from '../../admin/admin-test-helpers';

const emptyHome = (): AdminHome => ({
  slides: [],
  tiles: [],
  announcement: { text: '', link: null, enabled: false },
  footer: [...DEFAULT_FOOTER_GROUPS],
  footerIsDefault: true,
});

/** Serves the back office's home: each PUT is recorded and answered with the home it makes. */
function serveAdminHome(initial: AdminHome = emptyHome()) {
  let home = initial;
  const puts: { path: string; body: Record<string, unknown> }[] = [];
  server.use(
    http.get('/api/admin/home', () => HttpResponse.json(home)),
    http.put('/api/admin/home/:part', async ({ params, request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      puts.push({ path: String(params.part), body });
      if (params.part === 'slides') home = { ...home, slides: body.slides as AdminHome['slides'] };
      if (params.part === 'announcement')
        home = { ...home, announcement: body.announcement as AdminHome['announcement'] };
      return HttpResponse.json(home);
    }),
  );
  return puts;
}

async function openHomeAdmin(initial?: AdminHome) {
  signInAsAdmin();
  const puts = serveAdminHome(initial);
  renderRoute('/admin/home');
  await screen.findByRole('heading', { level: 1, name: 'Home page' });
  await waitFor(() => expect(screen.queryByText('Loading the home page…')).toBeNull());
  return { puts, user: userEvent.setup() };
}

describe('Home page screen', () => {
  it('is in the back office navigation', async () => {
    await openHomeAdmin();
    const nav = screen.getByRole('navigation', { name: /back office/i });
    expect(within(nav).getByRole('link', { name: 'Home page' })).toHaveAttribute('href', '/admin/home');
  });

  it('adds a scheduled slide in New York time and saves it with the csrf token', async () => {
    const { puts, user } = await openHomeAdmin();
    const form = screen.getByRole('form', { name: 'Hero slides' });
    expect(within(form).getByText('No slides: the home shows its headline in text.')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Add a slide' }));
    await user.type(within(form).getByLabelText(/^Picture of slide 1/), '/img/uploads/abc.webp');
    await user.type(within(form).getByLabelText(/^Alt text of slide 1/), 'Winter sale');
    await user.type(within(form).getByLabelText(/^Link of slide 1/), '/collections/car-subwoofers');
    await user.type(within(form).getByLabelText(/^Slide 1 starts/), '2026-12-24T07:00');
    await user.click(within(form).getByRole('button', { name: 'Save slides' }));

    await within(form).findByText('Saved: the storefront shows it now.');
    expect(puts).toEqual([
      {
        path: 'slides',
        body: {
          slides: [
            {
              image: '/img/uploads/abc.webp',
              alt: 'Winter sale',
              link: '/collections/car-subwoofers',
              startsAt: '2026-12-24T12:00:00.000Z',
              endsAt: null,
            },
          ],
          csrfToken: CSRF,
        },
      },
    ]);
  });

  it('says what is wrong with a slide before sending it: an unsafe link, no alt text, an end before the start', async () => {
    const { puts, user } = await openHomeAdmin();
    const form = screen.getByRole('form', { name: 'Hero slides' });
    await user.click(within(form).getByRole('button', { name: 'Add a slide' }));
    await user.type(within(form).getByLabelText(/^Picture of slide 1/), '/img/uploads/abc.webp');
    await user.type(within(form).getByLabelText(/^Link of slide 1/), 'javascript:alert(1)');
    await user.type(within(form).getByLabelText(/^Slide 1 starts/), '2026-12-24T07:00');
    await user.type(within(form).getByLabelText(/^Slide 1 ends/), '2026-12-23T07:00');
    await user.click(within(form).getByRole('button', { name: 'Save slides' }));

    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('Slide 1, alt: Required');
    expect(alert).toHaveTextContent(
      'Slide 1, link: A path on this site (starting with /) or an https:// address',
    );
    expect(alert).toHaveTextContent('Slide 1, endsAt: The end must come after the start');
    expect(puts).toEqual([]);
  });

  it('reorders and removes slides by their buttons', async () => {
    const slide = (alt: string) => ({ image: '/img/a.svg', alt, link: '/', startsAt: null, endsAt: null });
    const { puts, user } = await openHomeAdmin({
      ...emptyHome(),
      slides: [slide('One'), slide('Two'), slide('Three')],
    });
    const form = screen.getByRole('form', { name: 'Hero slides' });
    // Label in name (WCAG 2.5.3, axe's label-content-name-mismatch): each button's name holds what it shows.
    for (const button of within(form).getAllByRole('button', { name: /^(Move|Remove)/ }))
      expect(button.getAttribute('aria-label')).toContain(button.textContent);
    expect(within(form).getByRole('button', { name: 'Move up slide 1' })).toBeDisabled();
    await user.click(within(form).getByRole('button', { name: 'Move up slide 3' }));
    await user.click(within(form).getByRole('button', { name: 'Remove slide 1' }));
    await user.click(within(form).getByRole('button', { name: 'Save slides' }));
    await within(form).findByText('Saved: the storefront shows it now.');
    expect((puts[0]!.body.slides as { alt: string }[]).map((s) => s.alt)).toEqual(['Three', 'Two']);
  });

  it('turns the announcement bar on with its text, and says the footer shows the standard pages', async () => {
    const { puts, user } = await openHomeAdmin();
    const footer = screen.getByRole('form', { name: 'Footer links' });
    expect(within(footer).getByText(/standard pages until you save your own groups/)).toBeInTheDocument();
    expect(within(footer).getByLabelText(/^Title of group 1/)).toHaveValue('Customer Service');

    const bar = screen.getByRole('form', { name: 'Announcement bar' });
    await user.click(within(bar).getByRole('checkbox', { name: 'Show the bar' }));
    await user.click(within(bar).getByRole('button', { name: 'Save the bar' }));
    expect(await within(bar).findByRole('alert')).toHaveTextContent('Text: Required to show the bar');
    await user.type(within(bar).getByLabelText(/^Announcement text/), 'Free gift over $500');
    await user.click(within(bar).getByRole('button', { name: 'Save the bar' }));
    await within(bar).findByText('Saved: the storefront shows it now.');
    expect(puts).toEqual([
      {
        path: 'announcement',
        body: { announcement: { text: 'Free gift over $500', link: null, enabled: true }, csrfToken: CSRF },
      },
    ]);
  });

  it("shows the API's refusal when a save is refused", async () => {
    const { user } = await openHomeAdmin();
    server.use(
      http.put('/api/admin/home/tiles', () =>
        HttpResponse.json(
          { error: { code: 'INSUFFICIENT_SCOPE', message: 'This key may not change the home page' } },
          { status: 400 },
        ),
      ),
    );
    const form = screen.getByRole('form', { name: 'Category tiles' });
    await user.click(within(form).getByRole('button', { name: 'Save tiles' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('This key may not change the home page');
  });
});
