import type { ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { http, HttpResponse } from 'msw';
import {
  ActiveSaleResponseSchema,
  SA_POPUP_KEY,
  SaleSettingSchema,
  SUMMER_SALE_2025,
  type SaleSetting,
  type SessionUser,
} from '@shop/domain';
import { AppProviders } from '../app/providers';
import { server } from './server';
import { buildSessionUser, serveSession } from './account-factories';
import { testQueryClient } from './render';

/** Renders a marketing widget inside a router at `path` and a query client. */
export function renderAt(ui: ReactElement, path = '/') {
  const queryClient = testQueryClient();
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  const utils = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...utils, router };
}

const originalWidth = window.innerWidth;

/** Sets the window width and tells the viewport hook (mobile under 768 px). */
export function setWidth(width: number = originalWidth) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  act(() => {
    window.dispatchEvent(new Event('resize'));
  });
}

/** Forgets sa_popup (cookie and storage) and push_remind_after. */
export function clearMarketingStorage() {
  document.cookie = `${SA_POPUP_KEY}=; path=/; max-age=0`;
  localStorage.clear();
}

/** An active sale (running until `expires`, default 30 days ahead) with layout overrides. */
export function activeSale(
  layout: Partial<SaleSetting['layoutSettings']> = {},
  overrides: Partial<SaleSetting> = {},
): SaleSetting {
  return SaleSettingSchema.parse({
    ...SUMMER_SALE_2025,
    name: 'HolidaySale',
    saleExpiresAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    saleTextSettings: { shortSaleTitle: 'Holiday Sale', normalSaleTitle: 'Holiday Sale: ' },
    ...overrides,
    layoutSettings: { ...SUMMER_SALE_2025.layoutSettings, ...layout },
  });
}

export function serveSale(sale: SaleSetting | null) {
  server.use(
    http.get('/api/sales/active', () => HttpResponse.json(ActiveSaleResponseSchema.parse({ sale }))),
  );
}

export function signIn(user: Partial<SessionUser> = { email: 'member@example.com', email_consent: 0 }) {
  serveSession(buildSessionUser(user));
}
