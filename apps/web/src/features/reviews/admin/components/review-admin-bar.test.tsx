import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { initialUiState, useUiStore } from '../../../../lib/ui-store';
import { renderRoute, serveProduct } from '../../../../test/render';
import { buildProduct } from '../../../../test/factories';
import { CSRF } from '../../../../test/account-factories';
import { server } from '../../../../test/server';
import { buildReview, reviewList, serveReviews, signIn, withPhotos } from '../../../../test/review-factories';
import { signInAsAdmin } from '../../../admin/admin-test-helpers';
import { buildAdminReview, serveReviewModeration } from '../reviews-test-helpers';

const replied = buildReview({
  id: 51,
  title: 'Great sub',
  reply: { body: 'Thanks, Maria!\nEnjoy it.', at: '2026-03-05T15:00:00.000Z' },
});
const photos = withPhotos(2, { id: 52, title: 'Two photos' });

async function openProduct() {
  serveProduct(buildProduct({ sku: 'EVL-12-D2', slug: 'skar-evl-12', name: 'Skar EVL-12' }));
  serveReviews({ pages: () => reviewList([replied, photos]) });
  const view = renderRoute('/products/skar-evl-12');
  await screen.findByRole('heading', { level: 1, name: 'Skar EVL-12' });
  await screen.findByRole('article', { name: 'Great sub' });
  return { ...view, user: userEvent.setup() };
}

const bar = (title: string) =>
  screen.findByRole('group', { name: `Administrator tools for the review ${title}` });

beforeEach(() => {
  useUiStore.setState(initialUiState);
  window.localStorage.clear();
  window.innerWidth = 1366;
});

describe('the review admin bar on a product page', () => {
  it('shows the shop’s reply under the review to everyone, and no admin bar to a shopper', async () => {
    signIn();
    await openProduct();
    const review = screen.getByRole('article', { name: 'Great sub' });
    expect(within(review).getByText(/^Reply from /)).toBeInTheDocument();
    expect(within(review).getByText(/Thanks, Maria!/)).toHaveTextContent('Thanks, Maria! Enjoy it.');
    // Give a lazy chunk time to arrive: none is asked for a shopper.
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('group', { name: /^Administrator tools/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Open in the back office' })).toBeNull();
  });

  it('loads under each review for an administrator, with a link to the review in the back office', async () => {
    signInAsAdmin();
    serveReviewModeration([]);
    await openProduct();
    const tools = await bar('Great sub');
    expect(within(tools).getByRole('link', { name: 'Open in the back office' })).toHaveAttribute(
      'href',
      '/admin/reviews/51',
    );
    expect(within(tools).getByRole('button', { name: 'Hide the review Great sub' })).toBeInTheDocument();
    expect(within(tools).getByRole('button', { name: 'Edit reply' })).toBeInTheDocument();
    expect(await bar('Two photos')).toBeInTheDocument();
  });

  it('hides a review and restores it, the review staying in view with its Restore button', async () => {
    signInAsAdmin();
    const api = serveReviewModeration([buildAdminReview({ id: 51, title: 'Great sub' })]);
    const { user } = await openProduct();
    const tools = await bar('Great sub');
    await user.click(within(tools).getByRole('button', { name: 'Hide the review Great sub' }));
    expect(await within(tools).findByText(/Hidden: shoppers no longer see this review/)).toBeInTheDocument();
    expect(within(tools).getByText('Administrator: this review is hidden from shoppers')).toBeInTheDocument();
    expect(api.seen.find((s) => s.method === 'POST')?.body).toEqual({ csrfToken: CSRF });
    await user.click(within(tools).getByRole('button', { name: 'Restore the review Great sub' }));
    expect(await within(tools).findByText('Published: shoppers see this review.')).toBeInTheDocument();
    expect(api.seen.filter((s) => s.method === 'POST').map((s) => s.url.pathname)).toEqual([
      '/api/admin/reviews/51/hide',
      '/api/admin/reviews/51/restore',
    ]);
  });

  it('edits the reply and deletes a photo', async () => {
    signInAsAdmin();
    const api = serveReviewModeration([
      buildAdminReview({ id: 51, title: 'Great sub', reply: replied.reply }),
      buildAdminReview({
        id: 52,
        title: 'Two photos',
        photos: photos.images.map((url, position) => ({ position, url, thumb: url })),
      }),
    ]);
    const { user } = await openProduct();
    const tools = await bar('Great sub');
    await user.click(within(tools).getByRole('button', { name: 'Edit reply' }));
    const field = within(tools).getByLabelText('Reply from the shop');
    expect(field).toHaveValue('Thanks, Maria!\nEnjoy it.');
    await user.clear(field);
    await user.type(field, 'Thank you!');
    await user.click(within(tools).getByRole('button', { name: 'Save reply' }));
    expect(await within(tools).findByText('Reply saved.')).toBeInTheDocument();
    expect(api.reviews().find((r) => r.id === 51)?.reply?.body).toBe('Thank you!');

    const other = await bar('Two photos');
    await user.click(within(other).getByRole('button', { name: 'Delete a photo' }));
    await user.click(within(other).getByRole('button', { name: 'Delete photo 1' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete photo' }));
    await waitFor(() =>
      expect(api.seen.find((s) => s.method === 'DELETE')?.url.pathname).toBe(
        '/api/admin/reviews/52/photos/0',
      ),
    );
  });
});

describe('a review held for a check', () => {
  it('tells the shopper it will appear after a check, and does not list it', async () => {
    signIn();
    server.use(
      http.get('/api/reviews/account/sku', () =>
        HttpResponse.json({
          data: {
            itemsWithoutReviews: [
              {
                sku: 'EVL-12-D2',
                name: 'Skar EVL-12',
                image: null,
                path: null,
                orderNumber: 'SK1001',
                orderDate: '2026-01-01T00:00:00Z',
              },
            ],
          },
        }),
      ),
      http.post('/api/reviews', () =>
        HttpResponse.json({ review: buildReview({ id: 60, title: 'Mine' }), held: true }, { status: 201 }),
      ),
    );
    const { user } = await openProduct();
    await user.click(screen.getByRole('button', { name: 'Write a review' }));
    const form = await screen.findByRole('form', { name: 'Write a review' });
    await user.click(within(form).getByRole('radio', { name: '4 stars' }));
    await user.type(within(form).getByLabelText('Title'), 'Mine');
    await user.type(within(form).getByLabelText('Review'), 'Loud.');
    await user.click(within(form).getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByText('Thank you! Your review will appear after a check.')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Mine' })).toBeNull();
  });
});
