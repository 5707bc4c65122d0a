import { readFile } from 'node:fs/promises';
import {
  type APIRequestContext,
  type Browser,
  expect,
  type Locator,
  type Page,
  type Response,
  request,
  test,
} from '@playwright/test';
import type { FinanceCurrencyBlock, FinanceSummary } from '#domain/finance/responses.ts';
import { formatAmount } from '#domain/shared/currency.ts';
import { toCents } from '#domain/shared/money.ts';
import { adminStorageState, unique } from './support/admin';
import { deliverOrder, newOnlineDriver } from './support/driver-api';
import { placeOrder } from './support/orders';
import { DESKTOP, expectAccessibleAtPhoneAndDesktop } from './support/page-checks';

// The financial dashboard (SPEC sections 2 and 9, DESIGN section 9.6): admins only; the range and
// order filters really filter; the cards show the server's sums of orders placed here; the CSV
// holds the same orders. Orders are placed and delivered through the real API, at the Toronto demo
// restaurant: the journey reads the Canadian dollar block of each summary (one block per currency,
// never added together; the yen side is e2e/finance-currency.spec.ts's).

const TOO_LONG = 'The range must cover at most 366 days';

let phoneCounter = 0;
function uniquePhone(): string {
  phoneCounter += 1;
  const digits = `${Date.now() % 100_000}${phoneCounter}${Math.floor(Math.random() * 10)}`.padStart(7, '0');
  // The exchange starts with 2-9: one starting with 0 or 1 is not a phone number.
  return `+1 416 ${2 + (Number(digits.at(-7)) % 8)}${digits.slice(-6)}`;
}

const km = (distance: string) =>
  `${Number(distance).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} km`;

/** The value of one card (its <dt> label's first <dd>), and its note (the second). */
const cardValue = (page: Page, label: string): Locator =>
  page.getByRole('main').getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]');
const cardNote = (page: Page, label: string): Locator =>
  page.getByRole('main').getByText(label, { exact: true }).locator('xpath=following-sibling::dd[2]');

const currencyPill = (page: Page, code: string): Locator =>
  page.getByRole('group', { name: 'Currency' }).getByRole('button', { name: code, exact: true });

/** The Canadian dollar block of a summary: the one the journey's orders are in. */
function cadOf(summary: FinanceSummary): FinanceCurrencyBlock {
  const block = summary.byCurrency.find((entry) => entry.currency === 'CAD');
  if (!block) throw new Error('no CAD block in the summary');
  return block;
}

/** The row of one order in the recent-orders table. */
const orderRow = (page: Page, id: number): Locator =>
  page
    .getByRole('region', { name: 'Recent orders table' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: `#${id}`, exact: true }) });

/** The next summary the page asks for with this status, and its answer. */
function nextSummary(page: Page, status: string): Promise<Response> {
  return page.waitForResponse((res) => {
    const url = new URL(res.url());
    return url.pathname === '/api/finance/summary' && url.searchParams.get('status') === status;
  });
}

async function summaryOf(res: Response): Promise<FinanceSummary> {
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as FinanceSummary;
}

/** The cards say exactly what the server summed, in the block's currency. */
async function expectCards(page: Page, block: FinanceCurrencyBlock) {
  const { totals } = block;
  const money = (amount: string) => formatAmount(amount, block.currency);
  await expect(cardValue(page, 'Total Revenue')).toHaveText(money(totals.total));
  const orders = `from ${totals.orderCount.toLocaleString('en-US')} ${totals.orderCount === 1 ? 'order' : 'orders'}`;
  await expect(cardNote(page, 'Total Revenue')).toHaveText(orders);
  await expect(cardValue(page, 'Tips')).toHaveText(money(totals.tip));
  await expect(cardValue(page, 'Driver Payouts')).toHaveText(money(totals.driverPay));
  await expect(cardValue(page, 'Restaurant Payouts')).toHaveText(money(totals.restaurantPay));
  await expect(cardValue(page, 'Company Revenue')).toHaveText(money(totals.companyPay));
  await expect(cardValue(page, 'Delivery Distance')).toHaveText(km(totals.deliveryDistance));
}

/** Places an order and takes it all the way to delivered, code and all; returns its id. */
async function deliveredOrder(baseURL: string, customer: APIRequestContext) {
  const { order } = await placeOrder(customer, { name: `Finance ${unique()}`, phone: uniquePhone() });
  const { deliveryCode } = order;
  const driver = await newOnlineDriver(baseURL, 'Finance');
  await deliverOrder(baseURL, { id: order.id, deliveryCode }, driver.api);
  await driver.api.dispose();
  return order;
}

async function openDashboard(browser: Browser, baseURL: string, timezoneId: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    viewport: DESKTOP,
    // The browser's "today" is the server's: the presets are then the server's last N days.
    timezoneId,
    storageState: await adminStorageState(baseURL),
  });
  return context.newPage();
}

test('a visitor is asked to sign in as an admin, and the figures are refused without a session', async ({
  page,
}) => {
  await page.goto('/financial-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Financial Dashboard' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  await expect(page.getByLabel('Username')).toBeVisible();
  await expect(page.getByLabel('Password')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(page).toHaveTitle(/^Financial Dashboard – /);
  await expect(page.getByText('Total Revenue', { exact: true })).toHaveCount(0);
  expect((await page.request.get('/api/finance/summary')).status()).toBe(401);
  expect((await page.request.get('/api/finance/orders.csv')).status()).toBe(401);
  await expectAccessibleAtPhoneAndDesktop(page);
});

test("an admin sees the period's real figures, filters them, and downloads them as CSV", async ({
  browser,
  baseURL,
  request: customer,
}) => {
  test.setTimeout(90_000);
  const admin = await request.newContext({ baseURL, storageState: await adminStorageState(baseURL!) });
  const beforeRes = await admin.get('/api/finance/summary?status=all');
  expect(beforeRes.status(), await beforeRes.text()).toBe(200);
  const before = (await beforeRes.json()) as FinanceSummary;
  // Before this journey there may be no Canadian order in the range yet.
  const cadBefore = before.byCurrency.find((entry) => entry.currency === 'CAD');

  // One order delivered (final split), one still waiting for its restaurant (an estimate).
  const delivered = await deliveredOrder(baseURL!, customer);
  const { order: pending } = await placeOrder(
    customer,
    { name: `Finance ${unique()}`, phone: uniquePhone() },
    'card',
  );

  const page = await openDashboard(browser, baseURL!, before.timeZone);
  const firstSummary = nextSummary(page, 'all');
  // From the admin panel, as an operator gets there.
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible();
  await page.getByRole('link', { name: 'Financial Dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Financial Dashboard' })).toBeVisible();
  await expect(page).toHaveTitle(/^Financial Dashboard – /);
  await expect(page.getByRole('button', { name: 'Month', exact: true, pressed: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'All', exact: true, pressed: true })).toBeVisible();

  // Month is the server's own default range: the last 30 days, today included.
  const all = await summaryOf(await firstSummary);
  expect([all.from, all.to]).toEqual([before.from, before.to]);
  await expect(page.getByText(`Days in ${all.timeZone}`, { exact: true })).toBeVisible();
  // Both orders are Nonna Rosa's, in Canadian dollars: the dollar block on screen counts them.
  expect([delivered.currency, pending.currency]).toEqual(['CAD', 'CAD']);
  await currencyPill(page, 'CAD').click();
  await expect(currencyPill(page, 'CAD')).toHaveAttribute('aria-pressed', 'true');
  const cad = cadOf(all);
  expect(cad.totals.orderCount).toBe((cadBefore?.totals.orderCount ?? 0) + 2);
  expect(toCents(cad.totals.total)).toBe(
    toCents(cadBefore?.totals.total ?? '0') + toCents(delivered.total) + toCents(pending.total),
  );
  await expectCards(page, cad);

  // The newest orders, the delivered one final, the waiting one an estimate.
  await expect(orderRow(page, pending.id)).toContainText('Confirmed');
  await expect(orderRow(page, pending.id)).toContainText('Estimate');
  await expect(orderRow(page, pending.id)).toContainText(formatAmount(pending.total, pending.currency));
  await expect(orderRow(page, delivered.id)).toContainText('Delivered');
  await expect(orderRow(page, delivered.id)).toContainText('Final');
  await expect(page.getByRole('heading', { name: 'Revenue per day' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Where the money went' })).toBeVisible();
  await expectAccessibleAtPhoneAndDesktop(page);

  // Completed: delivered orders only; the figures change with the filter.
  const completedRes = nextSummary(page, 'completed');
  await page.getByRole('button', { name: 'Completed', exact: true }).click();
  const completed = cadOf(await summaryOf(await completedRes));
  expect(completed.totals.orderCount).toBeLessThan(cad.totals.orderCount);
  await expectCards(page, completed);
  await expect(orderRow(page, delivered.id)).toBeVisible();
  await expect(orderRow(page, pending.id)).toHaveCount(0);

  // Pending: not yet delivered, not cancelled.
  const pendingRes = nextSummary(page, 'pending');
  await page.getByRole('button', { name: 'Pending', exact: true }).click();
  await expectCards(page, cadOf(await summaryOf(await pendingRes)));
  await expect(orderRow(page, pending.id)).toBeVisible();
  await expect(orderRow(page, delivered.id)).toHaveCount(0);

  // Today: from and to are both today.
  const todayRes = nextSummary(page, 'pending');
  await page.getByRole('button', { name: 'Today', exact: true }).click();
  const today = await summaryOf(await todayRes);
  expect(today.from).toBe(all.to);
  expect(today.to).toBe(all.to);
  await expectCards(page, cadOf(today));

  const allTodayRes = nextSummary(page, 'all');
  await page.getByRole('button', { name: 'All', exact: true }).click();
  await expectCards(page, cadOf(await summaryOf(await allTodayRes)));
  // Export CSV downloads the orders of the filters on screen: today, every order, dollars.
  const exportLink = page.getByRole('link', { name: 'Export CSV' });
  await expect(exportLink).toHaveAttribute(
    'href',
    `/api/finance/orders.csv?from=${all.to}&to=${all.to}&status=all&currency=CAD`,
  );
  const [download] = await Promise.all([page.waitForEvent('download'), exportLink.click()]);
  expect(download.suggestedFilename()).toMatch(/^financial-report-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  const [header = '', ...rows] = csv.trim().split(/\r?\n/);
  expect(header).toMatch(/^Order ID,/);
  expect(header).toContain('Total');
  expect(rows.some((line) => line.startsWith(`${delivered.id},`))).toBe(true);
  expect(rows.some((line) => line.startsWith(`${pending.id},`))).toBe(true);

  // Custom: two labelled dates; a range over 366 days is refused, and the page says so at To.
  await page.getByRole('button', { name: 'Custom', exact: true }).click();
  await expect(page.getByLabel('From', { exact: true })).toHaveValue(all.to);
  await expect(page.getByLabel('To', { exact: true })).toHaveValue(all.to);
  const refused = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/finance/summary');
  await page.getByLabel('From', { exact: true }).fill('2020-01-01');
  expect((await refused).status()).toBe(400);
  await expect(page.getByRole('alert').filter({ hasText: TOO_LONG })).toBeVisible();
  await expect(page.getByLabel('To', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  await expectAccessibleAtPhoneAndDesktop(page);

  // Nobody will deliver the waiting order.
  const cancelled = await admin.post(`/api/admin/orders/${pending.id}/cancel`, {
    data: { reason: 'Finance check only' },
  });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  await admin.dispose();
  await page.context().close();
});
