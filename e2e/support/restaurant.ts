import { type APIRequestContext, type Browser, expect, type Page, request } from '@playwright/test';
import type { StorageState } from './admin';

// The demo restaurant (restaurant 1, Nonna Rosa Pizzeria) acting from its own API context, the way
// its board would: signed in once per run (sign-ins are rate limited), never in a customer's page.

export const DEMO_RESTAURANT = {
  email: 'restaurant@demo.quickbite.app',
  password: 'restaurant-demo-2026',
  role: 'restaurant',
} as const;

let restaurantState: Promise<StorageState> | undefined;
function restaurantStorageState(baseURL: string): Promise<StorageState> {
  restaurantState ??= (async () => {
    const api = await request.newContext({ baseURL });
    const res = await api.post('/api/auth/login', { data: DEMO_RESTAURANT });
    expect(res.status(), await res.text()).toBe(200);
    const state = await api.storageState();
    await api.dispose();
    return state;
  })();
  return restaurantState;
}

/** An API context signed in as the demo restaurant; dispose it at the end of the test. */
export async function demoRestaurantApi(baseURL: string): Promise<APIRequestContext> {
  return request.newContext({ baseURL, storageState: await restaurantStorageState(baseURL) });
}

/** The Open toggle (PATCH /api/restaurant/profile). */
export async function setRestaurantOpen(kitchen: APIRequestContext, isOpen: boolean): Promise<void> {
  const res = await kitchen.patch('/api/restaurant/profile', { data: { isOpen } });
  expect(res.status(), await res.text()).toBe(200);
}

/** The availability switch of one dish (PATCH /api/menu-items/{id}). */
export async function setDishAvailable(
  kitchen: APIRequestContext,
  itemId: number,
  isAvailable: boolean,
): Promise<void> {
  const res = await kitchen.patch(`/api/menu-items/${itemId}`, { data: { isAvailable } });
  expect(res.status(), await res.text()).toBe(200);
}

/** The demo restaurant's board in a browser context of its own, signed in through the form. */
export async function openBoard(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/restaurant-app');
  await page.getByLabel('Email').fill(DEMO_RESTAURANT.email);
  await page.getByLabel('Password').fill(DEMO_RESTAURANT.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('tab', { name: /New Orders/ })).toBeVisible();
  return page;
}
