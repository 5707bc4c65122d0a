import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/client.ts';
import { orders } from '#server/db/schema.ts';
import { exitedWithOutput, freePort, waitForLine } from '../../support/main-process';
import { type MenuItemRow, menuFromServer, orderBody } from '../../support/orders';

// The operator's scenario: the server on the embedded database is killed (kill -9 of its whole
// process group) while customers place orders. Started again on the same DATA_DIR, it comes up
// without anyone deleting the lock, and every order it had acknowledged is there. A second server
// is never let in while the first one runs.

const MAIN = 'src/server/main.ts';
const CLIENTS = 32;
const ACKS_BEFORE_KILL = 50;
const TAKEOVER_MESSAGE = 'Took over the embedded database lock';

const dataDir = mkdtempSync(join(tmpdir(), 'quickbite-durability-'));
const started: ChildProcess[] = [];
afterAll(() => {
  for (const child of started) {
    if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, 'SIGKILL');
  }
  rmSync(dataDir, { recursive: true, force: true });
});

function startServer(port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: join(dataDir, 'no-web'),
      ORDER_RATE_LIMIT: '1000000',
    },
    // Its own process group, as a container's processes are: the crash kills all of it at once.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr!.on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = exitedWithOutput(child);
  return { child, exited, stdout: () => stdout, stderr: () => stderr };
}

async function waitForHealth(port: number, server: ReturnType<typeof startServer>): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited: ${server.stderr()}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not become healthy: ${server.stderr()}`);
}

/** Customers placing cash orders back to back until stopped; acknowledged ids are collected. */
function placeOrdersUntilStopped(port: number, item: MenuItemRow) {
  const acked: number[] = [];
  const unexpected: string[] = [];
  let stopped = false;
  const customer = async () => {
    while (!stopped) {
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/orders`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
          body: JSON.stringify(orderBody([{ item, quantity: 2 }])),
        });
        const text = await res.text();
        if (res.status === 201) acked.push((JSON.parse(text) as { id: number }).id);
        else if (!stopped) unexpected.push(`${res.status} ${text}`);
      } catch (error) {
        if (!stopped) unexpected.push(String(error));
      }
    }
  };
  const done = Promise.all(Array.from({ length: CLIENTS }, customer));
  return {
    acked,
    unexpected,
    stop() {
      stopped = true;
      return done;
    },
  };
}

async function waitUntil(predicate: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('embedded database (PGlite) on disk', () => {
  it('restarts after kill -9 under load, keeping every acknowledged order, and never lets in a second server', async () => {
    const port = await freePort();
    const first = startServer(port);
    await waitForHealth(port, first);
    const menu = await menuFromServer(`http://127.0.0.1:${port}`, 1);
    const item = menu.find((row) => row.isAvailable);
    if (!item) throw new Error('restaurant 1 has no available dish');

    const load = placeOrdersUntilStopped(port, item);
    await waitUntil(() => load.acked.length >= 10 || load.unexpected.length > 0, 'the first orders');

    // A second server on the same folder while the first one runs is refused.
    const second = startServer(await freePort());
    expect(await second.exited).toBe(1);
    expect(second.stderr()).toContain(`already in use by process ${first.child.pid}`);

    await waitUntil(
      () => load.acked.length >= ACKS_BEFORE_KILL || load.unexpected.length > 0,
      'acknowledged orders',
    );
    // Requests in flight at the kill may fail; any other failure would fail the test.
    const loadStopped = load.stop();
    process.kill(-first.child.pid!, 'SIGKILL');
    await first.exited;
    await loadStopped;
    expect(load.unexpected).toEqual([]);
    const acked = [...load.acked];
    expect(acked.length).toBeGreaterThanOrEqual(ACKS_BEFORE_KILL);

    // Started again on the same folder: it takes over the dead server's lock, says so once, and serves.
    const restartPort = await freePort();
    const restarted = startServer(restartPort);
    await waitForHealth(restartPort, restarted);
    expect(restarted.stderr()).not.toContain('already in use');
    // Logged before the app serves, but written in a batch: it may reach the pipe after the health check.
    await waitForLine(restarted.stdout, TAKEOVER_MESSAGE);
    const takeoverLines = restarted
      .stdout()
      .split('\n')
      .filter((line) => line.includes(TAKEOVER_MESSAGE));
    expect(takeoverLines).toHaveLength(1);
    expect(JSON.parse(takeoverLines[0]!)).toMatchObject({
      level: 40,
      previousPid: first.child.pid,
      msg: expect.stringContaining(`in ${dataDir} left by process ${first.child.pid} that died`),
    });
    const menuAgain = await fetch(`http://127.0.0.1:${restartPort}/api/restaurants/1/menu`);
    expect(menuAgain.status).toBe(200);
    restarted.child.kill('SIGTERM');
    expect(await restarted.exited).toBe(0);

    // Every order acknowledged with 201 before the kill is stored.
    const handle = await openDatabase({ kind: 'pglite', dataDir });
    try {
      expect(handle.lockTakeover).toBeUndefined();
      const rows = await handle.db.select({ id: orders.id }).from(orders).where(inArray(orders.id, acked));
      const stored = new Set(rows.map((row) => row.id));
      expect(acked.filter((id) => !stored.has(id))).toEqual([]);
    } finally {
      await handle.close();
    }
  }, 120_000);
});
