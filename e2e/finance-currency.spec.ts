import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import {
  type APIRequestContext,
  type Browser,
  expect,
  type Locator,
  type Page,
  request,
  test,
} from '@playwright/test';
import type { FinanceCurrencyBlock, FinanceSummary } from '#domain/finance/responses.ts';
import type { PlacedOrderResponse } from '#domain/ordering/responses.ts';
import { formatAmount } from '#domain/shared/currency.ts';
import { toCents } from '#domain/shared/money.ts';
import { adminStorageState, unique } from './support/admin';
import { deliverOrder, newOnlineDriver } from './support/driver-api';
import { DESKTOP, expectAccessibleAtPhoneAndDesktop } from './support/page-checks';

// The finance dashboard in two currencies (issue "Finance that adds up"): orders of the Toronto
// demo restaurant in Canadian dollars and of the Tokyo ramen bar in yen, placed through the real
// API (one yen order cancelled). The dashboard shows one currency at a time; the admin switches it
// with the labelled Currency pills from the keyboard, and the cards, the chart axis, the recent
// orders and the CSV follow, never adding dollars and yen together.

interface Listed {
  id: number;
  name: string;
  currency: string;
  latitude: string;
  longitude: string;
  minOrder: string;
}

interface Dish {
  id: number;
  name: string;
  price: string;
  isAvailable: boolean;
}

/** A phone number of the restaurant's country that no other journey uses. */
function phoneFor(currency: string): string {
  const digits = String(Math.floor(Math.random() * 100_000_000)).padStart(8, '0');
  // A Japanese mobile (090), or a Toronto number with an exchange of 200-999.
  return currency === 'JPY'
    ? `+81 90-${digits.slice(0, 4)}-${digits.slice(4)}`
    : `+1 437-${200 + (Number(digits.slice(0, 3)) % 800)}-${digits.slice(4)}`;
}

/**
 * A cash order of the restaurant's first available dish, enough of it for the minimum, at a point
 * a few hundred metres from it; priced by POST /api/orders/quote as the checkout does.
 */
async function placeCashOrder(api: APIRequestContext, restaurant: Listed): Promise<PlacedOrderResponse> {
  const menu = (await (await api.get(`/api/restaurants/${restaurant.id}/menu`)).json()) as Dish[];
  const dish = menu.find((item) => item.isAvailable);
  if (!dish) throw new Error(`${restaurant.name} has nothing available`);
  const quantity = Math.max(1, Math.ceil(toCents(restaurant.minOrder) / toCents(dish.price)));
  const items = [{ id: dish.id, name: dish.name, quantity, price: Number(dish.price) }];
  const quoted = await api.post('/api/orders/quote', {
    data: { restaurantId: restaurant.id, items, tip: '0' },
  });
  expect(quoted.status(), await quoted.text()).toBe(200);
  const quote = (await quoted.json()) as {
    subtotal: string;
    deliveryFee: string;
    tip: string;
    total: string;
  };
  const placed = await api.post('/api/orders', {
    headers: { 'Idempotency-Key': randomUUID() },
    data: {
      restaurantId: restaurant.id,
      customerName: `Currency ${unique()}`,
      customerPhone: phoneFor(restaurant.currency),
      customerAddress: `Near ${restaurant.name}`,
      customerLatitude: (Number(restaurant.latitude) + 0.004).toFixed(6),
      customerLongitude: restaurant.longitude,
      items: JSON.stringify(items),
      subtotal: quote.subtotal,
      deliveryFee: quote.deliveryFee,
      tip: quote.tip,
      total: quote.total,
      estimatedDelivery: '25-35 min',
      paymentMethod: 'cash',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return (await placed.json()) as PlacedOrderResponse;
}

async function summaryOf(admin: APIRequestContext, query = ''): Promise<FinanceSummary> {
  const res = await admin.get(`/api/finance/summary?${query}`);
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as FinanceSummary;
}

function blockOf(summary: FinanceSummary, currency: string): FinanceCurrencyBlock {
  const block = summary.byCurrency.find((entry) => entry.currency === currency);
  if (!block) throw new Error(`no ${currency} block in the summary`);
  return block;
}

/** The value of one card (its <dt> label's first <dd>). */
const cardValue = (page: Page, label: string): Locator =>
  page.getByRole('main').getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]');

const currencyPill = (page: Page, code: string): Locator =>
  page.getByRole('group', { name: 'Currency' }).getByRole('button', { name: code, exact: true });

/** The row of one order in the recent-orders table. */
const orderRow = (page: Page, id: number): Locator =>
  page
    .getByRole('region', { name: 'Recent orders table' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: `#${id}`, exact: true }) });

/** Moves the keyboard focus forward until it reaches `target`, as a keyboard user would. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let step = 0; step < 80; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('The keyboard never reached the element');
}

async function openDashboard(browser: Browser, baseURL: string, timezoneId: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    viewport: DESKTOP,
    timezoneId,
    storageState: await adminStorageState(baseURL),
  });
  return context.newPage();
}

test('the finance dashboard switches currency', async ({ browser, baseURL, request: customer }) => {
  test.setTimeout(120_000);
  const admin = await request.newContext({ baseURL, storageState: await adminStorageState(baseURL!) });
  const listed = (await (await customer.get('/api/restaurants')).json()) as Listed[];
  const toronto = listed.find((restaurant) => restaurant.id === 1);
  const tokyo = listed.find((restaurant) => restaurant.currency === 'JPY');
  if (!toronto || !tokyo) throw new Error('The demo needs restaurant 1 and a restaurant pricing in yen');
  expect(toronto.currency).toBe('CAD');

  // Dollars: one order delivered. Yen: one still waiting for the kitchen, one cancelled.
  const dollars = await placeCashOrder(customer, toronto);
  const driver = await newOnlineDriver(baseURL!, 'Currency');
  await deliverOrder(baseURL!, dollars, driver.api);
  await driver.api.dispose();
  const yen = await placeCashOrder(customer, tokyo);
  const cancelled = await placeCashOrder(customer, tokyo);
  const cancel = await admin.post(`/api/admin/orders/${cancelled.id}/cancel`, {
    data: { reason: 'Currency check' },
  });
  expect(cancel.status(), await cancel.text()).toBe(200);

  const all = await summaryOf(admin, 'status=all');
  const cad = blockOf(all, 'CAD');
  const jpy = blockOf(all, 'JPY');
  // The server never adds the two: each block holds its own orders, each in its own decimals.
  expect(jpy.totals.total).toMatch(/^\d+$/);
  expect(cad.totals.total).toMatch(/^\d+\.\d{2}$/);
  expect(jpy.recentOrders.map((order) => order.id)).toContain(yen.id);
  expect(jpy.recentOrders.map((order) => order.id)).not.toContain(cancelled.id);
  expect(cad.recentOrders.map((order) => order.id)).not.toContain(yen.id);
  expect(jpy.cancelled.orderCount).toBeGreaterThanOrEqual(1);

  const page = await openDashboard(browser, baseURL!, all.timeZone);
  const first = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/finance/summary');
  await page.goto('/financial-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Financial Dashboard' })).toBeVisible();
  expect((await first).status()).toBe(200);

  // One currency at a time: the demo's Toronto history makes dollars the largest, shown first.
  const pills = page.getByRole('group', { name: 'Currency' }).getByRole('button');
  await expect(pills).toHaveText(all.byCurrency.map((block) => block.currency));
  await expect(currencyPill(page, 'CAD')).toHaveAttribute('aria-pressed', 'true');
  await expect(cardValue(page, 'Total Revenue')).toHaveText(formatAmount(cad.totals.total, 'CAD'));
  await expect(page.getByRole('heading', { name: 'Revenue per day (CAD)' })).toBeVisible();
  await expect(orderRow(page, yen.id)).toHaveCount(0);

  // Yen, from the keyboard: the Currency pills are in the tab order.
  await tabTo(page, currencyPill(page, 'JPY'));
  await page.keyboard.press('Enter');
  await expect(currencyPill(page, 'JPY')).toHaveAttribute('aria-pressed', 'true');
  await expect(currencyPill(page, 'CAD')).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByText(/ · All orders · JPY$/)).toBeVisible();
  await expect(cardValue(page, 'Total Revenue')).toHaveText(formatAmount(jpy.totals.total, 'JPY'));
  await expect(cardValue(page, 'Driver Payouts')).toHaveText(formatAmount(jpy.totals.driverPay, 'JPY'));
  await expect(cardValue(page, 'Cancelled Orders')).toHaveText(String(jpy.cancelled.orderCount));
  // No dollar amount is left in the figures: the yen block only.
  await expect(page.getByLabel('Figures in JPY')).not.toContainText('$');
  await expect(orderRow(page, yen.id)).toContainText(formatAmount(yen.total, 'JPY'));
  await expect(orderRow(page, yen.id)).toContainText('Estimate');
  await expect(orderRow(page, dollars.id)).toHaveCount(0);
  // The chart speaks yen too, its axis included.
  await expect(page.getByRole('heading', { name: 'Revenue per day (JPY)' })).toBeVisible();
  const ticks = page.locator('.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value');
  await expect(ticks.first()).toContainText('¥');
  for (const tick of await ticks.allTextContents()) expect(tick).not.toContain('$');
  await expectAccessibleAtPhoneAndDesktop(page);

  // Export CSV downloads the yen orders only, each row naming its currency, adding up to the cards.
  const exportLink = page.getByRole('link', { name: 'Export CSV' });
  await expect(exportLink).toHaveAttribute(
    'href',
    `/api/finance/orders.csv?from=${all.from}&to=${all.to}&status=all&currency=JPY`,
  );
  const [download] = await Promise.all([page.waitForEvent('download'), exportLink.click()]);
  const [header = '', ...lines] = (await readFile(await download.path(), 'utf8')).trim().split(/\r?\n/);
  const columns = header.split(',');
  const at = (name: string) => columns.indexOf(name);
  expect(at('Currency')).toBeGreaterThan(0);
  // Restaurant names here have no commas: a plain split reads the rows.
  const rows = lines.map((line) => line.split(','));
  expect(rows.every((row) => row[at('Currency')] === 'JPY')).toBe(true);
  expect(rows.map((row) => Number(row[0]))).toContain(yen.id);
  expect(rows.map((row) => Number(row[0]))).not.toContain(cancelled.id);
  expect(rows.reduce((sum, row) => sum + toCents(row[at('Total')] ?? 'x'), 0)).toBe(
    toCents(jpy.totals.total),
  );

  // Cancelled: what the yen orders cancelled were worth, in no revenue; the choice of yen holds.
  const cancelledRes = page.waitForResponse(
    (res) => new URL(res.url()).searchParams.get('status') === 'cancelled',
  );
  await page.getByRole('button', { name: 'Cancelled', exact: true }).click();
  const cancelledSummary = (await (await cancelledRes).json()) as FinanceSummary;
  const cancelledYen = blockOf(cancelledSummary, 'JPY');
  await expect(currencyPill(page, 'JPY')).toHaveAttribute('aria-pressed', 'true');
  await expect(cardValue(page, 'Cancelled Order Value')).toHaveText(
    formatAmount(cancelledYen.totals.total, 'JPY'),
  );
  await expect(cardValue(page, 'Refunded to Cards')).toHaveText(
    formatAmount(cancelledYen.totals.refunds, 'JPY'),
  );
  await expect(page.getByText('Total Revenue', { exact: true })).toHaveCount(0);
  await expect(orderRow(page, cancelled.id)).toContainText('None, ¥0 refunded');

  // Back to dollars: the Toronto figures, untouched by the yen.
  await page.getByRole('button', { name: 'All', exact: true }).click();
  await currencyPill(page, 'CAD').click();
  await expect(cardValue(page, 'Total Revenue')).toHaveText(formatAmount(cad.totals.total, 'CAD'));
  await expect(orderRow(page, dollars.id)).toContainText('Final');

  // Nobody will cook the waiting yen order.
  const done = await admin.post(`/api/admin/orders/${yen.id}/cancel`, {
    data: { reason: 'Currency check only' },
  });
  expect(done.status(), await done.text()).toBe(200);
  await admin.dispose();
  await page.context().close();
});
