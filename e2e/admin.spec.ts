import { expect, test } from '@playwright/test';
import type { AdminDriver, AdminRestaurant } from '#domain/partners/responses.ts';
import {
  ADMIN,
  adminStorageState,
  liveIndicator,
  openPanel,
  registerDriver,
  registerRestaurant,
  row,
  summaryValue,
  unique,
} from './support/admin';
import { expectNoSeriousA11yViolations, expectToast } from './support/page-checks';

// The admin panel (SPEC sections 2, 4, 5, 7, 8): login, summary, approve/revoke with the audit
// trail, and logout that really ends the session.

test('login: both fields are required, and a wrong password shows "Login Failed"', async ({ page }) => {
  const logins: string[] = [];
  page.on('request', (req) => {
    if (req.url().endsWith('/api/admin/login')) logins.push(req.postData() ?? '');
  });
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Username is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await expect(page.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
  expect(logins).toEqual([]);
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('Username').fill(ADMIN.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expectToast(page, 'Login Failed', 'Invalid username or password');
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  // The username box is sent as `email` (SPEC section 7).
  expect(JSON.parse(logins[0] ?? '{}')).toEqual({ email: ADMIN.email, password: 'not-the-password' });
});

test('login succeeds, and Logout ends the server session so a reload stays logged out', async ({ page }) => {
  await page.goto('/admin');
  await page.getByLabel('Username').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expectToast(page, 'Login Successful', 'Welcome to the Admin Panel!');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Restaurants' })).toBeVisible();
  await expect(row(page, 'Nonna Rosa Pizzeria')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('quickbite.adminLoggedIn'))).toBe('true');
  await expect(liveIndicator(page)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await expect(page.getByRole('link', { name: 'Back to App' })).toHaveAttribute('href', '/apps');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('quickbite.adminLoggedIn'))).toBeNull();
  expect(await (await page.request.get('/api/auth/me')).json()).toEqual({ user: null });
  expect((await page.request.get('/api/admin/drivers')).status()).toBe(401);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  await expect(page.getByText('Total Restaurants')).toHaveCount(0);
});

test('a stale logged-in flag without a server session shows the login form', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('quickbite.adminLoggedIn', 'true'));
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  await expect(page.getByText('Total Restaurants')).toHaveCount(0);
});

test('the summary cards show the real counts', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, storageState: await adminStorageState(baseURL!) });
  const page = await openPanel(context);
  const restaurants = (await (
    await context.request.get('/api/admin/restaurants')
  ).json()) as AdminRestaurant[];
  const drivers = (await (await context.request.get('/api/admin/drivers')).json()) as AdminDriver[];
  const partners = [...restaurants, ...drivers];
  const approved = partners.filter((p) => p.isApproved).length;
  expect(restaurants.length).toBeGreaterThanOrEqual(16);
  await expect(summaryValue(page, 'Total Restaurants')).toHaveText(String(restaurants.length));
  await expect(summaryValue(page, 'Total Drivers')).toHaveText(String(drivers.length));
  await expect(summaryValue(page, 'Pending Approvals')).toHaveText(String(partners.length - approved));
  await expect(summaryValue(page, 'Active Partners')).toHaveText(String(approved));
  await context.close();
});

test('approve then revoke a driver: toasts, status badge, summary and activity', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, storageState: await adminStorageState(baseURL!) });
  const name = `Ada Approve ${unique()}`;
  await registerDriver(context.request, name);
  const page = await openPanel(context);
  const pending = summaryValue(page, 'Pending Approvals');
  await expect(pending).toHaveText(/^\d+$/);
  const pendingBefore = Number(await pending.textContent());

  await page.getByRole('tab', { name: 'Drivers' }).click();
  const driver = row(page, name);
  await expect(driver.getByText('Pending', { exact: true })).toBeVisible();
  // Bank numbers never show more than the last 4 digits.
  await expect(driver.getByText('•••• 9876')).toBeVisible();
  await expect(driver).not.toContainText('000123459876');
  await driver.getByRole('button', { name: `Approve ${name}` }).click();
  await expectToast(page, 'Driver Updated', `${name} is now approved.`);
  await expect(driver.getByText('Approved', { exact: true })).toBeVisible();
  await expect(pending).toHaveText(String(pendingBefore - 1));

  await page.getByRole('tab', { name: 'Activity' }).click();
  await expect(page.getByText(`Demo Admin approved driver ${name}`)).toBeVisible();

  await page.getByRole('tab', { name: 'Drivers' }).click();
  await driver.getByRole('button', { name: `Revoke ${name}` }).click();
  await expectToast(page, 'Driver Updated', `${name}'s approval has been revoked.`);
  await expect(driver.getByText('Pending', { exact: true })).toBeVisible();
  await expect(pending).toHaveText(String(pendingBefore));
  await page.getByRole('tab', { name: 'Activity' }).click();
  await expect(page.getByText(`Demo Admin revoked the approval of driver ${name}`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await context.close();
});

test('approve then revoke a restaurant: toasts, status badge and activity', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, storageState: await adminStorageState(baseURL!) });
  const name = `Wok Approve ${unique()}`;
  await registerRestaurant(context.request, name);
  const page = await openPanel(context);

  const restaurant = row(page, name);
  await expect(restaurant.getByText('Pending', { exact: true })).toBeVisible();
  await expect(restaurant.getByText('•••• 4321')).toBeVisible();
  await restaurant.getByRole('button', { name: `Approve ${name}` }).click();
  await expectToast(page, 'Restaurant Updated', `${name} is now approved.`);
  await expect(restaurant.getByText('Approved', { exact: true })).toBeVisible();
  await restaurant.getByRole('button', { name: `Revoke ${name}` }).click();
  await expectToast(page, 'Restaurant Updated', `${name}'s approval has been revoked.`);
  await expect(restaurant.getByText('Pending', { exact: true })).toBeVisible();

  await page.getByRole('tab', { name: 'Activity' }).click();
  await expect(page.getByText(`Demo Admin approved restaurant ${name}`)).toBeVisible();
  await expect(page.getByText(`Demo Admin revoked the approval of restaurant ${name}`)).toBeVisible();
  await context.close();
});

test('a failed approval shows the error toast and leaves the status alone', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, storageState: await adminStorageState(baseURL!) });
  const page = await openPanel(context);
  await page.route('**/api/admin/restaurants/*/approve', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"down"}' }),
  );
  const pho = row(page, 'Lotus Pho House');
  await expect(pho.getByText('Pending', { exact: true })).toBeVisible();
  await pho.getByRole('button', { name: 'Approve Lotus Pho House' }).click();
  await expectToast(page, 'Error', 'Failed to update restaurant status.');
  await expect(pho.getByText('Pending', { exact: true })).toBeVisible();
  await context.close();
});
