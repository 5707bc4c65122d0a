import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startMainProcess, waitForHealth } from '../../support/main-process';

// The real entry point as an operator runs it: start-up checks, serving, graceful shutdown.

const dataDir = mkdtempSync(join(tmpdir(), 'quickbite-main-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const startMain = (env: Record<string, string>) => startMainProcess(dataDir, env);

describe('the server process', () => {
  it('refuses to start on a wrong setting and names the variable', async () => {
    const run = startMain({ PORT: 'eighty' });
    expect(await run.exited).toBe(1);
    expect(run.stderr()).toContain('PORT');
    // No database is created for a start that cannot go on.
    expect(existsSync(join(dataDir, 'pgdata'))).toBe(false);
  });

  it('starts with demo data, keeps a second process off its database, and stops cleanly on SIGTERM', async () => {
    const port = await freePort();
    const server = startMain({ PORT: String(port) });
    await waitForHealth(port);
    const restaurants = (await (await fetch(`http://127.0.0.1:${port}/api/restaurants`)).json()) as unknown[];
    expect(restaurants.length).toBeGreaterThanOrEqual(8);

    const second = startMain({ PORT: String(await freePort()) });
    expect(await second.exited).toBe(1);
    expect(second.stderr()).toContain('already in use by process');

    // An in-flight request started before SIGTERM still gets its answer.
    const inFlight = fetch(`http://127.0.0.1:${port}/api/restaurants/1/menu`);
    await new Promise((resolve) => setTimeout(resolve, 5));
    server.child.kill('SIGTERM');
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await server.exited).toBe(0);
    expect(existsSync(join(dataDir, 'quickbite.lock'))).toBe(false);
  }, 120_000);

  it('refuses a wrong setting on a restart too, and leaves the existing database closed and unlocked', async () => {
    // The existing database starts opening before the settings are read; the refusal closes it.
    const run = startMain({ PORT: 'eighty' });
    expect(await run.exited).toBe(1);
    expect(run.stderr()).toContain('PORT');
    expect(run.stderr()).not.toContain('failed to start');
    expect(existsSync(join(dataDir, 'quickbite.lock'))).toBe(false);
    const port = await freePort();
    const server = startMain({ PORT: String(port) });
    await waitForHealth(port);
    expect((await fetch(`http://127.0.0.1:${port}/api/restaurants`)).status).toBe(200);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 120_000);

  it("writes a quiet server's access line within a second, and every line before it stops", async () => {
    const ownDir = mkdtempSync(join(tmpdir(), 'quickbite-main-log-'));
    const port = await freePort();
    const server = startMain({ PORT: String(port), DATA_DIR: ownDir, LOG_LEVEL: 'info' });
    try {
      await waitForHealth(port);
      await new Promise((resolve) => setTimeout(resolve, 500)); // the health checks' lines are out
      const probe = `/api/restaurants?country=LogProbe${Date.now()}`;
      expect((await fetch(`http://127.0.0.1:${port}${probe}`)).status).toBe(200);
      const sentAt = Date.now();
      while (!server.stdout().includes(probe) && Date.now() - sentAt < 1_000) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const line = server
        .stdout()
        .split('\n')
        .find((text) => text.includes(probe));
      expect(line, 'no access line within a second').toBeDefined();
      expect(JSON.parse(line ?? '{}')).toMatchObject({ msg: 'request completed', res: { statusCode: 200 } });

      // From its second read on, the menu is a ready answer (sent before routing, with its own access
      // line); the last one is answered just before the process is told to stop, and its line, still
      // in the batch, must be written on the way out.
      const menuIds: string[] = [];
      for (let i = 0; i < 3; i++) {
        const menu = await fetch(`http://127.0.0.1:${port}/api/restaurants/1/menu`);
        expect(menu.status).toBe(200);
        menuIds.push(menu.headers.get('x-request-id') ?? 'missing');
      }
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      const menuLines = server
        .stdout()
        .split('\n')
        .filter((text) => menuIds.some((id) => text.includes(id)));
      expect(menuLines).toHaveLength(3);
      for (const text of menuLines) {
        expect(JSON.parse(text)).toMatchObject({
          req: { url: '/api/restaurants/1/menu' },
          res: { statusCode: 200 },
        });
      }
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
      rmSync(ownDir, { recursive: true, force: true });
    }
  }, 120_000);

  it('with ADMIN_EMAIL on a fresh embedded database, creates that admin and seeds no demo accounts', async () => {
    const ownDir = mkdtempSync(join(tmpdir(), 'quickbite-main-admin-'));
    const port = await freePort();
    const owner = { email: 'owner@example.com', password: 'a-long-enough-password' };
    const server = startMain({
      PORT: String(port),
      DATA_DIR: ownDir,
      ADMIN_EMAIL: owner.email,
      ADMIN_PASSWORD: owner.password,
    });
    try {
      await waitForHealth(port);
      const base = `http://127.0.0.1:${port}`;
      expect(await (await fetch(`${base}/api/restaurants`)).json()).toEqual([]);
      const login = (credentials: { email: string; password: string }) =>
        fetch(`${base}/api/admin/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(credentials),
        });
      expect((await login({ email: 'admin@demo.quickbite.app', password: 'admin-demo-2026' })).status).toBe(
        401,
      );
      expect((await login(owner)).status).toBe(200);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
      rmSync(ownDir, { recursive: true, force: true });
    }
  }, 120_000);
});
