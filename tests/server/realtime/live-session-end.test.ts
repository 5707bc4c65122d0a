import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '#server/auth/session-store.ts';
import { sessions } from '#server/db/schema.ts';
import { DEMO_ACCOUNTS } from '#server/demo-seed/seed.ts';
import { connectLive, type LiveClient, settle } from '../../support/live-client';
import { signInAs } from '../../support/sessions';
import { buildTestApp, type TestApp } from '../../support/test-app';

// A live socket ends with its session: at once on sign-out, when a new sign-in replaces the
// session, and at the session's expiry, not at the next heartbeat (the default, 30 s, here).

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t?.close());

const tokenOf = (cookie: string) => cookie.slice(cookie.indexOf('=') + 1);

/** A restaurant socket bound to a fresh session (the server answers app_connect with nothing). */
async function boundRestaurantSocket(): Promise<{ cookie: string; socket: LiveClient }> {
  const cookie = await signInAs(t.app, 'restaurant');
  const socket = await connectLive(t.app, { cookie });
  socket.hello('restaurant');
  await settle(150);
  expect(t.app.liveSockets.all().some((entry) => entry.token === tokenOf(cookie) && entry.subject)).toBe(
    true,
  );
  return { cookie, socket };
}

/** Milliseconds from now until the socket closes, and its close code. */
async function closesWithin(socket: LiveClient) {
  const started = Date.now();
  const closed = await Promise.race([socket.closed, settle(5_000).then(() => null)]);
  return { code: closed?.code, ms: Date.now() - started };
}

describe('a live socket ends with its session', () => {
  it('closes with 4401 within a second of sign-out, and hears nothing after it', async () => {
    const { cookie, socket } = await boundRestaurantSocket();
    const heard = socket.messages.length;
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(res.statusCode).toBe(204);
    const { code, ms } = await closesWithin(socket);
    expect(code).toBe(4401);
    expect(ms).toBeLessThan(1_000);
    // A menu change the restaurant's sockets would hear reaches no socket of the ended session.
    t.app.hub.publish({ kind: 'catalogue_changed', restaurantId: 1 });
    await settle(200);
    expect(socket.messages.length).toBe(heard);
  });

  it('closes the socket of the old session when the same browser signs in again', async () => {
    const { cookie, socket } = await boundRestaurantSocket();
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { cookie },
      payload: { ...DEMO_ACCOUNTS.restaurant, role: 'restaurant' },
    });
    expect(again.statusCode).toBe(200);
    const { code, ms } = await closesWithin(socket);
    expect(code).toBe(4401);
    expect(ms).toBeLessThan(1_000);
  });

  it('leaves the sockets of other sessions of the same account open', async () => {
    const first = await boundRestaurantSocket();
    const second = await boundRestaurantSocket();
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: first.cookie } });
    expect((await closesWithin(first.socket)).code).toBe(4401);
    expect(second.socket.socket.readyState).toBe(second.socket.socket.OPEN);
    second.socket.socket.close();
  });

  it('closes when the session expires, not at the next heartbeat', async () => {
    const cookie = await signInAs(t.app, 'restaurant');
    // The session ends 800 ms from now (as if its 30 days were nearly over).
    await t.database.handle.db
      .update(sessions)
      .set({ expiresAt: sql`now() + interval '800 milliseconds'` })
      .where(eq(sessions.tokenHash, hashToken(tokenOf(cookie))));
    const socket = await connectLive(t.app, { cookie });
    socket.hello('restaurant');
    const { code, ms } = await closesWithin(socket);
    expect(code).toBe(4401);
    expect(ms).toBeGreaterThanOrEqual(500);
    expect(ms).toBeLessThan(2_000);
  });
});
