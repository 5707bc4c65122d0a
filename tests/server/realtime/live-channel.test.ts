import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '#server/demo-seed/seed.ts';
import { WS_MAX_PAYLOAD_BYTES } from '#server/realtime/ws.routes.ts';
import { connectLive, settle } from '../../support/live-client';
import { signInAs } from '../../support/sessions';
import { buildTestApp, type TestApp } from '../../support/test-app';

// The live channel on one instance: who receives what, and what is refused or ignored.

const HEARTBEAT_MS = 150;
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp({ heartbeatMs: HEARTBEAT_MS });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  admin = await signInAs(t.app, 'admin');
});
afterAll(() => t.close());

const approve = (kind: 'restaurants' | 'drivers', id: number, isApproved: boolean) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/admin/${kind}/${id}/approve`,
    headers: { cookie: admin },
    payload: { isApproved },
  });

/** Waits until the server has processed an app_connect (it answers nothing by design). */
const bound = () => settle(150);

describe('live channel', () => {
  it('tells admin sockets that a restaurant or a driver was approved', async () => {
    const socket = await connectLive(t.app, { cookie: admin });
    socket.hello('admin');
    await bound();
    expect((await approve('restaurants', 11, true)).statusCode).toBe(200);
    expect(await socket.waitFor('restaurant_approved')).toEqual({
      type: 'restaurant_approved',
      data: { name: 'Lotus Pho House' },
    });
    expect((await approve('drivers', 1, true)).statusCode).toBe(200);
    expect((await socket.waitFor('driver_approved')).data).toEqual({ name: expect.any(String) });
    socket.socket.close();
  });

  it('gives nothing private to a socket that claims "admin" without an admin session', async () => {
    const anonymous = await connectLive(t.app);
    anonymous.hello('admin');
    const driver = await connectLive(t.app, { cookie: await signInAs(t.app, 'driver') });
    driver.hello('admin');
    const realAdmin = await connectLive(t.app, { cookie: admin });
    realAdmin.hello('admin');
    await bound();
    await approve('restaurants', 11, true);
    await realAdmin.waitFor('restaurant_approved');
    await settle();
    expect(anonymous.messages).toEqual([]);
    expect(driver.messages).toEqual([]);
    for (const client of [anonymous, driver, realAdmin]) client.socket.close();
  });

  it('ignores malformed messages and keeps the socket open', async () => {
    const socket = await connectLive(t.app, { cookie: admin });
    for (const junk of [
      'not json',
      '{"type":"nope"}',
      '{"type":"app_connect","appType":"root","timestamp":1}',
      '[]',
    ]) {
      socket.socket.send(junk);
    }
    socket.socket.send(Buffer.from([0, 1, 2]), { binary: true });
    socket.hello('admin');
    await bound();
    expect(socket.socket.readyState).toBe(socket.socket.OPEN);
    await approve('restaurants', 11, true);
    await socket.waitFor('restaurant_approved');
    socket.socket.close();
  });

  it('refuses an upgrade from another origin', async () => {
    await expect(connectLive(t.app, { origin: 'https://evil.example' })).rejects.toThrow(
      /upgrade refused: 403/,
    );
  });

  it('closes a socket that sends an oversized message', async () => {
    const socket = await connectLive(t.app);
    socket.socket.send('x'.repeat(WS_MAX_PAYLOAD_BYTES + 1));
    expect((await socket.closed).code).toBe(1009);
  });

  it('closes a bound socket once its session ends (sign-out or revocation)', async () => {
    const cookie = await signInAs(t.app, 'admin');
    const socket = await connectLive(t.app, { cookie });
    socket.hello('admin');
    await bound();
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect((await socket.closed).code).toBe(4401);

    const sofia = {
      email: 'sofia.marquez@demo.quickbite.app',
      password: DEMO_ACCOUNTS.pendingPartnerPassword,
    };
    const drivers = (
      await t.app.inject({ method: 'GET', url: '/api/admin/drivers', headers: { cookie: admin } })
    ).json();
    const sofiaId = drivers.find((d: { email: string }) => d.email === sofia.email).id;
    await approve('drivers', sofiaId, true);
    const driverSocket = await connectLive(t.app, { cookie: await signInAs(t.app, 'driver', sofia) });
    driverSocket.hello('driver');
    await bound();
    await approve('drivers', sofiaId, false);
    const closed = await driverSocket.closed;
    expect(closed.code).toBe(4401);
  });

  it("answers a client's ping with pong, before and after its hello, and keeps what it follows", async () => {
    const socket = await connectLive(t.app, { cookie: admin });
    socket.socket.send(JSON.stringify({ type: 'ping' }));
    expect(await socket.waitFor('pong')).toEqual({ type: 'pong', data: {} });
    socket.hello('admin');
    await bound();
    socket.messages.length = 0;
    socket.socket.send(JSON.stringify({ type: 'ping' }));
    await socket.waitFor('pong');
    // The ping did not undo the admin binding of the hello.
    await approve('restaurants', 11, true);
    await socket.waitFor('restaurant_approved');
    socket.socket.close();
  });

  it('drops sockets that stop answering the heartbeat', async () => {
    const socket = await connectLive(t.app);
    // Stop answering pings: the ws client replies automatically unless its receiver is paused.
    socket.socket.pause();
    const before = t.app.liveSockets.size;
    expect(before).toBeGreaterThan(0);
    await settle(HEARTBEAT_MS * 4);
    expect(
      t.app.liveSockets.all().some((entry) => entry.socket.readyState === entry.socket.OPEN && !entry.alive),
    ).toBe(false);
    socket.socket.resume();
    expect((await socket.closed).code).toBe(1006);
  });
});
