import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createStartingServer,
  STARTING_MESSAGE,
  type StartingServer,
} from '#server/startup/starting-server.ts';

// The server start-up listens with: "starting" for everyone until the app takes the socket over.

let starting: StartingServer | undefined;
afterEach(async () => {
  await starting?.close();
  starting = undefined;
});

async function listening(): Promise<string> {
  starting = createStartingServer({ mode: 'production', payments: 'off', databaseKind: 'postgres' });
  await starting.listen(0, '127.0.0.1');
  return `http://127.0.0.1:${(starting.server.address() as AddressInfo).port}`;
}

describe('the starting server', () => {
  it('says "starting" on /api/health, asks API clients to retry, and gives browsers a page that reloads', async () => {
    const base = await listening();
    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(503);
    expect(health.headers.get('retry-after')).toBe('1');
    expect(health.headers.get('cache-control')).toBe('no-store');
    expect(await health.json()).toEqual({
      status: 'starting',
      mode: 'production',
      payments: 'off',
      databaseKind: 'postgres',
    });

    const order = await fetch(`${base}/api/orders`, { method: 'POST', body: '{}' });
    expect(order.status).toBe(503);
    expect(await order.json()).toEqual({ message: STARTING_MESSAGE, code: 'starting' });

    const page = await fetch(`${base}/restaurant/1`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(503);
    expect(page.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'");
    const html = await page.text();
    expect(html).toContain('<meta http-equiv="refresh" content="1">');
    expect(html).toContain('QuickBite is starting');
  });

  it('hands every request to the adopted handler once opened, on the same listening socket', async () => {
    const base = await listening();
    const server = starting!.adopt((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end('app');
    });
    expect(server).toBe(starting!.server);
    // Adopted but not opened: still starting.
    expect((await fetch(`${base}/api/health`)).status).toBe(503);
    starting!.open();
    const answer = await fetch(`${base}/api/health`);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe('app');
  });

  it('closes once the requests in flight are answered, without waiting out their keep-alive', async () => {
    const base = await listening();
    const server = starting!.adopt((_req, res) => {
      // An answer still being worked on when the shutdown begins.
      setTimeout(() => {
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.end('late');
      }, 300);
    });
    server.keepAliveTimeout = 60_000;
    starting!.open();
    const inFlight = fetch(`${base}/api/health`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closing = starting!.close();
    const answer = await inFlight;
    expect(await answer.text()).toBe('late');
    const closed = await Promise.race([
      closing.then(() => 'closed'),
      new Promise((resolve) => setTimeout(() => resolve('still open'), 2_000)),
    ]);
    expect(closed).toBe('closed');
    starting = undefined;
  });
});
