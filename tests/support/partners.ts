import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { validRestaurant } from './registration-payloads';
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

/** A session cookie for each demo role, and a second approved restaurant to play "someone else". */
export async function signInCast(app: FastifyInstance) {
  const [admin, restaurant, driver] = await Promise.all([
    signInAs(app, 'admin'),
    signInAs(app, 'restaurant'),
    signInAs(app, 'driver'),
  ]);
  return { admin, restaurant, driver, other: await approvedRestaurant(app, admin) };
}
