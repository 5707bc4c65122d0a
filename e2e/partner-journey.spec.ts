import {
  type Browser,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
  request,
  test,
} from '@playwright/test';

// The partner journey end to end, in the browser: apply on the registration form, be refused
// while pending, get approved by an admin in another browser context, then sign in to the app.

const ADMIN = { email: 'admin@demo.quickbite.app', password: 'admin-demo-2026' };

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A control by its label; required labels end in an asterisk hidden from assistive tech. */
const field = (form: Locator, label: string) =>
  form.getByLabel(new RegExp(`^${escapeRegExp(label)}( \\*)?$`));

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

// Sign-ins are rate limited per address and email: the admin signs in once for this file.
let adminState: Promise<StorageState> | undefined;
function adminStorageState(baseURL: string): Promise<StorageState> {
  adminState ??= (async () => {
    const api = await request.newContext({ baseURL });
    expect((await api.post('/api/admin/login', { data: ADMIN })).status()).toBe(200);
    const state = await api.storageState();
    await api.dispose();
    return state;
  })();
  return adminState;
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
  await expect(page.getByRole('banner').getByText(name)).toBeVisible();
  await expect(page.getByText('Scooter · SCT 4421')).toBeVisible();
  await expect(page.getByText('D1234-56789-01234')).toBeVisible();
  await expect(page.getByText('No ratings yet')).toBeVisible();
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
  const text: Array<[string, string]> = [
    ['Restaurant Name', name],
    ['Description', 'Wood-fired pizza and fresh pasta made daily.'],
    ['Email', email],
    ['Phone Number', '416-555-0123'],
    ['Password', password],
    ['Confirm Password', password],
    ['Street Address', '100 King St W'],
    ['Business License Number', 'BL-2026-0042'],
    ['Tax ID', 'TX-987654'],
    ['Bank Name', 'Maple Bank'],
    ['Account Holder Name', 'Forno Test Inc.'],
    ['Account Number', '000123456789'],
    ['Routing Number', '00011-222'],
    ['Owner or Manager Name', 'Giulia Forno'],
    ['Owner Email', `owner-${email}`],
    ['Owner Phone', '416-555-0124'],
    ['Signature Dish', 'Margherita'],
    ['Specialty Description', 'Neapolitan dough fermented for 48 hours.'],
    ['Preferred Cuisines', 'Italian, Mediterranean'],
  ];
  for (const [label, value] of text) await field(form, label).fill(value);
  await field(form, 'Cuisine').selectOption('Italian');
  await field(form, 'Bank Country').selectOption('Canada');
  await field(form, 'Account Type').selectOption('Business');
  await field(form, 'Delivery Experience').selectOption('1-2 years');
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
  await expect(page.getByRole('heading', { name: 'Your restaurant' })).toBeVisible();
  await expect(page.getByText('Italian', { exact: true })).toBeVisible();
  await expect(page.getByText('100 King St W, Toronto, Canada')).toBeVisible();
});
