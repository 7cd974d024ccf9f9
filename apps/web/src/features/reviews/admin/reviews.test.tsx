import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../../test/render';
import { CSRF } from '../../../test/account-factories';
import { signInAsAdmin } from '../../admin/admin-test-helpers';
import { buildAdminReview, serveReviewModeration } from './reviews-test-helpers';

const held = buildAdminReview({ id: 7, state: 'pending', title: 'Held for a check', rating: 1 });
const shown = buildAdminReview({
  id: 8,
  title: 'Loud and clean',
  photos: [
    { position: 0, url: '/img/r/8/1.svg', thumb: '/img/r/8/1.svg' },
    { position: 1, url: '/img/r/8/2.svg', thumb: '/img/r/8/2.svg' },
  ],
});
const hidden = buildAdminReview({ id: 9, state: 'hidden', title: 'Rude words' });

async function openQueue(path = '/admin/reviews', reviews = [shown, held, hidden]) {
  signInAsAdmin();
  const api = serveReviewModeration(reviews);
  const view = renderRoute(path);
  await screen.findByRole('heading', { level: 1, name: 'Reviews' });
  const list = await screen.findByRole('region', { name: 'Reviews' });
  await within(list).findAllByRole('article');
  return { ...api, ...view, list, user: userEvent.setup() };
}

const card = (name: string) => screen.getByRole('article', { name });

describe('Reviews screen', () => {
  it('lists held reviews first with their state, and counts those awaiting a check', async () => {
    const { list } = await openQueue();
    expect(within(list).getAllByRole('article')).toHaveLength(3);
    const titles = within(list)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(titles).toEqual(['Held for a check', 'Loud and clean', 'Rude words']);
    expect(within(card('Held for a check')).getByText('Awaiting check')).toBeInTheDocument();
    expect(within(card('Rude words')).getByText('Hidden')).toBeInTheDocument();
    expect(card('Loud and clean')).toHaveTextContent('Rated 5 of 5');
    expect(card('Loud and clean')).toHaveTextContent('by Maria Lopez (Verified Buyer)');
    expect(await screen.findByText(/1 review is awaiting a check/)).toBeInTheDocument();
    expect(within(card('Loud and clean')).getByRole('link', { name: 'Loud and clean' })).toHaveAttribute(
      'href',
      '/admin/reviews/8',
    );
    expect(screen.getByRole('navigation', { name: /back office/i })).toHaveTextContent('Reviews');
  });

  it('offers only the moves a state allows, and approves a held review', async () => {
    const { user, seen } = await openQueue();
    const heldCard = card('Held for a check');
    expect(within(card('Loud and clean')).queryByRole('button', { name: /^Approve/ })).toBeNull();
    expect(
      within(card('Rude words')).getByRole('button', { name: 'Restore the review Rude words' }),
    ).toBeInTheDocument();
    await user.click(within(heldCard).getByRole('button', { name: 'Approve the review Held for a check' }));
    // The queue says what was done above the list (in a filtered queue the card may leave at once).
    expect(
      await screen.findByText('Published: shoppers see this review. Review: “Held for a check”.'),
    ).toHaveAttribute('role', 'status');
    const post = seen.find((s) => s.method === 'POST');
    expect(post?.url.pathname).toBe('/api/admin/reviews/7/approve');
    expect(post?.body).toEqual({ csrfToken: CSRF });
    await waitFor(() => expect(within(card('Held for a check')).getByText('Published')).toBeInTheDocument());
  });

  it('hides a published review', async () => {
    const { user, reviews } = await openQueue();
    await user.click(
      within(card('Loud and clean')).getByRole('button', { name: 'Hide the review Loud and clean' }),
    );
    expect(
      await screen.findByText(
        'Hidden: shoppers no longer see this review, and it no longer counts in the rating. Review: “Loud and clean”.',
      ),
    ).toHaveAttribute('role', 'status');
    expect(reviews().find((r) => r.id === 8)?.state).toBe('hidden');
  });

  it('posts and removes the public reply', async () => {
    const { user, seen } = await openQueue();
    const c = card('Loud and clean');
    await user.click(within(c).getByRole('button', { name: 'Write a reply' }));
    await user.click(within(c).getByRole('button', { name: 'Post reply' }));
    expect(within(c).getByText('Write a reply, or cancel.')).toBeInTheDocument();
    await user.type(within(c).getByLabelText('Reply from the shop'), 'Thanks for the kind words!');
    await user.click(within(c).getByRole('button', { name: 'Post reply' }));
    expect(await within(c).findByText('Reply posted under the review.')).toBeInTheDocument();
    expect(seen.find((s) => s.method === 'PUT')?.body).toEqual({
      reply: 'Thanks for the kind words!',
      csrfToken: CSRF,
    });
    expect(await within(c).findByText('Thanks for the kind words!')).toBeInTheDocument();

    await user.click(within(c).getByRole('button', { name: 'Remove reply' }));
    expect(await within(c).findByText('Reply removed.')).toBeInTheDocument();
    const del = seen.find((s) => s.method === 'DELETE');
    expect([del?.url.pathname, del?.csrf]).toEqual(['/api/admin/reviews/8/reply', CSRF]);
  });

  it('deletes a photo after asking', async () => {
    const { user, seen } = await openQueue();
    const c = card('Loud and clean');
    await user.click(within(c).getByRole('button', { name: 'Delete photo 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete photo 2?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(seen.some((s) => s.method === 'DELETE')).toBe(false);
    await user.click(within(c).getByRole('button', { name: 'Delete photo 2' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete photo' }));
    expect(await within(c).findByText('Photo 2 deleted.')).toBeInTheDocument();
    expect(seen.find((s) => s.method === 'DELETE')?.url.pathname).toBe('/api/admin/reviews/8/photos/1');
    await waitFor(() => expect(within(c).getAllByRole('img')).toHaveLength(1));
  });

  it('filters by state and rating through the URL, and switches the setting to hold', async () => {
    const { user, seen, router, setting } = await openQueue();
    const filters = screen.getByRole('search', { name: 'Filter the reviews' });
    await user.selectOptions(within(filters).getByLabelText('State'), 'hidden');
    await waitFor(() => expect(router.state.location.search).toBe('?status=hidden'));
    await waitFor(() =>
      expect(
        seen.some((s) => s.url.pathname === '/api/admin/reviews' && s.url.search === '?status=hidden'),
      ).toBe(true),
    );
    expect(await screen.findByRole('heading', { level: 3, name: 'Rude words' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('heading', { level: 3, name: 'Loud and clean' })).toBeNull(),
    );

    await user.click(screen.getByRole('radio', { name: /Hold reviews for approval/ }));
    expect(await screen.findByText('Saved: hold reviews for approval.')).toBeInTheDocument();
    expect(setting()).toBe('hold');
  });

  it('shows one review by its address, with a link to its history', async () => {
    signInAsAdmin();
    serveReviewModeration([shown]);
    renderRoute('/admin/reviews/8');
    expect(await screen.findByRole('heading', { level: 1, name: 'Review 8' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Loud and clean' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'This review’s history in the audit log' })).toHaveAttribute(
      'href',
      '/admin/audit?entity=review&entity_id=8',
    );
  });

  it('says so for an address that names no review', async () => {
    signInAsAdmin();
    serveReviewModeration([shown]);
    renderRoute('/admin/reviews/abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'No such review' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This address names no review.');
  });
});
