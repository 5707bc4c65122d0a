import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { KITCHEN_NOTE_LABEL } from '#domain/ordering/order-notes.ts';
import type { OrderQuote } from '#domain/ordering/responses.ts';
import { formatAmount } from '#domain/shared/currency.ts';
import type { TrackedOrder } from '#domain/tracking/responses.ts';
import { PLACED_ORDERS_KEY } from '#web/features/ordering/placed-orders.ts';

// Shared steps of the ordering journeys: a unique phone per test (tests never see each other's
// orders), the cart drawer, the details form, the test card, and the orders the API stored: the
// phone view anyone with the number gets, and the full view through the tracking token that only
// the browser which placed the order keeps.

/** An order as the phone look-up shows it: no name, dishes, coordinates or delivery code. */
export interface StoredOrder {
  id: number;
  customerPhone: string;
  /** Masked to its area ("Toronto"). */
  customerAddress: string;
  subtotal: string;
  deliveryFee: string;
  tip: string;
  total: string;
  estimatedDelivery: string | null;
  paymentMethod: string;
  paymentStatus: string;
  itemCount: number;
}

/**
 * A phone no other journey and no demo order uses: the demo seed's customers are on 416-555, and
 * four random digits there collided with one of them. Seven random digits under area code 437 make
 * a clash between two journeys of a run about one in ten million per pair.
 */
export function uniquePhone(): string {
  // An exchange of 200-999: one starting with 0 or 1 is not a phone number.
  const n = Math.floor(Math.random() * 8_000_000);
  return `+1 437-${200 + Math.floor(n / 10_000)}-${String(n % 10_000).padStart(4, '0')}`;
}

/** The phone view of a phone's orders (GET /api/orders/customer/{phone}), newest first. */
export async function ordersFor(request: APIRequestContext, phone: string): Promise<StoredOrder[]> {
  const res = await request.get(`/api/orders/customer/${encodeURIComponent(phone)}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as StoredOrder[];
}

/** The tracking token this browser kept for an order it placed; fails when it kept none. */
export async function heldToken(page: Page, orderId: number): Promise<string> {
  const raw = await page.evaluate((key) => window.localStorage.getItem(key), PLACED_ORDERS_KEY);
  const entries = JSON.parse(raw ?? '[]') as { orderId: number; trackingToken: string }[];
  const token = entries.find((entry) => entry.orderId === orderId)?.trackingToken;
  expect(token, `the browser keeps the tracking token of order #${orderId}`).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return token ?? '';
}

/** The full view of an order (GET /api/orders/track/{token}). */
export async function trackedOrder(request: APIRequestContext, token: string): Promise<TrackedOrder> {
  const res = await request.get(`/api/orders/track/${encodeURIComponent(token)}`);
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as TrackedOrder;
}

/** The full view of an order this browser placed, through the token it kept. */
export async function placedOrderOnDevice(page: Page, orderId: number): Promise<TrackedOrder> {
  return trackedOrder(page.request, await heldToken(page, orderId));
}

/** The header's cart button; found even while the open drawer hides the page from the a11y tree. */
export const cartButton = (page: Page) =>
  page
    .getByRole('banner', { includeHidden: true })
    .getByRole('button', { name: /^Cart, /, includeHidden: true });
export const drawer = (page: Page, title: string) => page.getByRole('dialog', { name: title });

/** Adds each dish once from restaurant 1 (Nonna Rosa Pizzeria, Toronto) and opens the drawer. */
export async function fillCartAndOpenDrawer(page: Page, dishes: readonly string[]): Promise<Locator> {
  await page.goto('/restaurant/1');
  await expect(page.getByRole('heading', { level: 1, name: 'Nonna Rosa Pizzeria' })).toBeVisible();
  for (const dish of dishes) await page.getByRole('button', { name: `Add to Cart ${dish}` }).click();
  await cartButton(page).click();
  const cart = drawer(page, 'Your Cart');
  await expect(cart).toBeVisible();
  return cart;
}

export interface Details {
  name?: string;
  /** Written in "Note for the kitchen" when given. */
  kitchenNote?: string;
  phone?: string;
  address?: string;
  /**
   * The drop-off pin: kept where the browser's shared location put it, else placed through the
   * address search (the journeys' test geocoder knows Toronto's Queen Street West); 'none' leaves
   * the map alone.
   */
  pin?: 'auto' | 'none';
}

/** What the journeys search for: the test geocoder's 100 Queen Street West, Toronto. */
export const PIN_SEARCH = '100 Queen Street West';

/** Places the drop-off pin through the address search (the address box must still be empty). */
export async function placePinBySearch(scope: Locator | Page, query = PIN_SEARCH): Promise<void> {
  const search = scope.getByRole('searchbox', { name: 'Search for your address' });
  await search.fill(query);
  await search.press('Enter');
  await scope
    .getByRole('button', { name: /Use this address/ })
    .first()
    .click();
  await expect(scope.getByTestId('dropoff-pin')).toBeVisible();
}

/** True when the browser's shared location placed the pin by itself (specs that grant one). */
async function pinFromLocation(scope: Locator | Page): Promise<boolean> {
  return scope
    .getByTestId('dropoff-pin')
    .waitFor({ state: 'visible', timeout: 1_500 })
    .then(
      () => true,
      () => false,
    );
}

export async function fillDetails(
  scope: Locator | Page,
  { name, phone, address, pin = 'auto', kitchenNote }: Details,
) {
  if (name !== undefined) await scope.getByLabel('Full name').fill(name);
  if (phone !== undefined) await scope.getByLabel('Phone number').fill(phone);
  // The search fills an empty address box with its match; the address typed below then replaces it.
  if (pin === 'auto' && !(await pinFromLocation(scope))) await placePinBySearch(scope);
  if (address !== undefined) await scope.getByLabel('Delivery address').fill(address);
  if (kitchenNote !== undefined) await scope.getByLabel(KITCHEN_NOTE_LABEL).fill(kitchenNote);
}

/** From the cart step through the details to the payment step of the drawer. */
export async function drawerToPayment(page: Page, details: Details): Promise<Locator> {
  await drawer(page, 'Your Cart').getByRole('button', { name: 'Checkout', exact: true }).click();
  const detailsStep = drawer(page, 'Delivery Details');
  await expect(detailsStep).toBeVisible();
  await fillDetails(detailsStep, details);
  await detailsStep.getByRole('button', { name: 'Continue to payment' }).click();
  const payment = drawer(page, 'Payment');
  await expect(payment).toBeVisible();
  return payment;
}

export const TEST_CARD_OK = '4242 4242 4242 4242';
export const TEST_CARD_DECLINED = '4000 0000 0000 0002';

export async function fillTestCard(scope: Locator | Page, cardNumber: string) {
  await scope.getByLabel('Card number').fill(cardNumber);
  await scope.getByLabel('Expiry (MM/YY)').fill('12/34');
  await scope.getByLabel('CVV').fill('123');
  await scope.getByLabel('Name on card').fill('Ada Lovelace');
}

// While the drawer (a modal Radix dialog) is open, Radix marks everything outside it aria-hidden,
// the toast region included; the toast is still on screen above the overlay (and Radix Toast
// announces it through its own live region), so these look for it including hidden elements.
const toasts = (page: Page) =>
  page.getByRole('region', { name: /Notifications/, includeHidden: true }).locator('li');

/** Like expectToast in support/page-checks.ts, also while the drawer is open. */
export async function expectToastOverDrawer(page: Page, title: string, description: string) {
  await expect(toasts(page).getByText(title, { exact: true })).toBeVisible();
  await expect(toasts(page).getByText(description, { exact: true })).toBeVisible();
}

/** The order id in the toast on screen with this title and a description like `pattern` (one group). */
export async function orderIdFromToast(page: Page, title: string, pattern: RegExp): Promise<number> {
  const toast = toasts(page);
  await expect(toast.getByText(title, { exact: true })).toBeVisible();
  const description = toast.getByText(pattern);
  await expect(description).toBeVisible();
  const match = pattern.exec((await description.textContent()) ?? '');
  if (!match?.[1]) throw new Error('No order id in the toast');
  return Number(match[1]);
}

/** A dish of a restaurant's menu as the API answers it. */
export interface MenuDish {
  id: number;
  name: string;
  price: string;
  currency: string;
}

/** A dish of restaurant `restaurantId`'s menu, by name. */
export async function menuDish(
  request: APIRequestContext,
  name: string,
  restaurantId = 1,
): Promise<MenuDish> {
  const res = await request.get(`/api/restaurants/${restaurantId}/menu`);
  const menu = (await res.json()) as MenuDish[];
  const dish = menu.find((item) => item.name === name);
  if (!dish) throw new Error(`${name} is not on the menu of restaurant ${restaurantId}`);
  return dish;
}

/**
 * What the server quotes for these lines (POST /api/orders/quote): the figures the checkout must
 * show, send and pay, whatever the restaurant's fee, tax and promotions are today.
 */
export async function quoteFor(
  request: APIRequestContext,
  lines: readonly [MenuDish, number][],
  { restaurantId = 1, tip = '0', promoCode, customerPhone }: QuoteOptions = {},
): Promise<OrderQuote> {
  const res = await request.post('/api/orders/quote', {
    data: {
      restaurantId,
      items: lines.map(([dish, quantity]) => ({ id: dish.id, name: dish.name, quantity, price: dish.price })),
      tip,
      ...(promoCode ? { promoCode } : {}),
      ...(customerPhone ? { customerPhone } : {}),
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as OrderQuote;
}

interface QuoteOptions {
  restaurantId?: number;
  tip?: string;
  promoCode?: string;
  customerPhone?: string;
}

/** An amount of a quote as the screens show it ("$21.98", "¥2,260"). */
export const shownAmount = (quote: OrderQuote, amount: string) => formatAmount(amount, quote.currency);
