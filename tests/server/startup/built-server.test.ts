import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exitedWithOutput, freePort, waitForHealth, waitForLine } from '../../support/main-process';

// The built server runs as `npm start` runs it, without node's --enable-source-maps: its stack
// traces must still name the TypeScript sources, read from the maps when a trace is written. The
// API docs are bundled with it, and find their page's files in their installed folder.

// Inside the project, so the build finds the installed packages it leaves external (as dist/ does).
mkdirSync('.tmp', { recursive: true });
const folder = mkdtempSync(join('.tmp', 'built-server-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

beforeAll(() => {
  const built = spawnSync(process.execPath, ['scripts/build-server.mjs'], {
    env: { ...process.env, BUILD_DIR: folder },
    encoding: 'utf8',
  });
  expect(built.status, built.stderr).toBe(0);
}, 120_000);

/** The settings of a server on an embedded database in `dataFolder` under the build's folder. */
function embeddedServerEnv(port: number, dataFolder: string, logLevel: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATABASE_URL: '',
    DATA_DIR: join(folder, dataFolder),
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: logLevel,
  };
}

describe('the built server', () => {
  it('writes stack traces that name the sources', () => {
    // A file where the data folder should be: opening it fails with a trace through the lock.
    const notAFolder = join(folder, 'not-a-folder');
    writeFileSync(notAFolder, '');
    const run = spawnSync(process.execPath, [join(folder, 'server', 'main.js')], {
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: notAFolder, PORT: '0', LOG_LEVEL: 'silent' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('QuickBite failed to start');
    expect(run.stderr).toMatch(/src\/server\/db\/data-dir-lock\.ts:\d+:\d+/);
    expect(run.stderr).not.toMatch(/chunks\/[\w-]+\.js:\d+/);
  }, 60_000);

  it('serves the API docs and their files', async () => {
    const port = await freePort();
    const server = spawn(process.execPath, [join(folder, 'server', 'main.js')], {
      env: embeddedServerEnv(port, 'data', 'warn'),
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    server.stderr?.on('data', (chunk) => {
      stderr += chunk;
    });
    const exited = exitedWithOutput(server);
    try {
      await waitForHealth(port, 90_000).catch((error: Error) => {
        throw new Error(`${error.message}: ${stderr}`);
      });
      const base = `http://127.0.0.1:${port}/api/docs`;
      const page = await fetch(`${base}/`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('swagger-ui');
      for (const [file, type] of [
        ['static/swagger-ui.css', 'text/css'],
        ['static/swagger-ui-bundle.js', 'javascript'],
        ['static/logo.svg', 'image/svg+xml'],
      ] as const) {
        const answer = await fetch(`${base}/${file}`);
        expect(answer.status, file).toBe(200);
        expect(answer.headers.get('content-type'), file).toContain(type);
      }
      const spec = (await (await fetch(`${base}/json`)).json()) as { info: { title: string } };
      expect(spec.info.title).toBe('QuickBite API');
    } finally {
      server.kill('SIGTERM');
      await exited;
    }
  }, 120_000);

  it('runs from `npm start` in the same process, which stops gracefully on SIGTERM', async () => {
    // The build is complete once it has a web app beside the server (its page here is a stand-in).
    mkdirSync(join(folder, 'web'), { recursive: true });
    writeFileSync(join(folder, 'web', 'index.html'), '<!doctype html><title>QuickBite</title>');
    const port = await freePort();
    const started = spawn(process.execPath, ['scripts/start.mjs'], {
      env: { ...embeddedServerEnv(port, 'start-data', 'info'), BUILD_DIR: folder },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    for (const stream of [started.stdout, started.stderr]) stream?.on('data', (chunk) => (output += chunk));
    const exited = exitedWithOutput(started);
    try {
      await waitForHealth(port, 90_000).catch((error: Error) => {
        throw new Error(`${error.message}: ${output}`);
      });
      expect(output).not.toContain('Building QuickBite');
      // The server's own log carries the pid of the process npm start runs: no second node.
      const listening = await waitForLine(() => output, 'Server listening at');
      expect(JSON.parse(listening ?? '{}').pid).toBe(started.pid);
    } finally {
      started.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
    expect(output).toContain('shutting down');
  }, 120_000);
});
