import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { AdminPage } from '@shop/domain';
import { server } from '../../../test/server';
import { renderRoute } from '../../../test/render';
import { CSRF } from '../../../test/account-factories';
import { signInAsAdmin } from '../../admin/admin-test-helpers';
import { slugFromTitle } from './routes/page-editor-page';

const about: AdminPage = {
  slug: 'about-us',
  title: 'About Us',
  path: '/pages/about-us',
  published: true,
  builtIn: true,
  updatedAt: null,
  body: '## What we make\n\nSubwoofers.',
  seoTitle: '',
  seoDescription: '',
};
const shipping: AdminPage = {
  ...about,
  slug: 'shipping',
  title: 'Shipping',
  path: '/pages/shipping',
  published: false,
  builtIn: false,
  updatedAt: '2026-03-01T15:00:00.000Z',
  body: 'Fast.',
};

/** Serves the pages; records writes and previews. The preview "renders" by wrapping the text in a paragraph. */
function servePages(initial: AdminPage[]) {
  let pages = [...initial];
  const writes: { method: string; slug: string; body: unknown; csrf: string | null }[] = [];
  const summary = ({ body: _b, seoTitle: _t, seoDescription: _d, ...rest }: AdminPage) => rest;
  server.use(
    http.get('/api/admin/pages', () => HttpResponse.json({ pages: pages.map(summary) })),
    http.get('/api/admin/pages/:slug', ({ params }) => {
      const page = pages.find((p) => p.slug === params.slug);
      return page
        ? HttpResponse.json(page)
        : HttpResponse.json({ error: { code: 'NOT_FOUND', message: 'No such page' } }, { status: 404 });
    }),
    http.post('/api/admin/pages/preview', async ({ request }) => {
      const { body } = (await request.json()) as { body: string };
      return HttpResponse.json({ html: `<p>${body.replace(/</g, '&lt;')}</p>` });
    }),
    http.post('/api/admin/pages', async ({ request }) => {
      const body = (await request.json()) as AdminPage & { csrfToken: string };
      writes.push({ method: 'POST', slug: body.slug, body, csrf: null });
      const page = { ...shipping, ...body, path: `/pages/${body.slug}`, builtIn: false };
      pages = [...pages, page];
      return HttpResponse.json(page, { status: 201 });
    }),
    http.patch('/api/admin/pages/:slug', async ({ params, request }) => {
      const body = (await request.json()) as Partial<AdminPage>;
      writes.push({ method: 'PATCH', slug: String(params.slug), body, csrf: null });
      pages = pages.map((p) => (p.slug === params.slug ? { ...p, ...body } : p));
      return HttpResponse.json(pages.find((p) => p.slug === params.slug));
    }),
    http.delete('/api/admin/pages/:slug', ({ params, request }) => {
      writes.push({
        method: 'DELETE',
        slug: String(params.slug),
        body: null,
        csrf: request.headers.get('x-csrf-token'),
      });
      pages = pages.filter((p) => p.slug !== params.slug);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return { writes };
}

async function open(path: string, heading: string, pages: AdminPage[] = [about, shipping]) {
  signInAsAdmin();
  const api = servePages(pages);
  const rendered = renderRoute(path);
  await screen.findByRole('heading', { level: 1, name: heading });
  return { ...api, ...rendered, user: userEvent.setup() };
}

describe('Pages screen', () => {
  it('lists every page with its address and status, and leads to its editor', async () => {
    const { user } = await open('/admin/pages', 'Pages');
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      // The address twice: under the title on a narrow screen, in its own column from 768 px.
      'About UsBuilt-in/pages/about-us/pages/about-usPublishedNever (default text)',
      expect.stringMatching(/^Shipping\/pages\/shipping\/pages\/shippingDraft/),
    ]);
    expect(screen.getByRole('link', { name: 'New page' })).toHaveAttribute('href', '/admin/pages/new');
    await user.click(within(table).getByRole('link', { name: 'About Us' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit About Us' })).toBeInTheDocument();
  });
});

describe('page editor', () => {
  it('edits a built-in page with a live preview from the server, and offers no delete', async () => {
    const { writes, user } = await open('/admin/pages/about-us', 'Edit About Us');
    const form = screen.getByRole('form', { name: 'Page' });
    const preview = screen.getByRole('region', { name: 'Page preview' });
    await within(preview).findByText(/What we make/);
    const text = within(form).getByRole('textbox', { name: 'Text (Markdown)' });
    await user.clear(text);
    await user.type(text, 'New words');
    expect(await within(preview).findByText('New words')).toBeInTheDocument();
    expect(within(form).queryByRole('button', { name: 'Delete page' })).toBeNull();
    await user.click(within(form).getByRole('checkbox', { name: 'Published' }));
    await user.click(within(form).getByRole('button', { name: 'Save page' }));
    expect(await screen.findByText('Saved as a draft.')).toBeInTheDocument();
    expect(writes).toEqual([
      {
        method: 'PATCH',
        slug: 'about-us',
        body: {
          title: 'About Us',
          body: 'New words',
          seoTitle: '',
          seoDescription: '',
          published: false,
          csrfToken: CSRF,
        },
        csrf: null,
      },
    ]);
  });

  it('creates a page with an address made from its title, after checking it', async () => {
    const { writes, user, router } = await open('/admin/pages/new', 'New page');
    const form = screen.getByRole('form', { name: 'Page' });
    await user.click(within(form).getByRole('button', { name: 'Create page' }));
    expect(within(form).getByText('Enter a title.')).toBeInTheDocument();
    await user.type(within(form).getByRole('textbox', { name: 'Title' }), 'Shipping & Returns');
    const address = within(form).getByRole('textbox', { name: 'Address' });
    expect(address).toHaveValue('shipping-returns');
    await user.clear(address);
    await user.type(address, 'Bad Address');
    await user.click(within(form).getByRole('button', { name: 'Create page' }));
    expect(within(form).getByText('Lowercase letters, digits and single dashes')).toBeInTheDocument();
    expect(address).toHaveAttribute('aria-invalid', 'true');
    await user.clear(address);
    await user.type(address, 'shipping-info');
    await user.click(within(form).getByRole('button', { name: 'Create page' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edit Shipping & Returns' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Page created.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/pages/shipping-info');
    expect(writes[0]).toMatchObject({
      method: 'POST',
      body: { slug: 'shipping-info', published: false, csrfToken: CSRF },
    });
  });

  it("deletes a merchant's page after asking", async () => {
    const { writes, user, router } = await open('/admin/pages/shipping', 'Edit Shipping');
    await user.click(screen.getByRole('button', { name: 'Delete page' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Shipping?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete page' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/pages'));
    expect(writes).toEqual([{ method: 'DELETE', slug: 'shipping', body: null, csrf: CSRF }]);
  });
});

describe('slugFromTitle', () => {
  it('makes lowercase words joined by single dashes', () => {
    expect(slugFromTitle('  Shipping & Returns! ')).toBe('shipping-returns');
    expect(slugFromTitle('Café Déjà vu')).toBe('cafe-deja-vu');
    expect(slugFromTitle('***')).toBe('');
  });
});
