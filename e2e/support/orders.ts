import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { CreateOrderInput } from '#domain/ordering/requests.ts';
import type { OrderQuote, PlacedOrderResponse } from '#domain/ordering/responses.ts';
import { TEST_CARDS } from '#domain/payments/card-payments.ts';
import { PLACED_ORDERS_KEY, type PlacedOrderEntry } from '#web/features/ordering/placed-orders.ts';

// Orders placed through the real API, for journeys that watch what an order sets off.

export const CUSTOMER_POSITION = { latitude: '43.6532', longitude: '-79.3832' };

interface MenuItem {
  id: number;
  name: string;
  price: string;
  isAvailable: boolean;
}

/**
 * Creates and confirms a test-mode payment of a quote's total for restaurant 1, in its currency, as
 * the checkout would; returns its id.
 */
async function payWithTestCard(api: APIRequestContext, quote: OrderQuote): Promise<string> {
  const intent = await api.post('/api/create-payment-intent', {
    data: { restaurantId: 1, amount: quote.total, currency: quote.currency.toLowerCase() },
  });
  expect(intent.status(), await intent.text()).toBe(200);
  const { clientSecret, paymentIntentId } = (await intent.json()) as {
    clientSecret: string;
    paymentIntentId: string;
  };
  const confirmed = await api.post('/api/test-payments/confirm', {
    data: { clientSecret, cardNumber: TEST_CARDS.succeeds, expiry: '12/34', cvc: '123' },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return paymentIntentId;
}

/**
 * Places an order for restaurant 1 with two of its dishes (quantities 2 and 1) through the API,
 * priced as the server quotes it (the restaurant's own fee and tax, in its currency): cash by
 * default, or card, paid first with the test-mode provider's good test card. The answer is the full
 * view with the order's tracking token and delivery code, which a browser holds only when it is
 * handed them (see holdTrackingTokens), and the quote it was placed at.
 */
export async function placeOrder(
  api: APIRequestContext,
  customer: { name: string; phone: string },
  paymentMethod: 'cash' | 'card' = 'cash',
  /** An order for later: one of the restaurant's offered times (ISO). */
  scheduledFor?: string,
) {
  const menu = (await (await api.get('/api/restaurants/1/menu')).json()) as MenuItem[];
  const [first, second] = menu.filter((item) => item.isAvailable);
  if (!first || !second) throw new Error('Restaurant 1 needs two available dishes');
  const lines = [
    { id: first.id, name: first.name, price: Number(first.price), quantity: 2 },
    { id: second.id, name: second.name, price: Number(second.price), quantity: 1 },
  ];
  const quoted = await api.post('/api/orders/quote', {
    data: { restaurantId: 1, items: lines, tip: '0', customerPhone: customer.phone, scheduledFor },
  });
  expect(quoted.status(), await quoted.text()).toBe(200);
  const quote = (await quoted.json()) as OrderQuote;
  const body: CreateOrderInput = {
    restaurantId: 1,
    customerName: customer.name,
    customerPhone: customer.phone,
    customerAddress: '100 Queen St W, Toronto',
    customerLatitude: CUSTOMER_POSITION.latitude,
    customerLongitude: CUSTOMER_POSITION.longitude,
    items: JSON.stringify(lines),
    subtotal: quote.subtotal,
    deliveryFee: quote.deliveryFee,
    tip: quote.tip,
    total: quote.total,
    estimatedDelivery: '25-35 min',
    paymentMethod,
    ...(scheduledFor ? { scheduledFor } : {}),
    ...(paymentMethod === 'card' ? { paymentIntentId: await payWithTestCard(api, quote) } : {}),
  };
  const res = await api.post('/api/orders', { data: body, headers: { 'Idempotency-Key': randomUUID() } });
  expect(res.status(), await res.text()).toBe(201);
  return { order: (await res.json()) as PlacedOrderResponse, lines, body, quote };
}

/**
 * Makes the page's browser one that placed these orders: it keeps their tracking tokens where the
 * app keeps them (localStorage), from the next page load on.
 */
export async function holdTrackingTokens(
  page: Page,
  orders: readonly Pick<PlacedOrderResponse, 'id' | 'trackingToken'>[],
): Promise<void> {
  const entries: PlacedOrderEntry[] = orders.map((order) => ({
    orderId: order.id,
    trackingToken: order.trackingToken,
  }));
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    PLACED_ORDERS_KEY,
    JSON.stringify(entries),
  ] as const);
}
