import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  INCOMPATIBLE_LINE_MESSAGE,
  SUBWOOFERS_COLLECTION_PATH,
  SUGGESTION_HEADING,
  SUGGESTION_MESSAGE,
  type CartLine,
  type CartResponse,
  type SuggestedSubwoofer,
} from '@shop/domain';
import { server } from '../../../test/server';
import { renderRoute } from '../../../test/render';
import { buildCart, buildCartLine } from '../../../test/cart-factories';
import { renderWithDrawer, serveCart } from '../../../test/cart-harness';
import { initialUiState, useUiStore } from '../../../lib/ui-store';

beforeEach(() => useUiStore.setState(initialUiState));

const enclosure = () =>
  buildCartLine({
    sku: 'VS-DODGE-CHALLENGER-1X12',
    short_title: 'Dodge Challenger Single 12" Enclosure',
    price: 229.99,
    variant: {
      ...buildCartLine().variant,
      category: 'empty-subwoofer-enclosures',
      props: { 'Subwoofer Size': '12"' },
    },
  });

const suggestion = (sku: string, name: string, price: number): SuggestedSubwoofer => ({
  sku,
  slug: `skar-${sku.toLowerCase()}`,
  name,
  path: `/products/skar-${sku.toLowerCase()}`,
  image: `/img/p/${sku}/1.svg`,
  price,
  size: '12"',
});

function withSuggestions(cart: CartResponse, products: SuggestedSubwoofer[]): CartResponse {
  return {
    ...cart,
    suggestions: products,
    compatibility: {
      message: products.length ? SUGGESTION_MESSAGE : null,
      link: products.length ? SUBWOOFERS_COLLECTION_PATH : null,
      linkText: products.length ? SUGGESTION_HEADING : null,
      explanation: null,
      showSuggestions: products.length > 0,
      hasIncompatible: cart.items.some((l) => !l.isCompatible),
      compatibilityChecks: [],
      suggestions: { products, properSkuList: ['EVL-12', 'SDR-12'] },
    },
  };
}

const EVL = suggestion('EVL-12-D4', 'Skar EVL-12 D4 12" Subwoofer', 107.09);
const SDR = suggestion('SDR-12-D4', 'Skar SDR-12 D4 12" Subwoofer', 59.49);

async function openDrawer() {
  await userEvent.setup().click(screen.getByRole('button', { name: 'Open cart' }));
  return screen.findByRole('dialog', { name: /Your Cart/ });
}

describe('cart compatibility', () => {
  it('shows the suggestion box with image, name and price cards, and adds a suggested subwoofer in one click', async () => {
    const enc = enclosure();
    serveCart(withSuggestions(buildCart([enc]), [EVL, SDR]));
    const added: unknown[] = [];
    server.use(
      http.post('/api/cartv2/lines', async ({ request }) => {
        added.push(await request.json());
        const line: CartLine = buildCartLine({ sku: EVL.sku, short_title: EVL.name, price: EVL.price });
        return HttpResponse.json(withSuggestions(buildCart([enc, line], { version: 2 }), [SDR]));
      }),
    );
    renderWithDrawer();
    const drawer = await openDrawer();
    const box = within(drawer).getByRole('group', { name: SUGGESTION_HEADING });
    expect(within(box).getByText(SUGGESTION_MESSAGE)).toBeInTheDocument();
    expect(within(box).getByRole('heading', { level: 3, name: SUGGESTION_HEADING })).toBeInTheDocument();
    const cards = within(within(box).getByRole('list', { name: 'Suggested subwoofers' })).getAllByRole(
      'listitem',
    );
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('link', { name: EVL.name })).toHaveAttribute('href', EVL.path);
    expect(within(cards[0]!).getByText('$107.09')).toBeInTheDocument();
    expect(cards[0]!.querySelector('img')).toHaveAttribute('src', EVL.image);

    await userEvent.setup().click(within(box).getByRole('button', { name: `Add to Cart: ${EVL.name}` }));
    expect(await within(drawer).findByRole('listitem', { name: EVL.name })).toBeInTheDocument();
    expect(added).toEqual([{ sku: EVL.sku, quantity: 1 }]);
    expect(within(box).queryByRole('button', { name: `Add to Cart: ${EVL.name}` })).toBeNull();
    expect(within(box).getByRole('button', { name: `Add to Cart: ${SDR.name}` })).toBeInTheDocument();
  });

  it('shows no suggestion box when the cart answer has no suggestions', async () => {
    serveCart(buildCart([buildCartLine()]));
    renderWithDrawer();
    const drawer = await openDrawer();
    expect(within(drawer).queryByText(SUGGESTION_MESSAGE)).toBeNull();
    expect(within(drawer).queryByText(SUGGESTION_HEADING)).toBeNull();
  });

  it('warns on an incompatible subwoofer line with an amber border, and only on that line', async () => {
    const fits = buildCartLine({ short_title: 'EVL-12 Subwoofer' });
    const misfit = buildCartLine({ short_title: 'ZVX-12 Subwoofer', isCompatible: false });
    serveCart(buildCart([enclosure(), fits, misfit]));
    renderWithDrawer();
    const drawer = await openDrawer();
    const bad = within(drawer).getByRole('listitem', { name: 'ZVX-12 Subwoofer' });
    expect(within(bad).getByText(INCOMPATIBLE_LINE_MESSAGE)).toBeInTheDocument();
    expect(bad.className).toMatch(/border-amber-400/);
    const good = within(drawer).getByRole('listitem', { name: 'EVL-12 Subwoofer' });
    expect(within(good).queryByText(INCOMPATIBLE_LINE_MESSAGE)).toBeNull();
    expect(good.className).not.toMatch(/border-amber/);
    expect(within(drawer).getAllByText(INCOMPATIBLE_LINE_MESSAGE)).toHaveLength(1);
  });

  it('shows the warning and the suggestion box on /cart too', async () => {
    server.use(http.get('/api/auth/session', () => HttpResponse.json({})));
    serveCart(
      withSuggestions(
        buildCart([enclosure(), buildCartLine({ short_title: 'EVL-10 Subwoofer', isCompatible: false })]),
        [SDR],
      ),
    );
    renderRoute('/cart');
    const items = await screen.findByRole('list', { name: 'Cart items' });
    expect(within(items).getByText(INCOMPATIBLE_LINE_MESSAGE)).toBeInTheDocument();
    const box = screen.getByRole('group', { name: SUGGESTION_HEADING });
    // Beside the summary's h2 on the page (an h3 under the drawer's title).
    expect(within(box).getByRole('heading', { level: 2, name: SUGGESTION_HEADING })).toBeInTheDocument();
    expect(within(box).getByText(SUGGESTION_MESSAGE)).toBeInTheDocument();
    expect(within(box).getByRole('button', { name: `Add to Cart: ${SDR.name}` })).toBeInTheDocument();
  });
});
