// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MenuItem } from '#domain/catalogue/responses.ts';
import type { LatLng } from '#domain/shared/geo.ts';
import { CartProvider } from '#web/features/cart/cart-context.tsx';
import { CartStep } from '#web/features/cart/components/cart-step.tsx';
import { CART_CHANGES_BLOCKER } from '#web/features/cart/messages.ts';
import { CheckoutPage } from '#web/routes/checkout/checkout-page.tsx';
import { jsonResponse, renderWithProviders, stubFetch } from '../../support/render';
import { catalogueAnswer, dish, margherita, storeCartLines, storedCart, tiramisu } from './fixtures';

// A cart kept since an earlier visit meets the restaurant's current menu: a dish that costs
// something else now, or is no longer sold, is flagged on its line in the drawer and on /checkout,
// and the order waits until the customer accepts the new price or removes the dish.

// Leaflet is replaced by a stand-in at the module boundary (the browser tests cover the real map).
vi.mock('#web/features/ordering/components/dropoff-map.tsx', () => ({
  DropoffMap: ({ label, onPlace }: { label: string; onPlace: (point: LatLng) => void }) => (
    <section aria-label={label}>
      <button type="button" onClick={() => onPlace({ latitude: 43.65, longitude: -79.39 })}>
        Tap the map
      </button>
    </section>
  ),
}));

let menu: MenuItem[] = [];

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  // Since the cart was filled: the Margherita went from $9.50 to $10.00, the Tiramisu is sold out.
  menu = [dish(margherita, { price: '10.00' }), dish(tiramisu, { isAvailable: false })];
  storeCartLines([margherita, tiramisu]);
  stubFetch(
    catalogueAnswer(
      () => menu,
      (call) =>
        call.url.startsWith('/api/payments/config')
          ? jsonResponse({ mode: 'off', publishableKey: null, currency: 'usd' })
          : jsonResponse({ code: 'not_found', message: 'Not found' }, 404),
    ),
  );
});
afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

const lineOf = (list: HTMLElement, name: string) => {
  const line = within(list).getByText(name).closest('li');
  if (!line) throw new Error(`no line for ${name}`);
  return line;
};

describe("the drawer's cart step", () => {
  function renderDrawerCart() {
    const onCheckout = vi.fn();
    const view = renderWithProviders(
      <CartProvider>
        <CartStep onNavigate={() => {}} onCheckout={onCheckout} />
      </CartProvider>,
    );
    return { ...view, onCheckout };
  }

  it('flags each changed line, keeps the old amounts, and blocks Checkout until each is resolved', async () => {
    const { user, onCheckout } = renderDrawerCart();
    const list = screen.getByRole('list', { name: 'Items in your cart' });
    await within(lineOf(list, 'Margherita')).findByText('Price changed: was $9.50, now $10.00');
    expect(within(lineOf(list, 'Tiramisu')).getByText('No longer available')).toBeTruthy();
    // Nothing was changed behind the customer's back.
    expect(within(lineOf(list, 'Margherita')).getByText('$9.50 each')).toBeTruthy();
    expect(screen.getByTestId('cart-subtotal').textContent).toBe('$25.00');

    const checkout = screen.getByRole('button', { name: 'Checkout' });
    expect((checkout as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(CART_CHANGES_BLOCKER)).toBeTruthy();
    await user.click(checkout);
    expect(onCheckout).not.toHaveBeenCalled();

    // The new price, accepted: on the line, in the totals and in the stored cart.
    await user.click(screen.getByRole('button', { name: 'Accept new price: Margherita' }));
    expect(within(lineOf(list, 'Margherita')).getByText('$10.00 each')).toBeTruthy();
    expect(within(lineOf(list, 'Margherita')).queryByText(/Price changed/)).toBeNull();
    expect(screen.getByTestId('cart-subtotal').textContent).toBe('$26.00');
    expect(storedCart()).toMatchObject({ items: [{ id: margherita.id, price: 10 }, { id: tiramisu.id }] });
    // Still blocked: the Tiramisu is not sold any more.
    expect((screen.getByRole('button', { name: 'Checkout' }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Remove Tiramisu' }));
    expect(screen.queryByText(CART_CHANGES_BLOCKER)).toBeNull();
    const enabled = screen.getByRole('button', { name: 'Checkout' });
    expect((enabled as HTMLButtonElement).disabled).toBe(false);
    await user.click(enabled);
    expect(onCheckout).toHaveBeenCalledTimes(1);
  });

  it('reads the menu again when it opens, so a price changed meanwhile is flagged', async () => {
    menu = [dish(margherita), dish(tiramisu)];
    const first = renderDrawerCart();
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Checkout' }) as HTMLButtonElement).disabled).toBe(false),
    );
    first.unmount();

    menu = [dish(margherita, { price: '11.25' }), dish(tiramisu)];
    renderWithProviders(
      <CartProvider>
        <CartStep onNavigate={() => {}} onCheckout={() => {}} />
      </CartProvider>,
      { queryClient: first.queryClient },
    );
    expect(await screen.findByText('Price changed: was $9.50, now $11.25')).toBeTruthy();
  });
});

describe('/checkout', () => {
  it('shows the kept cart (as in a new tab), flags the changed lines and waits before Place Order', async () => {
    const { user } = renderWithProviders(
      <CartProvider>
        <CheckoutPage />
      </CartProvider>,
      { path: '/checkout' },
    );
    const list = screen.getByRole('list', { name: 'Items in your order' });
    expect(within(lineOf(list, 'Margherita')).getByText('2 ×')).toBeTruthy();
    await within(lineOf(list, 'Margherita')).findByText('Price changed: was $9.50, now $10.00');
    expect(within(lineOf(list, 'Tiramisu')).getByText('No longer available')).toBeTruthy();

    const placeOrder = () => screen.getByRole('button', { name: 'Place Order' }) as HTMLButtonElement;
    await waitFor(() => expect(screen.getByText(CART_CHANGES_BLOCKER)).toBeTruthy());
    expect(placeOrder().disabled).toBe(true);

    await user.click(within(list).getByRole('button', { name: 'Accept new price: Margherita' }));
    expect(within(lineOf(list, 'Margherita')).getByText('$20.00')).toBeTruthy();
    expect(placeOrder().disabled).toBe(true);

    await user.click(within(list).getByRole('button', { name: 'Remove item: Tiramisu' }));
    expect(within(list).queryByText('Tiramisu')).toBeNull();
    expect(screen.queryByText(CART_CHANGES_BLOCKER)).toBeNull();
    await waitFor(() => expect(placeOrder().disabled).toBe(false));
    expect(storedCart()).toMatchObject({ items: [{ id: margherita.id, price: 10, quantity: 2 }] });
  });
});
