// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import type { MenuItem } from '#domain/catalogue/responses.ts';
import { CartProvider, useCart } from '#web/features/cart/cart-context.tsx';
import { RestaurantCard } from '#web/features/catalogue/components/restaurant-card.tsx';
import { RestaurantPage } from '#web/routes/restaurant/restaurant-page.tsx';
import { jsonResponse, renderWithProviders, stubFetch } from '../../support/render';
import { restaurantFixture } from '../ordering/fixtures';

// A restaurant's money in its own currency (DESIGN deviation 16): Kazeya Ramen in Tokyo prices in
// yen, so its card, its page (delivery fee, minimum order, menu) and the cart a dish goes into
// show whole yen and never a dollar sign; a Canadian one keeps its dollars and cents.

vi.mock('#web/features/catalogue/use-live-catalogue.ts', () => ({ useLiveCatalogue: () => {} }));

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

const kazeya = restaurantFixture({
  id: 9,
  name: 'Kazeya Ramen',
  cuisine: 'Japanese',
  country: 'Japan',
  city: 'Tokyo',
  latitude: '35.6595',
  longitude: '139.7005',
  currency: 'JPY',
  deliveryFee: '300',
  minOrder: '1000',
  taxRate: '10',
  pricesIncludeTax: true,
});
const menu: MenuItem[] = [
  {
    id: 91,
    restaurantId: 9,
    name: 'Tonkotsu Ramen',
    description: null,
    price: '1280',
    currency: 'JPY',
    category: 'Ramen',
    imageUrl: null,
    isAvailable: true,
    optionGroups: [],
  },
];

/** What the cart holds, as text a test can read. */
function CartLines() {
  const { items, currency } = useCart();
  return <output aria-label="Cart contents">{JSON.stringify({ currency, items })}</output>;
}

describe('a yen restaurant', () => {
  it('says its delivery fee in yen on its card', () => {
    renderWithProviders(<RestaurantCard restaurant={kazeya} />);
    expect(screen.getByText('¥300 delivery')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/\$/);
  });

  it('shows its page in whole yen and puts dishes in the cart in yen', async () => {
    stubFetch((call) => {
      if (call.url === '/api/restaurants/9') return jsonResponse(kazeya);
      if (call.url === '/api/restaurants/9/menu') return jsonResponse(menu);
      return jsonResponse({ message: 'Not found' }, 404);
    });
    const { user } = renderWithProviders(
      <CartProvider>
        <Route path="/restaurant/:id">
          <RestaurantPage />
        </Route>
        <CartLines />
      </CartProvider>,
      { path: '/restaurant/9' },
    );
    await screen.findByRole('heading', { level: 1, name: 'Kazeya Ramen' });
    const dish = screen.getByRole('article', { name: 'Tonkotsu Ramen' });
    expect(within(dish).getByText('¥1,280')).toBeTruthy();
    expect(screen.getByText('¥300 delivery')).toBeTruthy();
    expect(screen.getByTestId('restaurant-minimum-order').textContent).toBe('¥1,000 minimum order');
    expect(document.body.textContent).not.toMatch(/\$/);

    await user.click(within(dish).getByRole('button', { name: /Add to Cart Tonkotsu Ramen/ }));
    await waitFor(() =>
      expect(
        JSON.parse(screen.getByRole('status', { name: 'Cart contents' }).textContent ?? ''),
      ).toMatchObject({
        currency: 'JPY',
        items: [{ id: 91, price: 1280, currency: 'JPY', quantity: 1 }],
      }),
    );
  });
});

describe('a Canadian restaurant', () => {
  it('keeps dollars and cents on its card', () => {
    renderWithProviders(<RestaurantCard restaurant={restaurantFixture({ deliveryFee: '2.99' })} />);
    expect(screen.getByText('$2.99 delivery')).toBeTruthy();
  });
});
