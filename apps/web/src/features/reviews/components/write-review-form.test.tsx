import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithRouter } from '../../../test/render';
import { RATING_REQUIRED, WriteReviewForm } from './write-review-form';

describe('WriteReviewForm field errors', () => {
  it('shows the errors on submit and clears each one as soon as its field is valid', async () => {
    renderWithRouter(<WriteReviewForm sku="EVL-12-D2" onWritten={vi.fn()} onCancel={vi.fn()} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(screen.getByText(RATING_REQUIRED)).toBeInTheDocument();
    expect(screen.getByText('Enter a title')).toBeInTheDocument();
    expect(screen.getByText('Enter your review')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: '5 stars' }));
    expect(screen.queryByText(RATING_REQUIRED)).toBeNull();
    expect(screen.getByText('Enter a title')).toBeInTheDocument();

    const title = screen.getByLabelText('Title');
    await user.type(title, 'Loud');
    expect(screen.queryByText('Enter a title')).toBeNull();
    expect(title).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('Enter your review')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Review'), 'Clean bass.');
    expect(screen.queryByText('Enter your review')).toBeNull();
    expect(screen.getByLabelText('Review')).not.toHaveAttribute('aria-invalid');
  });

  it('shows no error before the first submit, and one again when a fixed field is emptied', async () => {
    renderWithRouter(<WriteReviewForm sku="EVL-12-D2" onWritten={vi.fn()} onCancel={vi.fn()} />);
    const user = userEvent.setup();
    const title = screen.getByLabelText('Title');
    await user.type(title, 'x');
    await user.clear(title);
    expect(screen.queryByText('Enter a title')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    await user.type(title, 'Loud');
    expect(screen.queryByText('Enter a title')).toBeNull();
    await user.clear(title);
    expect(screen.getByText('Enter a title')).toBeInTheDocument();
  });
});
