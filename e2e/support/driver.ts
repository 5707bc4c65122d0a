import { expect, type Locator, type Page } from '@playwright/test';
import type { DriverStats } from '#domain/driver-deliveries/responses.ts';
import { formatAmount } from '#domain/shared/currency.ts';
import { toCents } from '#domain/shared/money.ts';
import { formatRating } from '#web/lib/format.ts';

// The driver app (/driver-app) as a driver sees it: sign-in, the dashboard's header facts, stat
// cards and tabs, and the cards of offers and deliveries, found by what is on screen.

export const DEMO_DRIVER = {
  name: 'Daniel Okafor',
  email: 'driver@demo.quickbite.app',
  password: 'driver-demo-2026',
} as const;

export async function signInOnDriverApp(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The driver's stat cards and online state as the server has them, in the browser's time zone. */
export async function driverStats(page: Page): Promise<DriverStats> {
  const tz = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');
  const res = await page.request.get(`/api/driver/stats?${new URLSearchParams({ tz })}`);
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as DriverStats;
}

/** The value of one stat card (a <dt> label with its <dd>). */
export const statValue = (page: Page, label: string): Locator =>
  page.getByRole('main').getByText(label, { exact: true }).locator('xpath=following-sibling::dd');

/**
 * The signed-in driver's dashboard: name in the header and as the heading, vehicle and city, the
 * online state and its button, the stat cards with the server's figures, and the four tabs. The
 * rating is the server's unless given: it comes from customers' reviews (the embedded demo's
 * history has some, a PostgreSQL demo none).
 */
export async function expectDriverDashboard(
  page: Page,
  driver: { name: string; vehicle: string; place: string; rating?: string },
): Promise<DriverStats> {
  const main = page.getByRole('main');
  await expect(page.getByRole('banner').getByText(driver.name)).toBeVisible();
  await expect(main.getByRole('heading', { level: 2, name: driver.name })).toBeVisible();
  await expect(main.getByText(driver.vehicle, { exact: true })).toBeVisible();
  await expect(main.getByText(driver.place, { exact: true })).toBeVisible();

  const stats = await driverStats(page);
  // Earnings and cash are in the currency of the driver's country.
  const money = (amount: string) => formatAmount(amount, stats.currency);
  await expect(statValue(page, 'Rating')).toHaveText(
    driver.rating ?? formatRating(stats.rating, stats.ratingCount),
  );
  await expect(statValue(page, 'Total Deliveries')).toHaveText(String(stats.totalDeliveries));
  await expect(statValue(page, "Today's Earnings")).toHaveText(money(stats.todayEarnings));
  await expect(statValue(page, "Today's Deliveries")).toHaveText(String(stats.todayDeliveries));
  if (toCents(stats.cashInHand) > 0) {
    await expect(statValue(page, 'Cash in hand')).toHaveText(money(stats.cashInHand));
  } else {
    await expect(main.getByText('Cash in hand', { exact: true })).toHaveCount(0);
  }

  await expect(main.getByRole('status').filter({ hasText: /^(Online|Offline)$/ })).toHaveText(
    stats.isOnline ? 'Online' : 'Offline',
  );
  await expect(main.getByRole('button', { name: stats.isOnline ? 'Go Offline' : 'Go Online' })).toBeVisible();
  const tabs = main.getByRole('tablist', { name: 'Deliveries' }).getByRole('tab');
  await expect(tabs).toHaveText([/^Available Orders/, /^Active Deliveries/, 'History', 'Statement']);
  return stats;
}

/** The offer of one order under Available Orders (every card is named after its restaurant). */
export const offerCard = (page: Page, orderId: number): Locator =>
  page
    .getByRole('tabpanel', { name: /^Available Orders/ })
    .getByRole('article')
    .filter({ has: page.getByText(`Order #${orderId}`, { exact: true }) });

/** One delivery the driver holds, under Active Deliveries. */
export const deliveryCard = (page: Page, orderId: number): Locator =>
  page
    .getByRole('tabpanel', { name: /^Active Deliveries/ })
    .getByRole('article', { name: `Order #${orderId}` });

/** The pay breakdown of an offer or delivery: each line's label and amount. */
export const payLine = (scope: Locator, label: string): Locator =>
  scope.getByText(label, { exact: true }).locator('xpath=following-sibling::dd');
