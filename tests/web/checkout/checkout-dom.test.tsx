// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_CART } from '#domain/cart/rules.ts';
import type { LatLng } from '#domain/shared/geo.ts';
import { CartProvider } from '#web/features/cart/cart-context.tsx';
import { CheckoutPage } from '#web/routes/checkout/checkout-page.tsx';
import {
  type FetchCall,
  findToast,
  jsonResponse,
  renderWithProviders,
  stubFetch,
} from '../../support/render';
import { cartLine, cartLineDish, QUEEN_ST, restaurantFixture, stubGeolocation } from '../ordering/fixtures';
import { quoteAnswer } from '../ordering/quote-server';
import { trackedOrder } from '../tracking/fixtures';

// /checkout for everyone (DESIGN deviation 14): card or cash on delivery, the same drop-off pin as
// the drawer, and no location permission needed. The browser refuses its location in every test.
// Leaflet is replaced at the module boundary by a stand-in (the browser tests use the real map).

vi.mock('#web/features/ordering/components/dropoff-map.tsx', () => ({
  DropoffMap: ({ label, onPlace }: { label: string; onPlace: (point: LatLng) => void }) => (
    <section aria-label={label}>
      <button type="button" onClick={() => onPlace({ latitude: 43.66, longitude: -79.39 })}>
        Tap the map
      </button>
    </section>
  ),
}));

let restoreGeolocation: (() => void) | null = null;
afterEach(() => {
  restoreGeolocation?.();
  restoreGeolocation = null;
  sessionStorage.clear();
  localStorage.clear();
});

const menu = [cartLineDish];

function server(placeAnswer: (call: FetchCall) => Response = () => placed()) {
  return stubFetch((call) => {
    if (call.url === '/api/restaurants/7') return jsonResponse(restaurantFixture());
    if (call.url === '/api/restaurants/7/menu') return jsonResponse(menu);
    if (call.url === '/api/payments/config')
      return jsonResponse({ mode: 'test', publishableKey: null, currency: 'usd' });
    if (call.url === '/api/create-payment-intent')
      return jsonResponse({ clientSecret: 'pi_1_secret', paymentIntentId: 'pi_1', mode: 'test' });
    if (call.url === '/api/test-payments/confirm')
      return jsonResponse({ paymentIntentId: 'pi_1', status: 'requires_capture' });
    if (call.url.startsWith('/api/geocode/search')) return jsonResponse([QUEEN_ST]);
    if (call.url.startsWith('/api/geocode/reverse')) return jsonResponse({ label: QUEEN_ST.label });
    if (call.url === '/api/orders' && call.method === 'POST') return placeAnswer(call);
    return quoteAnswer(call, restaurantFixture(), menu) ?? jsonResponse({ message: 'Not found' }, 404);
  });
}

function placed() {
  return jsonResponse({ ...trackedOrder({ id: 52 }), trackingToken: 'token-52' }, 201);
}

function renderCheckout() {
  restoreGeolocation = stubGeolocation({ code: 1 }).restore;
  return renderWithProviders(
    <CartProvider initialState={{ ...EMPTY_CART, items: [cartLine] }}>
      <CheckoutPage />
    </CartProvider>,
    { path: '/checkout', toaster: true },
  );
}

async function fillDetails(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.type(screen.getByRole('textbox', { name: /Full name/ }), 'Ada Lovelace');
  await user.type(screen.getByRole('textbox', { name: /Phone number/ }), '+1 416 555 0177');
  await user.type(screen.getByRole('textbox', { name: /Delivery address/ }), '100 Queen St W');
}

const posts = (calls: FetchCall[], url: string) =>
  calls.filter((call) => call.method === 'POST' && call.url === url);

/** Place Order, once the quote it sends (and, for a card, its payment intent) is there. */
async function placeOrderOnceQuoted(user: ReturnType<typeof renderWithProviders>['user']) {
  const button = screen.getByRole('button', { name: 'Place Order' }) as HTMLButtonElement;
  await waitFor(() => expect(button.disabled).toBe(false));
  await user.click(button);
}

describe('/checkout', () => {
  it('offers card and cash on delivery', async () => {
    server();
    renderCheckout();
    const payment = await screen.findByRole('group', { name: 'Payment method' });
    expect(within(payment).getByRole('radio', { name: /Card/ })).toHaveProperty('checked', true);
    expect(within(payment).getByRole('radio', { name: /Cash on delivery/ })).toHaveProperty('checked', false);
    expect(await screen.findByRole('textbox', { name: 'Card number' })).toBeTruthy();
  });

  it('places a cash order at the searched pin with the location refused, and no card involved', async () => {
    const calls = server();
    const { user, history } = renderCheckout();
    await user.click(await screen.findByRole('radio', { name: /Cash on delivery/ }));
    expect(screen.getByText(/Pay the driver in cash/)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Card number' })).toBeNull();
    await fillDetails(user);
    await user.type(screen.getByRole('searchbox', { name: 'Search for your address' }), 'Queen{Enter}');
    await user.click(await screen.findByRole('button', { name: /100 Queen St W, Toronto/ }));
    await user.click(screen.getByRole('button', { name: 'Keep what I typed' }));

    await placeOrderOnceQuoted(user);
    const toast = await findToast('Order Placed Successfully!');
    expect(within(toast).getByText('Your order number is #52.')).toBeTruthy();
    const [order] = posts(calls, '/api/orders');
    expect(order?.body).toMatchObject({
      paymentMethod: 'cash',
      customerLatitude: String(QUEEN_ST.latitude),
      customerLongitude: String(QUEEN_ST.longitude),
      // The quote's figures: $16.99 of food, the restaurant's $4.99 fee, no tax, no tip.
      subtotal: '16.99',
      deliveryFee: '4.99',
      tip: '0.00',
      total: '21.98',
    });
    expect(order?.body).not.toHaveProperty('paymentIntentId');
    expect(posts(calls, '/api/test-payments/confirm')).toHaveLength(0);
    await waitFor(() => expect(history.at(-1)).toMatch(/token-52/));
  });

  it('pays by card with the pin tapped on the map, the location refused', async () => {
    const calls = server();
    const { user } = renderCheckout();
    await fillDetails(user);
    await user.click(await screen.findByRole('button', { name: 'Tap the map' }));
    await user.type(await screen.findByRole('textbox', { name: 'Card number' }), '4242 4242 4242 4242');
    await user.type(screen.getByRole('textbox', { name: 'Expiry (MM/YY)' }), '12/34');
    await user.type(screen.getByRole('textbox', { name: 'CVV' }), '123');
    const placeOrder = screen.getByRole('button', { name: 'Place Order' });
    // Enabled once the payment intent for this total exists.
    await waitFor(() => expect(placeOrder).toHaveProperty('disabled', false));
    await user.click(placeOrder);
    await findToast('Order Placed Successfully!');
    expect(posts(calls, '/api/test-payments/confirm')).toHaveLength(1);
    expect(posts(calls, '/api/orders')[0]?.body).toMatchObject({
      paymentMethod: 'card',
      paymentIntentId: 'pi_1',
      customerLatitude: '43.66',
      customerLongitude: '-79.39',
    });
  });

  it('without a pin says "Choose the delivery point on the map" at the map and sends nothing', async () => {
    const calls = server();
    const { user } = renderCheckout();
    await user.click(await screen.findByRole('radio', { name: /Cash on delivery/ }));
    await fillDetails(user);
    await placeOrderOnceQuoted(user);
    const message = await screen.findByText('Choose the delivery point on the map');
    await waitFor(() => expect(document.activeElement).toBe(message));
    expect(posts(calls, '/api/orders')).toHaveLength(0);
    // No "Payment Failed" any more: nothing about the location at all.
    expect(screen.queryByText(/Location access/)).toBeNull();
  });

  it("shows the server's refusal of a pin beyond the delivery area at the map", async () => {
    const refusal = 'Nonna Rosa Pizzeria delivers within 8 km; this address is 8.4 km away';
    const calls = server(() => jsonResponse({ message: refusal, code: 'outside_delivery_area' }, 409));
    const { user } = renderCheckout();
    await user.click(await screen.findByRole('radio', { name: /Cash on delivery/ }));
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Tap the map' }));
    await placeOrderOnceQuoted(user);
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(posts(calls, '/api/orders')).toHaveLength(1);
  });
});
