import { createECDH, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { inject } from 'vitest';
import type { PushMessage } from '#domain/push/notifications.ts';
import { decryptAes128gcm, readVapidAuthorization, type VapidAuthorization } from './web-push-decrypt';

// A push service for tests: an https server on 127.0.0.1 (its certificate made by global-setup and
// trusted by the server under test through NODE_EXTRA_CA_CERTS) that records each message and
// answers 201, or what a test tells it to (410, 500, ...). Browsers are made here too: each one a
// subscription with its own P-256 key pair and auth secret, which decrypts what it was sent.

export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** When it arrived (ms since the epoch). */
  at: number;
}

export interface Answer {
  status: number;
  headers?: Record<string, string>;
}

export interface TestPushService {
  origin: string;
  received: ReceivedPush[];
  /** The next answers for `path`, in order; after them, 201. */
  answer(path: string, ...answers: Answer[]): void;
  close(): Promise<void>;
}

export async function startPushService(
  host: '127.0.0.1' | 'localhost' = '127.0.0.1',
): Promise<TestPushService> {
  const { certPath, keyPath } = inject('pushTls');
  if (!certPath) throw new Error('openssl is needed to make the test push service its certificate');
  const received: ReceivedPush[] = [];
  const answers = new Map<string, Answer[]>();
  const server: Server = createServer(
    { cert: readFileSync(certPath), key: readFileSync(keyPath) },
    (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const path = request.url ?? '';
        received.push({ path, headers: request.headers, body: Buffer.concat(chunks), at: Date.now() });
        const answer = answers.get(path)?.shift() ?? { status: 201 };
        response.writeHead(answer.status, answer.headers).end();
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `https://${host}:${port}`,
    received,
    answer(path, ...next) {
      answers.set(path, [...(answers.get(path) ?? []), ...next]);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

let browserCounter = 0;

export interface TestBrowser {
  /** The PushSubscription JSON a browser hands its page. */
  subscription: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  /** The endpoint's path on the push service. */
  path: string;
  /** What this browser was sent so far, decrypted, oldest first. */
  messages(): PushMessage[];
  /** The VAPID Authorization of each message it was sent. */
  authorizations(): VapidAuthorization[];
  /** Resolves once it was sent `count` messages (fails after `timeoutMs`). */
  waitForMessages(count: number, timeoutMs?: number): Promise<PushMessage[]>;
  /** Resolves with the first message it was sent that matches (fails after `timeoutMs`). */
  waitFor(match: Partial<PushMessage>, timeoutMs?: number): Promise<PushMessage>;
}

const matches = (message: PushMessage, match: Partial<PushMessage>) =>
  Object.entries(match).every(([key, value]) => message[key as keyof PushMessage] === value);

async function until<T>(find: () => T | undefined, timeoutMs: number, failure: () => string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(failure());
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export function testBrowser(service: TestPushService, name: string): TestBrowser {
  browserCounter += 1;
  const key = createECDH('prime256v1');
  key.generateKeys();
  const authSecret = randomBytes(16);
  const path = `/push/${name}-${browserCounter}-${randomBytes(6).toString('hex')}`;
  const mine = () => service.received.filter((push) => push.path === path && push.body.length > 0);
  const messages = () =>
    mine().map((push) => JSON.parse(decryptAes128gcm(push.body, key, authSecret)) as PushMessage);
  return {
    subscription: {
      endpoint: `${service.origin}${path}`,
      expirationTime: null,
      keys: { p256dh: key.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
    },
    path,
    messages,
    authorizations: () => mine().map((push) => readVapidAuthorization(push.headers.authorization)),
    waitForMessages: (count, timeoutMs = 5_000) =>
      until(
        () => (mine().length >= count ? messages() : undefined),
        timeoutMs,
        () => `${name} got ${mine().length} push message(s), expected ${count}`,
      ),
    waitFor: (match, timeoutMs = 5_000) =>
      until(
        () => messages().find((message) => matches(message, match)),
        timeoutMs,
        () => `${name} got no message like ${JSON.stringify(match)}: ${JSON.stringify(messages())}`,
      ),
  };
}

/** Requests the service received at `path` (answered or not, with a body or not). */
export function requestsTo(service: TestPushService, path: string): ReceivedPush[] {
  return service.received.filter((push) => push.path === path);
}
