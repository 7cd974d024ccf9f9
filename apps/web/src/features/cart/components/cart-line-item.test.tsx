import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { UpdateCartBody } from '@shop/domain';
import { server } from '../../../test/server';
import { buildCart, buildCartLine } from '../../../test/cart-factories';
import { renderWithDrawer, serveCart } from '../../../test/cart-harness';
import { QUANTITY_COMMIT_MS } from './cart-line-item';

// Warm the lazily loaded chunks once, so the first test does not pay for their transform.
beforeAll(async () => {
  await import('./cart-drawer-panel');
}, 30_000);

async function openLine(title: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Open cart' }));
  const dialog = await screen.findByRole('dialog', { name: 'Your Cart' });
  const line = await within(dialog).findByRole('listitem', { name: title });
  return { user, line, input: within(line).getByRole('textbox', { name: `Quantity of ${title}` }) };
}

/** Records each POST /api/cartv2 body and answers with `answer(body)`. */
function recordWrites(answer: (body: UpdateCartBody) => Response) {
  const bodies: UpdateCartBody[] = [];
  server.use(
    http.post('/api/cartv2', async ({ request }) => {
      const body = (await request.json()) as UpdateCartBody;
      bodies.push(body);
      return answer(body);
    }),
  );
  return bodies;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('CartLineItem quantity', () => {
  it('sends nothing while a quantity is typed (1001 never sends 100) and restores the quantity on blur', async () => {
    const a = buildCartLine({ sku: 'A', short_title: 'Line A', quantity: 2 });
    serveCart(buildCart([a]));
    const bodies = recordWrites(() => HttpResponse.json(buildCart([a])));
    renderWithDrawer();
    const { user, input } = await openLine('Line A');
    await user.clear(input);
    await user.type(input, '1001');
    await pause(QUANTITY_COMMIT_MS + 150);
    expect(bodies).toEqual([]);
    await user.tab();
    expect(input).toHaveValue('2');
    await pause(QUANTITY_COMMIT_MS + 150);
    expect(bodies).toEqual([]);
  });

  it('applies a typed quantity on Enter, once', async () => {
    const a = buildCartLine({ sku: 'A', short_title: 'Line A', quantity: 2 });
    serveCart(buildCart([a], { version: 3 }));
    const bodies = recordWrites((body) =>
      HttpResponse.json(buildCart([{ ...a, quantity: body.items[0]!.quantity }], { version: 4 })),
    );
    renderWithDrawer();
    const { user, input } = await openLine('Line A');
    await user.clear(input);
    await user.type(input, '12');
    await pause(QUANTITY_COMMIT_MS + 150);
    expect(bodies).toEqual([]);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      items: [{ sku: 'A', quantity: 12, is_pre_ordered_item: false }],
      version: 3,
    });
    await waitFor(() => expect(input).toHaveValue('12'));
  });

  it("shows the server's 'Only N left' on the line and keeps the previous quantity when stock is short", async () => {
    const a = buildCartLine({ sku: 'EVL-12-D2', short_title: 'Line A', quantity: 2 });
    serveCart(buildCart([a]));
    const bodies = recordWrites(() =>
      HttpResponse.json(
        {
          error: {
            code: 'OUT_OF_STOCK',
            message: 'Only 5 of "EVL-12-D2" left in stock',
            details: { sku: 'EVL-12-D2', available: 5, requested: 9 },
          },
        },
        { status: 409 },
      ),
    );
    renderWithDrawer();
    const { user, line, input } = await openLine('Line A');
    await user.clear(input);
    await user.type(input, '9{Enter}');
    expect(await within(line).findByRole('alert')).toHaveTextContent('Only 5 of "EVL-12-D2" left in stock');
    expect(input).toHaveValue('2');
    // A stock refusal is not a stale cart: no refetch-and-retry.
    expect(bodies).toHaveLength(1);
  });
});
