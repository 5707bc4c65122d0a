import {
  createServer,
  type IncomingMessage,
  type RequestListener,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { StartingHealth } from '#domain/health/responses.ts';
import { JSON_CONTENT_TYPE } from '../http/json-answer';

// The server listens as soon as its settings are read, before the database is open: a load
// balancer or an operator asking /api/health hears "starting" instead of a refused connection, and
// a browser gets a page that reloads itself. The app, once built, takes over the same listening
// socket (Fastify's serverFactory adopts this server), so no connection is ever refused between
// the two.

/** How often a closing server looks for connections whose last answer has gone out. */
const IDLE_SWEEP_MS = 50;

/** Seconds a client is asked to wait before trying again while the server starts. */
const RETRY_AFTER_SECONDS = 1;

export const STARTING_MESSAGE = 'QuickBite is starting: try again in a moment.';

const STARTING_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${RETRY_AFTER_SECONDS}"><title>QuickBite is starting</title></head>
<body style="font-family:system-ui,sans-serif;margin:3rem auto;max-width:32rem;padding:0 1rem;color:#1f2937">
<h1>QuickBite is starting</h1><p>This page reloads by itself in a moment.</p></body></html>`;

export interface StartingServer {
  server: Server;
  listen(port: number, host: string): Promise<void>;
  /** Fastify's serverFactory calls this: the app's handler, used once `open()` is called. */
  adopt(handler: RequestListener): Server;
  /** From now on every request goes to the adopted handler. */
  open(): void;
  /** Stops accepting, lets requests in flight finish and drops idle keep-alive connections. */
  close(): Promise<void>;
}

export function createStartingServer(health: Omit<StartingHealth, 'status'>): StartingServer {
  const healthBody = JSON.stringify({ status: 'starting', ...health } satisfies StartingHealth);
  const errorBody = JSON.stringify({ message: STARTING_MESSAGE, code: 'starting' });
  let adopted: RequestListener | undefined;
  let handler: RequestListener = (req, res) => answerStarting(req, res);
  const server = createServer((req, res) => handler(req, res));

  function answerStarting(req: IncomingMessage, res: ServerResponse): void {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const api = path === '/api' || path.startsWith('/api/');
    const html = !api && req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');
    const body = path === '/api/health' ? healthBody : html ? STARTING_PAGE : errorBody;
    res.writeHead(503, {
      'content-type': html ? 'text/html; charset=utf-8' : JSON_CONTENT_TYPE,
      'cache-control': 'no-store',
      'retry-after': String(RETRY_AFTER_SECONDS),
      'x-content-type-options': 'nosniff',
      ...(html ? { 'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'" } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  return {
    server,
    listen: (port, host) =>
      new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          resolve();
        });
      }),
    adopt(next) {
      adopted = next;
      return server;
    },
    open() {
      if (adopted) handler = adopted;
    },
    close: () =>
      new Promise((resolve) => {
        // Requests in flight finish; their keep-alive connections are closed as soon as they turn
        // idle, not after the keep-alive timeout (72 s), which would outlast the shutdown's grace.
        const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
        server.close(() => {
          clearInterval(sweep);
          resolve();
        });
        server.closeIdleConnections();
      }),
  };
}
