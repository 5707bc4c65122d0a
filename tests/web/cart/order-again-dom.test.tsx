// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useLocation } from 'wouter';
import type { CartItem, CartState } from '#domain/cart/rules.ts';
import { EMPTY_CART } from '#domain/cart/rules.ts';
import type { MenuItem } from '#domain/catalogue/responses.ts';
import type { TrackedOrder } from '#domain/tracking/responses.ts';
import { CartProvider, useCart } from '#web/features/cart/cart-context.tsx';
import type { OrderView } from '#web/features/tracking/order-views.ts';
import { AfterOrderActions } from '#web/routes/orders/after-order-actions.tsx';
import {
  type FetchCall,
  findToast,
  jsonResponse,
  renderWithProviders,
  stubFetch,
} from '../../support/render';
import { trackedOrder } from '../tracking/fixtures';

// "Order again" on an ended order this device holds (issue "After the order", item 5): the
// restaurant's menu now decides what goes back in the cart and at what price, the customer is told
// what changed, and another restaurant's cart is replaced only after "Start a new cart?".

const large = { id: 102, group: 'Size', name: 'Large', priceDelta: '4.00' };
const cheese = { id: 201, group: 'Extras', name: 'Extra cheese', priceDelta: '1.50' };

const pastOrder = (overrides: Partial<TrackedOrder> = {}) =>
  trackedOrder({
    status: 'delivered',
    cashDue: null,
    items: [
      {
        name: 'Margherita',
        quantity: 2,
        price: '22.49',
        lineTotal: '44.98',
        menuItemId: 11,
        options: [large, cheese],
      },
      { name: 'Tiramisu', quantity: 1, price: '8.99', lineTotal: '8.99', menuItemId: 12, options: [] },
    ],
    ...overrides,
  });

function menuItem(id: number, name: string, price: string, change: Partial<MenuItem> = {}): MenuItem {
  return {
    id,
    restaurantId: 1,
    name,
    description: null,
    price,
    currency: 'CAD',
    category: 'Mains',
    imageUrl: null,
    isAvailable: true,
    optionGroups: [],
    ...change,
  };
}

const pizza = (change: { price?: string; cheese?: boolean } = {}) =>
  menuItem(11, 'Margherita', change.price ?? '16.99', {
    optionGroups: [
      {
        id: 100,
        name: 'Size',
        required: true,
        minChoices: 1,
        maxChoices: 1,
        options: [{ id: 102, name: 'Large', priceDelta: '4.00', isAvailable: true }],
      },
      {
        id: 200,
        name: 'Extras',
        required: false,
        minChoices: 0,
        maxChoices: 2,
        options: [{ id: 201, name: 'Extra cheese', priceDelta: '1.50', isAvailable: change.cheese ?? true }],
      },
    ],
  });
const tiramisu = (change: Partial<MenuItem> = {}) => menuItem(12, 'Tiramisu', '8.99', change);

let menu: MenuItem[] = [];
let calls: FetchCall[] = [];

beforeEach(() => {
  window.localStorage.clear();
  menu = [pizza(), tiramisu()];
  calls = stubFetch((call) =>
    call.url === '/api/restaurants/1/menu' ? jsonResponse(menu) : jsonResponse({ message: 'Not found' }, 404),
  );
});
afterEach(() => window.localStorage.clear());

/** The cart's lines and the location, as text a test can read. */
function Probe() {
  const { items } = useCart();
  const [location] = useLocation();
  return (
    <>
      <p data-testid="location">{location}</p>
      <ul aria-label="Cart lines">
        {items.map((line) => (
          <li key={`${line.id}|${line.options?.map((option) => option.id).join(',')}`}>
            {line.quantity} × {line.name} {line.options?.map((option) => option.name).join(', ')} @{' '}
            {line.price}
          </li>
        ))}
      </ul>
    </>
  );
}

function renderOrderAgain(order: TrackedOrder, initialState: CartState = EMPTY_CART) {
  const view: OrderView = { kind: 'tracked', order, trackingToken: 'x'.repeat(43), driver: null };
  return renderWithProviders(
    <CartProvider initialState={initialState}>
      <AfterOrderActions view={view} />
      <Probe />
    </CartProvider>,
    { toaster: true, path: '/orders' },
  );
}

const cartLines = () =>
  within(screen.getByRole('list', { name: 'Cart lines' }))
    .queryAllByRole('listitem')
    .map((line) => line.textContent?.replace(/\s+/g, ' ').trim());
const location = () => screen.getByTestId('location').textContent;
const orderAgain = () => screen.getByRole('button', { name: 'Order again from order #1' });

describe('Order again', () => {
  it("puts the order back in the cart, goes to the restaurant's page and says so", async () => {
    const { user } = renderOrderAgain(pastOrder());
    await user.click(orderAgain());
    await findToast('Your order is in your cart');
    expect(cartLines()).toEqual(['2 × Margherita Large, Extra cheese @ 22.49', '1 × Tiramisu @ 8.99']);
    expect(location()).toBe('/restaurant/1');
    expect(calls.map((call) => call.url)).toEqual(['/api/restaurants/1/menu']);
  });

  it('lists what changed: a dish gone, an option gone, a new price', async () => {
    menu = [pizza({ price: '17.99', cheese: false }), tiramisu({ isAvailable: false })];
    const { user } = renderOrderAgain(pastOrder());
    await user.click(orderAgain());
    const toast = await findToast('Your order is in your cart, with changes');
    expect(
      within(toast)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Extra cheese is no longer available for Margherita',
      'Margherita now costs $21.99 (was $20.99)',
      'Tiramisu is no longer available',
    ]);
    // The unavailable dish stays out; the rest is at today's price.
    expect(cartLines()).toEqual(['2 × Margherita Large @ 21.99']);
  });

  it("asks before replacing another restaurant's cart, and keeps it when told to", async () => {
    const ramen: CartItem = {
      id: 50,
      name: 'Tonkotsu Ramen',
      price: 14,
      currency: 'CAD',
      quantity: 1,
      restaurantId: 7,
      restaurantName: 'Kazeya Ramen',
      imageUrl: null,
    };
    const { user } = renderOrderAgain(pastOrder(), { ...EMPTY_CART, items: [ramen] });
    await user.click(orderAgain());
    const dialog = await screen.findByRole('dialog', { name: 'Start a new cart?' });
    expect(dialog.textContent).toContain(
      "Your cart has dishes from Kazeya Ramen. A cart holds one restaurant's dishes: start a new cart to add this order's dishes from Nonna Rosa Pizzeria.",
    );
    await user.click(within(dialog).getByRole('button', { name: 'Keep current cart' }));
    expect(cartLines()).toEqual(['1 × Tonkotsu Ramen @ 14']);
    expect(location()).toBe('/orders');

    await user.click(orderAgain());
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Start a new cart?' })).getByRole('button', {
        name: 'Start new cart',
      }),
    );
    await findToast('Your order is in your cart');
    expect(cartLines()).toEqual(['2 × Margherita Large, Extra cheese @ 22.49', '1 × Tiramisu @ 8.99']);
    expect(location()).toBe('/restaurant/1');
  });

  it("adds to a cart of the same restaurant's dishes without asking", async () => {
    const oneTiramisu: CartItem = {
      id: 12,
      name: 'Tiramisu',
      price: 8.99,
      currency: 'CAD',
      quantity: 1,
      restaurantId: 1,
      restaurantName: 'Nonna Rosa Pizzeria',
      imageUrl: null,
    };
    const { user } = renderOrderAgain(pastOrder(), { ...EMPTY_CART, items: [oneTiramisu] });
    await user.click(orderAgain());
    await findToast('Your order is in your cart');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(cartLines()).toEqual(['2 × Tiramisu @ 8.99', '2 × Margherita Large, Extra cheese @ 22.49']);
  });

  it('leaves the cart and the page alone when nothing can be ordered now', async () => {
    menu = [];
    const { user } = renderOrderAgain(pastOrder());
    await user.click(orderAgain());
    const toast = await findToast('Nothing from this order can be ordered now');
    expect(
      within(toast)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Margherita is no longer available', 'Tiramisu is no longer available']);
    expect(cartLines()).toEqual([]);
    expect(location()).toBe('/orders');
  });

  it('says so when the menu cannot be read', async () => {
    stubFetch(() => jsonResponse({ message: 'Unavailable' }, 503));
    const { user } = renderOrderAgain(pastOrder());
    await user.click(orderAgain());
    await findToast('The menu could not load. Please try again.');
    expect(cartLines()).toEqual([]);
    await waitFor(() => expect(orderAgain().hasAttribute('disabled')).toBe(false));
  });

  it('is offered with the receipt once the order has ended, and not while it is under way', () => {
    const { unmount } = renderOrderAgain(pastOrder({ status: 'on-the-way' }));
    expect(screen.queryByRole('button', { name: /^Order again/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Receipt/ })).toBeNull();
    unmount();
    renderOrderAgain(pastOrder({ status: 'cancelled' }));
    expect(orderAgain()).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Receipt of order #1' }).getAttribute('href')).toBe(
      `/receipt/${'x'.repeat(43)}`,
    );
  });
});
