import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/page-checks';

// The GPS tracking demo (SPEC section 2): phone lookup against the one sample order after the
// 1000 ms search delay, "Order Found!" / "No Order Found", the feature claims, the demo-mode note,
// and a simulated position, speed, ETA and progress that move every 5 s. Time is driven by
// page.clock, paused, so nothing depends on how fast the machine is.

const SAMPLE_PHONE = '+1 (555) 012-3456';
const START = new Date('2026-06-01T12:00:00Z');

async function openDemo(page: Page) {
  await page.clock.install({ time: START });
  await page.goto('/gps-tracking');
  await expect(page.getByRole('heading', { level: 1, name: 'GPS Tracking' })).toBeVisible();
  await page.clock.pauseAt(new Date(START.getTime() + 60_000));
}

/** axe waits on timers of its own: let time run again first. */
async function checkAccessibility(page: Page) {
  await page.clock.resume();
  await expectNoSeriousA11yViolations(page);
}

function stat(page: Page, label: string) {
  return page.getByRole('main').locator('dt', { hasText: label }).locator('+ dd');
}

test('shows the feature claims and the demo-mode note with the sample number', async ({ page }) => {
  await openDemo(page);
  const main = page.getByRole('main');
  await expect(main.getByText('5 s', { exact: true })).toBeVisible();
  await expect(main.getByText('±3 m', { exact: true })).toBeVisible();
  await expect(main.getByText('24/7', { exact: true })).toBeVisible();
  await expect(main.locator('p', { hasText: 'Demo mode:' })).toContainText(
    `Try the phone number ${SAMPLE_PHONE}`,
  );
  await expect(main.getByRole('button', { name: 'Track Order' })).toBeDisabled();
  await checkAccessibility(page);
});

test('an unknown phone number gives "No Order Found" after the search delay', async ({ page }) => {
  await openDemo(page);
  const main = page.getByRole('main');
  await main.getByLabel('Phone number').fill('+1 416 555 0000');
  await main.getByRole('button', { name: 'Track Order' }).click();
  await expect(main.getByText('Searching for your order…', { exact: true }).last()).toBeVisible();
  await expect(main.getByRole('button', { name: 'Searching…' })).toBeDisabled();

  await page.clock.runFor(999);
  await expect(main.getByText('No Order Found')).toHaveCount(0);
  await page.clock.runFor(1);
  const alert = main.getByRole('alert');
  await expect(alert).toContainText('No Order Found');
  await expect(alert).toContainText('Please check your phone number and try again.');
  await expect(main.getByText('Order Found!')).toHaveCount(0);
  await checkAccessibility(page);
});

test('the sample number finds the order and the driver moves every 5 seconds', async ({ page }) => {
  await openDemo(page);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Use sample number' }).click();
  await expect(main.getByLabel('Phone number')).toHaveValue(SAMPLE_PHONE);
  await main.getByRole('button', { name: 'Track Order' }).click();
  await page.clock.runFor(1000);

  await expect(main.getByRole('heading', { name: 'Order Found!' })).toBeVisible();
  await expect(main.getByText('On The Way', { exact: true })).toBeVisible();
  await expect(main.getByText(/Jordan Lee, your driver/)).toBeVisible();
  const progress = main.getByRole('progressbar', { name: 'Delivery progress' });
  await expect(progress).toHaveAttribute('aria-valuenow', '0');
  await expect(stat(page, 'Position')).toHaveText('43.65000, -79.35000');
  await expect(stat(page, 'Accuracy')).toHaveText('±3 m');
  await expect(stat(page, 'Speed')).toHaveText(/^\d+ km\/h$/);
  const firstEta = Number(((await stat(page, 'ETA').textContent()) ?? '').replace(' min', ''));
  expect(firstEta).toBeGreaterThan(0);
  await expect(main.getByRole('img', { name: /Simulated map/ })).toBeVisible();

  // The map clock ticks every second; the position only changes on the 5-second update.
  await page.clock.runFor(4000);
  await expect(stat(page, 'Last update')).toHaveText('4 s ago');
  await expect(stat(page, 'Position')).toHaveText('43.65000, -79.35000');
  await page.clock.runFor(1000);
  await expect(stat(page, 'Last update')).toHaveText('0 s ago');
  await expect(progress).toHaveAttribute('aria-valuenow', '4');
  await expect(stat(page, 'Position')).not.toHaveText('43.65000, -79.35000');

  // Half-way, the ETA has come down.
  await page.clock.runFor(11 * 5000);
  await expect(progress).toHaveAttribute('aria-valuenow', '50');
  const laterEta = Number(((await stat(page, 'ETA').textContent()) ?? '').replace(' min', ''));
  expect(laterEta).toBeLessThan(firstEta);

  // And the trip ends at the customer.
  await page.clock.runFor(12 * 5000);
  await expect(progress).toHaveAttribute('aria-valuenow', '100');
  await expect(stat(page, 'ETA')).toHaveText('Arrived');
  await expect(main.getByText('Your driver has arrived. Enjoy your meal!')).toBeVisible();
  await expect(main.getByText('Delivered', { exact: true })).toBeVisible();
  await checkAccessibility(page);
});

test('a blank phone number does not search', async ({ page }) => {
  await openDemo(page);
  const main = page.getByRole('main');
  await main.getByLabel('Phone number').fill('   ');
  await expect(main.getByRole('button', { name: 'Track Order' })).toBeDisabled();
  await main.getByLabel('Phone number').press('Enter');
  await page.clock.runFor(1000);
  await expect(main.getByRole('alert')).toHaveCount(0);
  await expect(main.getByText('Order Found!')).toHaveCount(0);
});
