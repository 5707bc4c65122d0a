import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import type {
  CashOverview,
  DriverCash,
  DriverStatement,
  RestaurantStatement,
} from '#domain/finance/responses.ts';
import { formatAmount } from '#domain/shared/currency.ts';
import { centsToDecimal, toCents } from '#domain/shared/money.ts';
import { uniquePhone } from './ordering/helpers';
import { adminStorageState, openPanel, unique } from './support/admin';
import { deliverOrder, newOnlineDriver } from './support/driver-api';
import { placeOrder } from './support/orders';
import {
  DESKTOP,
  expectAccessibleAtPhoneAndDesktop,
  expectNoSeriousA11yViolations,
  expectToast,
} from './support/page-checks';
import { demoRestaurantApi } from './support/restaurant';

// The partners' money on screen: the restaurant's and the driver's Statement tabs show the
// server's figures for a period, with a CSV download, and the admin's Cash tab shows what a driver
// who took cash at the door owes and records what was handed over. Orders are placed and moved
// through the real API; each driver is a new one, so its figures are known exactly. The demo
// restaurant is in Toronto: every figure is in Canadian dollars, as the statements say.

/** The value of one totals card (its <dt> label's <dd>). */
const figure = (panel: Locator, label: string): Locator =>
  panel
    .locator('dl[aria-label="Statement totals"]')
    .getByText(label, { exact: true })
    .locator('xpath=following-sibling::dd[1]');

/** Clicks Export CSV and reads the file the browser downloaded, line by line. */
async function downloadCsv(page: Page, link: Locator): Promise<string[]> {
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const file = await download.path();
  const text = (await readFile(file, 'utf8')).replace(/^\uFEFF/, '');
  return text.split(/\r?\n/).filter((line) => line !== '');
}

/** A CSV's first line is a header: names, not figures. */
function expectHeaderRow(lines: string[]) {
  expect(lines.length).toBeGreaterThan(1);
  const header = (lines[0] ?? '').split(',');
  expect(header.length).toBeGreaterThan(2);
  for (const name of header) expect(name).toMatch(/^"?[A-Za-z]/);
}

/**
 * A cash order from the demo restaurant, carried by this driver from the kitchen to the door and
 * handed over with the customer's code; the driver goes offline afterwards.
 */
async function deliverCashOrder(baseURL: string, customer: APIRequestContext, driver: APIRequestContext) {
  const { order } = await placeOrder(customer, { name: `Statement ${unique()}`, phone: uniquePhone() });
  const { deliveryCode } = order as typeof order & { deliveryCode: string };
  await deliverOrder(baseURL, { id: order.id, deliveryCode }, driver);
  return order;
}

test('a restaurant sees its Statement with the figures of its orders, picks periods and downloads the CSV', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(90_000);
  await placeOrder(request, { name: `Statement ${unique()}`, phone: uniquePhone() });
  const kitchen = await demoRestaurantApi(baseURL!);
  const context = await browser.newContext({ viewport: DESKTOP, storageState: await kitchen.storageState() });
  const page = await context.newPage();
  await page.goto('/restaurant-app');
  await page.getByRole('tab', { name: 'Statement' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Statement' });

  // The server's own last 30 days, in its time zone, fill the inputs; the figures are the server's.
  const res = await kitchen.get('/api/restaurant/statement');
  expect(res.status(), await res.text()).toBe(200);
  const statement = (await res.json()) as RestaurantStatement;
  expect(statement.totals.orders).toBeGreaterThan(0);
  expect(statement.currency).toBe('CAD');
  const money = (amount: string) => formatAmount(amount, statement.currency);
  // Ontario's 13% is added on top of Nonna Rosa's prices: the order just placed collected some.
  expect(toCents(statement.totals.tax)).toBeGreaterThan(0);
  await expect(panel.getByLabel('From', { exact: true })).toHaveValue(statement.from);
  await expect(panel.getByLabel('To', { exact: true })).toHaveValue(statement.to);
  await expect(panel.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
  await expect(panel.getByText(`Days in ${statement.timeZone}.`, { exact: false })).toBeVisible();
  await expect(figure(panel, 'Orders')).toHaveText(String(statement.totals.orders));
  await expect(figure(panel, 'Gross food sales')).toHaveText(money(statement.totals.grossFoodSales));
  await expect(figure(panel, 'Discounts')).toHaveText(money(statement.totals.discounts));
  await expect(figure(panel, 'Tax added')).toHaveText(money(statement.totals.tax));
  await expect(figure(panel, 'Delivery fee share (20%)')).toHaveText(
    money(statement.totals.deliveryFeeShare),
  );
  await expect(figure(panel, 'Refunds')).toHaveText(money(statement.totals.refunds));
  await expect(figure(panel, 'Net')).toHaveText(money(statement.totals.net));
  await expect(
    panel.getByText(
      'Net = gross food sales − discounts + tax added to prices + delivery fee share − refunds. Cancelled card orders are refunded.',
    ),
  ).toBeVisible();
  // A row per week, and per day that had orders (plus each table's header row).
  await expect(panel.getByRole('region', { name: 'By week table' }).getByRole('row')).toHaveCount(
    statement.weeks.length + 1,
  );
  await expect(panel.getByRole('region', { name: 'By day table' }).getByRole('row')).toHaveCount(
    statement.days.filter((day) => day.orders > 0).length + 1,
  );
  await expectAccessibleAtPhoneAndDesktop(page, { noSidewaysScroll: true });

  // Export CSV downloads the same period, same origin, with a header row.
  const csv = panel.getByRole('link', { name: 'Export CSV' });
  await expect(csv).toHaveAttribute(
    'href',
    `/api/restaurant/statement.csv?from=${statement.from}&to=${statement.to}`,
  );
  expectHeaderRow(await downloadCsv(page, csv));

  // A period of its own: none of its orders were placed in January 2020.
  await panel.getByLabel('From', { exact: true }).fill('2020-01-01');
  await panel.getByLabel('To', { exact: true }).fill('2020-01-31');
  await panel.getByRole('button', { name: 'Show' }).click();
  await expect(panel.getByText('No orders in this period')).toBeVisible();
  await expect(csv).toHaveAttribute('href', '/api/restaurant/statement.csv?from=2020-01-01&to=2020-01-31');
  await expect(panel.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'false');

  // A From after the To is named next to From, and nothing is asked of the server.
  await panel.getByLabel('From', { exact: true }).fill('2020-02-01');
  await panel.getByRole('button', { name: 'Show' }).click();
  await expect(panel.getByText('from must be on or before to')).toBeVisible();
  await expect(panel.getByLabel('From', { exact: true })).toHaveAttribute('aria-invalid', 'true');

  // A quick choice brings the figures back.
  await panel.getByRole('button', { name: 'Last 30 days' }).click();
  await expect(panel.getByText('from must be on or before to')).toHaveCount(0);
  await expect(figure(panel, 'Orders')).toHaveText(String(statement.totals.orders));
  await kitchen.dispose();
  await context.close();
});

test('a driver who delivered a cash order sees it on its Statement with the pay, and downloads the CSV', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(90_000);
  const driver = await newOnlineDriver(baseURL!, 'Statement');
  const order = await deliverCashOrder(baseURL!, request, driver.api);
  const res = await driver.api.get('/api/driver/statement');
  expect(res.status(), await res.text()).toBe(200);
  const statement = (await res.json()) as DriverStatement;
  // A Toronto delivery: the driver's statement is in Canadian dollars.
  expect(statement.currency).toBe('CAD');
  const money = (amount: string) => formatAmount(amount, statement.currency);
  const delivery = statement.deliveries.find((d) => d.orderId === order.id);
  if (!delivery) throw new Error(`Order #${order.id} is not on the driver's statement`);
  // The pay the statement shows is the pay the delivery history recorded at delivery.
  const history = await driver.api.get('/api/driver/deliveries?scope=history');
  const { deliveries } = (await history.json()) as { deliveries: { id: number; pay: { total: string } }[] };
  expect(deliveries.find((d) => d.id === order.id)?.pay.total).toBe(delivery.pay);
  expect(delivery.cashCollected).toBe(order.total);

  const context = await browser.newContext({
    viewport: DESKTOP,
    storageState: await driver.api.storageState(),
  });
  const page = await context.newPage();
  await page.goto('/driver-app');
  await page.getByRole('tab', { name: 'Statement' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Statement' });
  await expect(figure(panel, 'Deliveries')).toHaveText('1');
  await expect(figure(panel, 'Base pay')).toHaveText(money(delivery.base));
  await expect(figure(panel, 'Distance pay')).toHaveText(money(delivery.distance));
  await expect(figure(panel, 'Tips')).toHaveText(money(delivery.tip));
  await expect(figure(panel, 'Tip fees deducted')).toHaveText(money(delivery.tipFee));
  await expect(figure(panel, 'Total pay')).toHaveText(money(delivery.pay));
  await expect(figure(panel, 'Cash collected')).toHaveText(money(order.total));
  await expect(panel.getByText(`Days in ${statement.timeZone}.`, { exact: false })).toBeVisible();

  const weeks = panel.getByRole('region', { name: 'By week table' });
  await expect(weeks.getByRole('row')).toHaveCount(2);
  const line = panel
    .getByRole('region', { name: 'Deliveries table' })
    .getByRole('row', { name: `#${order.id}` });
  await expect(line).toContainText('Nonna Rosa Pizzeria');
  await expect(line.getByRole('rowheader')).toHaveText(`#${order.id}`);
  await expect(line.getByRole('cell')).toHaveText([
    /\d{4}/,
    'Nonna Rosa Pizzeria',
    delivery.distanceKm,
    money(delivery.base),
    money(delivery.distance),
    money(delivery.tip),
    money(delivery.tipFee),
    money(delivery.pay),
    money(order.total),
  ]);
  await expectAccessibleAtPhoneAndDesktop(page, { noSidewaysScroll: true });

  const csv = panel.getByRole('link', { name: 'Export CSV' });
  await expect(csv).toHaveAttribute(
    'href',
    `/api/driver/statement.csv?from=${statement.from}&to=${statement.to}`,
  );
  const lines = await downloadCsv(page, csv);
  expectHeaderRow(lines);
  expect(lines.some((text) => text.includes(String(order.id)))).toBe(true);

  // Nothing delivered in January 2020.
  await panel.getByLabel('From', { exact: true }).fill('2020-01-01');
  await panel.getByLabel('To', { exact: true }).fill('2020-01-31');
  await panel.getByRole('button', { name: 'Show' }).click();
  await expect(panel.getByText('No deliveries in this period')).toBeVisible();
  await driver.api.dispose();
  await context.close();
});

test('the admin Cash tab shows what a driver owes, records a settlement, and refuses one above the balance', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(90_000);
  const driver = await newOnlineDriver(baseURL!, 'Statement');
  const order = await deliverCashOrder(baseURL!, request, driver.api);
  await driver.api.dispose();

  const context = await browser.newContext({
    viewport: DESKTOP,
    storageState: await adminStorageState(baseURL!),
  });
  const cashRes = await context.request.get('/api/admin/cash');
  expect(cashRes.status(), await cashRes.text()).toBe(200);
  const overview = (await cashRes.json()) as CashOverview;
  const before = overview.drivers.find((d) => d.driverId === driver.id) as DriverCash;
  expect(before).toBeDefined();
  // The cash of a Toronto order: the driver's ledger is in Canadian dollars.
  expect(before.currency).toBe('CAD');
  const money = (amount: string) => formatAmount(amount, before.currency);
  expect(before.cashCollected).toBe(order.total);
  const balance = toCents(before.balance);
  expect(balance).toBeGreaterThan(100);

  const page = await openPanel(context);
  await page.getByRole('tab', { name: 'Cash' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Cash' });
  const driverRow = panel.getByRole('row').filter({ hasText: driver.name });
  await expect(driverRow.getByRole('cell')).toHaveText([
    driver.name,
    /416/,
    money(before.cashCollected),
    money(before.payKept),
    money(before.owes),
    money('0.00'),
    money(before.balance),
    'Never',
    `Record settlement from ${driver.name}`,
  ]);
  // One sum per currency, never added across currencies; each names its code when there are more.
  await expect(
    panel.getByText('Total outstanding', { exact: true }).locator('xpath=following-sibling::dd'),
  ).toHaveText(
    overview.outstanding.map(
      (entry) =>
        formatAmount(entry.amount, entry.currency) + (overview.outstanding.length > 1 ? entry.currency : ''),
    ),
  );
  expect(overview.outstanding.map((entry) => entry.currency)).toContain('CAD');
  await expectAccessibleAtPhoneAndDesktop(page, { noSidewaysScroll: true });

  // More than the driver owes: the server refuses with what is owed, shown in the dialog.
  await driverRow.getByRole('button', { name: `Record settlement from ${driver.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Record settlement from ${driver.name}` });
  await dialog.getByLabel('Amount').fill(centsToDecimal(balance + 100));
  await dialog.getByRole('button', { name: 'Record settlement' }).click();
  await expect(
    dialog.getByText(`The settlement is more than the driver owes (${money(before.balance)})`),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // $1.00 handed over, with a note, and a double tap: recorded once, the balance drops by it.
  await dialog.getByLabel('Amount').fill('1');
  await dialog.getByLabel('Note').fill('Handed over at the depot');
  const posted = page.waitForRequest(
    (req) => req.method() === 'POST' && req.url().endsWith(`/api/admin/cash/${driver.id}/settlements`),
  );
  await dialog.getByRole('button', { name: 'Record settlement' }).dblclick();
  const sent = await posted;
  expect(sent.postDataJSON()).toEqual({ amount: '1.00', note: 'Handed over at the depot' });
  expect(sent.headers()['idempotency-key']).toMatch(
    /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
  );
  await expect(dialog).toBeHidden();
  const after = centsToDecimal(balance - 100);
  await expectToast(
    page,
    'Settlement recorded',
    `${money('1.00')} from ${driver.name}. Balance now ${money(after)}.`,
  );
  await expect(driverRow.getByRole('cell').nth(5)).toHaveText(money('1.00'));
  await expect(driverRow.getByRole('cell').nth(6)).toHaveText(money(after));
  await expect(driverRow.getByRole('cell').nth(7)).not.toHaveText('Never');

  const again = (await (await context.request.get('/api/admin/cash')).json()) as CashOverview;
  const now = again.drivers.find((d) => d.driverId === driver.id);
  expect(now).toMatchObject({ settled: '1.00', balance: after });
  await context.close();
});
