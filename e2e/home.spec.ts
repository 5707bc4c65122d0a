import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/page-checks';

// The customer home: hero and search, the country banner, the category filter, the loading
// skeleton, the tracking demo, the marketing claims, and the country picker the list follows.

/** GET /api/restaurants with or without ?country=. */
const isRestaurantList = (url: URL) => url.pathname === '/api/restaurants';

const restaurantList = (page: Page) =>
  page.getByRole('region', { name: /^(Restaurants in|All restaurants)/ }).getByRole('list');

test('the hero, the country banner, the tracking demo and the claims', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fast Meals. Fast Rides. One App.');
  await expect(page.getByText(/fresh food .* in 30 minutes or less/i)).toBeVisible();
  await expect(page.getByLabel('Delivery address')).toBeVisible();
  await expect(page.getByLabel('Search restaurants or cuisines')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeVisible();

  const banner = page.getByRole('region', { name: 'Delivery country' });
  await expect(banner.getByText('Delivering to Canada')).toBeVisible();
  await expect(banner).toContainText('🇨🇦');
  await expect(banner).toContainText('CAD');

  await expect(page.getByRole('heading', { name: 'Track Your Order' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Track an order' })).toHaveAttribute('href', '/track-order');

  const claims = page.getByRole('region', { name: 'Why customers choose QuickBite' });
  for (const text of ['50+', '4.8/5', '1250 reviews', '25 min', '99.5%']) {
    await expect(claims.getByText(text, { exact: false }).first()).toBeVisible();
  }
  await expect(claims.getByText('Coming Soon')).toHaveCount(2);
  await expect(claims.getByText('App Store')).toBeVisible();
  await expect(claims.getByText('Google Play')).toBeVisible();

  await expect(page.getByRole('link', { name: /Nonna Rosa Pizzeria/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the category filter narrows the list by cuisine', async ({ page }) => {
  await page.goto('/');
  const list = restaurantList(page);
  await expect(list.getByRole('link', { name: /Maple Smash Burgers/ })).toBeVisible();

  const pizza = page.getByRole('button', { name: 'Pizza', exact: true });
  await pizza.click();
  await expect(pizza).toHaveAttribute('aria-pressed', 'true');
  await expect(list.getByRole('link', { name: /Nonna Rosa Pizzeria/ })).toBeVisible();
  await expect(list.getByRole('link', { name: /Maple Smash Burgers/ })).toHaveCount(0);

  await page.getByRole('button', { name: 'Sushi', exact: true }).click();
  await expect(list.getByRole('link')).toHaveCount(2);
  await expect(list.getByRole('link', { name: /Kaito Sushi Bar/ })).toBeVisible();
  await expect(list.getByRole('link', { name: /Tidewater Sushi/ })).toBeVisible();

  // The search box narrows first; a category with nothing left says so.
  await page.getByLabel('Search restaurants or cuisines').fill('burgers');
  await expect(page.getByText('No restaurants found for the selected category.')).toBeVisible();
  await page.getByRole('button', { name: 'All', exact: true }).click();
  await expect(list.getByRole('link')).toHaveCount(1);
  await expect(list.getByRole('link', { name: /Maple Smash Burgers/ })).toBeVisible();
});

test('the search box filters by name or cuisine without calling the server', async ({ page }) => {
  await page.goto('/');
  const list = restaurantList(page);
  await expect(list.getByRole('link', { name: /Nonna Rosa Pizzeria/ })).toBeVisible();

  const apiCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
  });
  const search = page.getByLabel('Search restaurants or cuisines');
  await search.fill('THAI');
  await expect(list.getByRole('link')).toHaveCount(1);
  await expect(list.getByRole('link', { name: /Bangkok Lane Thai Kitchen/ })).toBeVisible();
  await search.fill('nonna');
  await expect(list.getByRole('link')).toHaveCount(1);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  // Submitting takes the customer to the results.
  await expect(page.getByRole('heading', { name: 'Restaurants in Canada' })).toBeFocused();
  await search.fill('no such dish anywhere');
  await expect(page.getByText('No restaurants match "no such dish anywhere".')).toBeVisible();
  expect(apiCalls).toEqual([]);
});

test('while restaurants load, 6 card and 7 category placeholders stand in', async ({ page }) => {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(isRestaurantList, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/');
  const loading = page.getByRole('status', { name: 'Loading restaurants' });
  await expect(loading).toBeVisible();
  await expect(loading.locator(':scope > *')).toHaveCount(6);
  await expect(page.getByTestId('category-skeleton').locator(':scope > *')).toHaveCount(7);
  await expect(page.getByRole('button', { name: 'Pizza', exact: true })).toHaveCount(0);

  release();
  await expect(loading).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Pizza', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /Nonna Rosa Pizzeria/ })).toBeVisible();
});

test('a failing list offers to try again', async ({ page }) => {
  let fail = true;
  await page.route(isRestaurantList, (route) =>
    fail ? route.fulfill({ status: 503, body: '{"message":"down"}' }) : route.continue(),
  );
  await page.goto('/');
  await expect(page.getByText("We couldn't load restaurants")).toBeVisible();
  fail = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('link', { name: /Nonna Rosa Pizzeria/ })).toBeVisible();
});

test('a country without restaurants says so and offers all restaurants', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: /Deliver to Canada/ }).click();
  const picker = page.getByRole('dialog', { name: 'Choose your country' });
  await picker.getByLabel('Search countries').fill('germany');
  await picker.getByRole('button', { name: /Germany/ }).click();

  await expect(page.getByText('No restaurants deliver to Germany yet')).toBeVisible();
  await page.getByRole('button', { name: 'Show all restaurants' }).click();
  await expect(page.getByRole('heading', { name: 'All restaurants' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Nonna Rosa Pizzeria/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Kazeya Ramen/ })).toBeVisible();
  await page.getByRole('button', { name: 'Only Germany' }).click();
  await expect(page.getByText('No restaurants deliver to Germany yet')).toBeVisible();
});

test('a broken stored country falls back to Canada', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('quickbite.selectedCountry', '{broken'));
  await page.goto('/');
  await expect(page.getByText('Delivering to Canada')).toBeVisible();
  await expect(page.getByRole('link', { name: /Nonna Rosa Pizzeria/ })).toBeVisible();
});

test('the country picker searches, filters by continent, and its choice survives a reload', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: /Deliver to Canada/ }).click();
  const picker = page.getByRole('dialog', { name: 'Choose your country' });
  const countries = picker.getByRole('list', { name: 'Countries' }).getByRole('button');
  await expect(countries).toHaveCount(58);
  await expectNoSeriousA11yViolations(page);

  // Name or code, any case; the term wins over an active continent.
  const search = picker.getByLabel('Search countries');
  await search.fill('JAP');
  await expect(countries).toHaveText([/Japan/]);
  await search.fill('gb');
  await expect(countries).toHaveText([/United Kingdom/]);
  await search.fill('zzz');
  await expect(picker.getByText('No countries found - Try adjusting your search')).toBeVisible();
  await search.fill('');

  const oceania = picker.getByRole('button', { name: 'Oceania' });
  await oceania.click();
  await expect(oceania).toHaveAttribute('aria-pressed', 'true');
  await expect(countries).toHaveText([/Australia/, /New Zealand/, /Fiji/]);
  await search.fill('japan');
  await expect(countries).toHaveText([/Japan/]);
  await search.fill('');
  await oceania.click();
  await expect(oceania).toHaveAttribute('aria-pressed', 'false');
  await expect(countries).toHaveCount(58);

  await search.fill('japan');
  await countries.first().click();
  await expect(picker).toBeHidden();
  await expect(page.getByText('Delivering to Japan')).toBeVisible();
  await expect(page.getByRole('link', { name: /Kazeya Ramen/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Nonna Rosa Pizzeria/ })).toHaveCount(0);

  const stored = await page.evaluate(() => localStorage.getItem('quickbite.selectedCountry'));
  expect(JSON.parse(stored ?? 'null')).toMatchObject({ code: 'JP', name: 'Japan', currency: 'JPY' });

  await page.reload();
  await expect(page.getByRole('button', { name: /Deliver to Japan/ })).toBeVisible();
  await expect(page.getByText('Delivering to Japan')).toBeVisible();
  await expect(page.getByRole('link', { name: /Kazeya Ramen/ })).toBeVisible();
});
