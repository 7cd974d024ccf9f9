import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { fullDate } from '@shop/domain';
import { server } from '../../test/server';
import { renderRoute } from '../../test/render';
import { buildOrderDetail, buildSessionUser, serveSession } from '../../test/account-factories';

const shipment = {
  carrier: 'ups' as const,
  carrier_name: 'UPS',
  tracking_number: '1Z999AA10123456784',
  tracking_url: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
  shipped_at: '2026-01-03T15:00:00.000Z',
  delivered_at: null,
};

function openOrder(detail: ReturnType<typeof buildOrderDetail>) {
  serveSession(buildSessionUser());
  server.use(http.get('/api/account/orders/:orderNumber', () => HttpResponse.json(detail)));
  renderRoute('/account/orders/SA-000012');
}

describe("Order History's shipment", () => {
  it('shows the carrier, the tracking number and the tracking link once shipped', async () => {
    openOrder(buildOrderDetail({ status: 'shipped', shipment }));
    const box = await screen.findByRole('region', { name: 'On its way' });
    expect(box).toHaveTextContent(`Shipped with UPS on ${fullDate(shipment.shipped_at)}`);
    expect(box).toHaveTextContent('1Z999AA10123456784');
    expect(within(box).getByRole('link', { name: 'Track your package with UPS' })).toHaveAttribute(
      'href',
      shipment.tracking_url,
    );
    expect(screen.getByText('Shipped')).toBeInTheDocument();
  });

  it('says when it was delivered, with the same status as the back office', async () => {
    const delivered = { ...shipment, delivered_at: '2026-01-05T15:00:00.000Z' };
    openOrder(buildOrderDetail({ status: 'delivered', shipment: delivered }));
    expect(
      await screen.findByRole('region', { name: `Delivered ${fullDate(delivered.delivered_at)}` }),
    ).toBeInTheDocument();
    expect(screen.getByText('Delivered')).toBeInTheDocument();
  });

  it('shows no shipment before the order ships', async () => {
    openOrder(buildOrderDetail());
    await screen.findByRole('heading', { level: 1, name: 'Order SA-000012' });
    expect(screen.queryByRole('link', { name: /Track your package/ })).toBeNull();
  });
});
