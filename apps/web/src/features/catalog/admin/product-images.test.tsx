import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { gate } from '../../../test/gate';
import { renderRoute } from '../../../test/render';
import { server } from '../../../test/server';
import { CSRF } from '../../../test/account-factories';
import { signInAsAdmin } from '../../admin/admin-test-helpers';
import {
  buildAdminProduct,
  buildImage,
  serveCollections,
  serveImages,
  serveProduct,
  type ProductImage,
} from './products-test-helpers';

async function openImages(images: ProductImage[]) {
  signInAsAdmin();
  serveCollections();
  serveProduct(buildAdminProduct());
  const served = serveImages('EVL-12-D4', images);
  renderRoute('/admin/products/EVL-12-D4');
  await screen.findByRole('heading', { level: 1, name: 'EVL-12 D4 12" Subwoofer' });
  return { ...served, user: userEvent.setup() };
}

const pictures = () => screen.getByRole('list', { name: /Pictures of EVL-12 D4/ });
const pictureAlts = () =>
  within(pictures())
    .getAllByRole('img')
    .map((img) => img.getAttribute('alt'));
const png = (name = 'side.png', bytes = 2048) =>
  new File([new Uint8Array(bytes)], name, { type: 'image/png' });

describe('Products: pictures', () => {
  it('uploads a picture with its alt text and the csrf header, and shows it last', async () => {
    const { user, writes } = await openImages([buildImage(1)]);
    await screen.findByRole('list', { name: /Pictures of/ });
    const form = screen.getByRole('form', { name: 'Upload pictures' });
    await user.upload(within(form).getByLabelText('Pictures'), png());
    await user.type(within(form).getByRole('textbox', { name: /Alt text of the upload/ }), 'Side view');
    await user.click(within(form).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(pictureAlts()).toEqual(['Picture 1', 'Side view']));
    expect(screen.getByText('Uploaded side.png.')).toBeInTheDocument();
    expect(writes).toHaveLength(1);
    expect(writes[0]!.headers.get('x-csrf-token')).toBe(CSRF);
    expect(writes[0]!.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    // (The test DOM's File loses its name on the way: a browser sends filename="side.png".)
    expect(String(writes[0]!.body)).toMatch(/name="file"; filename="[^"]+"\r\nContent-Type: image\/png/);
    expect(String(writes[0]!.body)).toMatch(/name="alt"\r\n\r\nSide view\r\n/);
  });

  it('shows the upload’s progress bar while the picture goes up', async () => {
    const { user } = await openImages([]);
    await screen.findByText(/No pictures yet/);
    const upload = gate();
    server.use(
      http.post('/api/admin/products/EVL-12-D4/images', async () => {
        await upload.passed;
        return HttpResponse.json({ sku: 'EVL-12-D4', images: [buildImage(1)] }, { status: 201 });
      }),
    );
    const form = screen.getByRole('form', { name: 'Upload pictures' });
    await user.upload(within(form).getByLabelText('Pictures'), png());
    await user.click(within(form).getByRole('button', { name: 'Upload' }));
    const bar = await screen.findByRole('progressbar', { name: 'Uploading side.png' });
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(within(form).getByRole('button', { name: 'Uploading…' })).toBeDisabled();
    upload.open();
    await waitFor(() => expect(pictureAlts()).toEqual(['Picture 1']));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('refuses a file that is not a JPEG, PNG or WebP, or too large, before sending it', async () => {
    const { writes } = await openImages([]);
    await screen.findByText(/No pictures yet/);
    // A file picker can be told to show any file: the form checks the type itself.
    const user = userEvent.setup({ applyAccept: false });
    const form = screen.getByRole('form', { name: 'Upload pictures' });
    const input = within(form).getByLabelText('Pictures');
    await user.upload(input, new File(['GIF89a'], 'anim.gif', { type: 'image/gif' }));
    await user.click(within(form).getByRole('button', { name: 'Upload' }));
    expect(input).toHaveAccessibleDescription(
      expect.stringContaining('anim.gif is not a JPEG, PNG or WebP picture.'),
    );
    await user.upload(input, png('huge.png', 6 * 1024 * 1024));
    await user.click(within(form).getByRole('button', { name: 'Upload' }));
    expect(input).toHaveAccessibleDescription(expect.stringContaining('huge.png is larger than 5 MB.'));
    expect(writes).toEqual([]);
  });

  it('moves a picture with its buttons, saving the new order, focus staying on the moved picture', async () => {
    const { user, writes } = await openImages([buildImage(1), buildImage(2), buildImage(3)]);
    await screen.findByRole('list', { name: /Pictures of/ });
    await user.click(screen.getByRole('button', { name: 'Move picture 3 earlier' }));
    await waitFor(() => expect(pictureAlts()).toEqual(['Picture 1', 'Picture 3', 'Picture 2']));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move picture 2 earlier' })).toHaveFocus());
    expect(await screen.findByText('Picture moved to position 2 of 3.')).toBeInTheDocument();
    // The keyboard alone: Enter on the focused button moves it again, to the front.
    await user.keyboard('{Enter}');
    await waitFor(() => expect(pictureAlts()).toEqual(['Picture 3', 'Picture 1', 'Picture 2']));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move picture 1 later' })).toHaveFocus());
    expect(within(pictures()).getAllByRole('listitem')[0]).toHaveTextContent('Main picture');
    expect(writes.map((w) => w.body)).toEqual([
      {
        images: [
          { id: buildImage(1).id, alt: 'Picture 1' },
          { id: buildImage(3).id, alt: 'Picture 3' },
          { id: buildImage(2).id, alt: 'Picture 2' },
        ],
        csrfToken: CSRF,
      },
      {
        images: [
          { id: buildImage(3).id, alt: 'Picture 3' },
          { id: buildImage(1).id, alt: 'Picture 1' },
          { id: buildImage(2).id, alt: 'Picture 2' },
        ],
        csrfToken: CSRF,
      },
    ]);
  });

  it('moves a picture by dragging it onto another', async () => {
    const { writes } = await openImages([buildImage(1), buildImage(2)]);
    await screen.findByRole('list', { name: /Pictures of/ });
    const [first, second] = within(pictures()).getAllByRole('listitem');
    const { fireEvent } = await import('@testing-library/react');
    const dataTransfer = { setData: () => undefined, effectAllowed: '' };
    fireEvent.dragStart(second!, { dataTransfer });
    fireEvent.dragOver(first!, { dataTransfer });
    fireEvent.drop(first!, { dataTransfer });
    await waitFor(() => expect(pictureAlts()).toEqual(['Picture 2', 'Picture 1']));
    await waitFor(() => expect(writes).toHaveLength(1));
  });

  it('saves an alt text, and asks before leaving while one is typed and not saved', async () => {
    const { user, writes } = await openImages([buildImage(1)]);
    await screen.findByRole('list', { name: /Pictures of/ });
    const alt = screen.getByRole('textbox', { name: /Alt text of picture 1/ });
    await user.clear(alt);
    await user.type(alt, 'Front, grille off');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'History' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    await user.click(screen.getByRole('button', { name: 'Save alt text' }));
    await waitFor(() => expect(pictureAlts()).toEqual(['Front, grille off']));
    expect(screen.queryByText('Unsaved changes')).toBeNull();
    expect(writes.map((w) => w.body)).toEqual([
      { images: [{ id: buildImage(1).id, alt: 'Front, grille off' }], csrfToken: CSRF },
    ]);
  });

  it('deletes a picture after asking, with the csrf header', async () => {
    const { user, writes } = await openImages([buildImage(1), buildImage(2)]);
    await screen.findByRole('list', { name: /Pictures of/ });
    await user.click(screen.getByRole('button', { name: 'Delete picture 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete picture 1?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Delete picture' }));
    await waitFor(() => expect(pictureAlts()).toEqual(['Picture 2']));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(writes).toHaveLength(1);
    expect(writes[0]!.method).toBe('DELETE');
    expect(writes[0]!.url.pathname).toBe(`/api/admin/products/EVL-12-D4/images/${buildImage(1).id}`);
    expect(writes[0]!.headers.get('x-csrf-token')).toBe(CSRF);
    expect(screen.getByRole('heading', { name: 'Images' })).toHaveFocus();
  });

  it('puts the order back and reloads when the pictures changed elsewhere', async () => {
    const { user } = await openImages([buildImage(1), buildImage(2)]);
    await screen.findByRole('list', { name: /Pictures of/ });
    // Another screen adds a picture meanwhile: the reorder no longer names every picture.
    serveImages('EVL-12-D4', [buildImage(1), buildImage(2), buildImage(3)]);
    await user.click(screen.getByRole('button', { name: 'Move picture 2 earlier' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('changed elsewhere meanwhile');
    await waitFor(() => expect(pictureAlts()).toEqual(['Picture 1', 'Picture 2', 'Picture 3']));
  });
});
