// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import type { MenuItem } from '#domain/catalogue/responses.ts';
import { CartProvider } from '#web/features/cart/cart-context.tsx';
import { CART_STORAGE_KEY } from '#web/features/cart/cart-storage.ts';
import { RestaurantPage } from '#web/routes/restaurant/restaurant-page.tsx';
import { jsonResponse, renderWithProviders, stubFetch } from '../../support/render';
import { restaurantFixture } from '../ordering/fixtures';
import { size, toppings } from './fixtures-options';

// The restaurant page with a dish that has option groups (issue 37): its Add to Cart opens the
// options dialog, and what is chosen there is the cart line; a dish without groups adds at once.

vi.mock('#web/features/catalogue/use-live-catalogue.ts', () => ({ useLiveCatalogue: () => {} }));

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

const nonnaRosa = restaurantFixture({ id: 1, name: 'Nonna Rosa Pizzeria' });
const dish = (over: Partial<MenuItem>): MenuItem => ({
  id: 1,
  restaurantId: 1,
  name: 'Margherita',
  description: null,
  price: '16.99',
  currency: 'CAD',
  category: 'Pizza',
  imageUrl: null,
  isAvailable: true,
  optionGroups: [],
  ...over,
});
const menu = [
  dish({ id: 5, optionGroups: [size, toppings] }),
  dish({ id: 6, name: 'Tiramisu', price: '8.99' }),
];

function renderPage() {
  stubFetch((call) => {
    if (call.url === '/api/restaurants/1') return jsonResponse(nonnaRosa);
    if (call.url === '/api/restaurants/1/menu') return jsonResponse(menu);
    return jsonResponse({ message: 'Not found' }, 404);
  });
  return renderWithProviders(
    <CartProvider>
      <Route path="/restaurant/:id">
        <RestaurantPage />
      </Route>
    </CartProvider>,
    { path: '/restaurant/1' },
  );
}

const storedLines = () =>
  (JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '{"items":[]}') as { items: unknown[] }).items;

describe('a dish with options on the restaurant page', () => {
  it('opens the options dialog and adds the choice as its own line', async () => {
    const { user } = renderPage();
    const add = await screen.findByRole('button', { name: 'Add to Cart Margherita' });
    expect(add.getAttribute('aria-haspopup')).toBe('dialog');
    await user.click(add);
    const dialog = await screen.findByRole('dialog', { name: 'Margherita' });
    await user.click(within(dialog).getByRole('radio', { name: /Large/ }));
    await user.click(within(dialog).getByRole('button', { name: /^Add to cart/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(storedLines()).toMatchObject([
      {
        id: 5,
        price: 20.99,
        quantity: 1,
        options: [{ id: 12, group: 'Size', name: 'Large', priceDelta: '4.00' }],
      },
    ]);

    // The same dish in another size is a second line; the card counts both.
    await user.click(screen.getByRole('button', { name: 'Add to Cart Margherita' }));
    const again = await screen.findByRole('dialog', { name: 'Margherita' });
    await user.click(within(again).getByRole('radio', { name: /Small/ }));
    await user.click(within(again).getByRole('button', { name: /^Add to cart/ }));
    await waitFor(() => expect(storedLines()).toHaveLength(2));
    expect(screen.getByRole('article', { name: 'Margherita' }).textContent).toContain('2 in cart');
  });

  it('adds a dish without options at once, with no dialog', async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add to Cart Tiramisu' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(storedLines()).toMatchObject([{ id: 6, quantity: 1 }]));
    expect((storedLines()[0] as Record<string, unknown>).options).toBeUndefined();
  });
});
