import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/page-checks';

// The first customer journey: the home page lists restaurants and a restaurant page shows its menu.

test('home lists restaurants and a restaurant page shows its menu', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Fast Meals. Fast Rides. One App.');
  await expect(page.getByText(/30 minutes or less/)).toBeVisible();
  const pizzeria = page.getByRole('link', { name: /Nonna Rosa Pizzeria/ });
  await expect(pizzeria).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await pizzeria.click();
  await expect(page).toHaveURL(/\/restaurant\/1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Nonna Rosa Pizzeria' })).toBeVisible();
  await expect(page.getByText('Margherita', { exact: true })).toBeVisible();
  await expect(page.getByText('$16.99')).toBeVisible();
  await expect(page.getByText('Unavailable').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Category tabs: "All" plus each distinct category; choosing one narrows the menu.
  await page.getByRole('button', { name: 'Pasta', exact: true }).click();
  await expect(page.getByText('Rigatoni alla Vodka')).toBeVisible();
  await expect(page.getByText('Margherita', { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'All', exact: true }).click();
  await expect(page.getByText('Margherita', { exact: true })).toBeVisible();
});

test("a Japanese restaurant's page is in yen, never in dollars", async ({ page, request }) => {
  const res = await request.get('/api/restaurants');
  const restaurants = (await res.json()) as { id: number; name: string; currency: string }[];
  const kazeya = restaurants.find((restaurant) => restaurant.name === 'Kazeya Ramen');
  expect(kazeya?.currency).toBe('JPY');
  await page.goto(`/restaurant/${kazeya?.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Kazeya Ramen' })).toBeVisible();
  const ramen = page.getByRole('article', { name: 'Tonkotsu Ramen', exact: true });
  // Whole yen: no decimals, grouped thousands.
  await expect(ramen.getByText(/^¥[\d,]+$/)).toBeVisible();
  await expect(page.getByText(/^¥[\d,]+ delivery$/)).toBeVisible();
  await expect(page.getByTestId('restaurant-minimum-order')).toHaveText(/^¥[\d,]+ minimum order$/);
  await expect(page.getByRole('main')).not.toContainText('$');
  await expectNoSeriousA11yViolations(page);
});

test('an unknown restaurant shows "Restaurant not found"', async ({ page }) => {
  await page.goto('/restaurant/999999');
  await expect(page.getByText('Restaurant not found')).toBeVisible();
  await expect(page.getByText("The restaurant you're looking for doesn't exist.")).toBeVisible();
});

test('any other path shows the 404 screen', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await page.getByRole('link', { name: /home/i }).first().click();
  await expect(page).toHaveURL(/\/$/);
});

test('under /d every internal link carries the prefix', async ({ page }) => {
  await page.goto('/d');
  await expect(page.getByRole('link', { name: /Nonna Rosa Pizzeria/ })).toBeVisible();
  // Open the chrome's menus too, so that their links are checked as well.
  await page.getByRole('button', { name: 'Apps and quick actions' }).click();
  await page.getByRole('button', { name: /^Cart, / }).click();
  const drawer = page.getByRole('dialog', { name: 'Your Cart' });
  await expect(drawer).toBeVisible();
  const hrefs = await page
    .locator('a[href^="/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(5);
  expect(hrefs).toEqual(expect.arrayContaining(['/d/gps-tracking', '/d/restaurant-register', '/d/about-us']));
  expect(hrefs.filter((href) => !/^\/d(\/|$)/.test(href))).toEqual([]);

  await drawer.getByRole('link', { name: 'Browse restaurants' }).click();
  await page.getByRole('link', { name: /Nonna Rosa Pizzeria/ }).click();
  await expect(page).toHaveURL(/\/d\/restaurant\/1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Nonna Rosa Pizzeria' })).toBeVisible();
  await page.getByRole('button', { name: 'Add to Cart Margherita' }).click();
  await page.getByRole('button', { name: /^Cart, / }).click();
  const restaurantHrefs = await page
    .locator('a[href^="/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  expect(restaurantHrefs).toContain('/d/checkout');
  expect(restaurantHrefs.filter((href) => !/^\/d(\/|$)/.test(href))).toEqual([]);
  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/d\/checkout$/);
});

test('a failing restaurant request shows "Error loading restaurant"', async ({ page }) => {
  // The server answers, but with an outage: the page must explain instead of spinning forever.
  await page.route('**/api/restaurants/1', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: '{"message":"down","code":"unavailable"}',
    }),
  );
  await page.goto('/restaurant/1');
  await expect(page.getByText('Error loading restaurant')).toBeVisible();
  await expect(page.getByText('Please try again later or contact support.')).toBeVisible();
});
