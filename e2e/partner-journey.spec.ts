import { type Browser, expect, type Page, test } from '@playwright/test';
import { field, fillRestaurant } from './registration/helpers';
import { adminStorageState, unique } from './support/admin';
import { expectDriverDashboard, statValue } from './support/driver';

// The partner journey end to end, in the browser: apply on the registration form, be refused
// while pending, get approved by an admin in another browser context, then sign in to the app.

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Another browser, signed in as the admin, approves the partner from the panel. */
async function approveAsAdmin(
  browser: Browser,
  baseURL: string,
  tab: 'Drivers' | 'Restaurants',
  name: string,
) {
  const admin = await browser.newContext({ baseURL, storageState: await adminStorageState(baseURL) });
  const page = await admin.newPage();
  await page.goto('/admin');
  await page.getByRole('tab', { name: tab }).click();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.getByText('Pending', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: `Approve ${name}` }).click();
  await expect(row.getByText('Approved', { exact: true })).toBeVisible();
  await admin.close();
}

test('a driver registers in the browser, is approved, and signs in', async ({ page, browser, baseURL }) => {
  const name = `Dana Rider ${unique()}`;
  const email = `journey-driver-${unique()}@example.com`;
  const password = 'ride-safe-2026';

  await page.goto('/driver-register');
  const form = page.getByRole('form', { name: 'Driver registration' });
  await field(form, 'Full Name').fill(name);
  await field(form, 'Email').fill(email);
  await field(form, 'Phone Number').fill('+1 416-555-0199');
  await field(form, 'Password').fill(password);
  await field(form, 'Confirm Password').fill(password);
  await field(form, 'Vehicle Type').selectOption('scooter');
  await field(form, 'Vehicle Number').fill('SCT 4421');
  await field(form, "Driver's License Number").fill('D1234-56789-01234');
  await form.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Application Submitted!' })).toBeVisible();

  await page.goto('/driver-app');
  await signIn(page, email, password);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Your application is under review');

  await approveAsAdmin(browser, baseURL!, 'Drivers', name);

  await page.getByRole('button', { name: 'Sign in' }).click();
  // The new driver lands on the driver dashboard: its own vehicle, no rating or deliveries yet, offline.
  await expect(page.getByRole('banner').getByText(name)).toBeVisible();
  const profileResponse = await page.request.get('/api/partner/profile');
  expect(profileResponse.status()).toBe(200);
  const profile = (await profileResponse.json()) as {
    licenseNumber: string;
    city: string;
    country: string;
  };
  // The licence is not on the dashboard; the account holds the one the form sent.
  expect(profile.licenseNumber).toBe('D1234-56789-01234');
  const stats = await expectDriverDashboard(page, {
    name,
    vehicle: 'Scooter · SCT 4421',
    place: `${profile.city}, ${profile.country}`,
    rating: 'New',
  });
  expect(stats).toMatchObject({ isOnline: false, totalDeliveries: 0, todayDeliveries: 0 });
  await expect(statValue(page, 'Total Deliveries')).toHaveText('0');
  await expect(statValue(page, "Today's Earnings")).toHaveText('$0.00');
  await expect(page.getByRole('button', { name: 'Go Online' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Available Orders' })).toHaveAttribute('aria-selected', 'true');
  await expect(
    page.getByRole('tabpanel', { name: 'Available Orders' }).getByText('You are offline'),
  ).toBeVisible();
});

test('a restaurant registers in the browser, is approved, and signs in', async ({
  page,
  browser,
  baseURL,
}) => {
  const name = `Forno Journey ${unique()}`;
  const email = `journey-restaurant-${unique()}@example.com`;
  const password = 'pizza-oven-2026';

  await page.goto('/restaurant-register');
  const form = page.getByRole('form', { name: 'Restaurant registration' });
  await fillRestaurant(form, email, name);
  await form.getByRole('button', { name: 'Submit Application' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your application is under review' }),
  ).toBeVisible();

  await page.goto('/restaurant-app');
  await signIn(page, email, password);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Your application is under review');

  await approveAsAdmin(browser, baseURL!, 'Restaurants', name);

  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('banner').getByText(name)).toBeVisible();
  await expect(page.getByRole('tab', { name: /New Orders/ })).toBeVisible();
  await expect(page.getByText('Italian', { exact: true })).toBeVisible();
  await expect(page.getByText('100 King St W, Toronto, Canada')).toBeVisible();
});
