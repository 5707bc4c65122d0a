import type { FastifyBaseLogger } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { ConfigError, loadConfig } from '#server/config.ts';
import {
  createLiveAbuseCounters,
  type LiveAbuseSnapshot,
  startLiveAbuseSummary,
} from '#server/realtime/live-abuse-counters.ts';
import { createMessageBucket } from '#server/realtime/message-rate.ts';
import { baseUrlOf, connectLive, type LiveClient, settle } from '../../support/live-client';
import { captureLogLines } from '../../support/log-capture';
import { signInAs } from '../../support/sessions';
import { buildTestApp, type TestApp } from '../../support/test-app';

// The live channel's limits (docs/decisions/0008, "Limits"): sockets per client address, messages
// per socket, message size; and refused input counted rather than logged line by line.

const CAP = 3;
const RATE = 5;
const MAX_BYTES = 1024;

let t: TestApp;
let admin: string;
/** Every line the app's logger wrote (LOG_LEVEL=warn), parsed. */
const logLines: Array<{ msg?: string; level?: number }> = [];
const open: WebSocket[] = [];

beforeAll(async () => {
  t = await buildTestApp({
    env: {
      LOG_LEVEL: 'warn',
      WS_MAX_SOCKETS_PER_ADDRESS: String(CAP),
      WS_MAX_MESSAGES_PER_MINUTE: String(RATE),
      WS_MAX_MESSAGE_BYTES: String(MAX_BYTES),
    },
  });
  captureLogLines(t.app.log, logLines);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  admin = await signInAs(t.app, 'admin');
});
afterAll(() => t.close());

/** Closes what a test left open and waits until the server has given every slot back. */
afterEach(async () => {
  for (const socket of open.splice(0)) socket.terminate();
  await until(() => t.app.liveSockets.size === 0);
});

async function until(condition: () => boolean, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await settle(20);
  }
}

async function connect(options: { cookie?: string } = {}): Promise<LiveClient> {
  const client = await connectLive(t.app, options);
  open.push(client.socket);
  return client;
}

/** A socket opened from another loopback address (Linux routes all of 127.0.0.0/8 to lo). */
function connectFrom(localAddress: string): Promise<WebSocket> {
  const url = baseUrlOf(t.app);
  const socket = new WebSocket(url, { localAddress, headers: { origin: url.replace('ws:', 'http:') } });
  open.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
    socket.once('unexpected-response', (_req, res) =>
      reject(new Error(`upgrade refused: ${res.statusCode}`)),
    );
  });
}

/** Counter growth since `before`. */
const grown = (before: LiveAbuseSnapshot): LiveAbuseSnapshot => {
  const now = t.app.liveAbuse();
  return {
    malformed: now.malformed - before.malformed,
    rateLimited: now.rateLimited - before.rateLimited,
    tooLarge: now.tooLarge - before.tooLarge,
    socketCapRefused: now.socketCapRefused - before.socketCapRefused,
  };
};
const none: LiveAbuseSnapshot = { malformed: 0, rateLimited: 0, tooLarge: 0, socketCapRefused: 0 };

const approveRestaurant = () =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/admin/restaurants/11/approve',
    headers: { cookie: admin },
    payload: { isApproved: true },
  });

describe('sockets per client address', () => {
  it('refuses the upgrade over the cap with 429 while the others stay open', async () => {
    const before = t.app.liveAbuse();
    const first = await Promise.all(Array.from({ length: CAP }, () => connect()));
    await expect(connect()).rejects.toThrow(/upgrade refused: 429/);
    expect(grown(before)).toEqual({ ...none, socketCapRefused: 1 });
    for (const client of first) expect(client.socket.readyState).toBe(WebSocket.OPEN);
    expect(t.app.liveSockets.size).toBe(CAP);
  });

  it('lets only the cap through when upgrades race for the last slots', async () => {
    const attempts = await Promise.allSettled(Array.from({ length: CAP + 3 }, () => connect()));
    expect(attempts.filter((a) => a.status === 'fulfilled')).toHaveLength(CAP);
    for (const refused of attempts.filter((a) => a.status === 'rejected')) {
      expect(String(refused.reason)).toMatch(/429/);
    }
  });

  it('gives the slot back when a socket closes', async () => {
    const clients = await Promise.all(Array.from({ length: CAP }, () => connect()));
    await expect(connect()).rejects.toThrow(/429/);
    clients[0]?.socket.close();
    await clients[0]?.closed;
    await until(() => t.app.liveSockets.size === CAP - 1);
    const again = await connect();
    expect(again.socket.readyState).toBe(WebSocket.OPEN);
  });

  it('counts each address on its own', async () => {
    await Promise.all(Array.from({ length: CAP }, () => connect()));
    await expect(connect()).rejects.toThrow(/429/);
    const other = await connectFrom('127.0.0.2');
    expect(other.readyState).toBe(WebSocket.OPEN);
  });
});

describe('messages per socket', () => {
  it('closes a socket over the rate with 1008 while a well-behaved one on the same address keeps receiving', async () => {
    const before = t.app.liveAbuse();
    const good = await connect({ cookie: admin });
    good.hello('admin');
    const flooder = await connect();
    for (let i = 0; i <= RATE; i++) flooder.hello('customer', { phone: '5551234567' });
    expect(await flooder.closed).toEqual({ code: 1008, reason: 'Too many messages' });
    expect(grown(before)).toEqual({ ...none, rateLimited: 1 });

    expect(good.socket.readyState).toBe(WebSocket.OPEN);
    expect((await approveRestaurant()).statusCode).toBe(200);
    expect(await good.waitFor('restaurant_approved')).toMatchObject({ type: 'restaurant_approved' });
  });

  it('lets a socket send up to the rate', async () => {
    const client = await connect();
    for (let i = 0; i < RATE; i++) client.hello('customer');
    await settle(200);
    expect(client.socket.readyState).toBe(WebSocket.OPEN);
  });
});

describe('message size', () => {
  it('closes a socket that sends more than the configured size with 1009, and counts it', async () => {
    const before = t.app.liveAbuse();
    const client = await connect();
    client.socket.send('x'.repeat(MAX_BYTES + 1));
    expect((await client.closed).code).toBe(1009);
    await until(() => grown(before).tooLarge === 1);
    expect(grown(before)).toEqual({ ...none, tooLarge: 1 });
  });

  it('accepts a message of exactly the configured size (and counts it as malformed, not too large)', async () => {
    const before = t.app.liveAbuse();
    const client = await connect();
    client.socket.send('x'.repeat(MAX_BYTES));
    await until(() => grown(before).malformed === 1);
    expect(client.socket.readyState).toBe(WebSocket.OPEN);
    expect(grown(before).tooLarge).toBe(0);
  });
});

describe('malformed messages', () => {
  it('are counted, not logged one line each, and leave the socket open', async () => {
    const before = t.app.liveAbuse();
    logLines.length = 0;
    const client = await connect({ cookie: admin });
    client.socket.send('not json');
    client.socket.send('{"type":"nope"}');
    client.socket.send('{"type":"app_connect","appType":"root","timestamp":1}');
    client.socket.send(Buffer.from([0, 1, 2]), { binary: true });
    await until(() => grown(before).malformed === 4);
    client.hello('admin');
    await settle(150);
    expect(client.socket.readyState).toBe(WebSocket.OPEN);
    expect(grown(before)).toEqual({ ...none, malformed: 4 });
    expect(logLines).toEqual([]);
    await approveRestaurant();
    await client.waitFor('restaurant_approved');
  });

  it('count a protocol error (invalid UTF-8 text) without a log line', async () => {
    const before = t.app.liveAbuse();
    logLines.length = 0;
    const client = await connect();
    // A text frame that is not UTF-8: ws refuses it with 1007 on its own.
    client.socket.send(Buffer.from([0xff, 0xfe]), { binary: false });
    expect((await client.closed).code).toBe(1007);
    await until(() => grown(before).malformed === 1);
    expect(logLines).toEqual([]);
  });
});

describe('abuse summary', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('logs one line per period, only when a count grew', () => {
    vi.useFakeTimers();
    const counters = createLiveAbuseCounters();
    const warn = vi.fn();
    const stop = startLiveAbuseSummary(counters, { warn } as unknown as FastifyBaseLogger, 60_000);
    for (let i = 0; i < 3; i++) counters.record('malformed');
    counters.record('socketCapRefused');
    expect(warn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(60_000);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatchObject({
      refused: { malformed: 3, rateLimited: 0, tooLarge: 0, socketCapRefused: 1 },
    });
    vi.advanceTimersByTime(120_000);
    expect(warn).toHaveBeenCalledTimes(1);
    counters.record('rateLimited');
    vi.advanceTimersByTime(60_000);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[1]?.[0]).toMatchObject({
      refused: { malformed: 0, rateLimited: 1 },
      totals: { malformed: 3, rateLimited: 1, socketCapRefused: 1 },
    });
    stop();
  });
});

describe('message bucket', () => {
  it('allows a burst of the rate, then refills at the rate per minute', () => {
    let now = 0;
    const bucket = createMessageBucket(3, () => now);
    expect([bucket.take(), bucket.take(), bucket.take(), bucket.take()]).toEqual([true, true, true, false]);
    now += 19_000;
    expect(bucket.take()).toBe(false);
    now += 1_000;
    expect(bucket.take()).toBe(true);
    expect(bucket.take()).toBe(false);
  });
});

describe('live channel settings', () => {
  it('default to 50 sockets per address, 30 messages a minute and 4096 bytes', () => {
    expect(loadConfig({})).toMatchObject({
      liveMaxSocketsPerAddress: 50,
      liveMaxMessagesPerMinute: 30,
      liveMaxMessageBytes: 4096,
    });
  });

  it.each([
    ['WS_MAX_SOCKETS_PER_ADDRESS', '0'],
    ['WS_MAX_SOCKETS_PER_ADDRESS', 'many'],
    ['WS_MAX_MESSAGES_PER_MINUTE', '0'],
    ['WS_MAX_MESSAGES_PER_MINUTE', '1.5'],
    ['WS_MAX_MESSAGE_BYTES', '100'],
    ['WS_MAX_MESSAGE_BYTES', '2000000'],
  ])('stop start-up naming %s when it is %s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });
});
