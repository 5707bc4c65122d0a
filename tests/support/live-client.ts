import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { type AppType, parseServerMessage, type ServerMessage } from '#domain/shared/live-messages.ts';

// A /ws client for tests: connects with an optional session cookie, records what arrives.

export interface LiveClient {
  socket: WebSocket;
  messages: ServerMessage[];
  /** Resolves with the first recorded message matching `type`, or rejects after `timeoutMs`. */
  waitFor(type: ServerMessage['type'], timeoutMs?: number): Promise<ServerMessage>;
  closed: Promise<{ code: number; reason: string }>;
  hello(appType: AppType, extra?: { phone?: string; trackingToken?: string; restaurantId?: number }): void;
}

export function baseUrlOf(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('app is not listening');
  return `ws://127.0.0.1:${address.port}/ws`;
}

export async function connectLive(app: FastifyInstance, options: { cookie?: string; origin?: string } = {}) {
  const url = baseUrlOf(app);
  const socket = new WebSocket(url, {
    headers: {
      ...(options.cookie ? { cookie: options.cookie } : {}),
      origin: options.origin ?? new URL(url.replace('ws:', 'http:')).origin,
    },
  });
  const messages: ServerMessage[] = [];
  const waiters: Array<() => void> = [];
  // Every live message is a text frame (a browser hands a binary one over as a Blob, which the app
  // cannot read): a binary frame is never recorded, so whatever waits for it fails.
  socket.on('message', (data, isBinary) => {
    if (isBinary) return;
    const message = parseServerMessage(data.toString());
    if (message) messages.push(message);
    for (const wake of waiters.splice(0)) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
    socket.once('unexpected-response', (_req, res) =>
      reject(new Error(`upgrade refused: ${res.statusCode}`)),
    );
  });
  const client: LiveClient = {
    socket,
    messages,
    closed,
    hello(appType, extra = {}) {
      socket.send(JSON.stringify({ type: 'app_connect', appType, timestamp: Date.now(), ...extra }));
    },
    waitFor(type, timeoutMs = 3000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${type} within ${timeoutMs} ms`)), timeoutMs);
        const check = () => {
          const found = messages.find((message) => message.type === type);
          if (found) {
            clearTimeout(timer);
            resolve(found);
          } else waiters.push(check);
        };
        check();
      });
    },
  };
  return client;
}

/** Lets in-flight messages arrive before asserting that none did. */
export const settle = (ms = 300) => new Promise((resolve) => setTimeout(resolve, ms));
