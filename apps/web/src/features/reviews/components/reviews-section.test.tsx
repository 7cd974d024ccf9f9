import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { initialUiState, useUiStore } from '../../../lib/ui-store';
import { renderRoute, serveProduct } from '../../../test/render';
import { server } from '../../../test/server';
import { allowConsoleErrors } from '../../../test/setup';
import { buildParentProduct, buildProduct, buildVariant } from '../../../test/factories';
import { buildReview, reviewList, serveReviews, signIn, withPhotos } from '../../../test/review-factories';

const product = () =>
  buildProduct({
    sku: 'EVL-12-D2',
    slug: 'skar-evl-12',
    name: 'Skar EVL-12',
    rating: { avg_rating: 4.4, count: 57 },
  });

async function openProduct(path = '/products/skar-evl-12') {
  serveProduct(product());
  const utils = renderRoute(path);
  await screen.findByRole('heading', { level: 1, name: 'Skar EVL-12' });
  return utils;
}

const section = () => screen.getByRole('region', { name: 'Customer Reviews' });

function setWidth(px: number) {
  act(() => {
    window.innerWidth = px;
    window.dispatchEvent(new Event('resize'));
  });
}

beforeEach(() => {
  useUiStore.setState(initialUiState);
  window.localStorage.clear();
  window.innerWidth = 1366;
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Customer Reviews header and list', () => {
  it('shows the rounded average, the score and Based on N reviews; the JSON-LD rating matches', async () => {
    serveReviews({ pages: () => reviewList([buildReview()], 57, 4.4) });
    await openProduct();
    const region = section();
    expect(await within(region).findByText('Based on 57 reviews')).toBeInTheDocument();
    expect(within(region).getByRole('img', { name: 'Average rating 4.4 out of 5' })).toBeInTheDocument();
    expect(within(region).getByText('4.4')).toBeInTheDocument();
    const ld = await waitFor(() => JSON.parse(document.getElementById('page-json-ld')!.textContent!));
    expect(ld.aggregateRating).toMatchObject({
      '@type': 'AggregateRating',
      ratingValue: 4.4,
      reviewCount: 57,
    });
  });

  it('lists reviews with rounded stars, first name, New York date and Verified Buyer only for buyers', async () => {
    serveReviews({
      pages: () =>
        reviewList([
          buildReview({
            title: 'Hits hard',
            rating: 4,
            reviewer: { name: 'Maria Lopez' },
            review_date: '2026-03-04T03:30:00Z',
            verified: 'Buyer',
          }),
          buildReview({ title: 'Fine', rating: 3, reviewer: { name: 'Sam' }, verified: '' }),
        ]),
    });
    await openProduct();
    const first = await screen.findByRole('article', { name: 'Hits hard' });
    expect(within(first).getByText(/By Maria on/)).toHaveTextContent('By Maria on March 3, 2026');
    expect(within(first).getByText('Verified Buyer')).toBeInTheDocument();
    expect(within(first).getByRole('img', { name: '4 out of 5 stars' })).toBeInTheDocument();
    const second = screen.getByRole('article', { name: 'Fine' });
    expect(within(second).queryByText('Verified Buyer')).toBeNull();
  });

  it('renders a script tag in a review as text', async () => {
    serveReviews({
      pages: () => reviewList([buildReview({ title: 'XSS', body: '<script>alert(1)</script>' })]),
    });
    await openProduct();
    const item = await screen.findByRole('article', { name: 'XSS' });
    expect(within(item).getByText('<script>alert(1)</script>')).toBeInTheDocument();
    expect(item.querySelector('script')).toBeNull();
  });

  it('paginates with 3 neighbours on desktop and 1 on mobile, ellipses between, and loads the chosen 0-based page', async () => {
    const calls = serveReviews({
      pages: (page) => reviewList([buildReview({ title: `Page ${page} review` })], 200, 4),
    });
    await openProduct();
    await screen.findByRole('article', { name: 'Page 0 review' });
    const nav = screen.getByRole('navigation', { name: 'Review pages' });
    const pages = () =>
      within(nav)
        .getAllByRole('button', { name: /^Page / })
        .map((b) => b.textContent);
    expect(pages()).toEqual(['1', '2', '3', '4', '10']);
    expect(within(nav).getAllByTestId('pagination-ellipsis')).toHaveLength(1);

    await userEvent.click(within(nav).getByRole('button', { name: 'Page 4' }));
    await screen.findByRole('article', { name: 'Page 3 review' });
    expect(calls.list.at(-1)?.searchParams.get('page')).toBe('3');
    expect(within(nav).getByRole('button', { name: 'Page 4' })).toHaveAttribute('aria-current', 'page');
    expect(pages()).toEqual(['1', '2', '3', '4', '5', '6', '7', '10']);

    setWidth(390);
    // Page 4 with one neighbour: 3 to 5, the first and the last; the one-page gap before 3 shows page 2.
    expect(pages()).toEqual(['1', '2', '3', '4', '5', '10']);
    expect(within(nav).getAllByTestId('pagination-ellipsis')).toHaveLength(1);
    expect(calls.list.every((u) => u.searchParams.get('skus') === 'EVL-12-D2')).toBe(true);
  });

  it('asks for the family skus and goes back to page 0 (reloaded) when the variant changes', async () => {
    const variants = [
      buildVariant('EVL', ['D2'], { sku: 'EVL-D2' }),
      buildVariant('EVL', ['D4'], { sku: 'EVL-D4' }),
    ];
    const parent = buildParentProduct(variants, { sku: 'EVL', slug: 'skar-evl', name: 'Skar EVL' });
    serveProduct(parent);
    const calls = serveReviews({
      pages: (page) => reviewList([buildReview({ title: `Page ${page} review` })], 60, 4),
    });
    renderRoute('/products/skar-evl?sku=EVL-D2');
    await screen.findByRole('article', { name: 'Page 0 review' });
    expect(calls.list[0]?.searchParams.get('skus')).toBe('EVL,EVL-D2,EVL-D4');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await screen.findByRole('article', { name: 'Page 2 review' });
    const before = calls.list.length;
    await user.click(screen.getByRole('button', { name: 'D4' }));
    // Page 0 shows from the cache at once, then again as reloaded (a new element): found, not kept.
    await screen.findByRole('article', { name: 'Page 0 review' });
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() =>
      expect(calls.list.slice(before).map((u) => u.searchParams.get('page'))).toContain('0'),
    );
  });

  it('logs Failed to fetch reviews and shows no reviews when the list fails, and the page still works', async () => {
    allowConsoleErrors();
    server.use(
      http.get('/api/reviews/skuList', () =>
        HttpResponse.json({ error: { code: 'INTERNAL', message: 'x' } }, { status: 500 }),
      ),
      http.get('/api/reviews/with-images', () =>
        HttpResponse.json({ error: { code: 'INTERNAL', message: 'x' } }, { status: 500 }),
      ),
    );
    await openProduct();
    await waitFor(() =>
      expect(console.error).toHaveBeenCalledWith('Failed to fetch reviews', expect.anything()),
    );
    expect(section()).toBeInTheDocument();
    expect(within(section()).queryByRole('article')).toBeNull();
    expect(within(section()).getByText('No reviews yet. Be the first to write one.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeInTheDocument();
  });
});

describe('review item interactions', () => {
  it('counts a thumbs-up once, at once, remembers it in reviewedIds and re-arms after 500 ms', async () => {
    let posts = 0;
    server.use(
      http.post('/api/reviews/thumbs-up', async ({ request }) => {
        posts++;
        const { reviewId } = (await request.json()) as { reviewId: string };
        return HttpResponse.json({ reviewId, thumbs_up: 4, alreadyVoted: false });
      }),
    );
    serveReviews({ pages: () => reviewList([buildReview({ id: 42, title: 'Loud', thumbs_up: 3 })]) });
    await openProduct();
    const item = await screen.findByRole('article', { name: 'Loud' });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

    await user.click(within(item).getByRole('button', { name: 'Helpful (3)' }));
    const button = within(item).getByRole('button', { name: 'Helpful (4)' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(window.localStorage.getItem('reviewedIds')!)).toEqual({ 42: true });

    act(() => {
      vi.advanceTimersByTime(500);
    });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    act(() => {
      vi.advanceTimersByTime(500);
    });
    await waitFor(() => expect(posts).toBe(1));
    expect(within(item).getByRole('button', { name: 'Helpful (4)' })).toBeInTheDocument();
  });

  it('does not vote again for a review remembered in reviewedIds', async () => {
    window.localStorage.setItem('reviewedIds', JSON.stringify({ 9: true }));
    serveReviews({ pages: () => reviewList([buildReview({ id: 9, title: 'Old vote', thumbs_up: 2 })]) });
    await openProduct();
    const item = await screen.findByRole('article', { name: 'Old vote' });
    const button = within(item).getByRole('button', { name: 'Helpful (2)' });
    expect(button).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(button);
    expect(within(item).getByRole('button', { name: 'Helpful (2)' })).toBeInTheDocument();
  });

  it('cuts a long body at 175 characters on mobile with More and Hide', async () => {
    const body = `${'Great bass and clean highs. '.repeat(10)}The end.`;
    serveReviews({ pages: () => reviewList([buildReview({ title: 'Long one', body })]) });
    window.innerWidth = 390;
    await openProduct();
    const item = await screen.findByRole('article', { name: 'Long one' });
    expect(within(item).queryByText(/The end\./)).toBeNull();
    expect(within(item).getByText(/\.\.\.$/).textContent!.length).toBeLessThanOrEqual(178);
    await userEvent.click(within(item).getByRole('button', { name: 'More' }));
    expect(within(item).getByText(/The end\./)).toBeInTheDocument();
    await userEvent.click(within(item).getByRole('button', { name: 'Hide' }));
    expect(within(item).queryByText(/The end\./)).toBeNull();
  });

  it('shows the whole body on desktop without More', async () => {
    const body = `${'Great bass and clean highs. '.repeat(10)}The end.`;
    serveReviews({ pages: () => reviewList([buildReview({ title: 'Long one', body })]) });
    await openProduct();
    const item = await screen.findByRole('article', { name: 'Long one' });
    expect(within(item).getByText(/The end\./)).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: 'More' })).toBeNull();
  });
});

describe('Customer Photos and the photo lightbox', () => {
  it('shows up to 20 photos, at most 2 per review, and a View All Photos tile', async () => {
    const photos = Array.from({ length: 12 }, (_, i) => withPhotos(3, { title: `Photo review ${i}` }));
    serveReviews({ pages: () => reviewList([buildReview()]), photos });
    await openProduct();
    const grid = await screen.findByRole('list', { name: 'Customer photos' });
    const tiles = within(grid).getAllByRole('img');
    expect(tiles).toHaveLength(20);
    expect(within(grid).getAllByRole('img', { name: /from the review Photo review 0$/ })).toHaveLength(2);
    expect(within(grid).getByRole('button', { name: 'View All Photos' })).toBeInTheDocument();
  });

  it('has no View All Photos tile for 3 photos', async () => {
    serveReviews({ pages: () => reviewList([buildReview()]), photos: [withPhotos(2), withPhotos(1)] });
    await openProduct();
    const grid = await screen.findByRole('list', { name: 'Customer photos' });
    expect(within(grid).getAllByRole('img')).toHaveLength(3);
    expect(within(grid).queryByRole('button', { name: 'View All Photos' })).toBeNull();
  });

  it('opens on a photo with #reviewPopup, moves across photos then reviews, and closes on back', async () => {
    const a = withPhotos(2, { title: 'First photos', body: 'A body' });
    const b = withPhotos(1, { title: 'Second photos', reviewer: { name: 'Bob Stone' } });
    serveReviews({ pages: () => reviewList([a, b]), photos: [a, b] });
    const { router } = await openProduct();
    const user = userEvent.setup();
    const item = await screen.findByRole('article', { name: 'First photos' });
    await user.click(within(item).getByRole('button', { name: 'Photo 1 from the review First photos' }));

    const dialog = await screen.findByRole('dialog', { name: 'Review Photos' });
    expect(router.state.location.hash).toBe('#reviewPopup');
    expect(
      within(dialog).getByRole('img', { name: 'Photo 1 of 2 from the review First photos' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('A body')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Previous photo' })).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Next photo' }));
    expect(
      within(dialog).getByRole('img', { name: 'Photo 2 of 2 from the review First photos' }),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Next photo' }));
    expect(
      within(dialog).getByRole('img', { name: 'Photo 1 of 1 from the review Second photos' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/By Bob on/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Next photo' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Previous photo' }));
    expect(
      within(dialog).getByRole('img', { name: 'Photo 2 of 2 from the review First photos' }),
    ).toBeInTheDocument();

    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.hash).toBe('');
    expect(useUiStore.getState().displayIndividualReviewModal).toBe(false);
  });

  it('marks each slide loading, then complete or error with a visible message', async () => {
    const a = withPhotos(2, { title: 'Slides' });
    serveReviews({ pages: () => reviewList([a]), photos: [a] });
    await openProduct();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Photo 1 from the review Slides' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review Photos' });
    const img = within(dialog).getByRole('img', { name: /Photo 1 of 2/ });
    expect(img).toHaveAttribute('data-status', 'loading');
    expect(within(dialog).getByText('Loading photo…')).toBeInTheDocument();
    fireEvent.load(img);
    expect(img).toHaveAttribute('data-status', 'complete');
    await user.click(within(dialog).getByRole('button', { name: 'Next photo' }));
    fireEvent.error(within(dialog).getByRole('img', { name: /Photo 2 of 2/ }));
    expect(within(dialog).getByText('This photo could not be loaded.')).toBeInTheDocument();
  });

  it('View All Photos opens the grid; Load More fetches the next page; picking a photo shows it; Escape closes and removes the hash', async () => {
    const photos = Array.from({ length: 6 }, (_, i) => withPhotos(1, { title: `Grid ${i}` }));
    const calls = serveReviews({ pages: () => reviewList([buildReview()]), photos, photoPageSize: 4 });
    const { router } = await openProduct();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'View All Photos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review Photos' });
    expect(router.state.location.hash).toBe('#reviewPopup');
    const all = within(dialog).getByRole('list', { name: 'All review photos' });
    expect(within(all).getAllByRole('img')).toHaveLength(4);
    await user.click(within(dialog).getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(within(all).getAllByRole('img')).toHaveLength(6));
    expect(calls.photos.at(-1)?.searchParams.get('page')).toBe('1');
    expect(within(dialog).queryByRole('button', { name: 'Load More' })).toBeNull();

    await user.click(within(all).getByRole('button', { name: 'Photo 1 from the review Grid 5' }));
    expect(
      within(dialog).getByRole('img', { name: 'Photo 1 of 1 from the review Grid 5' }),
    ).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.hash).toBe('');
  });

  it('loads more reviews in the single view when within 5 of the end', async () => {
    const photos = Array.from({ length: 10 }, (_, i) => withPhotos(1, { title: `Near ${i}` }));
    const calls = serveReviews({ pages: () => reviewList([buildReview()]), photos, photoPageSize: 8 });
    await openProduct();
    const user = userEvent.setup();
    const grid = await screen.findByRole('list', { name: 'Customer photos' });
    expect(calls.photos).toHaveLength(1);
    await user.click(within(grid).getByRole('button', { name: 'Customer photo 1 from the review Near 0' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review Photos' });
    // From the grid: fewer than 4 slides ahead loads more. Slide 0 of 8 has 7 ahead; move to slide 5 (2 ahead).
    for (let i = 0; i < 5; i++) await user.click(within(dialog).getByRole('button', { name: 'Next photo' }));
    await waitFor(() => expect(calls.photos.map((u) => u.searchParams.get('page'))).toEqual(['0', '1']));
  });

  it('opens the all-photos view when the page is opened with #reviewPopup', async () => {
    const a = withPhotos(1, { title: 'Hash' });
    serveReviews({ pages: () => reviewList([a]), photos: [a] });
    await openProduct('/products/skar-evl-12#reviewPopup');
    const dialog = await screen.findByRole('dialog', { name: 'Review Photos' });
    expect(within(dialog).getByRole('list', { name: 'All review photos' })).toBeInTheDocument();
  });
});

describe('Write a review', () => {
  const reviewable = (items: { sku: string }[]) =>
    http.get('/api/reviews/account/sku', () =>
      HttpResponse.json({
        data: {
          itemsWithoutReviews: items.map((i) => ({
            ...i,
            name: 'Skar EVL-12',
            image: null,
            path: null,
            orderNumber: 'SK1001',
            orderDate: '2026-01-01T00:00:00Z',
          })),
        },
      }),
    );

  it('sends a signed-out visitor to sign-in with a callbackUrl that reopens the form', async () => {
    serveReviews({ pages: () => reviewList([]) });
    const { router } = await openProduct();
    await userEvent.click(await within(section()).findByRole('button', { name: 'Write a review' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/login'));
    expect(new URLSearchParams(router.state.location.search).get('callbackUrl')).toBe(
      '/products/skar-evl-12?review=',
    );
  });

  it('opens the form from the empty review parameter; validates; uploads a photo; the new review shows at the top', async () => {
    signIn();
    let written: unknown = null;
    let uploaded: string | null = null;
    const mine = buildReview({
      id: 77,
      title: 'Best sub ever',
      body: 'Loud and clean.',
      rating: 4,
      reviewer: { name: 'Rita' },
    });
    let posted = false;
    server.use(
      http.get('/api/reviews/account/sku', () =>
        HttpResponse.json({
          data: {
            itemsWithoutReviews: posted
              ? []
              : [
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
      http.post('/api/reviews/photos', ({ request }) => {
        uploaded = request.headers.get('content-type');
        return HttpResponse.json(
          {
            imageId: 'abcdefghijklmnopqrstuv',
            url: '/img/reviews/abcdefghijklmnopqrstuv.webp',
            thumbUrl: '/img/reviews/abcdefghijklmnopqrstuv-thumb.webp',
            width: 10,
            height: 10,
          },
          { status: 201 },
        );
      }),
      http.post('/api/reviews', async ({ request }) => {
        written = await request.json();
        posted = true;
        return HttpResponse.json({ review: mine }, { status: 201 });
      }),
    );
    const older = buildReview({ title: 'Older review' });
    serveReviews({ pages: () => (posted ? reviewList([mine, older], 2) : reviewList([older], 1)) });
    const { router } = await openProduct('/products/skar-evl-12?review');
    const user = userEvent.setup({ applyAccept: false });
    const form = await screen.findByRole('form', { name: 'Write a review' });

    await user.click(within(form).getByRole('button', { name: 'Submit review' }));
    expect(within(form).getByText('Choose a rating')).toBeInTheDocument();
    expect(within(form).getByText('Enter a title')).toBeInTheDocument();
    expect(within(form).getByText('Enter your review')).toBeInTheDocument();
    expect(within(form).getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');

    await user.upload(
      within(form).getByLabelText('Add photos'),
      new File(['GIF89a'], 'x.gif', { type: 'image/gif' }),
    );
    expect(within(form).getByText('Choose a JPEG, PNG or WebP image')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Remove photo 1' }));
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await user.upload(within(form).getByLabelText('Add photos'), big);
    expect(within(form).getByText('Photos must be 5 MB or smaller')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Remove photo 1' }));

    await user.upload(
      within(form).getByLabelText('Add photos'),
      new File([new Uint8Array([137, 80, 78, 71])], 'amp.png', { type: 'image/png' }),
    );
    expect(await within(form).findByText('Uploaded')).toBeInTheDocument();
    expect(within(form).getByRole('img', { name: 'Photo 1 preview' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png/),
    );
    expect(uploaded).toBe('image/png');

    await user.click(within(form).getByRole('radio', { name: '4 stars' }));
    await user.type(within(form).getByLabelText('Title'), 'Best sub ever');
    await user.type(within(form).getByLabelText('Review'), 'Loud and clean.');
    await user.click(within(form).getByRole('button', { name: 'Submit review' }));

    expect(await screen.findByText('Thank you! Your review has been posted.')).toBeInTheDocument();
    expect(written).toEqual({
      sku: 'EVL-12-D2',
      rating: 4,
      title: 'Best sub ever',
      body: 'Loud and clean.',
      imageIds: ['abcdefghijklmnopqrstuv'],
    });
    // The list renders in the background (a deferred value): the new review heads it a moment later.
    await waitFor(() =>
      expect(within(section()).getAllByRole('article')[0]).toHaveAccessibleName('Best sub ever'),
    );
    expect(screen.queryByRole('form', { name: 'Write a review' })).toBeNull();
    expect(router.state.location.search).toBe('');
  });

  it('tells a customer without an unreviewed order of this product that they cannot review it', async () => {
    signIn();
    server.use(reviewable([{ sku: 'OTHER-SKU' }]));
    serveReviews({ pages: () => reviewList([]) });
    await openProduct();
    await userEvent.click(await within(section()).findByRole('button', { name: 'Write a review' }));
    expect(
      await screen.findByText(
        'Only customers who ordered this product and have not reviewed it yet can write a review.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Write a review' })).toBeNull();
  });
});
