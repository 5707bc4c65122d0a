import { expect, type Locator, type Page, test } from '@playwright/test';
import type { Restaurant } from '#domain/catalogue/responses.ts';
import { formatAmount } from '#domain/shared/currency.ts';
import {
  cartButton,
  drawer,
  fillDetails,
  fillTestCard,
  heldToken,
  type MenuDish,
  menuDish,
  orderIdFromToast,
  placedOrderOnDevice,
  quoteFor,
  shownAmount,
  TEST_CARD_OK,
} from './ordering/helpers';

// A customer in Japan orders in yen by card: Japan picked as the delivery country on the home
// page, Kazeya Ramen (Shibuya, Tokyo) opened from the list, dishes added up to its minimum order,
// the /checkout page paid with the test card, the tracker opened. Every amount on those screens is
// whole yen (¥980, ¥1,460), never dollars, and the tracker's total is the one the checkout charged.

/** A few streets from Kazeya Ramen in Shibuya, inside its delivery area: the drop-off pin. */
const SHIBUYA = { latitude: 35.6655, longitude: 139.7003 };
const ADDRESS = '2-1 Jinnan, Shibuya City, Tokyo';

/** A Japanese mobile number (090) no other journey orders with. */
function uniqueJapanesePhone(): string {
  const n = Math.floor(Math.random() * 100_000_000);
  return `+81 90-${String(Math.floor(n / 10_000)).padStart(4, '0')}-${String(n % 10_000).padStart(4, '0')}`;
}

const YEN_AMOUNT = /¥[\d,]+/g;

/**
 * The screen shows amounts, all of them whole yen: no dollar sign anywhere, no yen amount with
 * decimals, and no yen sign followed by anything but a whole number. Returns the amounts shown.
 */
async function expectOnlyWholeYen(scope: Locator): Promise<string[]> {
  // The rendered text, laid out: neighbouring elements stay apart ("¥980" then "4.8" is not "¥9804.8").
  // biome-ignore lint/performance/useDomNodeTextContent: textContent would glue neighbours together.
  const text = (await scope.innerText()).replace(/\s+/g, ' ');
  expect(text).not.toContain('$');
  expect(text).not.toMatch(/¥\s*[\d,]*\.\d/);
  expect(text).not.toMatch(/¥(?![\d])/);
  const amounts = text.match(YEN_AMOUNT) ?? [];
  expect(amounts.length).toBeGreaterThan(0);
  return amounts;
}

async function kazeyaRamen(page: Page): Promise<Restaurant> {
  const res = await page.request.get('/api/restaurants');
  expect(res.status()).toBe(200);
  const restaurant = ((await res.json()) as Restaurant[]).find((r) => r.name === 'Kazeya Ramen');
  if (!restaurant) throw new Error('Kazeya Ramen is not in the demo catalogue');
  return restaurant;
}

test.use({ geolocation: SHIBUYA, permissions: ['geolocation'] });

test('a customer in Japan orders in yen by card', async ({ page, request }) => {
  test.setTimeout(60_000);
  const phone = uniqueJapanesePhone();
  const kazeya = await kazeyaRamen(page);
  expect(kazeya).toMatchObject({ currency: 'JPY', pricesIncludeTax: true, taxRate: '10' });

  // Home: Japan as the delivery country lists the Tokyo restaurants, their fees in yen.
  await page.goto('/');
  await page.getByRole('button', { name: /Deliver to Canada/ }).click();
  const picker = page.getByRole('dialog', { name: 'Choose your country' });
  await picker.getByLabel('Search countries').fill('japan');
  await picker.getByRole('button', { name: /Japan/ }).click();
  await expect(page.getByText('Delivering to Japan')).toBeVisible();
  const card = page.getByRole('link', { name: /Kazeya Ramen/ });
  await expect(card).toContainText('¥300 delivery');
  await expectOnlyWholeYen(page.locator('body'));

  // The menu: prices, fee and minimum order in whole yen.
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/restaurant/${kazeya.id}$`));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Kazeya Ramen' })).toBeVisible();
  await expect(page.getByTestId('restaurant-minimum-order')).toHaveText('¥1,000 minimum order');
  await expect(main.getByText('¥300 delivery', { exact: true })).toBeVisible();
  const ramenCard = main.getByRole('article').filter({ hasText: 'Tonkotsu Ramen' });
  await expect(ramenCard.getByText('¥980', { exact: true })).toBeVisible();
  await expect(
    main.getByRole('article').filter({ hasText: 'Pan-fried Gyoza' }).getByText('¥480', { exact: true }),
  ).toBeVisible();
  const menuAmounts = await expectOnlyWholeYen(page.locator('body'));
  // One price per dish at least, besides the fee and the minimum.
  const menu = (await (await request.get(`/api/restaurants/${kazeya.id}/menu`)).json()) as unknown[];
  expect(menuAmounts.length).toBeGreaterThanOrEqual(menu.length + 2);

  // One ramen (¥980) is short of the ¥1,000 minimum: the cart says by how much and cannot go on.
  await page.getByRole('button', { name: 'Add to Cart Tonkotsu Ramen' }).click();
  await cartButton(page).click();
  let cart = drawer(page, 'Your Cart');
  await expect(cart.getByText('Add ¥20 more to reach the ¥1,000 minimum order')).toBeVisible();
  await expect(cart.getByRole('button', { name: 'Checkout', exact: true })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(cart).toBeHidden();

  // Gyoza brings it to ¥1,460: the drawer's totals are the server's quote, tax inside the prices.
  await page.getByRole('button', { name: 'Add to Cart Pan-fried Gyoza' }).click();
  await cartButton(page).click();
  cart = drawer(page, 'Your Cart');
  const ramen = await menuDish(request, 'Tonkotsu Ramen', kazeya.id);
  const gyoza = await menuDish(request, 'Pan-fried Gyoza', kazeya.id);
  const lines: [MenuDish, number][] = [
    [ramen, 1],
    [gyoza, 1],
  ];
  const cartQuote = await quoteFor(request, lines, { restaurantId: kazeya.id });
  expect(cartQuote).toMatchObject({
    currency: 'JPY',
    subtotal: '1460',
    deliveryFee: '300',
    taxIncluded: true,
    discount: '0',
    // Tax inside the prices: the total is food plus fee, nothing added.
    total: '1760',
  });
  await expect(cart.getByTestId('cart-subtotal')).toHaveText('¥1,460');
  await expect(cart.getByTestId('cart-delivery-fee')).toHaveText('¥300');
  await expect(cart.getByTestId('cart-total')).toHaveText('¥1,760');
  await expect(cart.getByTestId('cart-tax-included')).toHaveText(
    `Includes tax of ${shownAmount(cartQuote, cartQuote.tax)}`,
  );
  await expect(cart.getByText(/more to reach/)).toHaveCount(0);
  await expectOnlyWholeYen(cart);

  // /checkout: the quote for this phone, a card payment in yen.
  const intents: unknown[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && req.url().endsWith('/api/create-payment-intent'))
      intents.push(req.postDataJSON());
  });
  await cart.getByRole('link', { name: /full checkout/ }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByTestId('checkout-restaurant')).toHaveText('Kazeya Ramen');
  await fillDetails(page, { name: 'Haruki Tanaka', phone, address: ADDRESS });
  await fillTestCard(page, TEST_CARD_OK);
  const quote = await quoteFor(request, lines, { restaurantId: kazeya.id, customerPhone: phone });
  expect(quote.promotion).toBeNull();
  await expect(page.getByTestId('order-subtotal')).toHaveText('¥1,460');
  await expect(page.getByTestId('order-delivery-fee')).toHaveText('¥300');
  await expect(page.getByTestId('order-tip')).toHaveText(shownAmount(quote, quote.tip));
  await expect(page.getByTestId('order-total')).toHaveText(shownAmount(quote, quote.total));
  await expect(page.getByTestId('order-tax-included')).toHaveText(
    `Includes tax of ${shownAmount(quote, quote.tax)}`,
  );
  await expect(page.getByTestId('order-tax')).toHaveCount(0);
  await expect(page.getByTestId('order-discount')).toHaveCount(0);
  await expectOnlyWholeYen(page.locator('body'));
  const checkoutTotal = (await page.getByTestId('order-total').textContent()) ?? '';
  expect(checkoutTotal).toMatch(/^¥[\d,]+$/);

  const placeOrder = page.getByRole('button', { name: 'Place Order' });
  await expect(placeOrder).toBeEnabled();
  await placeOrder.click();
  const id = await orderIdFromToast(page, 'Order Placed Successfully!', /^Your order number is #(\d+)\.$/);
  // The card was charged the quote's total, in yen, for this restaurant.
  expect(intents.at(-1)).toEqual({ restaurantId: kazeya.id, amount: quote.total, currency: 'jpy' });

  // The tracker of the order: the same total, its dishes at their yen prices.
  await expect(page).toHaveURL(
    `/order-tracking?phone=${encodeURIComponent(phone)}&token=${encodeURIComponent(await heldToken(page, id))}`,
  );
  const tracker = page.getByRole('article', { name: `Order #${id}` });
  await expect(tracker.getByText('Kazeya Ramen', { exact: false })).toBeVisible();
  // Its payment line by line, as the checkout showed it: no tax line, the tax said inside the prices.
  const payment = tracker.getByRole('region', { name: `Payment of order #${id}` });
  await expect(payment.getByRole('term')).toHaveText(['Subtotal', 'Delivery fee', 'Total']);
  await expect(payment.getByRole('definition')).toHaveText(['¥1,460', '¥300', checkoutTotal]);
  await expect(payment.getByText(`Includes tax of ${shownAmount(quote, quote.tax)}`)).toBeVisible();
  const items = tracker.getByRole('list', { name: `Items of order #${id}` }).getByRole('listitem');
  await expect(items).toHaveText([/^1 × Tonkotsu Ramen\s*¥980$/, /^1 × Pan-fried Gyoza\s*¥480$/]);
  await expectOnlyWholeYen(page.locator('body'));

  // What was stored is what was shown and paid: whole yen, card, paid.
  const order = await placedOrderOnDevice(page, id);
  expect(order).toMatchObject({
    currency: 'JPY',
    paymentMethod: 'card',
    paymentStatus: 'paid',
    subtotal: quote.subtotal,
    deliveryFee: quote.deliveryFee,
    tax: quote.tax,
    taxIncluded: true,
    tip: quote.tip,
    total: quote.total,
  });
  expect(formatAmount(order.total, order.currency)).toBe(checkoutTotal);
});
