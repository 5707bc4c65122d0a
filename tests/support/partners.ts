import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { validDriver, validRestaurant } from './registration-payloads';
import { signInAs } from './sessions';

// Partners beyond the demo accounts, made through the real endpoints: register, approve, sign in.

export async function approvedRestaurant(
  app: FastifyInstance,
  adminCookie: string,
): Promise<{ id: number; cookie: string }> {
  const body = validRestaurant();
  const registered = await app.inject({ method: 'POST', url: '/api/restaurants/register', payload: body });
  expect(registered.statusCode, registered.body).toBe(201);
  const { id } = registered.json() as { id: number };
  const approved = await app.inject({
    method: 'PATCH',
    url: `/api/admin/restaurants/${id}/approve`,
    headers: { cookie: adminCookie },
    payload: { isApproved: true },
  });
  expect(approved.statusCode, approved.body).toBe(200);
  const cookie = await signInAs(app, 'restaurant', {
    email: body.email as string,
    password: body.password as string,
  });
  return { id, cookie };
}

let driverCounter = 0;

/**
 * A newly registered driver, approved by the admin and signed in. Each registers from its own
 * address, as real applicants do, so a test may make more than registration's hourly limit.
 */
export async function approvedDriver(
  app: FastifyInstance,
  adminCookie: string,
): Promise<{ id: number; cookie: string }> {
  driverCounter += 1;
  const body = validDriver();
  const registered = await app.inject({
    method: 'POST',
    url: '/api/drivers/register',
    payload: body,
    remoteAddress: `10.77.${driverCounter >> 8}.${driverCounter & 255}`,
  });
  expect(registered.statusCode, registered.body).toBe(201);
  const { id } = registered.json() as { id: number };
  const approved = await app.inject({
    method: 'PATCH',
    url: `/api/admin/drivers/${id}/approve`,
    headers: { cookie: adminCookie },
    payload: { isApproved: true },
  });
  expect(approved.statusCode, approved.body).toBe(200);
  const cookie = await signInAs(app, 'driver', {
    email: body.email as string,
    password: body.password as string,
  });
  return { id, cookie };
}

/** A session cookie for each demo role, and a second approved restaurant to play "someone else". */
export async function signInCast(app: FastifyInstance) {
  const [admin, restaurant, driver] = await Promise.all([
    signInAs(app, 'admin'),
    signInAs(app, 'restaurant'),
    signInAs(app, 'driver'),
  ]);
  return { admin, restaurant, driver, other: await approvedRestaurant(app, admin) };
}
