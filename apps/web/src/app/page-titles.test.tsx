import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../test/server';
import { renderRoute } from '../test/render';
import { buildOrderDetail, buildSessionUser, serveAccount, serveSession } from '../test/account-factories';

/** index.html's title: what a page without a title of its own leaves in the tab (WCAG 2.4.2). */
const GENERIC_TITLE = 'Skar Audio | Car Subwoofers, Enclosures, Amplifiers & Wiring';

beforeEach(() => {
  document.title = GENERIC_TITLE;
});

describe('the sign-in, account and returns pages each have a title of their own', () => {
  it.each([
    ['/account/login', 'Sign in to your account'],
    ['/account/register', 'Create an account'],
  ])('%s is titled "%s | Skar Audio"', async (path, heading) => {
    serveSession(null);
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${heading} | Skar Audio`));
  });

  it.each([
    ['/account', 'My Account'],
    ['/account/orders', 'Order History'],
    ['/account/orders/SA-000012', 'Order SA-000012'],
    ['/returns', 'View Returns'],
  ])('%s is titled "%s | Skar Audio"', async (path, heading) => {
    serveSession(buildSessionUser());
    serveAccount();
    server.use(
      http.get('/api/account/orders/:orderNumber', () => HttpResponse.json(buildOrderDetail())),
      http.get('/api/account/returns', () => HttpResponse.json({ returns: [] })),
    );
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${heading} | Skar Audio`));
  });
});
