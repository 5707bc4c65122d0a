import { expect, type Page, test } from '@playwright/test';
import { formatAmount } from '#domain/shared/currency.ts';
import {
  cartButton,
  drawer,
  drawerToPayment,
  expectToastOverDrawer,
  fillCartAndOpenDrawer,
  fillDetails,
  fillTestCard,
  heldToken,
  menuDish,
  orderIdFromToast,
  ordersFor,
  PIN_SEARCH,
  placedOrderOnDevice,
  quoteFor,
  shownAmount,
  TEST_CARD_DECLINED,
  TEST_CARD_OK,
  uniquePhone,
} from './ordering/helpers';
import { expectNoSeriousA11yViolations } from './support/page-checks';

// Ordering: the drawer's details and payment steps (cash, test card, declined card, a failed order
// call) and the /checkout page (tips, card, empty cart, denied location), against the real server.

const TORONTO = { latitude: 43.65, longitude: -79.38 };
/** A few streets from Kazeya Ramen in Shibuya, inside its delivery area. */
const SHIBUYA = { latitude: 35.6655, longitude: 139.7003 };
const ADDRESS = '100 Queen St W, Toronto';
const PLACED = /^Your order #(\d+) has been confirmed\. Payment distribution calculated automatically\.$/;

/** Where an order placed from this browser is followed: its phone and the token only it keeps. */
const trackingPath = (phone: string, token: string) =>
  `/order-tracking?phone=${encodeURIComponent(phone)}&token=${encodeURIComponent(token)}`;

/**
 * After an order the drawer is back at its (now empty) cart step, and offers the tracker of the
 * order just placed: the link carries the order's tracking token, which the browser also keeps.
 */
async function expectEmptyCartStepWithOrder(page: Page, id: number, phone: string) {
  const cart = drawer(page, 'Your Cart');
  await expect(cart).toBeVisible();
  await expect(cart.getByText('Your cart is empty')).toBeVisible();
  // Hidden from the a11y tree while the drawer is open, so its label is read directly.
  await expect(cartButton(page)).toHaveAttribute('aria-label', 'Cart, 0 items');
  await expect(cart.getByText(`Order #${id} is confirmed`, { exact: true })).toBeVisible();
  const track = cart.getByRole('link', { name: `Track order #${id}` });
  await expect(track).toHaveAttribute('href', trackingPath(phone, await heldToken(page, id)));
  return track;
}

test.describe('cart drawer', () => {
  test('Place Order with a field missing asks for it; Back returns step by step', async ({
    page,
    request,
  }) => {
    const phone = uniquePhone();
    const cart = await fillCartAndOpenDrawer(page, ['Margherita']);
    await cart.getByRole('button', { name: 'Checkout', exact: true }).click();
    const details = drawer(page, 'Delivery Details');
    await expect(details.getByLabel('Full name')).toBeFocused();
    await expectNoSeriousA11yViolations(page);

    await fillDetails(details, { name: 'Ada Lovelace', phone });
    // The address search filled the address box with its match: the address is the missing field.
    await details.getByLabel('Delivery address').fill('');
    await details.getByRole('button', { name: 'Continue to payment' }).click();
    const payment = drawer(page, 'Payment');
    await expect(payment.getByText('Test mode')).toBeVisible();
    await expect(payment.getByText('4242 4242 4242 4242')).toBeVisible();
    // The restaurant is in Toronto: Canadian dollars.
    await expect(payment.getByTestId('order-tip')).toHaveText('$0.00');
    await expect(payment.getByText('25-35 min')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Back goes to the details with what was typed kept, and on again.
    await payment.getByRole('button', { name: 'Back' }).click();
    await expect(details.getByLabel('Full name')).toHaveValue('Ada Lovelace');
    await details.getByRole('button', { name: 'Continue to payment' }).click();

    await payment.getByRole('radio', { name: 'Cash on delivery' }).check();
    await payment.getByRole('button', { name: 'Place Order' }).click();
    await expectToastOverDrawer(page, 'Missing information', 'Please fill in all required fields.');
    // The drawer goes back to the details, with the empty field marked and focused.
    await expect(details.getByLabel('Delivery address')).toBeFocused();
    await expect(details.getByText('Address is required')).toBeVisible();
    expect(await ordersFor(request, phone)).toEqual([]);

    await details.getByRole('button', { name: 'Back' }).click();
    await expect(
      drawer(page, 'Your Cart').getByRole('button', { name: 'Checkout', exact: true }),
    ).toBeVisible();
  });

  test.describe('with the browser position', () => {
    test.use({ geolocation: TORONTO, permissions: ['geolocation'] });

    test('a cash order: success toast with the stored id, cart cleared', async ({ page, request }) => {
      const phone = uniquePhone();
      const margherita = await menuDish(request, 'Margherita');
      // The restaurant's own fee and tax, in its currency, as the server prices them today.
      const quote = await quoteFor(request, [[margherita, 2]], { customerPhone: phone });
      expect(quote.currency).toBe('CAD');
      await fillCartAndOpenDrawer(page, ['Margherita', 'Margherita']);
      const payment = await drawerToPayment(page, { name: 'Grace Hopper', phone, address: ADDRESS });
      await payment.getByRole('radio', { name: 'Cash on delivery' }).check();
      await expect(payment.getByLabel('Card number')).toHaveCount(0);
      await expect(payment.getByTestId('order-subtotal')).toHaveText(shownAmount(quote, quote.subtotal));
      await expect(payment.getByTestId('order-delivery-fee')).toHaveText(
        shownAmount(quote, quote.deliveryFee),
      );
      await expect(payment.getByTestId('order-total')).toHaveText(shownAmount(quote, quote.total));
      await payment.getByRole('button', { name: 'Place Order' }).click();

      const id = await orderIdFromToast(page, 'Order placed successfully!', PLACED);
      const track = await expectEmptyCartStepWithOrder(page, id, phone);

      // The phone number alone shows the order without its private details.
      const [order, ...others] = await ordersFor(request, phone);
      expect(others).toEqual([]);
      expect(order).toMatchObject({
        id,
        paymentMethod: 'cash',
        subtotal: quote.subtotal,
        deliveryFee: quote.deliveryFee,
        tip: '0.00',
        total: quote.total,
        estimatedDelivery: '25-35 min',
        itemCount: 2,
        customerAddress: 'Toronto',
      });
      for (const hidden of [
        'customerName',
        'items',
        'customerLatitude',
        'customerLongitude',
        'deliveryCode',
      ]) {
        expect(order).not.toHaveProperty(hidden);
      }
      // The token this browser kept opens the full view: the position the order was placed from.
      const full = await placedOrderOnDevice(page, id);
      expect(full).toMatchObject({
        id,
        customerName: 'Grace Hopper',
        customerAddress: ADDRESS,
        currency: 'CAD',
        items: [{ name: 'Margherita', quantity: 2, price: margherita.price }],
        total: quote.total,
      });
      expect(Number(full.customerLatitude)).toBeCloseTo(TORONTO.latitude, 4);
      expect(Number(full.customerLongitude)).toBeCloseTo(TORONTO.longitude, 4);
      expect(full.deliveryCode).toMatch(/^\d{4}$/);

      // The drawer's link opens that tracker, with the delivery code for the driver.
      await track.click();
      await expect(page).toHaveURL(trackingPath(phone, await heldToken(page, id)));
      const tracker = page.getByRole('article', { name: `Order #${id}` });
      await expect(
        tracker.getByRole('region', { name: 'Delivery code' }).getByTestId('delivery-code'),
      ).toHaveText(full.deliveryCode);
    });

    test('a test-card order is paid, then placed', async ({ page, request }) => {
      const phone = uniquePhone();
      await fillCartAndOpenDrawer(page, ['Margherita']);
      const payment = await drawerToPayment(page, { name: 'Alan Turing', phone, address: ADDRESS });
      await fillTestCard(payment, TEST_CARD_OK);
      await payment.getByRole('button', { name: 'Place Order' }).click();

      const id = await orderIdFromToast(page, 'Order placed successfully!', PLACED);
      await expectEmptyCartStepWithOrder(page, id, phone);
      const orders = await ordersFor(request, phone);
      expect(orders.map((order) => [order.id, order.paymentMethod, order.paymentStatus])).toEqual([
        [id, 'card', 'paid'],
      ]);
    });

    test('a declined card shows the provider message and stores no order', async ({ page, request }) => {
      const phone = uniquePhone();
      await fillCartAndOpenDrawer(page, ['Margherita']);
      const payment = await drawerToPayment(page, { name: 'Declined Dan', phone, address: ADDRESS });
      await fillTestCard(payment, TEST_CARD_DECLINED);
      await payment.getByRole('button', { name: 'Place Order' }).click();

      await expectToastOverDrawer(page, 'Payment Failed', 'Your card was declined.');
      await expect(payment.getByRole('button', { name: 'Place Order' })).toBeEnabled();
      await expect(cartButton(page)).toHaveAttribute('aria-label', 'Cart, 1 item');
      expect(await ordersFor(request, phone)).toEqual([]);
    });

    test('a failed order call says so; the retry reuses the payment and places one order', async ({
      page,
      request,
    }) => {
      const phone = uniquePhone();
      let intents = 0;
      page.on('request', (req) => {
        if (req.method() === 'POST' && req.url().endsWith('/api/create-payment-intent')) intents += 1;
      });
      // Only the network fails (simulated); everything before it is real.
      await page.route('**/api/orders', (route) =>
        route.request().method() === 'POST' ? route.fulfill({ status: 503, body: '' }) : route.fallback(),
      );
      await fillCartAndOpenDrawer(page, ['Margherita']);
      const payment = await drawerToPayment(page, { name: 'Retry Rita', phone, address: ADDRESS });
      await fillTestCard(payment, TEST_CARD_OK);
      await payment.getByRole('button', { name: 'Place Order' }).click();

      await expectToastOverDrawer(page, 'Order failed', 'Please try again later.');
      await expect(payment.getByText('Your card payment went through')).toBeVisible();
      await expect(payment.getByRole('radio', { name: 'Cash on delivery' })).toBeDisabled();
      expect(await ordersFor(request, phone)).toEqual([]);

      await page.unroute('**/api/orders');
      await payment.getByRole('button', { name: 'Place Order' }).click();
      const id = await orderIdFromToast(page, 'Order placed successfully!', PLACED);
      const orders = await ordersFor(request, phone);
      expect(orders.map((order) => [order.id, order.paymentStatus])).toEqual([[id, 'paid']]);
      expect(intents).toBe(1);
    });
  });
});

test.describe('/checkout', () => {
  test('an empty cart has nothing to check out', async ({ page }) => {
    await page.goto('/checkout');
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(page.getByText('Your cart is empty', { exact: true })).toBeVisible();
    await expect(page.getByText('Add items to your cart to checkout', { exact: true })).toBeVisible();
  });

  test.describe('with the browser position', () => {
    test.use({ geolocation: TORONTO, permissions: ['geolocation'] });

    test('a tipped card order lands on order tracking; tip and total are stored', async ({
      page,
      request,
    }) => {
      const phone = uniquePhone();
      const margherita = await menuDish(request, 'Margherita');
      const cart = await fillCartAndOpenDrawer(page, ['Margherita', 'Margherita']);
      await cart.getByRole('link', { name: /full checkout/ }).click();
      await expect(page).toHaveURL(/\/checkout$/);
      await expect(page.getByTestId('checkout-restaurant')).toHaveText('Nonna Rosa Pizzeria');
      await expect(page.getByText('Test mode')).toBeVisible();
      await expect(page.getByText('30-45 min')).toBeVisible();

      // A custom tip must be a non-negative amount; an invalid one keeps the order button disabled.
      await page.getByLabel('Custom tip (CAD)').fill('-1');
      await expect(
        page.getByText('Tip must be a non-negative amount with at most 2 decimal places'),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Place Order' })).toBeDisabled();
      // Canada's rate card gives the presets, in Canadian dollars.
      const five = page.getByRole('group', { name: 'Tip amount' }).getByRole('button', { name: '$5.00' });
      await five.click();
      await expect(five).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByTestId('order-tip')).toHaveText('$5.00');
      const quote = await quoteFor(request, [[margherita, 2]], { tip: '5.00' });
      await expect(page.getByTestId('order-total')).toHaveText(shownAmount(quote, quote.total));
      // Ontario's 13% is added to the food: its own line.
      await expect(page.getByTestId('order-tax')).toHaveText(shownAmount(quote, quote.tax));

      await fillDetails(page, { name: 'Katherine Johnson', phone, address: ADDRESS });
      await fillTestCard(page, TEST_CARD_OK);
      await expectNoSeriousA11yViolations(page);
      // With the phone, the quote is the one for this customer (a first-order promotion, if any).
      const placed = await quoteFor(request, [[margherita, 2]], { tip: '5.00', customerPhone: phone });
      await expect(page.getByTestId('order-total')).toHaveText(shownAmount(placed, placed.total));
      const placeOrder = page.getByRole('button', { name: 'Place Order' });
      await expect(placeOrder).toBeEnabled();
      await placeOrder.click();

      const id = await orderIdFromToast(
        page,
        'Order Placed Successfully!',
        /^Your order number is #(\d+)\.$/,
      );
      // The tracker of the order, opened with the token this browser keeps for it.
      await expect(page).toHaveURL(trackingPath(phone, await heldToken(page, id)));
      await expect(cartButton(page)).toHaveAccessibleName('Cart, 0 items');
      const orders = await ordersFor(request, phone);
      expect(orders).toHaveLength(1);
      expect(orders[0]).toMatchObject({
        id,
        paymentMethod: 'card',
        paymentStatus: 'paid',
        subtotal: placed.subtotal,
        tip: '5.00',
        total: placed.total,
        estimatedDelivery: '30-45 min',
      });
    });

    test('a custom tip in cents is stored as typed', async ({ page, request }) => {
      const phone = uniquePhone();
      const margherita = await menuDish(request, 'Margherita');
      const cart = await fillCartAndOpenDrawer(page, ['Margherita']);
      await cart.getByRole('link', { name: /full checkout/ }).click();
      await page.getByLabel('Custom tip (CAD)').fill('2.35');
      await expect(page.getByTestId('order-tip')).toHaveText('$2.35');
      await fillDetails(page, { name: 'Custom Tipper', phone, address: ADDRESS });
      await fillTestCard(page, TEST_CARD_OK);
      const quote = await quoteFor(request, [[margherita, 1]], { tip: '2.35', customerPhone: phone });
      await expect(page.getByTestId('order-total')).toHaveText(shownAmount(quote, quote.total));
      await page.getByRole('button', { name: 'Place Order' }).click();
      await orderIdFromToast(page, 'Order Placed Successfully!', /^Your order number is #(\d+)\.$/);
      const [order] = await ordersFor(request, phone);
      expect(order).toMatchObject({ tip: '2.35', total: quote.total });
    });
  });

  test('without a pin the order waits for one; a denied location never blocks it', async ({
    page,
    request,
  }) => {
    const phone = uniquePhone();
    let intentsConfirmed = 0;
    page.on('request', (req) => {
      if (req.url().endsWith('/api/test-payments/confirm')) intentsConfirmed += 1;
    });
    const cart = await fillCartAndOpenDrawer(page, ['Margherita']);
    await cart.getByRole('link', { name: /full checkout/ }).click();
    // No location shared (the browser's default here): no pin, and no fallback position either.
    await fillDetails(page, { name: 'No Location', phone, address: ADDRESS, pin: 'none' });
    await fillTestCard(page, TEST_CARD_OK);
    const placeOrder = page.getByRole('button', { name: 'Place Order' });
    await expect(placeOrder).toBeEnabled();
    await placeOrder.click();
    await expect(page.getByText('Choose the delivery point on the map').first()).toBeVisible();
    expect(intentsConfirmed).toBe(0);
    expect(await ordersFor(request, phone)).toEqual([]);

    // The address search places the pin (the address typed stays), and the order goes through.
    const search = page.getByRole('searchbox', { name: 'Search for your address' });
    await search.fill(PIN_SEARCH);
    await search.press('Enter');
    await page
      .getByRole('button', { name: /Use this address/ })
      .first()
      .click();
    await page.getByRole('button', { name: 'Keep what I typed' }).click();
    await expect(page.getByTestId('dropoff-pin')).toBeVisible();
    await placeOrder.click();
    await expect.poll(async () => (await ordersFor(request, phone)).length, { timeout: 10_000 }).toBe(1);
    const [order] = await ordersFor(request, phone);
    expect(order?.paymentMethod).toBe('card');
  });
});

test.describe('/checkout in yen', () => {
  test.use({ geolocation: SHIBUYA, permissions: ['geolocation'] });

  test('a Kazeya Ramen card order shows, pays and stores whole yen, never a dollar sign', async ({
    page,
    request,
  }) => {
    const phone = uniquePhone();
    const intents: unknown[] = [];
    page.on('request', (req) => {
      if (req.method() === 'POST' && req.url().endsWith('/api/create-payment-intent'))
        intents.push(req.postDataJSON());
    });
    const restaurants = (await (await request.get('/api/restaurants')).json()) as {
      id: number;
      name: string;
    }[];
    const kazeya = restaurants.find((restaurant) => restaurant.name === 'Kazeya Ramen')?.id ?? 0;
    const ramen = await menuDish(request, 'Tonkotsu Ramen', kazeya);
    const card = await request.get('/api/rate-cards/JP');
    expect(card.status()).toBe(200);
    const { tipPresets } = (await card.json()) as { tipPresets: string[] };
    const tip = tipPresets.find((preset) => Number(preset) > 0) ?? '0';

    await page.goto(`/restaurant/${kazeya}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Kazeya Ramen' })).toBeVisible();
    await page.getByRole('button', { name: 'Add to Cart Tonkotsu Ramen' }).click();
    await page.getByRole('button', { name: 'Add to Cart Tonkotsu Ramen' }).click();
    await cartButton(page).click();
    await drawer(page, 'Your Cart')
      .getByRole('link', { name: /full checkout/ })
      .click();
    await expect(page).toHaveURL(/\/checkout$/);

    // Japan's tip presets, in yen; the custom tip in whole yen.
    await expect(page.getByLabel('Custom tip (JPY)')).toHaveAttribute('step', '1');
    const preset = page.getByRole('group', { name: 'Tip amount' }).getByRole('button', {
      name: formatAmount(tip, 'JPY'),
    });
    await preset.click();
    await expect(preset).toHaveAttribute('aria-pressed', 'true');

    await fillDetails(page, { name: 'Haruki Tanaka', phone, address: '2-1 Jinnan, Shibuya, Tokyo' });
    await fillTestCard(page, TEST_CARD_OK);
    const quote = await quoteFor(request, [[ramen, 2]], { restaurantId: kazeya, tip, customerPhone: phone });
    expect(quote).toMatchObject({ currency: 'JPY', taxIncluded: true });
    await expect(page.getByTestId('order-total')).toHaveText(shownAmount(quote, quote.total));
    await expect(page.getByTestId('order-total')).toHaveText(/^¥[\d,]+$/);
    await expect(page.getByTestId('order-tax-included')).toHaveText(
      `Includes tax of ${shownAmount(quote, quote.tax)}`,
    );
    await expect(page.getByRole('main')).not.toContainText('$');

    // The card pays the quote's total, in yen.
    const placeOrder = page.getByRole('button', { name: 'Place Order' });
    await expect(placeOrder).toBeEnabled();
    expect(intents.at(-1)).toEqual({ restaurantId: kazeya, amount: quote.total, currency: 'jpy' });
    await placeOrder.click();
    const id = await orderIdFromToast(page, 'Order Placed Successfully!', /^Your order number is #(\d+)\.$/);
    const order = await placedOrderOnDevice(page, id);
    expect(order).toMatchObject({
      currency: 'JPY',
      paymentMethod: 'card',
      subtotal: quote.subtotal,
      deliveryFee: quote.deliveryFee,
      tip: quote.tip,
      total: quote.total,
    });
    expect(order.total).toMatch(/^\d+$/);
  });
});
