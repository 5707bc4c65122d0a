import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/page-checks';

// The customer app's content screens: the app chooser, the sample account, About Us and the footer
// pages, with their links, their key texts and no serious accessibility problem.

const main = (page: Page) => page.getByRole('main');

test('/apps offers the four apps and both registrations', async ({ page }) => {
  await page.goto('/apps');
  await expect(page).toHaveTitle(/QuickBite Apps/);
  const content = main(page);
  await expect(content.getByRole('heading', { level: 1, name: 'QuickBite Apps' })).toBeVisible();

  const cards = [
    ['Customer App', 'Order food', '/'],
    ['Driver App', 'Open the Driver App', '/driver-app'],
    ['Restaurant App', 'Open the Restaurant App', '/restaurant-app'],
    ['Admin Panel', 'Open the Admin Panel', '/admin'],
  ] as const;
  for (const [name, action, href] of cards) {
    const card = content.getByRole('group', { name });
    await expect(card.getByRole('heading', { name })).toBeVisible();
    await expect(card.getByRole('link', { name: action })).toHaveAttribute('href', href);
  }
  await expect(content.getByRole('link', { name: 'Register as Driver' })).toHaveAttribute(
    'href',
    '/driver-register',
  );
  await expect(content.getByRole('link', { name: 'Register Restaurant' })).toHaveAttribute(
    'href',
    '/restaurant-register',
  );
  await expectNoSeriousA11yViolations(page);

  await content.getByRole('link', { name: 'Open the Driver App' }).click();
  await expect(page).toHaveURL(/\/driver-app$/);
});

test('/apps under /d keeps every link under /d', async ({ page }) => {
  await page.goto('/d/apps');
  await expect(main(page).getByRole('heading', { level: 1, name: 'QuickBite Apps' })).toBeVisible();
  const hrefs = await main(page)
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs).toEqual(
    expect.arrayContaining(['/d/driver-app', '/d/restaurant-app', '/d/admin', '/d/driver-register']),
  );
  for (const href of hrefs) expect(href).toMatch(/^\/d(\/|$)/);
});

test('/account shows clearly labelled sample content in four tabs', async ({ page }) => {
  await page.goto('/account');
  const content = main(page);
  await expect(content.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  await expect(content.getByRole('note', { name: 'Sample content' })).toContainText(
    'This page shows sample content.',
  );
  const tabs = content.getByRole('tablist', { name: 'Account sections' });
  await expect(tabs.getByRole('tab')).toHaveText(['Profile', 'Orders', 'Addresses', 'Payments']);

  await expect(content.getByRole('tabpanel', { name: 'Profile' })).toContainText('alex.morgan@example.com');
  await expect(content.getByRole('tabpanel')).toContainText('Sample data');
  await expectNoSeriousA11yViolations(page);

  // Keyboard: arrow keys move between tabs (Radix), and each panel is labelled by its tab.
  await tabs.getByRole('tab', { name: 'Profile' }).focus();
  await page.keyboard.press('ArrowRight');
  const orders = content.getByRole('tabpanel', { name: 'Orders' });
  await expect(orders).toContainText('Order #1042');
  await expect(orders).toContainText('Delivered');
  await expect(orders.getByText('Sample data')).toBeVisible();
  await expect(orders.getByRole('link', { name: 'Find my orders' })).toHaveAttribute('href', '/orders');

  await tabs.getByRole('tab', { name: 'Addresses' }).click();
  await expect(content.getByRole('tabpanel', { name: 'Addresses' })).toContainText('123 Example Street');
  await tabs.getByRole('tab', { name: 'Payments' }).click();
  const payments = content.getByRole('tabpanel', { name: 'Payments' });
  await expect(payments).toContainText('Visa ending in 4242');
  await expect(payments).toContainText('Cash on delivery');
  await expectNoSeriousA11yViolations(page);
});

test('/about-us shows the statistics, mission, values, team and both registrations', async ({ page }) => {
  await page.goto('/about-us');
  const content = main(page);
  await expect(content.getByRole('heading', { level: 1, name: 'About QuickBite' })).toBeVisible();
  for (const figure of ['50+', '4.8/5', '25 min', '99.5%']) {
    await expect(content.getByText(figure, { exact: true })).toBeVisible();
  }
  await expect(content.getByText('From 1250 reviews')).toBeVisible();
  for (const heading of ['Our mission', 'Our values', 'Leadership team']) {
    await expect(content.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expect(content.getByRole('heading', { level: 3 })).toHaveCount(8); // four values, four leads
  await expect(content.getByRole('link', { name: 'Register Restaurant' })).toHaveAttribute(
    'href',
    '/restaurant-register',
  );
  await expect(content.getByRole('link', { name: 'Register as Driver' })).toHaveAttribute(
    'href',
    '/driver-register',
  );
  await expectNoSeriousA11yViolations(page);
});

const FOOTER_PAGES = [
  {
    link: 'Careers',
    path: '/careers',
    title: 'Careers',
    text: '$5.00 base per delivery plus $1.00 per km beyond 5 km.',
  },
  { link: 'Press', path: '/press', title: 'Press', text: 'open-source food-delivery marketplace' },
  { link: 'Blog', path: '/blog', title: 'Blog', text: "How a driver's pay is worked out" },
  { link: 'Help Center', path: '/help-center', title: 'Help Center', text: 'Do I need an account to order?' },
  { link: 'Contact Us', path: '/contact-us', title: 'Contact Us', text: 'About an order' },
  { link: 'Safety', path: '/safety', title: 'Safety', text: 'Every partner is reviewed' },
  { link: 'Terms of Service', path: '/terms', title: 'Terms of Service', text: 'What QuickBite is' },
] as const;

for (const { link, path, title, text } of FOOTER_PAGES) {
  test(`footer link "${link}" opens ${path} with real content`, async ({ page }) => {
    await page.goto('/about-us');
    // A click while the page's own code is still arriving can be lost: start from the shown page.
    await expect(main(page).getByRole('heading', { level: 1, name: 'About QuickBite' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: link }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    const content = main(page);
    await expect(content.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(title));
    await expect(content.getByText(text).first()).toBeVisible();
    const body = (await content.textContent()) ?? '';
    expect(body).not.toMatch(/lorem|ipsum|TODO/i);
    expect(body.length).toBeGreaterThan(600);
    await expectNoSeriousA11yViolations(page);
  });
}

test('the blog works payouts through with the real payout rules', async ({ page }) => {
  await page.goto('/blog');
  const content = main(page);
  // $30 of food, 8.5 km, $25 tip: $5.00 base + $3.50 distance + ($25 - $5 fee) = $28.50.
  const longTrip = content.getByRole('heading', { name: /A long trip/ }).locator('..');
  await expect(longTrip).toContainText('$3.50');
  await expect(longTrip).toContainText('$20.00');
  await expect(longTrip).toContainText('$28.50');
  // The restaurant keeps the $30.00 of food plus 20% of the $4.99 fee, rounded: $31.00.
  await expect(content.getByText(/the restaurant receives \$31\.00/)).toBeVisible();
});

test('the Help Center opens an answer with the delivery fee', async ({ page }) => {
  await page.goto('/help-center');
  const question = main(page).getByText('What does delivery cost?');
  // Each restaurant sets its fee in its own currency: no flat fee, no dollar tip presets for all.
  const answer = main(page).getByText(
    /^Each restaurant sets its own delivery fee, in the currency of its country/,
  );
  await expect(answer).toBeHidden();
  await question.click();
  await expect(answer).toBeVisible();
  await expect(answer).toContainText(
    'Tax is added at checkout or already included in the prices, as the restaurant sets it.',
  );
  await expect(answer).toContainText('the tip goes to your driver');
  await expect(main(page)).not.toContainText('$4.99');
  // Keyboard: a focused question opens with Enter.
  await main(page).getByText('How do I track my order?').focus();
  await page.keyboard.press('Enter');
  await expect(
    main(page).getByText(/Order Confirmed, Being Prepared, Out for Delivery and Delivered/),
  ).toBeVisible();
});

test('the press page offers the brand files', async ({ page, request }) => {
  await page.goto('/press');
  const link = main(page).getByRole('link', { name: 'App icon, PNG 512 × 512' });
  const href = await link.getAttribute('href');
  expect(href).toBe('/icons/icon-512.png');
  const res = await request.get(href ?? '');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('image/png');
});
