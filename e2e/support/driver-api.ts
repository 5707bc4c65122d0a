import { type APIRequestContext, expect, request } from '@playwright/test';
import type { DriverRegistrationInput } from '#domain/registration/driver-requests.ts';
import { adminStorageState, unique } from './admin';
import { demoRestaurantApi } from './restaurant';

// Drivers through the real API, without the driver app's screens: a new driver registered,
// approved by the admin, signed in and online, and an order carried from the kitchen to the door.

export interface DriverApi {
  api: APIRequestContext;
  id: number;
  name: string;
}

/** A new driver in its own API context, approved, signed in and online. Dispose `api` at the end. */
export async function newOnlineDriver(baseURL: string, label: string): Promise<DriverApi> {
  const id = unique();
  const name = `${label} Driver ${id}`;
  const account = { email: `${label.toLowerCase()}-driver-${id}@example.com`, password: 'ride-safe-2026' };
  const api = await request.newContext({ baseURL });
  const application: DriverRegistrationInput = {
    name,
    ...account,
    phone: '+1 416-555-0179',
    licenseNumber: `L-${id}`,
    vehicleType: 'bike',
    vehicleNumber: `B ${id}`,
  };
  const registered = await api.post('/api/drivers/register', { data: application });
  expect(registered.status(), await registered.text()).toBe(201);
  const { id: driverId } = (await registered.json()) as { id: number };

  const admin = await request.newContext({ baseURL, storageState: await adminStorageState(baseURL) });
  const approved = await admin.patch(`/api/admin/drivers/${driverId}/approve`, {
    data: { isApproved: true },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  await admin.dispose();

  const signedIn = await api.post('/api/auth/login', { data: { ...account, role: 'driver' } });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  const online = await api.patch('/api/driver/status', { data: { isOnline: true } });
  expect(online.status(), await online.text()).toBe(200);
  return { api, id: driverId, name };
}

/**
 * The demo restaurant accepts and readies the order, the driver claims, picks up, sets off and
 * hands it over with the customer's code, then goes offline.
 */
export async function deliverOrder(
  baseURL: string,
  order: { id: number; deliveryCode: string },
  driver: APIRequestContext,
): Promise<void> {
  const kitchen = await demoRestaurantApi(baseURL);
  const steps: Array<[APIRequestContext, string, object?]> = [
    [kitchen, `/api/orders/${order.id}/accept`, { prepMinutes: 15 }],
    [driver, `/api/orders/${order.id}/claim`],
    [kitchen, `/api/orders/${order.id}/ready`],
    [driver, `/api/orders/${order.id}/pickup`],
    [driver, `/api/orders/${order.id}/depart`],
    [driver, `/api/orders/${order.id}/deliver`, { code: order.deliveryCode }],
  ];
  try {
    for (const [api, url, data] of steps) {
      const res = await api.post(url, { data: data ?? {} });
      expect(res.status(), `POST ${url}: ${await res.text()}`).toBe(200);
    }
  } finally {
    await kitchen.dispose();
  }
  const offline = await driver.patch('/api/driver/status', { data: { isOnline: false } });
  expect(offline.status()).toBe(200);
}
