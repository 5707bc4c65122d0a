import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type AppType,
  encodeMessage,
  parseClientMessage,
  type ServerMessage,
} from '#domain/shared/live-messages.ts';
import { LiveConnection, type LiveStatus, type SocketLike } from '#web/lib/live/live-connection.ts';
import { liveChannelUrl } from '#web/lib/live/live-url.ts';
import { WS_RECONNECT_DELAY_MS, WS_RECONNECT_MAX_DELAY_MS } from '#web/lib/ui-timings.ts';
import { FakeNetwork, FakeSocket } from './fakes';

// The reconnect/Retry state machine, driven by a fake socket and Vitest's fake timers: no browser.

let network: FakeNetwork;
let sockets: FakeSocket[];
let statuses: LiveStatus[];
let messages: ServerMessage[];
let warnings: unknown[][];

function connect(
  overrides: {
    appType?: AppType;
    phone?: string;
    restaurantId?: number;
    trackingToken?: string;
    createSocket?: (url: string) => SocketLike;
  } = {},
) {
  const connection = new LiveConnection({
    url: 'ws://localhost:5000/ws',
    appType: overrides.appType ?? 'admin',
    onMessage: (message) => messages.push(message),
    onStatus: (status) => statuses.push(status),
    createSocket:
      overrides.createSocket ??
      ((url) => {
        const socket = new FakeSocket(url);
        sockets.push(socket);
        return socket;
      }),
    network,
    now: () => 1_700_000_000_000,
    warn: (...args) => warnings.push(args),
    ...(overrides.phone ? { phone: overrides.phone } : {}),
    ...(overrides.restaurantId ? { restaurantId: overrides.restaurantId } : {}),
    ...(overrides.trackingToken ? { trackingToken: overrides.trackingToken } : {}),
  });
  connection.start();
  return connection;
}

const last = () => sockets[sockets.length - 1]!;

beforeEach(() => {
  vi.useFakeTimers();
  network = new FakeNetwork();
  sockets = [];
  statuses = [];
  messages = [];
  warnings = [];
});

afterEach(() => {
  vi.useRealTimers();
});

describe('LiveConnection', () => {
  it('connects, announces its app type on open, and reports connected', () => {
    connect();
    expect(statuses).toEqual(['connecting']);
    expect(last().url).toBe('ws://localhost:5000/ws');
    last().open();
    expect(statuses).toEqual(['connecting', 'connected']);
    expect(last().sent.map((raw) => JSON.parse(raw))).toEqual([
      { type: 'app_connect', appType: 'admin', timestamp: 1_700_000_000_000 },
    ]);
  });

  it('sends the phone a customer follows', () => {
    connect({ phone: '4165550100' });
    last().open();
    expect(JSON.parse(last().sent[0]!)).toMatchObject({ type: 'app_connect', phone: '4165550100' });
  });

  it("sends the restaurant whose page a customer has open, and hears that restaurant's changes", () => {
    connect({ appType: 'customer', restaurantId: 7 });
    last().open();
    const hello = parseClientMessage(last().sent[0]!);
    expect(hello).toEqual({
      type: 'app_connect',
      appType: 'customer',
      timestamp: 1_700_000_000_000,
      restaurantId: 7,
    });
    const changed: ServerMessage = { type: 'catalogue_updated', data: { restaurantId: 7 } };
    last().receive(encodeMessage(changed));
    expect(messages).toEqual([changed]);
  });

  it("sends the tracking token with the phone, so the socket hears the order's driver positions", () => {
    const trackingToken = 'k3J9xQ2mVb7LwT0pZrY5nH8cF1dS4aG6eU_-iO2lPqM';
    connect({ appType: 'customer', phone: '4165550100', trackingToken });
    last().open();
    expect(parseClientMessage(last().sent[0]!)).toEqual({
      type: 'app_connect',
      appType: 'customer',
      timestamp: 1_700_000_000_000,
      phone: '4165550100',
      trackingToken,
    });
  });

  it('passes parsed messages on and warns about malformed ones without stopping', () => {
    connect();
    last().open();
    last().receive('not json');
    last().receive(JSON.stringify({ type: 'driver_approved', data: {} }));
    last().receive(new ArrayBuffer(4));
    const approved: ServerMessage = { type: 'driver_approved', data: { name: 'Ana Lima' } };
    last().receive(encodeMessage(approved));
    expect(messages).toEqual([approved]);
    expect(warnings).toHaveLength(3);
    expect(statuses.at(-1)).toBe('connected');
  });

  it("drops an order's event older than the version it already passed on, even across a reconnect", () => {
    connect();
    last().open();
    const update = (seq: number, status: string): ServerMessage => ({
      type: 'order_updated',
      data: { id: 7, customerPhone: '4165550101', restaurantId: 1, driverId: null, status, seq },
    });
    last().receive(encodeMessage(update(2, 'preparing')));
    last().receive(encodeMessage(update(3, 'ready')));
    last().receive(encodeMessage(update(2, 'preparing')));
    last().drop();
    vi.advanceTimersByTime(WS_RECONNECT_DELAY_MS);
    last().open();
    last().receive(encodeMessage(update(2, 'preparing')));
    last().receive(
      encodeMessage({ type: 'payment_completed', data: { orderId: 7, amount: '9.99', seq: 3 } }),
    );
    expect(messages.map((m) => [m.type, (m.data as { seq?: number }).seq])).toEqual([
      ['order_updated', 2],
      ['order_updated', 3],
      ['payment_completed', 3],
    ]);
  });

  it('reconnects 3 s after a close', () => {
    connect();
    last().open();
    last().drop();
    expect(statuses.at(-1)).toBe('disconnected');
    vi.advanceTimersByTime(WS_RECONNECT_DELAY_MS - 1);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    expect(statuses.at(-1)).toBe('connecting');
    last().open();
    expect(statuses.at(-1)).toBe('connected');
  });

  it('shows error when the connection fails, and keeps trying, waiting twice as long each time', () => {
    connect();
    last().fail();
    expect(statuses).toEqual(['connecting', 'error']);
    vi.advanceTimersByTime(WS_RECONNECT_DELAY_MS);
    expect(sockets).toHaveLength(2);
    last().fail();
    vi.advanceTimersByTime(WS_RECONNECT_DELAY_MS * 2 - 1);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
    expect(statuses).toEqual(['connecting', 'error', 'connecting', 'error', 'connecting']);
  });

  it('never waits longer than the longest delay, and starts again at 3 s once a socket opened', () => {
    connect();
    for (let attempt = 0; attempt < 8; attempt += 1) {
      last().fail();
      vi.advanceTimersByTime(WS_RECONNECT_MAX_DELAY_MS);
    }
    expect(sockets).toHaveLength(9);
    last().open();
    last().drop();
    vi.advanceTimersByTime(WS_RECONNECT_DELAY_MS);
    expect(sockets).toHaveLength(10);
  });

  it('Retry reconnects at once and cancels the pending attempt', () => {
    const connection = connect();
    last().fail();
    connection.retry();
    expect(sockets).toHaveLength(2);
    expect(statuses.at(-1)).toBe('connecting');
    vi.advanceTimersByTime(WS_RECONNECT_DELAY_MS * 3);
    expect(sockets).toHaveLength(2);
  });

  it('Retry while connected replaces the socket without a stray reconnect', () => {
    const connection = connect();
    const first = last();
    first.open();
    connection.retry();
    expect(first.closed).toBe(true);
    first.drop(); // a late close event of the old socket is ignored
    vi.advanceTimersByTime(WS_RECONNECT_DELAY_MS * 2);
    expect(sockets).toHaveLength(2);
  });

  it('stop closes the socket, reports nothing more and never reconnects', () => {
    const connection = connect();
    const socket = last();
    socket.open();
    connection.stop();
    expect(socket.closed).toBe(true);
    const seen = statuses.length;
    socket.drop();
    socket.receive(encodeMessage({ type: 'driver_approved', data: { name: 'Late' } }));
    vi.advanceTimersByTime(WS_RECONNECT_DELAY_MS * 5);
    connection.retry();
    expect(sockets).toHaveLength(1);
    expect(statuses).toHaveLength(seen);
    expect(messages).toEqual([]);
  });

  it('stop during the reconnect wait cancels it', () => {
    const connection = connect();
    last().fail();
    connection.stop();
    vi.advanceTimersByTime(WS_RECONNECT_DELAY_MS * 5);
    expect(sockets).toHaveLength(1);
  });

  it('a socket that cannot even be created counts as a failed connection', () => {
    let attempts = 0;
    connect({
      createSocket: () => {
        attempts += 1;
        throw new Error('SecurityError');
      },
    });
    expect(statuses).toEqual(['connecting', 'error']);
    expect(warnings).toHaveLength(1);
    vi.advanceTimersByTime(WS_RECONNECT_DELAY_MS);
    expect(attempts).toBe(2);
  });
});

describe('liveChannelUrl', () => {
  it('uses ws on http and wss on https, on the page host', () => {
    expect(liveChannelUrl({ protocol: 'http:', host: 'localhost:5000' })).toBe('ws://localhost:5000/ws');
    expect(liveChannelUrl({ protocol: 'https:', host: 'quickbite.app' })).toBe('wss://quickbite.app/ws');
  });
});
