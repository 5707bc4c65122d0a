import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { STARTING_MESSAGE } from '#server/startup/starting-server.ts';
import { freePort, startMainProcess, waitForHealth, waitForLine } from '../../support/main-process';

// Start-up as an operator sees it: the port answers "starting" while a new embedded database is
// created, the app then serves on the same port, each step's duration is logged at debug level, and
// a restart on the same data does none of the first start's work.

const dataDir = mkdtempSync(join(tmpdir(), 'quickbite-start-up-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

interface Seen {
  status: number;
  retryAfter: string | null;
  contentType: string | null;
  body: string;
}

async function get(url: string, headers: Record<string, string> = {}): Promise<Seen | undefined> {
  try {
    const response = await fetch(url, { headers });
    return {
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      contentType: response.headers.get('content-type'),
      body: await response.text(),
    };
  } catch {
    return undefined; // not listening yet
  }
}

/** The start-up timing line, logged at debug level. */
async function timingLine(stdout: () => string): Promise<{
  steps: Record<string, number>;
  startedAtMs: Record<string, number>;
  sinceProcessStartMs: number;
}> {
  const line = await waitForLine(stdout, '"start-up timing"');
  expect(line, 'no start-up timing line at debug level').toBeDefined();
  return JSON.parse(line ?? '{}');
}

describe('start-up', () => {
  it('answers "starting" while a new database is created, then serves; a restart only opens it', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const first = startMainProcess(dataDir, { PORT: String(port), LOG_LEVEL: 'debug' });
    try {
      // Poll until the app answers, keeping the first "starting" answer of each kind.
      let health: Seen | undefined;
      let api: Seen | undefined;
      let page: Seen | undefined;
      const deadline = Date.now() + 90_000;
      for (;;) {
        expect(Date.now(), 'the server never served').toBeLessThan(deadline);
        const seen = await get(`${base}/api/health`);
        if (seen?.status === 200) break;
        if (seen?.status === 503 && !health) {
          health = seen;
          api = await get(`${base}/api/restaurants`);
          page = await get(`${base}/restaurant/1`, { accept: 'text/html' });
        }
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(health, 'the port never said "starting" while the database was created').toBeDefined();
      expect(JSON.parse(health?.body ?? '{}')).toEqual({
        status: 'starting',
        mode: 'demo',
        payments: 'test',
        databaseKind: 'pglite',
      });
      expect(health?.retryAfter).toBe('1');
      // The app may have taken over between the two reads; what "starting" says is checked when seen.
      if (api?.status === 503) {
        expect(JSON.parse(api.body)).toEqual({ message: STARTING_MESSAGE, code: 'starting' });
        expect(api.retryAfter).toBe('1');
      }
      if (page?.status === 503) {
        expect(page.contentType).toContain('text/html');
        expect(page.body).toContain('QuickBite is starting');
      }

      const restaurants = (await (await fetch(`${base}/api/restaurants`)).json()) as unknown[];
      expect(restaurants.length).toBeGreaterThanOrEqual(8);
      // The demo accounts sign in with the passwords the README publishes (committed hashes).
      const login = await fetch(`${base}/api/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@demo.quickbite.app', password: 'admin-demo-2026' }),
      });
      expect(login.status).toBe(200);

      const fresh = await timingLine(first.stdout);
      for (const step of [
        'listen',
        'lock',
        'database open',
        'migrations',
        'demo data',
        'demo order history',
        'app',
      ]) {
        expect(fresh.steps[step], step).toBeGreaterThanOrEqual(0);
      }
      expect(fresh.sinceProcessStartMs).toBeGreaterThan(fresh.steps['database open'] ?? 0);
      // Steps are listed as they finish: a new database is created only once the settings are valid.
      const freshOrder = Object.keys(fresh.steps);
      expect(freshOrder.indexOf('configuration')).toBeLessThan(freshOrder.indexOf('lock'));
    } finally {
      first.child.kill('SIGTERM');
      await first.exited;
    }

    const second = startMainProcess(dataDir, { PORT: String(port), LOG_LEVEL: 'debug' });
    try {
      await waitForHealth(port);
      const restart = await timingLine(second.stdout);
      expect(Object.keys(restart.steps)).toEqual(
        expect.arrayContaining(['listen', 'lock', 'database open', 'migrations', 'demo data', 'app']),
      );
      expect(restart.steps).not.toHaveProperty('demo order history');
      // An existing database starts opening first, before the settings are even loaded.
      const restartOrder = Object.keys(restart.steps);
      expect(restartOrder.indexOf('lock')).toBeLessThan(restartOrder.indexOf('configuration'));
      // Each step says when it began, so the overlapping ones can be told apart: the app's modules
      // load while the database opens, and the checks run once it is open.
      expect(Object.keys(restart.startedAtMs).sort()).toEqual([...restartOrder].sort());
      const began = restart.startedAtMs;
      // Each figure is rounded to the millisecond on its own: an end may read 1 ms past the next start.
      const endOf = (step: string) => (began[step] ?? 0) + (restart.steps[step] ?? 0) - 1;
      expect(began.lock).toBeLessThan(began.configuration ?? 0);
      expect(began['app modules']).toBeLessThan(began.migrations ?? 0);
      expect(began.migrations).toBeGreaterThanOrEqual(endOf('database open'));
      expect(began['demo data']).toBeGreaterThanOrEqual(endOf('migrations'));
      for (const step of Object.keys(began)) {
        expect(endOf(step), step).toBeLessThanOrEqual(restart.sinceProcessStartMs);
      }
      const restaurants = (await (await fetch(`${base}/api/restaurants`)).json()) as unknown[];
      expect(restaurants.length).toBeGreaterThanOrEqual(8);
    } finally {
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);
    }
  }, 180_000);
});
