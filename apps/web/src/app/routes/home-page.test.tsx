import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../test/server';
import { renderRoute } from '../../test/render';

describe('HomePage of a shop without a catalogue yet (decision 070)', () => {
  it('says the catalogue is on its way and links to contact, not to collections that are not there', async () => {
    server.use(
      http.get('/api/collections/car-subwoofers', () =>
        HttpResponse.json(
          { error: { code: 'NOT_FOUND', message: 'No collection car-subwoofers' } },
          { status: 404 },
        ),
      ),
    );
    renderRoute('/');
    expect(await screen.findByRole('heading', { name: 'Our catalogue is on its way' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/pages/contact-us');
    expect(screen.getByRole('heading', { level: 1, name: /built loud/i })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Shop Subwoofers' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Shop by Category' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Best Sellers' })).not.toBeInTheDocument();
  });

  it('shows the categories and the way to the subwoofers in a shop with a catalogue', async () => {
    renderRoute('/');
    expect(await screen.findByRole('heading', { name: 'Shop by Category' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shop Subwoofers' })).toHaveAttribute(
      'href',
      '/collections/car-subwoofers',
    );
    expect(screen.queryByRole('heading', { name: 'Our catalogue is on its way' })).not.toBeInTheDocument();
  });
});
