import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
  request as playwrightRequest,
  test,
} from '@playwright/test';
import { formatAmount } from '#domain/shared/currency.ts';
import {
  drawerToPayment,
  fillCartAndOpenDrawer,
  menuDish,
  orderIdFromToast,
  quoteFor,
  shownAmount,
  uniquePhone,
} from './ordering/helpers';
import { adminStorageState, openPanel, row, unique } from './support/admin';
import {
  DEMO_DRIVER,
  deliveryCard,
  driverStats,
  expectDriverDashboard,
  offerCard,
  payLine,
  signInOnDriverApp,
  statValue,
} from './support/driver';
import { placeOrder } from './support/orders';
import { DESKTOP, expectAccessibleAtPhoneAndDesktop, expectToast } from './support/page-checks';
import { DEMO_RESTAURANT, demoRestaurantApi } from './support/restaurant';

// A delivery for real, in three browsers at once and without a reload: a customer orders from the
// demo restaurant and follows the order on /order-tracking; the restaurant accepts it and marks it
// ready on its board; the demo driver goes online, takes the offer after reading the pay, shares
// positions from the browser's geolocation while the customer's map follows, and hands the order
// over with the customer's 4-digit code after a wrong one was refused.

const CUSTOMER_AT = { latitude: 43.65, longitude: -79.38 };
// Two driver positions between Nonna Rosa Pizzeria (43.6455, -79.4116) and the customer.
const NEAR_RESTAURANT = { latitude: 43.646, longitude: -79.41 };
const HALF_WAY = { latitude: 43.649, longitude: -79.392 };
const ADDRESS = '100 Queen St W, Toronto';
const PLACED = /^Your order #(\d+) has been confirmed\. Payment distribution calculated automatically\.$/;

const coordinates = (point: { latitude: number; longitude: number }) =>
  `${point.latitude.toFixed(4)}, ${point.longitude.toFixed(4)}`;

async function openRestaurantBoard(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/restaurant-app');
  await page.getByLabel('Email').fill(DEMO_RESTAURANT.email);
  await page.getByLabel('Password').fill(DEMO_RESTAURANT.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('tab', { name: /New Orders/ })).toBeVisible();
  return page;
}

/** The app's own POST /api/driver/location carrying this position, once the server took it. */
function appSendsPosition(driver: Page, at: { latitude: number; longitude: number }) {
  return driver.waitForResponse(
    (response) => {
      const request = response.request();
      if (request.method() !== 'POST' || !response.url().endsWith('/api/driver/location')) return false;
      const body = request.postDataJSON() as { latitude: number; longitude: number };
      return body.latitude === at.latitude && body.longitude === at.longitude && response.status() === 200;
    },
    { timeout: 15_000 },
  );
}

/** Where the driver's marker sits on the map, measured from the customer's marker ("You"). */
async function driverMarkerOffset(map: Locator): Promise<{ x: number; y: number }> {
  const driver = await map.getByText('Driver', { exact: true }).boundingBox();
  const customer = await map.getByText('You', { exact: true }).boundingBox();
  if (!driver || !customer) throw new Error('Both markers should be on the map');
  return { x: driver.x - customer.x, y: driver.y - customer.y };
}

/** What the driver was paid for a delivered order, as the server recorded it, in its currency ("$7.40"). */
async function finalPay(driver: Page, orderId: number): Promise<string> {
  const res = await driver.request.get('/api/driver/deliveries?scope=history');
  expect(res.status()).toBe(200);
  const { deliveries } = (await res.json()) as {
    deliveries: { id: number; currency: string; pay: { total: string } }[];
  };
  const delivery = deliveries.find((entry) => entry.id === orderId);
  if (!delivery) throw new Error(`Order #${orderId} is not in the driver's history`);
  return formatAmount(delivery.pay.total, delivery.currency);
}

/** Counts the page's full loads from now on: the journey runs on one load per browser. */
function countLoads(page: Page): () => number {
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  return () => loads;
}

async function newDriverContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: DESKTOP });
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(NEAR_RESTAURANT);
  return context;
}

test('an order is accepted, prepared, carried and handed over with the code, everyone seeing it live', async ({
  browser,
}) => {
  test.setTimeout(180_000);

  // The driver signs in and goes online first, so the offer arrives live.
  const driverContext = await newDriverContext(browser);
  const driver = await driverContext.newPage();
  const driverLoads = countLoads(driver);
  await driver.goto('/driver-app');
  await signInOnDriverApp(driver, DEMO_DRIVER.email, DEMO_DRIVER.password);
  const before = await expectDriverDashboard(driver, {
    name: DEMO_DRIVER.name,
    vehicle: 'Car · CKLM 482',
    place: 'Toronto, Canada',
  });
  if (before.isOnline) {
    // Left online elsewhere: start from offline, as a driver starting a shift.
    await driver.getByRole('main').getByRole('button', { name: 'Go Offline' }).click();
    await expect(driver.getByRole('main').getByRole('button', { name: 'Go Online' })).toBeVisible();
  }
  // Going online sends one position from the browser, so the offers come sorted by distance.
  const firstPosition = appSendsPosition(driver, NEAR_RESTAURANT);
  await driver.getByRole('button', { name: 'Go Online' }).click();
  await expectToast(driver, 'You are online', 'New orders near you appear under Available Orders.');
  expect(await (await firstPosition).json()).toMatchObject({ relayedTo: null });
  await expect(driver.getByRole('main').getByRole('button', { name: 'Go Offline' })).toBeVisible();
  await expect(
    driver
      .getByRole('main')
      .getByRole('status')
      .filter({ hasText: /^Online$/ }),
  ).toBeVisible();

  const board = await openRestaurantBoard(browser);
  const boardLoads = countLoads(board);

  // The customer orders through the cart drawer, cash on delivery, and lands on the tracker.
  const customerContext = await browser.newContext({
    geolocation: CUSTOMER_AT,
    permissions: ['geolocation'],
  });
  const customer = await customerContext.newPage();
  const customerLoads = countLoads(customer);
  // No internet in tests: the map's tiles fail at once, the markers are still drawn.
  await customer.route(/tile\.openstreetmap\.org/, (route) => route.abort());
  const phone = uniquePhone();
  const customerName = `Journey ${unique()}`;
  await fillCartAndOpenDrawer(customer, ['Margherita', 'Margherita']);
  const payment = await drawerToPayment(customer, { name: customerName, phone, address: ADDRESS });
  await payment.getByRole('radio', { name: 'Cash on delivery' }).check();
  const total = (await payment.getByTestId('order-total').textContent()) ?? '';
  // Nonna Rosa's own fee and Ontario's tax, in Canadian dollars, as the server quotes them.
  const margherita = await menuDish(customer.request, 'Margherita');
  const quote = await quoteFor(customer.request, [[margherita, 2]], { customerPhone: phone });
  expect(quote.currency).toBe('CAD');
  expect(total).toBe(shownAmount(quote, quote.total));
  await payment.getByRole('button', { name: 'Place Order' }).click();
  const orderId = await orderIdFromToast(customer, 'Order placed successfully!', PLACED);
  // The drawer is back at its (empty) cart step and offers the order's tracker.
  const drawer = customer.getByRole('dialog', { name: 'Your Cart' });
  await expect(drawer.getByText(`Order #${orderId} is confirmed`)).toBeVisible();
  await drawer.getByRole('link', { name: `Track order #${orderId}` }).click();
  await expect(customer).toHaveURL(
    new RegExp(`/order-tracking\\?phone=${encodeURIComponent(phone).replace(/[+]/g, '\\+')}&token=[^&]+$`),
  );

  const tracker = customer.getByRole('article', { name: `Order #${orderId}` });
  const progress = customer.getByRole('progressbar', { name: `Order #${orderId} progress` });
  const step = (index: number) =>
    customer
      .getByRole('list', { name: `Order #${orderId} timeline` })
      .getByRole('listitem')
      .nth(index);
  await expect(tracker).toBeVisible();
  await expect(tracker.getByText('Order Confirmed', { exact: true })).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuenow', '25');
  await expect(step(0)).toContainText('Order Confirmed – completed');
  await expect(step(1)).toContainText('Being Prepared – not yet');
  // The delivery code only this device sees, to give the driver at the door.
  const codeBox = tracker.getByRole('region', { name: 'Delivery code' });
  await expect(codeBox.getByText('Give this code to your driver')).toBeVisible();
  const code = (await codeBox.getByTestId('delivery-code').textContent()) ?? '';
  expect(code).toMatch(/^\d{4}$/);
  const wrongCode = String((Number(code) + 1) % 10_000).padStart(4, '0');

  // The kitchen accepts the order on its board (other journeys may have left orders waiting).
  const newCard = board.getByRole('article', { name: `Order #${orderId}` });
  await expect(newCard).toBeVisible();
  await newCard.getByLabel('Prep time').selectOption('15');
  await newCard.getByRole('button', { name: 'Accept & Start Preparing' }).click();
  await expect(newCard).toBeHidden();

  await expect(progress).toHaveAttribute('aria-valuenow', '50');
  await expect(tracker.getByText('Being Prepared', { exact: true })).toBeVisible();
  await expect(step(1)).toContainText('Being Prepared – completed');
  const map = tracker.getByRole('region', { name: `Live map of order #${orderId}` });
  await expect(map).toBeVisible();
  await expect(map.getByText('You', { exact: true })).toBeVisible();
  await expect(map.getByText('Driver', { exact: true })).toHaveCount(0);
  await expect(tracker.getByText('No driver position yet')).toBeVisible();

  // The offer reaches the online driver live, with the pay before Accept Order.
  const offer = offerCard(driver, orderId);
  await expect(offer).toBeVisible();
  await expect(offer.getByRole('heading', { name: 'Nonna Rosa Pizzeria' })).toBeVisible();
  await expect(offer.getByText('Your pay')).toBeVisible();
  for (const label of ['Base', 'Distance', 'Tip', 'Total']) {
    await expect(payLine(offer, label)).toHaveText(/^\$\d+\.\d{2}$/);
  }
  await expect(payLine(offer, 'Base')).toHaveText('$5.00');
  await expect(offer.getByText(`Collect ${total} cash`)).toBeVisible();
  await expect(driver).toHaveTitle(/^\(\d+\) Orders? available · Driver App$/);
  await expectAccessibleAtPhoneAndDesktop(driver);

  await offer.getByRole('button', { name: 'Accept Order' }).click();
  await expectToast(driver, `Order #${orderId} accepted`, 'Pick it up at Nonna Rosa Pizzeria.');
  await expect(driver.getByRole('tab', { name: /^Active Deliveries/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const delivery = deliveryCard(driver, orderId);
  await expect(delivery.getByText('Being prepared', { exact: true })).toBeVisible();
  await expect(delivery.getByText(customerName)).toBeVisible();
  await expect(delivery.getByText(`Collect ${total} cash`)).toBeVisible();
  await expect(delivery.getByRole('button', { name: 'Picked Up' })).toBeDisabled();
  await expect(delivery.getByText('The kitchen is still preparing this order.')).toBeVisible();

  // While the delivery is in hand the app shares the browser's position every few seconds, and the
  // customer's open map shows the driver.
  await appSendsPosition(driver, NEAR_RESTAURANT).then(async (response) =>
    expect(await response.json()).toMatchObject({ relayedTo: orderId }),
  );
  const sharing = driver.getByRole('region', { name: 'Location sharing' });
  await expect(sharing.getByText('Sharing your location')).toBeVisible();
  await expect(
    sharing.getByText(`The customer of order #${orderId} can follow you on the map.`),
  ).toBeVisible();
  await expect(map.getByText('Driver', { exact: true })).toBeVisible();
  await expect(tracker.getByText(coordinates(NEAR_RESTAURANT))).toBeVisible();
  await expectAccessibleAtPhoneAndDesktop(driver);

  // Ready at the counter: the board names the driver who collects it.
  await board.getByRole('tab', { name: 'Preparing' }).click();
  const preparingCard = board.getByRole('article', { name: `Order #${orderId}` });
  await expect(preparingCard.getByText(DEMO_DRIVER.name)).toBeVisible();
  await preparingCard.getByRole('button', { name: 'Mark as Ready for Pickup' }).click();
  await expect(preparingCard).toBeHidden();
  await board.getByRole('tab', { name: 'Ready' }).click();
  await expect(
    board.getByRole('article', { name: `Order #${orderId}` }).getByText(DEMO_DRIVER.name),
  ).toBeVisible();

  // Still "Being Prepared" for the customer; the driver may now pick it up.
  await expect(delivery.getByText('Ready for pickup', { exact: true })).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuenow', '50');
  await delivery.getByRole('button', { name: 'Picked Up' }).click();
  await expect(delivery.getByText('Picked up', { exact: true })).toBeVisible();

  await expect(progress).toHaveAttribute('aria-valuenow', '75');
  await expect(step(2)).toContainText('Out for Delivery – completed');
  await expect(tracker.getByText('On The Way', { exact: true })).toBeVisible();
  await expect(map.getByText('Driver', { exact: true })).toBeVisible();
  const eta = tracker.getByText(/^Driver about \d+ min away \(\d+(\.\d)? (km|m)\)/);
  await expect(eta).toBeVisible();
  const distanceLeft = async () => {
    const match = /\((\d+(?:\.\d)?) (km|m)\)/.exec((await eta.textContent()) ?? '');
    return match ? Number(match[1]) * (match[2] === 'km' ? 1000 : 1) : Number.NaN;
  };
  const distanceBefore = await distanceLeft();
  expect(distanceBefore).toBeGreaterThan(0);
  const markerBefore = await driverMarkerOffset(map);

  // On the way: the driver moves, the app sends the new position, the customer's marker follows.
  await driverContext.setGeolocation(HALF_WAY);
  const moved = appSendsPosition(driver, HALF_WAY);
  await delivery.getByRole('button', { name: 'On The Way' }).click();
  await expect(delivery.getByText('On the way', { exact: true })).toBeVisible();
  expect(await (await moved).json()).toMatchObject({ relayedTo: orderId });
  await expect(tracker.getByText(coordinates(HALF_WAY))).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuenow', '75');
  await expect.poll(async () => driverMarkerOffset(map)).not.toEqual(markerBefore);
  const markerAfter = await driverMarkerOffset(map);
  // Half way to the customer: the marker came nearer to "You", and so did the arrival.
  expect(Math.hypot(markerAfter.x, markerAfter.y)).toBeLessThan(Math.hypot(markerBefore.x, markerBefore.y));
  await expect.poll(distanceLeft).toBeLessThan(distanceBefore);

  // At the door: a wrong code is refused with the server's message, then the right one delivers.
  await delivery.getByRole('button', { name: 'Mark as Delivered' }).click();
  const dialog = driver.getByRole('dialog', { name: `Deliver order #${orderId}` });
  await expect(dialog.getByText(`${customerName} sees on their tracking page`)).toBeVisible();
  await dialog.getByLabel('Delivery code').fill(wrongCode);
  await dialog.getByRole('button', { name: 'Confirm delivery' }).click();
  await expect(dialog.getByText('That code is not right. 4 attempts left.')).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuenow', '75');
  await dialog.getByLabel('Delivery code').fill(code);
  await dialog.getByRole('button', { name: 'Confirm delivery' }).click();
  await expect(dialog).toBeHidden();

  // The customer sees Delivered, every step lit, and no code any more.
  await expect(progress).toHaveAttribute('aria-valuenow', '100');
  await expect(step(3)).toContainText('Delivered – completed');
  await expect(tracker.getByText('Delivered', { exact: true })).toBeVisible();
  await expect(tracker.getByRole('region', { name: 'Delivery code' })).toHaveCount(0);

  // The driver's hands are free, the delivery is in History, the figures count it.
  await expect(driver.getByText('No active deliveries')).toBeVisible();
  await driver.getByRole('tab', { name: 'History' }).click();
  const past = driver
    .getByRole('tabpanel', { name: 'History' })
    .getByRole('listitem')
    .filter({ hasText: new RegExp(`Order #${orderId}(?!\\d)`) });
  await expect(past.getByText('Delivered', { exact: true })).toBeVisible();
  // The final pay, recomputed at delivery from the real distance.
  await expect(past).toContainText(`Pay: ${await finalPay(driver, orderId)}`);
  await expect(statValue(driver, 'Total Deliveries')).toHaveText(String(before.totalDeliveries + 1));
  await expect(statValue(driver, 'Cash in hand')).toBeVisible();
  const after = await driverStats(driver);
  expect(after.totalDeliveries).toBe(before.totalDeliveries + 1);

  // Off duty again: no offers while offline.
  await driver.getByRole('main').getByRole('button', { name: 'Go Offline' }).click();
  await expect(driver.getByRole('main').getByRole('button', { name: 'Go Online' })).toBeVisible();

  // Everything above came live: no browser loaded a page again after opening its first one
  // (the customer's was the restaurant's menu, the board was open before counting).
  expect({ customer: customerLoads(), board: boardLoads(), driver: driverLoads() }).toEqual({
    customer: 1,
    board: 0,
    driver: 1,
  });
  await customerContext.close();
  await board.context().close();
  await driverContext.close();
});

test('the admin Orders tab has no serious accessibility problem on a phone or a desktop', async ({
  browser,
  baseURL,
  request,
}) => {
  const name = `Desk ${unique()}`;
  const { order } = await placeOrder(request, { name, phone: uniquePhone() });
  // Being prepared, so the row offers both of its actions (assign a driver, cancel).
  const kitchen = await demoRestaurantApi(baseURL!);
  const accepted = await kitchen.post(`/api/orders/${order.id}/accept`, { data: { prepMinutes: 15 } });
  expect(accepted.status(), await accepted.text()).toBe(200);
  await kitchen.dispose();

  const context = await browser.newContext({
    baseURL,
    viewport: DESKTOP,
    storageState: await adminStorageState(baseURL!),
  });
  const page = await openPanel(context);
  await page.getByRole('tab', { name: 'Orders' }).click();
  const orderRow = row(page, name);
  await expect(orderRow.getByText(`#${order.id}`, { exact: true })).toBeVisible();
  await expect(orderRow.getByText('Unassigned')).toBeVisible();
  await expectAccessibleAtPhoneAndDesktop(page);

  // Nobody should deliver this order: the admin cancels it.
  const cancelled = await context.request.post(`/api/admin/orders/${order.id}/cancel`, {
    data: { reason: 'Accessibility check only' },
  });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  await context.close();
});

test('the driver is told what a delivery earned once it is handed over', async ({
  browser,
  baseURL,
  request,
}) => {
  const { order } = await placeOrder(request, { name: `Toast ${unique()}`, phone: uniquePhone() });
  const { deliveryCode } = order as typeof order & { deliveryCode: string };
  const kitchen = await demoRestaurantApi(baseURL!);
  const driverApi = await playwrightRequest.newContext({ baseURL });
  const signedIn = await driverApi.post('/api/auth/login', {
    data: { email: DEMO_DRIVER.email, password: DEMO_DRIVER.password, role: 'driver' },
  });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  const steps: Array<[APIRequestContext, string, string, object?]> = [
    [kitchen, 'POST', `/api/orders/${order.id}/accept`, { prepMinutes: 15 }],
    [driverApi, 'PATCH', '/api/driver/status', { isOnline: true }],
    [driverApi, 'POST', `/api/orders/${order.id}/claim`],
    [kitchen, 'POST', `/api/orders/${order.id}/ready`],
    [driverApi, 'POST', `/api/orders/${order.id}/pickup`],
    [driverApi, 'POST', `/api/orders/${order.id}/depart`],
  ];
  for (const [api, method, url, data] of steps) {
    const res = await api.fetch(url, { method, data: data ?? {} });
    expect(res.status(), `${method} ${url}: ${await res.text()}`).toBe(200);
  }
  await kitchen.dispose();

  const context = await browser.newContext({ storageState: await driverApi.storageState() });
  const page = await context.newPage();
  await page.goto('/driver-app');
  const delivery = deliveryCard(page, order.id);
  await delivery.getByRole('button', { name: 'Mark as Delivered' }).click();
  const dialog = page.getByRole('dialog', { name: `Deliver order #${order.id}` });
  await dialog.getByLabel('Delivery code').fill(deliveryCode);
  await dialog.getByRole('button', { name: 'Confirm delivery' }).click();
  await expect(dialog).toBeHidden();
  await expect(delivery).toBeHidden();
  const offline = await driverApi.patch('/api/driver/status', { data: { isOnline: false } });
  expect(offline.status()).toBe(200);
  await driverApi.dispose();

  const pay = await finalPay(page, order.id);
  await expectToast(
    page,
    `Order #${order.id} delivered`,
    `You earned ${pay}. Keep the ${formatAmount(order.total, order.currency)} cash you collected to hand in.`,
  );
  await context.close();
});
