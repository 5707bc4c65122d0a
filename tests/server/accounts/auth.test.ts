import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_LOGIN_FAILED,
  CROSS_ORIGIN_REFUSED,
  PARTNER_LOGIN_FAILED,
  UNDER_REVIEW,
} from '#domain/accounts/messages.ts';
import { SESSION_COOKIE, SESSION_LIFETIME } from '#server/auth/session-policy.ts';
import { createSessionStore, hashToken } from '#server/auth/session-store.ts';
import { sessions } from '#server/db/schema.ts';
import { DEMO_ACCOUNTS } from '#server/demo-seed/seed.ts';
import { sessionCookieFrom, signInAs } from '../../support/sessions';
import { buildTestApp, type TestApp } from '../../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const me = async (cookie?: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: cookie ? { cookie } : {} })).json();

describe('partner sign-in', () => {
  it('signs an approved driver in with an HttpOnly, SameSite=Lax session cookie', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { ...DEMO_ACCOUNTS.driver, email: DEMO_ACCOUNTS.driver.email.toUpperCase(), role: 'driver' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ type: 'driver', email: DEMO_ACCOUNTS.driver.email });
    expect(res.body).not.toMatch(/password|scrypt/i);
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(new RegExp(`^${SESSION_COOKIE}=[A-Za-z0-9_-]{43};`));
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).not.toMatch(/Secure/); // plain http here
    const cookie = sessionCookieFrom(res.headers['set-cookie']);
    expect((await me(cookie)).user).toMatchObject({ type: 'driver', name: expect.any(String) });
  });

  it('marks the cookie Secure behind an https proxy', async () => {
    const proxied = await buildTestApp({ seed: false, database: t.database, env: { TRUST_PROXY: '1' } });
    const res = await proxied.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-forwarded-proto': 'https' },
      payload: { ...DEMO_ACCOUNTS.restaurant, role: 'restaurant' },
    });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(/Secure/);
    await proxied.app.close();
  });

  it('gives the same 401 for an unknown email and a wrong password', async () => {
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@example.com', password: 'whatever1', role: 'driver' },
    });
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: DEMO_ACCOUNTS.driver.email, password: 'wrong-password', role: 'driver' },
    });
    for (const res of [unknown, wrong]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ message: PARTNER_LOGIN_FAILED, code: 'invalid_credentials' });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('does not let a driver account sign in as a restaurant', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { ...DEMO_ACCOUNTS.driver, role: 'restaurant' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('tells a pending partner, with the right password only, that the application is under review', async () => {
    const pending = {
      email: 'sofia.marquez@demo.quickbite.app',
      password: DEMO_ACCOUNTS.pendingPartnerPassword,
    };
    const right = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { ...pending, role: 'driver' },
    });
    expect(right.statusCode).toBe(403);
    expect(right.json()).toMatchObject({ message: UNDER_REVIEW, code: 'under_review' });
    expect(right.headers['set-cookie']).toBeUndefined();
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { ...pending, password: 'not-it-at-all', role: 'driver' },
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('names the missing or invalid fields', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { role: 'chef' } });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields).sort()).toEqual(['email', 'password', 'role']);
  });
});

describe('admin sign-in', () => {
  it('signs the admin in and says nothing about which part was wrong on failure', async () => {
    expect(await signInAs(t.app, 'admin')).toMatch(new RegExp(`^${SESSION_COOKIE}=`));
    for (const payload of [
      { email: 'admin@nowhere.example', password: DEMO_ACCOUNTS.admin.password },
      { email: DEMO_ACCOUNTS.admin.email, password: 'nope-nope' },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(ADMIN_LOGIN_FAILED);
    }
  });

  it('requires both fields', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: '', password: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ email: 'Username is required', password: 'Password is required' });
  });

  it('does not accept partner credentials', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: DEMO_ACCOUNTS.driver,
    });
    expect(res.statusCode).toBe(401);
  });

  it('rate limits guessing one account from one address (429), without locking out others', async () => {
    const attempt = (email: string, remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        remoteAddress,
        payload: { email, password: 'guess-guess' },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await attempt('target@example.com', '10.9.9.9')).statusCode);
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    const limited = await attempt('target@example.com', '10.9.9.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await attempt('target@example.com', '10.9.9.10')).statusCode).toBe(401);
    expect((await attempt('someone-else@example.com', '10.9.9.9')).statusCode).toBe(401);
    // Even the right password waits until the window has passed.
    const right = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      remoteAddress: '10.9.9.9',
      payload: { email: 'target@example.com', password: 'guess-guess' },
    });
    expect(right.statusCode).toBe(429);
  });

  it('counts only failures: many successful sign-ins are never limited', async () => {
    for (let i = 0; i < 15; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '10.8.8.8',
        payload: { ...DEMO_ACCOUNTS.driver, role: 'driver' },
      });
      expect(res.statusCode).toBe(200);
    }
  });

  it('limits all sign-in attempts from one address, whatever the emails', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 101; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '10.7.7.7',
        payload: { email: `user${i}@example.com`, password: 'guess-guess', role: 'driver' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 100).every((status) => status === 401)).toBe(true);
    expect(statuses[100]).toBe(429);
  });
});

describe('sessions', () => {
  it('issues a new token at every sign-in and ends the previous one', async () => {
    const first = await signInAs(t.app, 'driver');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { cookie: first },
      payload: { ...DEMO_ACCOUNTS.driver, role: 'driver' },
    });
    const second = sessionCookieFrom(res.headers['set-cookie']);
    expect(second).not.toBe(first);
    expect((await me(first)).user).toBeNull();
    expect((await me(second)).user).toMatchObject({ type: 'driver' });
  });

  it('stores only a hash of the token', async () => {
    const cookie = await signInAs(t.app, 'restaurant');
    const token = cookie.split('=')[1] as string;
    const rows = await t.database.handle.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(rows).toHaveLength(1);
    const all = await t.database.handle.db.select({ tokenHash: sessions.tokenHash }).from(sessions);
    expect(all.some((row) => row.tokenHash === token)).toBe(false);
  });

  it('signs out: the cookie is cleared and the server session deleted', async () => {
    const cookie = await signInAs(t.app, 'admin');
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(res.statusCode).toBe(204);
    expect(String(res.headers['set-cookie'])).toMatch(new RegExp(`^${SESSION_COOKIE}=;`));
    expect((await me(cookie)).user).toBeNull();
    const admin = await t.app.inject({ method: 'GET', url: '/api/admin/drivers', headers: { cookie } });
    expect(admin.statusCode).toBe(401);
  });

  it('answers "nobody" for a missing, malformed or unknown cookie', async () => {
    expect((await me()).user).toBeNull();
    expect((await me(`${SESSION_COOKIE}=x`)).user).toBeNull();
    expect((await me(`${SESSION_COOKIE}=${'a'.repeat(43)}`)).user).toBeNull();
  });

  it('expires a session after its idle time and after its absolute lifetime', async () => {
    const { db } = t.database.handle;
    let now = new Date('2030-01-01T00:00:00Z');
    const store = createSessionStore(db, () => now);
    const idle = SESSION_LIFETIME.driver.idleMs;
    const token = await store.create({ subjectType: 'driver', subjectId: 1 });
    now = new Date(now.getTime() + idle - 60_000);
    expect(await store.find(token)).not.toBeNull(); // used: idle clock restarts
    now = new Date(now.getTime() + idle - 60_000);
    expect(await store.find(token)).not.toBeNull();
    now = new Date(now.getTime() + idle + 1);
    expect(await store.find(token)).toBeNull();
    expect(
      await db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(token))),
    ).toHaveLength(0);

    now = new Date('2030-02-01T00:00:00Z');
    const busy = await store.create({ subjectType: 'admin', subjectId: 1 });
    const end = now.getTime() + SESSION_LIFETIME.admin.absoluteMs;
    while (now.getTime() + SESSION_LIFETIME.admin.idleMs / 2 < end) {
      now = new Date(now.getTime() + SESSION_LIFETIME.admin.idleMs / 2);
      expect(await store.find(busy)).not.toBeNull();
    }
    now = new Date(end + 1);
    expect(await store.find(busy)).toBeNull();
  });
});

describe('cross-origin protection', () => {
  it('refuses a state-changing request from another origin', async () => {
    for (const headers of [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        headers,
        payload: { email: DEMO_ACCOUNTS.admin.email, password: DEMO_ACCOUNTS.admin.password },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ message: CROSS_ORIGIN_REFUSED, code: 'cross_origin' });
    }
  });

  it('accepts the same origin, and reads from anywhere', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { origin: 'http://localhost:80', host: 'localhost:80', 'sec-fetch-site': 'same-origin' },
      payload: { email: DEMO_ACCOUNTS.admin.email, password: DEMO_ACCOUNTS.admin.password },
    });
    expect(res.statusCode).toBe(200);
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/restaurants',
      headers: { origin: 'https://evil.example' },
    });
    expect(read.statusCode).toBe(200);
  });
});
