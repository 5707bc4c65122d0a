// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CartItem } from '#domain/cart/rules.ts';
import type { MenuItem, Restaurant } from '#domain/catalogue/responses.ts';
import { CartProvider } from '#web/features/cart/cart-context.tsx';
import { CART_STORAGE_KEY, CART_STORAGE_VERSION } from '#web/features/cart/cart-storage.ts';
import { CartStep } from '#web/features/cart/components/cart-step.tsx';
import { type FetchCall, jsonResponse, renderWithProviders, stubFetch } from '../../support/render';
import { quoteAnswer } from '../ordering/quote-server';
import { restaurant as nonnaRosa, storedCart } from './fixtures';

// DESIGN deviation 16: the drawer's cart is in its restaurant's currency. A yen cart shows whole
// yen and never a dollar sign; its totals are the server's quote (the restaurant's own fee, tax
// inside the prices said under the total); a cart kept from before carts recorded a currency takes
// its restaurant's.

const kazeya: Restaurant = {
  ...nonnaRosa,
  id: 9,
  name: 'Kazeya Ramen',
  country: 'Japan',
  city: 'Tokyo',
  currency: 'JPY',
  deliveryFee: '300',
  minOrder: '1000',
  taxRate: '10',
  pricesIncludeTax: true,
};
const ramenDish: MenuItem = {
  id: 91,
  restaurantId: 9,
  name: 'Tonkotsu Ramen',
  description: null,
  price: '980',
  currency: 'JPY',
  category: 'Ramen',
  imageUrl: null,
  isAvailable: true,
  optionGroups: [],
};
const ramen: CartItem = {
  id: 91,
  name: 'Tonkotsu Ramen',
  price: 980,
  currency: 'JPY',
  quantity: 2,
  restaurantId: 9,
  restaurantName: 'Kazeya Ramen',
  imageUrl: null,
};

function serve(shop: Restaurant, menu: MenuItem[]): FetchCall[] {
  return stubFetch((call) => {
    if (call.url === `/api/restaurants/${shop.id}`) return jsonResponse(shop);
    if (call.url === `/api/restaurants/${shop.id}/menu`) return jsonResponse(menu);
    return quoteAnswer(call, shop, menu) ?? jsonResponse({ message: 'Not found' }, 404);
  });
}

function store(items: readonly object[], restaurantId: number) {
  window.localStorage.setItem(
    CART_STORAGE_KEY,
    JSON.stringify({
      version: CART_STORAGE_VERSION,
      restaurantId,
      items,
      savedAt: '2026-05-01T12:00:00.000Z',
    }),
  );
}

const renderCart = () =>
  renderWithProviders(
    <CartProvider>
      <CartStep onNavigate={() => {}} onCheckout={() => {}} />
    </CartProvider>,
  );

afterEach(() => window.localStorage.clear());

describe("the drawer's cart in the restaurant's currency", () => {
  it('shows a yen cart in whole yen, with the quote of its fee and the tax inside its prices', async () => {
    const calls = serve(kazeya, [ramenDish]);
    store([ramen], 9);
    renderCart();
    const line = within(screen.getByRole('list', { name: 'Items in your cart' }));
    expect(line.getByText('¥980 each')).toBeTruthy();
    expect(line.getByText('¥1,960')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('cart-total').textContent).toBe('¥2,260'));
    expect(screen.getByTestId('cart-subtotal').textContent).toBe('¥1,960');
    expect(screen.getByTestId('cart-delivery-fee').textContent).toBe('¥300');
    // 10% inside ¥1,960 is ¥178: said under the total, not added to it.
    expect(screen.getByTestId('cart-tax-included').textContent).toBe('Includes tax of ¥178');
    expect(screen.queryByTestId('cart-tax')).toBeNull();
    expect(document.body.textContent).not.toMatch(/\$/);
    expect(calls.find((call) => call.url === '/api/orders/quote')?.body).toEqual({
      restaurantId: 9,
      items: [{ id: 91, name: 'Tonkotsu Ramen', quantity: 2, price: '980' }],
      tip: '0',
    });
  });

  it('adds tax as its own line where prices do not include it', async () => {
    const toronto = { ...nonnaRosa, deliveryFee: '2.99', taxRate: '13' };
    const dish: MenuItem = {
      ...ramenDish,
      id: 11,
      restaurantId: 1,
      name: 'Margherita',
      price: '9.50',
      currency: 'CAD',
    };
    serve(toronto, [dish]);
    store([{ ...ramen, id: 11, name: 'Margherita', price: 9.5, currency: 'CAD', restaurantId: 1 }], 1);
    renderCart();
    // $19.00 of food, 13% tax $2.47, fee $2.99.
    await waitFor(() => expect(screen.getByTestId('cart-total').textContent).toBe('$24.46'));
    expect(screen.getByTestId('cart-tax').textContent).toBe('$2.47');
    expect(screen.getByTestId('cart-delivery-fee').textContent).toBe('$2.99');
    expect(screen.queryByTestId('cart-tax-included')).toBeNull();
  });

  it("gives a cart kept from before currencies its restaurant's, on screen and in storage", async () => {
    serve(kazeya, [ramenDish]);
    const { currency: _, ...oldLine } = ramen;
    store([oldLine], 9);
    renderCart();
    await waitFor(() => expect(screen.getByText('¥980 each')).toBeTruthy());
    await waitFor(() => expect(screen.getByTestId('cart-total').textContent).toBe('¥2,260'));
    expect(storedCart()).toMatchObject({ items: [{ id: 91, currency: 'JPY' }] });
  });
});
