import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAdmin } from '#server/auth/ensure-admin.ts';
import { retireDemoAdmin } from '#server/auth/retire-demo-admin.ts';
import { admins } from '#server/db/schema.ts';
import { DEMO_ACCOUNTS } from '#server/demo-seed/seed.ts';
import { signInAs } from '../../support/sessions';
import { buildTestApp, type TestApp } from '../../support/test-app';

// Once a real admin comes from ADMIN_EMAIL, the demo admin (its password is in the README) goes,
// and with it every session it had: a demo that went live keeps no published way in.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

const me = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).json() as {
    user: { email: string } | null;
  };

describe('retiring the demo admin', () => {
  it('removes the demo admin and its sessions, and keeps the real admin', async () => {
    const demoCookie = await signInAs(t.app, 'admin');
    expect((await me(demoCookie)).user?.email).toBe(DEMO_ACCOUNTS.admin.email);
    const owner = { email: 'owner@example.com', password: 'a-long-enough-password' };
    await ensureAdmin(t.database.handle.db, owner);

    expect(await retireDemoAdmin(t.database.handle.db)).toBe(true);

    expect((await me(demoCookie)).user).toBeNull();
    const demoLogin = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: DEMO_ACCOUNTS.admin.email, password: DEMO_ACCOUNTS.admin.password },
    });
    expect(demoLogin.statusCode).toBe(401);
    expect((await me(await signInAs(t.app, 'admin', owner))).user?.email).toBe(owner.email);
    const remaining = await t.database.handle.db.select({ email: admins.email }).from(admins);
    expect(remaining.map((row) => row.email)).toEqual([owner.email]);
    expect(
      await t.database.handle.db.select().from(admins).where(eq(admins.email, DEMO_ACCOUNTS.admin.email)),
    ).toEqual([]);
  });

  it('has nothing to do the second time', async () => {
    expect(await retireDemoAdmin(t.database.handle.db)).toBe(false);
  });
});
