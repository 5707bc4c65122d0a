import {
  type APIRequestContext,
  expect,
  type Locator,
  type Page,
  request,
  test,
  type WebSocket,
} from '@playwright/test';
import { formatAmount } from '#domain/shared/currency.ts';
import { newOnlineDriver } from './support/driver-api';
import { CUSTOMER_POSITION, holdTrackingTokens, placeOrder } from './support/orders';
import { expectNoSeriousA11yViolations, expectToast } from './support/page-checks';
import { demoRestaurantApi } from './support/restaurant';

// Finding and following orders (SPEC sections 2, 4, 7, 8): /orders, /track-order, /order-tracking,
// live status changes and the tracker map, and the restaurant app's new-order toast. Orders are
// placed through the real API, each test with its own phone number. A browser that did not place
// an order sees the phone view (item count, the address's area, no positions); one that keeps the
// order's tracking token sees the full view (dishes, street address, the customer and the driver).

// The partner sign-in names the role it signs in as.
const RESTAURANT = {
  email: 'restaurant@demo.quickbite.app',
  password: 'restaurant-demo-2026',
  role: 'restaurant',
};
const LOOKUP_FAILED = 'Unable to find orders. Please check your phone number and try again.';
const TILES_FAILED = 'Map tiles could not load. The positions below are still live.';
const FULL_VIEW_NOTE =
  'For your privacy, the dishes, the street address and the driver’s live position are shown only on the device that placed the order.';
const DRIVER_ON_ORDERING_DEVICE = 'The driver’s live position is shown on the device that placed the order.';
/** placeOrder's street address, and the area the phone view masks it to. */
const AREA = 'Toronto';

let phoneCounter = 0;
/** A phone number no other test (or earlier run on the same database) has ordered with. */
function uniquePhone(): string {
  phoneCounter += 1;
  const digits = `${Date.now() % 100_000}${phoneCounter}${Math.floor(Math.random() * 10)}`.padStart(7, '0');
  // The exchange starts with 2-9: one starting with 0 or 1 is not a phone number.
  return `+1 416 ${2 + (Number(digits.at(-7)) % 8)}${digits.slice(-6)}`;
}

interface Restaurant {
  id: number;
  name: string;
  latitude: string;
  longitude: string;
}

/** The demo restaurant (restaurant 1) accepts the order, signed in from its own API context. */
async function startPreparing(baseURL: string, orderId: number) {
  const kitchen = await request.newContext({ baseURL });
  expect((await kitchen.post('/api/auth/login', { data: RESTAURANT })).status()).toBe(200);
  const res = await kitchen.post(`/api/orders/${orderId}/accept`, { data: { prepMinutes: 15 } });
  expect(res.status(), await res.text()).toBe(200);
  await kitchen.dispose();
}

async function restaurantOne(api: APIRequestContext): Promise<Restaurant> {
  return (await (await api.get('/api/restaurants/1')).json()) as Restaurant;
}

/** The driver accepts the order, then its device reports a position, relayed to that order. */
async function claimAndMove(
  driver: APIRequestContext,
  orderId: number,
  at: { latitude: number; longitude: number },
) {
  const claimed = await driver.post(`/api/orders/${orderId}/claim`);
  expect(claimed.status(), await claimed.text()).toBe(200);
  const moved = await driver.post('/api/driver/location', { data: { ...at, accuracy: 10 } });
  expect(moved.status(), await moved.text()).toBe(200);
  expect(await moved.json()).toMatchObject({ relayedTo: orderId });
}

/** Every message the page's live channel (/ws) receives, as text. */
function liveMessages(page: Page): string[] {
  const messages: string[] = [];
  page.on('websocket', (ws: WebSocket) => {
    if (!ws.url().endsWith('/ws')) return;
    ws.on('framereceived', ({ payload }) => {
      messages.push(typeof payload === 'string' ? payload : payload.toString('utf8'));
    });
  });
  return messages;
}

/** The value (<dd>) right after a label (<dt>) of a tracker. */
const detail = (scope: Locator, label: string) =>
  scope.getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]');

const orderArticle = (page: Page, id: number) => page.getByRole('article', { name: `Order #${id}` });
const timelineStep = (page: Page, id: number, index: number) =>
  page
    .getByRole('list', { name: `Order #${id} timeline` })
    .getByRole('listitem')
    .nth(index);
const progressBar = (page: Page, id: number) =>
  page.getByRole('progressbar', { name: `Order #${id} progress` });
const liveIndicator = (page: Page) => page.getByRole('status').filter({ hasText: /^Live updates: Live$/ });

async function searchPhone(page: Page, phone: string, button: string) {
  await page.getByLabel('Phone number').fill(phone);
  await page.getByRole('button', { name: button }).click();
}

test('/orders finds a phone’s orders, says when there are none, and opens live tracking', async ({
  page,
  request: api,
}) => {
  const phone = uniquePhone();
  const { order, lines, body } = await placeOrder(api, { name: 'Ada Orders', phone });

  await page.goto('/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Orders' })).toBeVisible();
  const find = page.getByRole('button', { name: 'Find Orders' });
  await expect(find).toBeDisabled();
  await page.getByLabel('Phone number').fill('   ');
  await expect(find).toBeDisabled();

  await searchPhone(page, uniquePhone(), 'Find Orders');
  await expect(page.getByText('No orders found for this phone number.')).toBeVisible();

  await searchPhone(page, phone, 'Find Orders');
  const card = orderArticle(page, order.id);
  await expect(card.getByRole('heading', { name: `Order #${order.id}` })).toBeVisible();
  await expect(card.getByText('Order Confirmed', { exact: true })).toBeVisible();
  // Restaurant 1 is in Toronto: the total is in Canadian dollars, with its fee and tax in it.
  expect(order.currency).toBe('CAD');
  await expect(card.getByText(formatAmount(body.total, order.currency), { exact: true })).toBeVisible();
  // This browser did not place the order: how many items and the area, not the dishes or the street.
  await expect(card.getByText(`3 items · delivery to ${AREA}`, { exact: true })).toBeVisible();
  for (const line of lines) await expect(card.getByText(line.name)).toHaveCount(0);
  await expect(card.getByText(body.customerAddress)).toHaveCount(0);
  await expect(liveIndicator(page)).toBeVisible();

  const expander = card.getByRole('button', { name: 'Live tracking' });
  await expect(expander).toHaveAttribute('aria-expanded', 'false');
  await expander.click();
  await expect(expander).toHaveAttribute('aria-expanded', 'true');
  const panel = card.getByRole('region', { name: `Live tracking of order #${order.id}` });
  await expect(panel).toBeVisible();
  await expect(progressBar(page, order.id)).toHaveAttribute('aria-valuenow', '25');
  await expect(timelineStep(page, order.id, 0)).toContainText('Order Confirmed – completed');
  await expect(
    panel.getByText('The live map appears once the restaurant starts preparing your order.'),
  ).toBeVisible();
  await expect(panel.getByText(FULL_VIEW_NOTE)).toBeVisible();
  await expect(panel.getByRole('link', { name: /Delivery code and full tracker/ })).toHaveCount(0);

  await expectNoSeriousA11yViolations(page);

  // The browser that placed it (it keeps the order's tracking token) sees the dishes and the street.
  await holdTrackingTokens(page, [order]);
  await page.reload();
  await searchPhone(page, phone, 'Find Orders');
  for (const line of lines) await expect(card.getByText(`${line.quantity} × ${line.name}`)).toBeVisible();
  await expect(card.getByText(`Delivery to ${body.customerAddress}`, { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Live tracking' }).click();
  await expect(panel.getByText(FULL_VIEW_NOTE)).toHaveCount(0);
  await expect(
    panel.getByRole('link', { name: `Delivery code and full tracker for order #${order.id}` }),
  ).toHaveAttribute(
    'href',
    `/order-tracking?phone=${encodeURIComponent(phone.replace(/ /g, ''))}&token=${encodeURIComponent(order.trackingToken)}`,
  );
  await expectNoSeriousA11yViolations(page);
});

test('/track-order ignores a blank phone, says when nothing is found or the look-up fails', async ({
  page,
}) => {
  const lookups: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/api/orders/customer/')) lookups.push(req.url());
  });
  await page.goto('/track-order');
  await expect(page.getByRole('heading', { level: 1, name: 'Track Your Order' })).toBeVisible();

  const track = page.getByRole('button', { name: 'Track Order' });
  await track.click();
  await page.getByLabel('Phone number').fill('   ');
  await track.click();
  await page.getByLabel('Phone number').press('Enter');

  const unknown = uniquePhone();
  await searchPhone(page, unknown, 'Track Order');
  await expect(page.getByRole('heading', { name: 'No Orders Found' })).toBeVisible();
  // The blank attempts before made no request: the only look-up is the real search.
  expect(lookups).toEqual([expect.stringMatching(/\/api\/orders\/customer\/%2B1416\d{7}\?country=CA$/)]);

  await page.route('**/api/orders/customer/**', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Database down"}' }),
  );
  await searchPhone(page, uniquePhone(), 'Track Order');
  await expect(page.getByRole('alert').filter({ hasText: LOOKUP_FAILED })).toBeVisible();
});

test('/track-order shows an order and follows its status live, with the map', async ({
  page,
  request: api,
  baseURL,
}) => {
  const phone = uniquePhone();
  const { order, body } = await placeOrder(api, { name: 'Grace Tracker', phone });
  const restaurant = await restaurantOne(api);
  // No internet in tests, and the map must say so: make that certain even where tiles would load.
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());

  await page.goto('/track-order');
  await searchPhone(page, phone, 'Track Order');
  const tracker = orderArticle(page, order.id);
  await expect(tracker.getByText('Order Confirmed', { exact: true })).toBeVisible();
  await expect(progressBar(page, order.id)).toHaveAttribute('aria-valuenow', '25');
  await expect(tracker.getByText('25%')).toBeVisible();
  await expect(tracker.getByText('3 items')).toBeVisible();
  // A phone number alone shows the address's area, not the street, and says where the rest is.
  await expect(detail(tracker, 'Delivery area')).toHaveText(AREA);
  await expect(tracker.getByText(body.customerAddress)).toHaveCount(0);
  await expect(tracker.getByText(FULL_VIEW_NOTE)).toBeVisible();
  await expect(timelineStep(page, order.id, 0)).toContainText('Order Confirmed – completed');
  await expect(timelineStep(page, order.id, 0).locator('time')).toHaveCount(1);
  await expect(timelineStep(page, order.id, 1)).toContainText('Being Prepared – not yet');
  await expect(tracker.getByRole('button', { name: 'Show live map' })).toHaveCount(0);
  await expect(liveIndicator(page)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The restaurant accepts the order from elsewhere; the open page follows without a reload.
  await startPreparing(baseURL!, order.id);

  await expect(tracker.getByText('Being Prepared', { exact: true })).toBeVisible();
  await expect(progressBar(page, order.id)).toHaveAttribute('aria-valuenow', '50');
  await expect(timelineStep(page, order.id, 1)).toContainText('Being Prepared – completed');
  await expect(timelineStep(page, order.id, 1).locator('time')).toHaveCount(1);

  const toggle = tracker.getByRole('button', { name: 'Show live map' });
  await toggle.click();
  await expect(tracker.getByRole('button', { name: 'Hide live map' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(tracker.getByRole('region', { name: `Live map of order #${order.id}` })).toBeVisible();
  await expect(tracker.getByText(TILES_FAILED)).toBeVisible();
  const latLng = (lat: string, lng: string) => `${Number(lat).toFixed(4)}, ${Number(lng).toFixed(4)}`;
  const customerAt = latLng(CUSTOMER_POSITION.latitude, CUSTOMER_POSITION.longitude);
  await expect(tracker.getByText(latLng(restaurant.latitude, restaurant.longitude))).toBeVisible();
  // The phone view has no customer position and no driver: the area only, and where to look.
  await expect(detail(tracker, 'Delivery to')).toHaveText(AREA);
  await expect(tracker.getByText(customerAt)).toHaveCount(0);
  await expect(detail(tracker, 'Driver')).toHaveText(DRIVER_ON_ORDERING_DEVICE);
  await expect(tracker.getByText(/^about \d+ min from the restaurant$/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The order's own tracking link (what the ordering browser opens) shows the street, the
  // customer's position and the delivery code.
  await page.goto(
    `/order-tracking?phone=${encodeURIComponent(phone)}&token=${encodeURIComponent(order.trackingToken)}`,
  );
  const full = orderArticle(page, order.id);
  await expect(full.getByText('Being Prepared', { exact: true })).toBeVisible();
  await expect(detail(full, 'Delivery address')).toHaveText(body.customerAddress);
  await expect(full.getByTestId('delivery-code')).toHaveText(order.deliveryCode);
  await expect(full.getByRole('region', { name: `Live map of order #${order.id}` })).toBeVisible();
  await expect(full.getByText(`${body.customerAddress} (${customerAt})`)).toBeVisible();
  await expect(detail(full, 'Driver')).toHaveText('No driver position yet');
  await expect(full.getByText(/^about \d+ min from the restaurant$/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('a driver’s positions move the driver and the ETA on the ordering browser only', async ({
  page,
  browser,
  request: api,
  baseURL,
}) => {
  const phone = uniquePhone();
  const { order } = await placeOrder(api, { name: 'Lin Driverwatch', phone });
  const { order: other } = await placeOrder(api, { name: 'Lin Driverwatch', phone });
  await startPreparing(baseURL!, order.id);
  await startPreparing(baseURL!, other.id);
  const [driver, otherDriver] = [
    (await newOnlineDriver(baseURL!, 'Tracking')).api,
    (await newOnlineDriver(baseURL!, 'Tracking')).api,
  ];

  // This browser placed both orders (it keeps their tokens); another one knows the phone number only.
  await holdTrackingTokens(page, [other, order]);
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
  await page.goto('/track-order');
  await searchPhone(page, phone, 'Track Order');
  const tracker = orderArticle(page, order.id);
  const otherTracker = orderArticle(page, other.id);
  await expect(liveIndicator(page)).toBeVisible();
  await tracker.getByRole('button', { name: 'Show live map' }).click();
  await otherTracker.getByRole('button', { name: 'Show live map' }).click();
  await expect(detail(tracker, 'Driver')).toHaveText('No driver position yet');
  await expect(detail(otherTracker, 'Driver')).toHaveText('No driver position yet');

  const phoneOnly = await (await browser.newContext()).newPage();
  const phoneOnlyMessages = liveMessages(phoneOnly);
  await phoneOnly.route(/tile\.openstreetmap\.org/, (route) => route.abort());
  await phoneOnly.goto('/track-order');
  await searchPhone(phoneOnly, phone, 'Track Order');
  const phoneOnlyTracker = orderArticle(phoneOnly, order.id);
  await expect(liveIndicator(phoneOnly)).toBeVisible();
  await phoneOnlyTracker.getByRole('button', { name: 'Show live map' }).click();

  try {
    // 43.6800, -79.3832 is about 2.97 km north of the customer: 6 minutes at 2 min per km.
    await claimAndMove(driver, order.id, { latitude: 43.68, longitude: -79.3832 });
    await expect(tracker.getByText('43.6800, -79.3832', { exact: true })).toBeVisible();
    await expect(tracker.getByText('about 6 min from the driver’s position')).toBeVisible();
    await expect(tracker.getByRole('region', { name: `Live map of order #${order.id}` })).toBeVisible();
    // Another order's driver is not this order's driver.
    await claimAndMove(otherDriver, other.id, { latitude: 43.7, longitude: -79.4 });
    await expect(otherTracker.getByText('43.7000, -79.4000', { exact: true })).toBeVisible();
    await expect(tracker.getByText('43.6800, -79.3832', { exact: true })).toBeVisible();
    await expect(tracker.getByText('43.7000, -79.4000', { exact: true })).toHaveCount(0);

    // The browser with the phone number alone hears of the driver taking the order, never where
    // the driver is: no position on its tracker, none on its live channel.
    await expect
      .poll(() =>
        phoneOnlyMessages.some((m) => m.includes('"order_updated"') && m.includes(`"id":${order.id}`)),
      )
      .toBe(true);
    await expect(detail(phoneOnlyTracker, 'Driver')).toHaveText(DRIVER_ON_ORDERING_DEVICE);
    await expect(phoneOnlyTracker.getByText('43.6800, -79.3832')).toHaveCount(0);
    expect(phoneOnlyMessages.filter((m) => m.includes('driver_location_update'))).toEqual([]);
  } finally {
    await Promise.all([driver.dispose(), otherDriver.dispose(), phoneOnly.context().close()]);
  }
});

test('/order-tracking shows the newest order of the phone, or asks for one', async ({
  page,
  request: api,
}) => {
  const phone = uniquePhone();
  await placeOrder(api, { name: 'Kai Earlier', phone });
  const { order } = await placeOrder(api, { name: 'Kai Latest', phone });

  await page.goto(`/order-tracking?phone=${encodeURIComponent(phone)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Order Tracking' })).toBeVisible();
  const tracker = orderArticle(page, order.id);
  await expect(tracker.getByRole('heading', { name: `Order #${order.id}` })).toBeVisible();
  await expect(tracker.getByText('Order Confirmed', { exact: true })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByText('This phone number has 1 earlier order.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto('/order-tracking');
  const link = page.getByRole('link', { name: 'Track an order' });
  await expect(link).toHaveAttribute('href', '/track-order');
  await expectNoSeriousA11yViolations(page);
});

test('the trackers show the estimated arrival once the restaurant accepts, and say when it runs late', async ({
  page,
  request: api,
  baseURL,
}) => {
  const phone = uniquePhone();
  const { order, body } = await placeOrder(api, { name: 'Ella Eta', phone });
  /** The server's eta, as the browser writes a time (the app's own format). */
  const arrivalOnScreen = async () => {
    const res = await api.get(`/api/orders/customer/${encodeURIComponent(phone)}`);
    const [stored] = (await res.json()) as { eta: string | null }[];
    expect(stored?.eta).toBeTruthy();
    return page.evaluate(
      (iso) => new Date(iso).toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' }),
      stored?.eta ?? '',
    );
  };

  await page.goto(`/order-tracking?phone=${encodeURIComponent(phone)}`);
  const tracker = orderArticle(page, order.id);
  // Before the restaurant accepts, the estimate the order was placed with.
  await expect(tracker.getByText('Estimated delivery', { exact: true })).toBeVisible();
  await expect(tracker.getByTestId('order-eta')).toHaveText(body.estimatedDelivery ?? '');
  await expect(liveIndicator(page)).toBeVisible();

  const kitchen = await demoRestaurantApi(baseURL ?? '');
  try {
    const accepted = await kitchen.post(`/api/orders/${order.id}/accept`, { data: { prepMinutes: 20 } });
    expect(accepted.status(), await accepted.text()).toBe(200);
    await expect(tracker.getByText('Being Prepared', { exact: true })).toBeVisible();
    await expect(tracker.getByText('Arriving by', { exact: true })).toBeVisible();
    const firstArrival = await arrivalOnScreen();
    await expect(tracker.getByTestId('order-eta')).toHaveText(firstArrival);

    const delayed = await kitchen.post(`/api/orders/${order.id}/delay`, { data: { minutes: 10 } });
    expect(delayed.status(), await delayed.text()).toBe(200);
    await expectToast(page, 'Your order is running late', 'The restaurant needs 10 more minutes.');
    const laterArrival = await arrivalOnScreen();
    expect(laterArrival).not.toBe(firstArrival);
    await expect(tracker.getByTestId('order-eta')).toHaveText(laterArrival);
    await expectNoSeriousA11yViolations(page);

    // /orders shows the same arrival in the order's live tracking.
    await page.goto('/orders');
    await searchPhone(page, phone, 'Find Orders');
    const card = orderArticle(page, order.id);
    await card.getByRole('button', { name: 'Live tracking' }).click();
    await expect(card.getByText('Arriving by', { exact: true })).toBeVisible();
    await expect(card.getByTestId('order-eta')).toHaveText(laterArrival);
    await expect(card.getByText('Travel time', { exact: true })).toBeVisible();
  } finally {
    await kitchen.dispose();
  }
});

test('the restaurant app announces a new order live', async ({ page, request: api }) => {
  await page.goto('/restaurant-app');
  await page.getByLabel('Email').fill(RESTAURANT.email);
  await page.getByLabel('Password').fill(RESTAURANT.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('tab', { name: /New Orders/ })).toBeVisible();
  await expect(liveIndicator(page)).toBeVisible();

  const { order, body } = await placeOrder(api, { name: 'Noor Hungry', phone: uniquePhone() });
  await expectToast(
    page,
    'New Order Received!',
    `Order from Noor Hungry for ${formatAmount(body.total, order.currency)}`,
  );
});
