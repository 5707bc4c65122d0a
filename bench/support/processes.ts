import { type ChildProcess, spawn } from 'node:child_process';

// Starting and stopping the servers under test as separate processes, so the load generator
// does not share an event loop with them.

export async function waitForUrl(url: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not come up within ${timeoutMs} ms`);
}

/** What a process wrote to stdout (the server's request log at info), known once it has exited. */
export interface StdoutTally {
  bytes: number;
  lines: number;
}

export interface StartedProcess extends ChildProcess {
  /** Resolves when the process has exited and its log collector has read everything. */
  stdoutTally: Promise<StdoutTally>;
}

/**
 * Starts `node <args>`. Its stdout goes through a pipe to a separate collector process (`wc`), as a
 * deployment's log collector reads it: always drained, on its own event loop, so a logging server
 * neither blocks on a full pipe nor competes with the load generator's event loop.
 */
export function startProcess(args: string[], env: Record<string, string> = {}): StartedProcess {
  return startCommand(process.execPath, args, env, false);
}

/**
 * Starts `npm start` in a process group of its own, as a terminal runs it; stop it with
 * `stopProcessGroup` (a signal to npm alone does not reach the server it started).
 */
export function startNpmStart(env: Record<string, string> = {}): StartedProcess {
  return startCommand('npm', ['start', '--silent'], env, true);
}

/** Signals the whole group (as Ctrl-C does) and resolves once every process in it has exited. */
export async function stopProcessGroup(
  child: StartedProcess,
  signal: NodeJS.Signals = 'SIGTERM',
): Promise<void> {
  if (child.pid !== undefined) {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // the group has exited already
    }
  }
  // The collector ends once the last process holding its pipe (the server) has exited.
  await child.stdoutTally;
}

function startCommand(command: string, args: string[], env: Record<string, string>, detached: boolean) {
  const collector = spawn('wc', ['-lc'], { stdio: ['pipe', 'pipe', 'inherit'] });
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', collector.stdin, 'inherit'],
    detached,
  }) as StartedProcess;
  // The server holds the pipe's write end now; ours would keep the collector waiting forever.
  collector.stdin.destroy();
  let counted = '';
  collector.stdout.on('data', (chunk: Buffer) => {
    counted += chunk.toString();
  });
  child.stdoutTally = new Promise((resolve) => {
    collector.once('exit', () => {
      const [lines = 0, bytes = 0] = counted.trim().split(/\s+/).map(Number);
      resolve({ lines, bytes });
    });
  });
  return child;
}

export async function stopProcess(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
}
