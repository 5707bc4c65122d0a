import { expect, type Page, test } from '@playwright/test';
import { formatRating } from '#web/lib/format.ts';
import { DEMO_DRIVER, expectDriverDashboard, statValue } from './support/driver';
import { expectNoSeriousA11yViolations, expectToast } from './support/page-checks';

// Partner sign-in on /driver-app and /restaurant-app (DESIGN section 5): only approved accounts
// get in, a pending one is told it is under review, and Sign out ends the server session.

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The message inside the sign-in card, announced as an alert. */
const cardAlert = (page: Page, text: string) =>
  page.getByRole('main').getByRole('alert').filter({ hasText: text });

test('a pending driver is told the application is under review', async ({ page }) => {
  await page.goto('/driver-app');
  await expect(page.getByRole('heading', { level: 1, name: 'Driver App' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Register as a driver' })).toHaveAttribute(
    'href',
    '/driver-register',
  );
  await expectNoSeriousA11yViolations(page);
  await signIn(page, 'sofia.marquez@demo.quickbite.app', 'pending-demo-2026');
  await expect(cardAlert(page, 'Your application is under review')).toBeVisible();
  await expectToast(page, 'Sign in failed', 'Your application is under review');
  await expect(page.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
  expect(await (await page.request.get('/api/auth/me')).json()).toEqual({ user: null });
});

test('a pending restaurant is told the application is under review', async ({ page }) => {
  await page.goto('/restaurant-app');
  await expect(page.getByRole('link', { name: 'Register your restaurant' })).toHaveAttribute(
    'href',
    '/restaurant-register',
  );
  await signIn(page, 'pho@demo.quickbite.app', 'pending-demo-2026');
  await expect(cardAlert(page, 'Your application is under review')).toBeVisible();
  await expectToast(page, 'Sign in failed', 'Your application is under review');
});

test('a wrong password, or a driver account on the restaurant app, is refused', async ({ page }) => {
  await page.goto('/driver-app');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await signIn(page, 'driver@demo.quickbite.app', 'wrong-password');
  await expect(cardAlert(page, 'Invalid email or password')).toBeVisible();
  await expectToast(page, 'Sign in failed', 'Invalid email or password');

  await page.goto('/restaurant-app');
  await signIn(page, 'driver@demo.quickbite.app', 'driver-demo-2026');
  await expect(cardAlert(page, 'Invalid email or password')).toBeVisible();
});

test('the demo driver signs in, sees the driver dashboard, and signs out', async ({ page }) => {
  await page.goto('/driver-app');
  await signIn(page, DEMO_DRIVER.email, DEMO_DRIVER.password);
  const header = page.getByRole('banner');
  // The dashboard shows the driver's own account and the server's figures for it.
  const stats = await expectDriverDashboard(page, {
    name: DEMO_DRIVER.name,
    vehicle: 'Car · CKLM 482',
    place: 'Toronto, Canada',
  });
  const tabs = page.getByRole('main').getByRole('tablist', { name: 'Deliveries' });
  if (!stats.isOnline) {
    // Offline, Available Orders says how to get orders instead of listing any.
    await expect(tabs.getByRole('tab', { name: 'Available Orders' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const panel = page.getByRole('tabpanel', { name: 'Available Orders' });
    await expect(panel.getByText('You are offline', { exact: true })).toBeVisible();
    await expect(
      panel.getByText('Go online to see orders waiting for a driver near you.', { exact: true }),
    ).toBeVisible();
  } else {
    // Left online by another journey: the offers (or that none wait) instead.
    await expect(page.getByRole('tabpanel').getByText('You are offline', { exact: true })).toHaveCount(0);
  }
  await expect(header.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expectNoSeriousA11yViolations(page);

  // The session is the server's: a reload keeps the driver signed in.
  await page.reload();
  await expect(page.getByText('Car · CKLM 482')).toBeVisible();
  await expect(statValue(page, 'Rating')).toHaveText(formatRating(stats.rating, stats.ratingCount));

  await header.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByText('Car · CKLM 482')).toHaveCount(0);
  await expect(page.getByRole('tablist', { name: 'Deliveries' })).toHaveCount(0);
  expect((await page.request.get('/api/partner/profile')).status()).toBe(401);
  expect((await page.request.get('/api/driver/stats')).status()).toBe(401);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('the demo restaurant signs in, sees its overview, and signs out', async ({ page }) => {
  await page.goto('/restaurant-app');
  await signIn(page, 'restaurant@demo.quickbite.app', 'restaurant-demo-2026');
  const header = page.getByRole('banner');
  await expect(header.getByText('Nonna Rosa Pizzeria')).toBeVisible();
  // The signed-in restaurant lands on its order board.
  await expect(page.getByRole('tab', { name: /New Orders/ })).toBeVisible();
  const profile = (await (await page.request.get('/api/partner/profile')).json()) as {
    cuisine: string;
    deliveryTime: string;
  };
  await expect(page.getByText(profile.cuisine, { exact: true })).toBeVisible();
  await expect(page.getByText(profile.deliveryTime, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Nonna Rosa Pizzeria' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await header.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await (await page.request.get('/api/auth/me')).json()).toEqual({ user: null });
});
