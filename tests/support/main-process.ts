import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

// The real entry point as an operator runs it (src/server/main.ts through tsx), for the tests of
// start-up, serving and shutdown.

const MAIN = 'src/server/main.ts';

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Starts the server on the embedded database in `dataDir`; `env` adds or overrides settings. */
export function startMainProcess(dataDir: string, env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: join(dataDir, 'no-web'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  let stdout = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  const exited = exitedWithOutput(child);
  return { child, exited, stderr: () => stderr, stdout: () => stdout };
}

/**
 * The exit code once the process has ended and its output has been read to the end: 'exit' may come
 * before the last lines do ('close' waits for the pipes).
 */
export function exitedWithOutput(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once('close', (code) => resolve(code)));
}

/**
 * The first line of `output` that contains `text`, waiting for it: the server writes its log in
 * batches (at least every 200 ms), and its pipe is read apart from its HTTP answers.
 */
export async function waitForLine(
  output: () => string,
  text: string,
  timeoutMs = 5_000,
): Promise<string | undefined> {
  const find = () =>
    output()
      .split('\n')
      .find((line) => line.includes(text));
  const deadline = Date.now() + timeoutMs;
  while (!find() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  return find();
}

export async function waitForHealth(port: number, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not become healthy');
}
