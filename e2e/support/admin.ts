import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
  request,
} from '@playwright/test';
import type { DriverRegistrationInput } from '#domain/registration/driver-requests.ts';
import type { RestaurantRegistrationInput } from '#domain/registration/restaurant-requests.ts';

// Shared steps of the admin panel journeys: sign-in state, partners created through the API,
// and locators for the panel's parts.

export const ADMIN = { email: 'admin@demo.quickbite.app', password: 'admin-demo-2026' };
export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

export const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

// Sign-ins are rate limited per address and email, so the tests that only need a signed-in admin
// share one session, made once through the API.
let adminState: Promise<StorageState> | undefined;
export function adminStorageState(baseURL: string): Promise<StorageState> {
  adminState ??= (async () => {
    const api = await request.newContext({ baseURL });
    const res = await api.post('/api/admin/login', { data: ADMIN });
    expect(res.status()).toBe(200);
    const state = await api.storageState();
    await api.dispose();
    return state;
  })();
  return adminState;
}

export async function openPanel(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible();
  await expect(page.getByText('Total Restaurants')).toBeVisible();
  return page;
}

export async function registerDriver(api: APIRequestContext, name: string): Promise<void> {
  const body: DriverRegistrationInput = {
    name,
    email: `admin-e2e-driver-${unique()}@example.com`,
    phone: '+1 416-555-0177',
    password: 'ride-safe-2026',
    licenseNumber: `L-${unique()}`,
    vehicleType: 'bike',
    vehicleNumber: `B ${unique()}`,
    bankName: 'Maple Bank',
    accountNumber: '000123459876',
  };
  const res = await api.post('/api/drivers/register', { data: body });
  expect(res.status()).toBe(201);
}

export async function registerRestaurant(api: APIRequestContext, name: string): Promise<void> {
  const body: RestaurantRegistrationInput = {
    name,
    cuisine: 'Thai',
    description: 'Street-food classics.',
    email: `admin-e2e-restaurant-${unique()}@example.com`,
    password: 'wok-hei-2026',
    phone: '416-555-0150',
    address: '9 Spadina Ave',
    deliveryTime: '30-40 min',
    deliveryFee: '2.99',
    minOrder: '15.00',
    businessLicense: 'BL-1',
    taxId: 'TX-1',
    businessType: 'Restaurant',
    bankCountry: 'Canada',
    bankCurrency: 'CAD',
    bankName: 'Maple Bank',
    bankAccountHolder: 'Wok Inc.',
    bankAccountNumber: '000987654321',
    bankRoutingNumber: '00011-222',
    bankAccountType: 'Business',
    ownerName: 'Anong Test',
    ownerEmail: `owner-${unique()}@example.com`,
    ownerPhone: '416-555-0151',
    signatureDish: 'Pad see ew',
    specialtyDescription: 'Charred noodles.',
    deliveryExperience: '1-2 years',
    preferredCuisines: 'Thai',
  };
  const res = await api.post('/api/restaurants/register', { data: body });
  expect(res.status()).toBe(201);
}

/** The header's live-updates indicator once the socket is open. */
export const liveIndicator = (page: Page): Locator =>
  page.getByRole('status').filter({ hasText: /^Live updates: Live$/ });
export const row = (page: Page, name: string): Locator => page.getByRole('row').filter({ hasText: name });
export const summaryValue = (page: Page, label: string): Locator =>
  page.getByText(label, { exact: true }).locator('xpath=following-sibling::dd');
