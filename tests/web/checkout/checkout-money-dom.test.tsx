// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_CART } from '#domain/cart/rules.ts';
import type { MenuItem, Restaurant } from '#domain/catalogue/responses.ts';
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
import { cartLine, cartLineDish, restaurantFixture, stubGeolocation } from '../ordering/fixtures';
import { PROMO_REFUSAL, quoteAnswer, type TestPromotion } from '../ordering/quote-server';
import { trackedOrder } from '../tracking/fixtures';

// /checkout's money is the server's quote in the restaurant's currency (DESIGN deviations 16 and
// 17): its lines (tax added or included, a discount named by its promotion), tip presets from the
// country's rate card, a promotion code, and a card paying the quote's total in that currency.

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

/** Nonna Rosa in Toronto: $2.99 delivery, 13% HST added at checkout. */
const nonnaRosa = restaurantFixture({ deliveryFee: '2.99', taxRate: '13' });
/** Kazeya Ramen in Tokyo: yen, ¥300 delivery, 10% consumption tax inside the prices. */
const kazeya = restaurantFixture({
  id: 9,
  name: 'Kazeya Ramen',
  country: 'Japan',
  city: 'Tokyo',
  latitude: '43.6532',
  longitude: '-79.3832',
  currency: 'JPY',
  deliveryFee: '300',
  minOrder: '1000',
  taxRate: '10',
  pricesIncludeTax: true,
});
const ramenDish: MenuItem = {
  ...cartLineDish,
  id: 91,
  restaurantId: 9,
  name: 'Tonkotsu Ramen',
  price: '980',
  currency: 'JPY',
};
const ramenLine = {
  ...cartLine,
  id: 91,
  name: 'Tonkotsu Ramen',
  price: 980,
  currency: 'JPY',
  quantity: 2,
  restaurantId: 9,
  restaurantName: 'Kazeya Ramen',
};

interface ServerOptions {
  restaurant: Restaurant;
  menu: MenuItem[];
  promotions?: TestPromotion[];
  /** GET /api/rate-cards/{code}'s answer; absent: 404, as before the endpoint exists. */
  rateCard?: { countryCode: string; currency: string; tipPresets: string[] };
  paymentMode?: 'test' | 'off';
  placeAnswer?: (call: FetchCall) => Response;
}

function server({
  restaurant,
  menu,
  promotions = [],
  rateCard,
  paymentMode = 'off',
  placeAnswer,
}: ServerOptions) {
  return stubFetch((call) => {
    if (call.url === `/api/restaurants/${restaurant.id}`) return jsonResponse(restaurant);
    if (call.url === `/api/restaurants/${restaurant.id}/menu`) return jsonResponse(menu);
    if (call.url === '/api/payments/config') return jsonResponse({ mode: paymentMode, publishableKey: null });
    if (rateCard && call.url === `/api/rate-cards/${rateCard.countryCode}`)
      return jsonResponse({ ...rateCard, driverBase: '500', driverPerKm: '100', freeKm: '5' });
    if (call.url === '/api/create-payment-intent')
      return jsonResponse({ clientSecret: 'pi_9_secret', paymentIntentId: 'pi_9', mode: 'test' });
    if (call.url === '/api/test-payments/confirm')
      return jsonResponse({ paymentIntentId: 'pi_9', status: 'requires_capture' });
    if (call.url === '/api/orders' && call.method === 'POST')
      return placeAnswer
        ? placeAnswer(call)
        : jsonResponse({ ...trackedOrder({ id: 60 }), trackingToken: 'token-60' }, 201);
    return quoteAnswer(call, restaurant, menu, promotions) ?? jsonResponse({ message: 'Not found' }, 404);
  });
}

function renderCheckout(items: (typeof cartLine)[]) {
  restoreGeolocation = stubGeolocation({ code: 1 }).restore;
  return renderWithProviders(
    <CartProvider initialState={{ ...EMPTY_CART, items }}>
      <CheckoutPage />
    </CartProvider>,
    { path: '/checkout', toaster: true },
  );
}

async function fillDetails(user: ReturnType<typeof renderWithProviders>['user'], phone = '+1 416 555 0177') {
  await user.type(screen.getByRole('textbox', { name: /Full name/ }), 'Ada Lovelace');
  await user.type(screen.getByRole('textbox', { name: /Phone number/ }), phone);
  await user.type(screen.getByRole('textbox', { name: /Delivery address/ }), '100 Queen St W');
  await user.click(screen.getByRole('button', { name: 'Tap the map' }));
}

const text = (testId: string) => screen.getByTestId(testId).textContent;
const lastPost = (calls: FetchCall[], url: string) =>
  calls.filter((call) => call.method === 'POST' && call.url === url).at(-1);
const placeOrderButton = () => screen.getByRole('button', { name: 'Place Order' }) as HTMLButtonElement;

describe("/checkout's money", () => {
  it("shows the quote's lines, tax added as its own line, and sends the quote's figures", async () => {
    const calls = server({ restaurant: nonnaRosa, menu: [cartLineDish] });
    const { user } = renderCheckout([{ ...cartLine, quantity: 2 }]);
    // $33.98 of food, 13% tax on it $4.42, the restaurant's $2.99 fee.
    await waitFor(() => expect(text('order-total')).toBe('$41.39'));
    expect(text('order-subtotal')).toBe('$33.98');
    expect(text('order-delivery-fee')).toBe('$2.99');
    expect(text('order-tax')).toBe('$4.42');
    expect(text('order-tip')).toBe('$0.00');
    expect(screen.queryByTestId('order-discount')).toBeNull();
    expect(screen.queryByTestId('order-tax-included')).toBeNull();

    await fillDetails(user);
    await waitFor(() => expect(placeOrderButton().disabled).toBe(false));
    await user.click(placeOrderButton());
    await findToast('Order Placed Successfully!');
    expect(lastPost(calls, '/api/orders')?.body).toMatchObject({
      paymentMethod: 'cash',
      subtotal: '33.98',
      deliveryFee: '2.99',
      tip: '0.00',
      total: '41.39',
    });
    expect(lastPost(calls, '/api/orders')?.body).not.toHaveProperty('promoCode');
  });

  it('says the tax inside yen prices under the total, in whole yen and with no dollar sign', async () => {
    const calls = server({ restaurant: kazeya, menu: [ramenDish] });
    renderCheckout([ramenLine]);
    await waitFor(() => expect(text('order-total')).toBe('¥2,260'));
    expect(text('order-subtotal')).toBe('¥1,960');
    expect(text('order-delivery-fee')).toBe('¥300');
    expect(text('order-tip')).toBe('¥0');
    expect(text('order-tax-included')).toBe('Includes tax of ¥178');
    expect(screen.queryByTestId('order-tax')).toBeNull();
    const items = screen.getByRole('list', { name: 'Items in your order' });
    expect(within(items).getByText('¥1,960')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/\$/);
    expect(lastPost(calls, '/api/orders/quote')?.body).toEqual({
      restaurantId: 9,
      items: [{ id: 91, name: 'Tonkotsu Ramen', quantity: 2, price: '980' }],
      tip: '0',
    });
  });

  it('offers no invented tip presets before the rate card answers, only a custom tip in whole yen', async () => {
    const calls = server({ restaurant: kazeya, menu: [ramenDish] });
    const { user } = renderCheckout([ramenLine]);
    const custom = (await screen.findByRole('spinbutton', { name: 'Custom tip (JPY)' })) as HTMLInputElement;
    await waitFor(() => expect(calls.some((call) => call.url === '/api/rate-cards/JP')).toBe(true));
    expect(screen.queryByRole('button', { name: 'No tip' })).toBeNull();
    expect(custom.step).toBe('1');
    expect(screen.getByText('Any whole amount from ¥0.')).toBeTruthy();

    await user.type(custom, '200');
    await waitFor(() => expect(text('order-tip')).toBe('¥200'));
    expect(text('order-total')).toBe('¥2,460');
    expect(lastPost(calls, '/api/orders/quote')?.body).toMatchObject({ tip: '200' });

    await user.clear(custom);
    await user.type(custom, '200.5');
    expect(await screen.findByText('Tip must be a whole amount in JPY')).toBeTruthy();
    expect(placeOrderButton().disabled).toBe(true);
  });

  it("takes the tip presets of the restaurant's country from its rate card, in its currency", async () => {
    server({
      restaurant: kazeya,
      menu: [ramenDish],
      rateCard: { countryCode: 'JP', currency: 'JPY', tipPresets: ['0', '200', '500', '1000'] },
    });
    const { user } = renderCheckout([ramenLine]);
    const presets = await screen.findByRole('group', { name: 'Tip amount' });
    expect(
      within(presets)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['No tip', '¥200', '¥500', '¥1,000']);
    await user.click(within(presets).getByRole('button', { name: '¥500' }));
    expect(within(presets).getByRole('button', { name: '¥500' }).getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(text('order-tip')).toBe('¥500'));
    expect(text('order-total')).toBe('¥2,760');
  });

  it('gives a dollar custom tip steps of a cent', async () => {
    server({ restaurant: nonnaRosa, menu: [cartLineDish] });
    renderCheckout([cartLine]);
    const custom = (await screen.findByRole('spinbutton', { name: 'Custom tip (CAD)' })) as HTMLInputElement;
    expect(custom.step).toBe('0.01');
    expect(screen.getByText('Any amount from $0.00, to the cent.')).toBeTruthy();
  });

  it("names the discount by its promotion and sends the code with the quote's figures", async () => {
    const calls = server({
      restaurant: nonnaRosa,
      menu: [cartLineDish],
      promotions: [{ code: 'PIZZA10', title: 'Pizza night', percent: 10 }],
    });
    const { user } = renderCheckout([{ ...cartLine, quantity: 2 }]);
    await waitFor(() => expect(text('order-total')).toBe('$41.39'));
    await user.type(screen.getByRole('textbox', { name: 'Promo code' }), 'PIZZA10');
    // 10% off $33.98 is $3.40; 13% tax on the $30.58 left is $3.98.
    await waitFor(() => expect(text('order-total')).toBe('$37.55'));
    const discount = screen.getByTestId('order-discount');
    expect(discount.textContent).toBe('-$3.40');
    expect(discount.previousElementSibling?.textContent).toBe('Discount (Pizza night)');
    expect(text('order-tax')).toBe('$3.98');
    expect(lastPost(calls, '/api/orders/quote')?.body).toMatchObject({ promoCode: 'PIZZA10' });

    await fillDetails(user);
    await waitFor(() => expect(placeOrderButton().disabled).toBe(false));
    await user.click(placeOrderButton());
    await findToast('Order Placed Successfully!');
    expect(lastPost(calls, '/api/orders')?.body).toMatchObject({
      promoCode: 'PIZZA10',
      subtotal: '33.98',
      deliveryFee: '2.99',
      total: '37.55',
    });
  });

  it('says at the field that a bad code is not valid, and waits for it to be fixed', async () => {
    const calls = server({ restaurant: nonnaRosa, menu: [cartLineDish] });
    const { user } = renderCheckout([cartLine]);
    await fillDetails(user);
    const field = screen.getByRole('textbox', { name: 'Promo code' });
    await user.type(field, 'NOPE');
    const alert = await screen.findByText('This code is not valid for this order');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe(alert.id);
    expect(placeOrderButton().disabled).toBe(true);

    await user.clear(field);
    await waitFor(() => expect(screen.queryByText('This code is not valid for this order')).toBeNull());
    await waitFor(() => expect(placeOrderButton().disabled).toBe(false));
    expect(lastPost(calls, '/api/orders/quote')?.body).not.toHaveProperty('promoCode');
  });

  it('shows at the field a code that placing the order refused', async () => {
    server({
      restaurant: nonnaRosa,
      menu: [cartLineDish],
      promotions: [{ code: 'PIZZA10', title: 'Pizza night', percent: 10 }],
      placeAnswer: () => jsonResponse(PROMO_REFUSAL, 409),
    });
    const { user } = renderCheckout([cartLine]);
    await fillDetails(user);
    await user.type(screen.getByRole('textbox', { name: 'Promo code' }), 'PIZZA10');
    await waitFor(() => expect(screen.getByTestId('order-discount')).toBeTruthy());
    await waitFor(() => expect(placeOrderButton().disabled).toBe(false));
    await user.click(placeOrderButton());
    const toast = await findToast('Order failed');
    expect(within(toast).getByText('This code is not valid for this order')).toBeTruthy();
    const field = screen.getByRole('textbox', { name: 'Promo code' });
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
  });

  it("pays by card the quote's total in the restaurant's currency", async () => {
    const calls = server({ restaurant: kazeya, menu: [ramenDish], paymentMode: 'test' });
    const { user } = renderCheckout([ramenLine]);
    await fillDetails(user, '03-1234-5678');
    await user.type(await screen.findByRole('textbox', { name: 'Card number' }), '4242 4242 4242 4242');
    await user.type(screen.getByRole('textbox', { name: 'Expiry (MM/YY)' }), '12/34');
    await user.type(screen.getByRole('textbox', { name: 'CVV' }), '123');
    await waitFor(() => expect(placeOrderButton().disabled).toBe(false));
    expect(lastPost(calls, '/api/create-payment-intent')?.body).toEqual({
      restaurantId: 9,
      amount: '2260',
      currency: 'jpy',
    });
    await user.click(placeOrderButton());
    await findToast('Order Placed Successfully!');
    expect(lastPost(calls, '/api/orders')?.body).toMatchObject({
      paymentMethod: 'card',
      paymentIntentId: 'pi_9',
      subtotal: '1960',
      deliveryFee: '300',
      tip: '0',
      total: '2260',
    });
    // First-order promotions are judged for the phone, read in the restaurant's country.
    expect(lastPost(calls, '/api/orders/quote')?.body).toMatchObject({ customerPhone: '+81312345678' });
  });
});
