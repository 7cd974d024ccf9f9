import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { gate, type Gate } from '../../test/gate';
import { CSRF } from '../../test/account-factories';
import { renderRoute } from '../../test/render';
import { server } from '../../test/server';
import { signInAsAdmin } from './admin-test-helpers';
import { serveCollections } from '../catalog/admin/collections-test-helpers';
import { seededSales, serveSales } from '../sales/admin/sales-test-helpers';

const PATH = '/img/uploads/AbCdEfGhIjKlMnOpQrStUv.webp';
const png = (name = 'banner.png', bytes = 2048) =>
  new File([new Uint8Array(bytes)], name, { type: 'image/png' });

/** Answers the upload route with the stored picture (once `until` is open), recording each request. */
function servePictures(url: string, answer: () => Response = () => stored(), until?: Gate) {
  const sent: Request[] = [];
  server.use(
    http.post(url, async ({ request }) => {
      sent.push(request.clone());
      await until?.passed;
      return answer();
    }),
  );
  return sent;
}
const stored = () =>
  HttpResponse.json({ path: PATH, width: 2400, height: 800, bytes: 9000 }, { status: 201 });

async function openSale() {
  signInAsAdmin();
  serveSales(seededSales());
  renderRoute('/admin/sales/new');
  const form = await screen.findByRole('form', { name: 'Sale setting' });
  return { form, user: userEvent.setup() };
}

async function openCollection() {
  signInAsAdmin();
  const api = serveCollections();
  renderRoute('/admin/collections/1');
  await screen.findByRole('heading', { level: 1, name: 'Car Subwoofers' });
  return { ...api, form: screen.getByRole('form', { name: 'Edit Car Subwoofers' }), user: userEvent.setup() };
}

const uploadButton = (form: HTMLElement, label: string) =>
  within(form).getByRole('button', { name: `Upload a picture for ${label}` });

describe('Picture fields: upload', () => {
  it('gives every picture field of the sale editor an upload button, and one fills its field', async () => {
    const sent = servePictures('/api/admin/sales/pictures');
    const { form, user } = await openSale();
    for (const label of [
      'Desktop banner image',
      'Mobile banner image',
      'Sale overlay',
      'Daily-deal overlay',
      'Pre-order overlay',
    ])
      expect(uploadButton(form, label)).toBeEnabled();

    await user.click(uploadButton(form, 'Mobile banner image'));
    await user.upload(within(form).getByLabelText('Picture file for Mobile banner image'), png());
    const field = within(form).getByRole('textbox', { name: /^Mobile banner image/ });
    await waitFor(() => expect(field).toHaveValue(PATH));
    expect(
      within(form).getByText(`Uploaded banner.png: Mobile banner image is now ${PATH}.`),
    ).toBeInTheDocument();
    // The other fields keep the new sale's own pictures.
    expect(within(form).getByRole('textbox', { name: /^Desktop banner image/ })).toHaveValue(
      '/img/banners/sale-desktop.svg',
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers.get('x-csrf-token')).toBe(CSRF);
    expect(sent[0]!.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(await sent[0]!.text()).toMatch(/name="file"; filename="[^"]+"\r\nContent-Type: image\/png/);
  });

  it('gives the collection editor’s three picture fields one each, and saves the uploaded path', async () => {
    servePictures('/api/admin/collections/pictures');
    const { form, user, seen } = await openCollection();
    for (const label of ['Page image', 'Sale banner', 'No-sale banner'])
      expect(uploadButton(form, label)).toBeEnabled();

    await user.upload(within(form).getByLabelText('Picture file for No-sale banner'), png());
    await waitFor(() =>
      expect(within(form).getByRole('textbox', { name: /^No-sale banner/ })).toHaveValue(PATH),
    );
    await user.click(within(form).getByRole('button', { name: 'Save collection' }));
    await screen.findByText('Saved Car Subwoofers: the shop shows the change now.');
    expect(seen.find((r) => r.method === 'PATCH')?.body).toEqual({
      no_sale_banner_image: PATH,
      csrfToken: CSRF,
    });
  });

  it('shows the upload’s progress while the picture goes up', async () => {
    const upload = gate();
    servePictures('/api/admin/collections/pictures', stored, upload);
    const { form, user } = await openCollection();
    await user.upload(within(form).getByLabelText('Picture file for Page image'), png('page.png'));
    const bar = await within(form).findByRole('progressbar', { name: 'Uploading page.png' });
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(within(form).getByRole('button', { name: 'Uploading a picture for Page image…' })).toBeDisabled();
    upload.open();
    await waitFor(() => expect(within(form).queryByRole('progressbar')).toBeNull());
    expect(within(form).getByRole('textbox', { name: /^Page image/ })).toHaveValue(PATH);
  });

  it('says the server’s refusal in an alert and leaves the field as it was', async () => {
    servePictures('/api/admin/sales/pictures', () =>
      HttpResponse.json(
        { error: { code: 'NOT_AN_IMAGE', message: 'The file is not a readable JPEG, PNG or WebP image' } },
        { status: 400 },
      ),
    );
    const { form, user } = await openSale();
    await user.upload(within(form).getByLabelText('Picture file for Sale overlay'), png());
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'The file is not a readable JPEG, PNG or WebP image',
    );
    expect(within(form).getByRole('textbox', { name: /^Sale overlay/ })).toHaveValue(
      '/img/overlays/sale.svg',
    );
    expect(uploadButton(form, 'Sale overlay')).toHaveAccessibleDescription(
      /The file is not a readable JPEG, PNG or WebP image/,
    );
  });

  it('refuses a file that is not a JPEG, PNG or WebP, or over 5 MB, before sending it', async () => {
    const sent = servePictures('/api/admin/sales/pictures');
    const { form } = await openSale();
    // A file picker can be told to show any file: the field checks the type itself.
    const user = userEvent.setup({ applyAccept: false });
    const input = within(form).getByLabelText('Picture file for Desktop banner image');
    await user.upload(input, new File(['GIF89a'], 'anim.gif', { type: 'image/gif' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'anim.gif is not a JPEG, PNG or WebP picture.',
    );
    await user.upload(input, png('huge.png', 5 * 1024 * 1024 + 1));
    expect(await within(form).findByRole('alert')).toHaveTextContent('huge.png is larger than 5 MB.');
    expect(sent).toHaveLength(0);
  });
});
