import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { encodeMessage, parseClientMessage, type ServerMessage } from '#domain/shared/live-messages.ts';
import { LiveConnection, type LiveStatus } from '#web/lib/live/live-connection.ts';
import { WS_HEARTBEAT_MS, WS_HEARTBEAT_TIMEOUT_MS, WS_RECONNECT_DELAY_MS } from '#web/lib/ui-timings.ts';
import { FakeNetwork, FakeSocket } from './fakes';

// The status follows reality, not only the socket's own events (issue "Never miss an order": with
// the network off the apps kept a green "Live"): the browser's offline event is offline at once, a
// socket that answers no ping is dead, and going back online reconnects at once.

let network: FakeNetwork;
let sockets: FakeSocket[];
let statuses: LiveStatus[];
let messages: ServerMessage[];

function connect() {
  const connection = new LiveConnection({
    url: 'ws://localhost:5000/ws',
    appType: 'restaurant',
    network,
    onMessage: (message) => messages.push(message),
    onStatus: (status) => statuses.push(status),
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    warn: () => {},
  });
  connection.start();
  return connection;
}

const last = () => sockets[sockets.length - 1]!;
const pings = (socket: FakeSocket) =>
  socket.sent.filter((raw) => parseClientMessage(raw)?.type === 'ping').length;

beforeEach(() => {
  vi.useFakeTimers();
  network = new FakeNetwork();
  sockets = [];
  statuses = [];
  messages = [];
});

afterEach(() => {
  vi.useRealTimers();
});

describe('LiveConnection and the network', () => {
  it('is offline the moment the browser is, drops the socket and tries nothing until it is back', () => {
    connect();
    const socket = last();
    socket.open();
    network.set(false);
    expect(statuses.at(-1)).toBe('offline');
    expect(socket.closed).toBe(true);
    // A late close of the dropped socket changes nothing.
    socket.drop();
    vi.advanceTimersByTime(WS_RECONNECT_DELAY_MS * 20);
    expect(sockets).toHaveLength(1);
    expect(statuses.at(-1)).toBe('offline');
  });

  it('reconnects at once when the browser is back online, and is Live again once open', () => {
    connect();
    last().open();
    network.set(false);
    network.set(true);
    expect(sockets).toHaveLength(2);
    expect(statuses.slice(-2)).toEqual(['offline', 'connecting']);
    last().open();
    expect(statuses.at(-1)).toBe('connected');
  });

  it('starts offline without a socket when the page loads with no network', () => {
    network.isOnline = false;
    connect();
    expect(statuses).toEqual(['offline']);
    expect(sockets).toHaveLength(0);
    network.set(true);
    expect(sockets).toHaveLength(1);
  });

  it('a socket closed by the network going is offline, not a failure retried every few seconds', () => {
    connect();
    last().open();
    network.isOnline = false;
    last().fail();
    expect(statuses.at(-1)).toBe('offline');
    vi.advanceTimersByTime(WS_RECONNECT_DELAY_MS * 5);
    expect(sockets).toHaveLength(1);
  });

  it('a stray online event while connected keeps the socket', () => {
    connect();
    last().open();
    network.set(true);
    expect(sockets).toHaveLength(1);
    expect(statuses.at(-1)).toBe('connected');
  });

  it('stop forgets the network: no reconnect when it comes back', () => {
    const connection = connect();
    last().open();
    network.set(false);
    connection.stop();
    network.set(true);
    expect(sockets).toHaveLength(1);
    expect(network.listeners.size).toBe(0);
  });
});

describe('LiveConnection heartbeat', () => {
  it('pings every heartbeat and stays Live while anything comes back', () => {
    connect();
    const socket = last();
    socket.open();
    for (let beat = 1; beat <= 3; beat += 1) {
      vi.advanceTimersByTime(WS_HEARTBEAT_MS);
      expect(pings(socket)).toBe(beat);
      socket.receive(encodeMessage({ type: 'pong', data: {} }));
    }
    vi.advanceTimersByTime(WS_HEARTBEAT_TIMEOUT_MS);
    expect(sockets).toHaveLength(1);
    expect(statuses.at(-1)).toBe('connected');
    // Pongs are the channel's own business: no screen hears them.
    expect(messages).toEqual([]);
  });

  it('any message counts as an answer', () => {
    connect();
    last().open();
    vi.advanceTimersByTime(WS_HEARTBEAT_MS);
    last().receive(encodeMessage({ type: 'offers_updated', data: { orderId: 3 } }));
    vi.advanceTimersByTime(WS_HEARTBEAT_TIMEOUT_MS);
    expect(sockets).toHaveLength(1);
    expect(messages).toHaveLength(1);
  });

  it('a socket that answers no ping is dead: dropped, shown disconnected, replaced', () => {
    connect();
    const socket = last();
    socket.open();
    vi.advanceTimersByTime(WS_HEARTBEAT_MS + WS_HEARTBEAT_TIMEOUT_MS - 1);
    expect(statuses.at(-1)).toBe('connected');
    vi.advanceTimersByTime(1);
    expect(socket.closed).toBe(true);
    expect(statuses.at(-1)).toBe('disconnected');
    vi.advanceTimersByTime(WS_RECONNECT_DELAY_MS);
    expect(sockets).toHaveLength(2);
    last().open();
    expect(statuses.at(-1)).toBe('connected');
  });

  it('a dropped socket pings no more', () => {
    const connection = connect();
    const socket = last();
    socket.open();
    connection.stop();
    vi.advanceTimersByTime(WS_HEARTBEAT_MS * 4);
    expect(pings(socket)).toBe(0);
  });
});
