import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_REQUIRED, WRONG_ROLE } from '#domain/accounts/messages.ts';
import { auditLog, drivers, restaurants } from '#server/db/schema.ts';
import { DEMO_ACCOUNTS } from '#server/demo-seed/seed.ts';
import { signInAs } from '../../support/sessions';
import { buildTestApp, type TestApp } from '../../support/test-app';

let t: TestApp;
let admin: string;
let driver: string;
let restaurant: string;
beforeAll(async () => {
  t = await buildTestApp();
  [admin, driver, restaurant] = await Promise.all([
    signInAs(t.app, 'admin'),
    signInAs(t.app, 'driver'),
    signInAs(t.app, 'restaurant'),
  ]);
});
afterAll(() => t.close());

const PENDING_RESTAURANT_ID = 11; // Lotus Pho House in the demo seed
const pendingDriverId = async () => {
  const [row] = await t.database.handle.db
    .select({ id: drivers.id })
    .from(drivers)
    .where(eq(drivers.email, 'sofia.marquez@demo.quickbite.app'));
  return row!.id;
};

const ADMIN_ROUTES: ReadonlyArray<{ method: 'GET' | 'PATCH'; url: string; payload?: object }> = [
  { method: 'GET', url: '/api/admin/restaurants' },
  { method: 'GET', url: '/api/admin/drivers' },
  { method: 'GET', url: '/api/admin/audit-log' },
  { method: 'GET', url: '/api/orders' },
  { method: 'GET', url: '/api/drivers' },
  { method: 'PATCH', url: '/api/admin/restaurants/1/approve', payload: { isApproved: true } },
  { method: 'PATCH', url: '/api/admin/drivers/1/approve', payload: { isApproved: true } },
];

describe('admin routes are admin-only', () => {
  it.each(ADMIN_ROUTES)('$method $url: 401 without a session, 403 for partners', async (route) => {
    const anonymous = await t.app.inject(route);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 'unauthorized', message: SIGN_IN_REQUIRED });
    for (const cookie of [driver, restaurant]) {
      const res = await t.app.inject({ ...route, headers: { cookie } });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'forbidden', message: WRONG_ROLE });
    }
  });
});

describe('admin lists', () => {
  it('lists every restaurant, pending ones included, without secrets', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/restaurants',
      headers: { cookie: admin },
    });
    expect(res.statusCode).toBe(200);
    const list = res.json() as Array<Record<string, unknown>>;
    expect(list.some((r) => r.isApproved === false)).toBe(true);
    const first = list[0]!;
    expect(Object.keys(first)).toEqual(
      expect.arrayContaining(['id', 'name', 'cuisine', 'email', 'phone', 'isApproved', 'bankAccountLast4']),
    );
    expect(res.body).not.toMatch(/scrypt|"password"|taxId|bankAccountNumber|bankRoutingNumber/);
    for (const row of list)
      if (row.bankAccountLast4 !== null) expect(row.bankAccountLast4).toMatch(/^\d{1,4}$/);
  });

  it('lists drivers with the columns of the panel, bank number masked', async () => {
    for (const url of ['/api/admin/drivers', '/api/drivers']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie: admin } });
      expect(res.statusCode).toBe(200);
      const list = res.json() as Array<Record<string, unknown>>;
      expect(list.length).toBeGreaterThanOrEqual(2);
      expect(Object.keys(list[0]!)).toEqual(
        expect.arrayContaining([
          'name',
          'email',
          'phone',
          'vehicleType',
          'vehicleNumber',
          'licenseNumber',
          'isApproved',
        ]),
      );
      expect(res.body).not.toMatch(/scrypt|"password"|accountNumber"|routingNumber|swiftCode/);
    }
  });

  it('lists orders for the admin', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/orders', headers: { cookie: admin } });
    expect(res.statusCode).toBe(200);
    expect(Array.isArray(res.json())).toBe(true);
  });
});

describe('approval and revocation', () => {
  const setRestaurant = (id: number | string, isApproved: unknown, cookie = admin) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/admin/restaurants/${id}/approve`,
      headers: { cookie },
      payload: { isApproved },
    });

  it('approves a pending restaurant: it becomes public, and the audit log says who did it', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/restaurants/${PENDING_RESTAURANT_ID}` })).statusCode,
    ).toBe(404);
    const res = await setRestaurant(PENDING_RESTAURANT_ID, true);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: PENDING_RESTAURANT_ID,
      isApproved: true,
      name: 'Lotus Pho House',
    });
    // The catalogue cache was dropped, so the public list shows it at once.
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/restaurants/${PENDING_RESTAURANT_ID}` })).statusCode,
    ).toBe(200);
    const list = (await t.app.inject({ method: 'GET', url: '/api/restaurants' })).json() as Array<{
      id: number;
    }>;
    expect(list.some((r) => r.id === PENDING_RESTAURANT_ID)).toBe(true);

    const audit = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit-log',
      headers: { cookie: admin },
    });
    expect(audit.json()[0]).toMatchObject({
      action: 'restaurant.approved',
      targetType: 'restaurant',
      targetId: PENDING_RESTAURANT_ID,
      targetName: 'Lotus Pho House',
      actorName: DEMO_ACCOUNTS.admin.name,
    });
  });

  it('revokes a restaurant: hidden again, and its signed-in sessions end', async () => {
    const pho = { email: 'pho@demo.quickbite.app', password: DEMO_ACCOUNTS.pendingPartnerPassword };
    await setRestaurant(PENDING_RESTAURANT_ID, true);
    const phoCookie = await signInAs(t.app, 'restaurant', pho);
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/partner/profile',
      headers: { cookie: phoCookie },
    });
    expect(profile.json()).toMatchObject({ type: 'restaurant', name: 'Lotus Pho House' });

    const res = await setRestaurant(PENDING_RESTAURANT_ID, false);
    expect(res.json().isApproved).toBe(false);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/restaurants/${PENDING_RESTAURANT_ID}` })).statusCode,
    ).toBe(404);
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/partner/profile',
      headers: { cookie: phoCookie },
    });
    expect(after.statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { ...pho, role: 'restaurant' },
    });
    expect(login.statusCode).toBe(403);
    const [entry] = await t.database.handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'restaurant.revoked'));
    expect(entry).toMatchObject({ actorType: 'admin', targetId: PENDING_RESTAURANT_ID });
  });

  it('approves and revokes a driver, who can then (not) sign in', async () => {
    const id = await pendingDriverId();
    const sofia = {
      email: 'sofia.marquez@demo.quickbite.app',
      password: DEMO_ACCOUNTS.pendingPartnerPassword,
    };
    const approve = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/drivers/${id}/approve`,
      headers: { cookie: admin },
      payload: { isApproved: true },
    });
    expect(approve.statusCode).toBe(200);
    expect(approve.json()).toMatchObject({ id, isApproved: true });
    const cookie = await signInAs(t.app, 'driver', sofia);
    const revoke = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/drivers/${id}/approve`,
      headers: { cookie: admin },
      payload: { isApproved: false },
    });
    expect(revoke.json().isApproved).toBe(false);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(me.json().user).toBeNull();
    const audit = (
      await t.app.inject({ method: 'GET', url: '/api/admin/audit-log', headers: { cookie: admin } })
    ).json();
    expect(audit.slice(0, 2).map((e: { action: string }) => e.action)).toEqual([
      'driver.revoked',
      'driver.approved',
    ]);
  });

  it('rejects bad input with 400 and unknown partners with 404, writing nothing', async () => {
    const before = await t.database.handle.db.select().from(auditLog);
    for (const isApproved of ['yes', 1, null, undefined]) {
      const res = await setRestaurant(1, isApproved);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toHaveProperty('isApproved');
    }
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      expect((await setRestaurant(id, true)).statusCode).toBe(400);
    }
    const missing = await setRestaurant(999999, true);
    expect(missing.statusCode).toBe(404);
    const missingDriver = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/drivers/999999/approve',
      headers: { cookie: admin },
      payload: { isApproved: true },
    });
    expect(missingDriver.statusCode).toBe(404);
    expect(await t.database.handle.db.select().from(auditLog)).toHaveLength(before.length);
    const [nonna] = await t.database.handle.db.select().from(restaurants).where(eq(restaurants.id, 1));
    expect(nonna?.isApproved).toBe(true);
  });
});
