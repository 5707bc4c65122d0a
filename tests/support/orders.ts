import type { FastifyInstance } from 'fastify';
import type { Restaurant } from '#domain/catalogue/responses.ts';
import { orderAmounts } from '#domain/ordering/order-amounts.ts';
import type { CreateOrderInput } from '#domain/ordering/requests.ts';
import type { OrderQuote } from '#domain/ordering/responses.ts';
import { TEST_CARDS } from '#domain/payments/card-payments.ts';
import { moneyDecimal } from '#domain/shared/currency.ts';
import { toCents } from '#domain/shared/money.ts';

// Building valid orders and paying for them in tests, through the real API.

/** How the item's restaurant prices an order: its currency, its fee and its tax. */
export type RestaurantPricing = Pick<Restaurant, 'currency' | 'deliveryFee' | 'taxRate' | 'pricesIncludeTax'>;

export interface MenuItemRow {
  id: number;
  name: string;
  price: string;
  restaurantId: number;
  isAvailable: boolean;
  /** Read with the menu, so orderBody can compute the amounts the server will. */
  pricing: RestaurantPricing;
}

export async function restaurantPricing(
  app: FastifyInstance,
  restaurantId: number,
): Promise<RestaurantPricing> {
  const res = await app.inject({ method: 'GET', url: `/api/restaurants/${restaurantId}` });
  if (res.statusCode !== 200) throw new Error(`restaurant ${restaurantId}: ${res.statusCode} ${res.body}`);
  const { currency, deliveryFee, taxRate, pricesIncludeTax } = res.json() as Restaurant;
  return { currency, deliveryFee, taxRate, pricesIncludeTax };
}

export async function menuOf(app: FastifyInstance, restaurantId: number): Promise<MenuItemRow[]> {
  const res = await app.inject({ method: 'GET', url: `/api/restaurants/${restaurantId}/menu` });
  if (res.statusCode !== 200) throw new Error(`menu of ${restaurantId}: ${res.statusCode} ${res.body}`);
  const pricing = await restaurantPricing(app, restaurantId);
  return (res.json() as Omit<MenuItemRow, 'pricing'>[]).map((item) => ({ ...item, pricing }));
}

let phoneCounter = 0;
/** A phone number no other test uses, typed the way a customer might. */
export function uniquePhone(): string {
  phoneCounter += 1;
  // 8,000,000 numbers: an exchange of 200-999 (one starting with 0 or 1 is not a phone number).
  const n = (Date.now() + phoneCounter) % 8_000_000;
  return `+1 416-${200 + Math.floor(n / 10_000)}-${String(n % 10_000).padStart(4, '0')}`;
}

/**
 * A correct order body for the given menu lines, with amounts as the server computes them from the
 * restaurant's fee and tax (no promotion: for one, ask POST /api/orders/quote).
 */
export function orderBody(
  lines: { item: MenuItemRow; quantity: number }[],
  overrides: Partial<CreateOrderInput> & { tip?: string } = {},
): CreateOrderInput {
  const first = lines[0];
  if (!first) throw new Error('orderBody needs at least one line');
  const { pricing } = first.item;
  const amounts = orderAmounts({
    currency: pricing.currency,
    subtotalCents: lines.reduce((sum, { item, quantity }) => sum + toCents(item.price) * quantity, 0),
    discountCents: 0,
    deliveryFeeCents: toCents(pricing.deliveryFee),
    tipCents: toCents(overrides.tip ?? '0'),
    taxRate: pricing.taxRate,
    pricesIncludeTax: pricing.pricesIncludeTax,
  });
  const money = (cents: number) => moneyDecimal(cents, pricing.currency);
  return {
    restaurantId: first.item.restaurantId,
    customerName: 'Test Customer',
    customerPhone: uniquePhone(),
    customerAddress: '100 Queen St W, Toronto',
    customerLatitude: '43.6532',
    customerLongitude: '-79.3832',
    items: JSON.stringify(
      lines.map(({ item, quantity }) => ({
        id: item.id,
        name: item.name,
        price: Number(item.price),
        quantity,
        restaurantId: item.restaurantId,
        restaurantName: 'Anything',
        imageUrl: null,
      })),
    ),
    subtotal: money(amounts.subtotalCents),
    deliveryFee: money(amounts.deliveryFeeCents),
    tip: money(amounts.tipCents),
    total: money(amounts.totalCents),
    estimatedDelivery: '25-35 min',
    paymentMethod: 'cash',
    ...overrides,
  };
}

/**
 * Creates a test-mode PaymentIntent for an order's total, in its restaurant's currency, and
 * confirms it with `card`.
 */
export async function payWithTestCard(
  app: FastifyInstance,
  order: { restaurantId: unknown; total: unknown },
  card: string = TEST_CARDS.succeeds,
): Promise<{ paymentIntentId: string; confirmStatus: number; confirmBody: unknown }> {
  const created = await app.inject({
    method: 'POST',
    url: '/api/create-payment-intent',
    payload: { restaurantId: order.restaurantId, amount: String(order.total) },
  });
  if (created.statusCode !== 200) throw new Error(`intent: ${created.statusCode} ${created.body}`);
  const { clientSecret, paymentIntentId } = created.json();
  const confirmed = await app.inject({
    method: 'POST',
    url: '/api/test-payments/confirm',
    payload: { clientSecret, cardNumber: card, expiry: '12/34', cvc: '123', name: 'Test Customer' },
  });
  return { paymentIntentId, confirmStatus: confirmed.statusCode, confirmBody: confirmed.json() };
}

/**
 * The lines of an order of `restaurantId`'s first available dish that meets its minimum order: as
 * many of that dish as it takes (restaurants refuse smaller orders).
 */
export async function linesMeetingMinimum(
  app: FastifyInstance,
  restaurantId: number,
): Promise<{ item: MenuItemRow; quantity: number }[]> {
  const res = await app.inject({ method: 'GET', url: `/api/restaurants/${restaurantId}` });
  if (res.statusCode !== 200) throw new Error(`restaurant ${restaurantId}: ${res.statusCode} ${res.body}`);
  const minimumCents = toCents((res.json() as { minOrder: string }).minOrder);
  const item = (await menuOf(app, restaurantId)).find((entry) => entry.isAvailable);
  if (!item) throw new Error(`restaurant ${restaurantId} has nothing available`);
  return [{ item, quantity: Math.max(1, Math.ceil(minimumCents / toCents(item.price))) }];
}

/**
 * A correct order body priced by POST /api/orders/quote, so a promotion the order gets (its code,
 * or an automatic one) is in its amounts. Returns the quote too.
 */
export async function quotedOrderBody(
  app: FastifyInstance,
  lines: { item: MenuItemRow; quantity: number }[],
  overrides: Partial<CreateOrderInput> & { tip?: string } = {},
): Promise<{ body: CreateOrderInput; quote: OrderQuote; status: number }> {
  const body = orderBody(lines, overrides);
  const res = await app.inject({
    method: 'POST',
    url: '/api/orders/quote',
    payload: {
      restaurantId: body.restaurantId,
      items: body.items,
      tip: body.tip,
      promoCode: body.promoCode,
      customerPhone: body.customerPhone,
    },
  });
  const quote = res.json() as OrderQuote;
  if (res.statusCode !== 200) return { body, quote, status: res.statusCode };
  return {
    body: { ...body, subtotal: quote.subtotal, deliveryFee: quote.deliveryFee, total: quote.total },
    quote,
    status: res.statusCode,
  };
}

/**
 * A restaurant's menu read from a running server over HTTP, each dish with how its restaurant
 * prices an order, so orderBody prices it exactly as the server will (benches and process tests).
 */
export async function menuFromServer(origin: string, restaurantId: number): Promise<MenuItemRow[]> {
  const [menu, restaurant] = await Promise.all([
    fetch(`${origin}/api/restaurants/${restaurantId}/menu`).then(
      (res) => res.json() as Promise<MenuItemRow[]>,
    ),
    fetch(`${origin}/api/restaurants/${restaurantId}`).then((res) => res.json() as Promise<Restaurant>),
  ]);
  const { currency, deliveryFee, taxRate, pricesIncludeTax } = restaurant;
  return menu.map((item) => ({ ...item, pricing: { currency, deliveryFee, taxRate, pricesIncludeTax } }));
}
