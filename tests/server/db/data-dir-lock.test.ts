import { type ChildProcess, spawn } from 'node:child_process';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DataDirLockedError,
  describeTakeover,
  lockDataDir,
  parseProcStat,
} from '#server/db/data-dir-lock.ts';

// The embedded database's lock keeps a second live server out, and is taken over when its owner
// died, even when the owner's pid still answers (a zombie) or now names another process.

const HOLDER = new URL('../../support/data-dir-lock-holder.ts', import.meta.url).pathname;
const linux = existsSync('/proc/self/stat');

const children: ChildProcess[] = [];
const dirs: string[] = [];

afterEach(async () => {
  for (const child of children.splice(0)) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    // Detached children lead their own group: kill the group, grandchildren included.
    process.kill(child.spawnargs[0] === 'sh' ? -child.pid! : child.pid!, 'SIGKILL');
    await exited;
  }
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'quickbite-lock-'));
  dirs.push(dir);
  return dir;
}

function lockPath(dir: string): string {
  return join(dir, 'quickbite.lock');
}

function procStat(pid: number) {
  return parseProcStat(readFileSync(`/proc/${pid}/stat`, 'utf8'))!;
}

function bootId(): string {
  return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
}

function firstLine(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`child exited with ${code}`)));
  });
}

/** A live process that has nothing to do with QuickBite. */
async function unrelatedProcess(): Promise<number> {
  const child = spawn('sleep', ['30'], { stdio: 'ignore' });
  children.push(child);
  await new Promise((resolve) => child.once('spawn', resolve));
  return child.pid!;
}

/** A killed process whose parent never reaps it: its pid still answers kill(pid, 0). */
async function zombieProcess(): Promise<number> {
  // sh starts a sleep in the background and becomes `sleep 60`, which never waits for children.
  // The child is killed only once sh has become sleep: a shell may reap a finished background job
  // between commands, and then there would be no zombie.
  const parent = spawn('sh', ['-c', 'sleep 30 & exec sleep 60'], {
    detached: true,
    stdio: 'ignore',
  });
  children.push(parent);
  await new Promise((resolve) => parent.once('spawn', resolve));
  const pid = await waitFor(`the background sleep of ${parent.pid}`, () =>
    readFileSync(`/proc/${parent.pid}/cmdline`, 'utf8') === 'sleep\x0060\x00'
      ? childrenOf(parent.pid!)[0]
      : undefined,
  );
  process.kill(pid, 'SIGKILL');
  await waitFor(`process ${pid} to become a zombie`, () => (procStat(pid).state === 'Z' ? true : undefined));
  expect(() => process.kill(pid, 0)).not.toThrow();
  return pid;
}

function childrenOf(parentPid: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        const ppid = stat
          .slice(stat.lastIndexOf(')') + 1)
          .trim()
          .split(/\s+/)[1];
        return Number(ppid) === parentPid;
      } catch {
        return false; // the process ended while we looked
      }
    })
    .map(Number);
}

async function waitFor<T>(what: string, probe: () => T | undefined): Promise<T> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Another process running lockDataDir on `dir`, as a second server would. */
async function lockInAnotherProcess(dir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', HOLDER, dir], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  expect(await firstLine(child)).toBe('locked');
  return child;
}

function expectLockedBy(dir: string, pid: number): void {
  let thrown: unknown;
  try {
    lockDataDir(dir);
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(DataDirLockedError);
  expect((thrown as Error).message).toContain(`already in use by process ${pid}`);
}

describe('the data directory lock', () => {
  it('records its owner, reports no takeover on a free directory, and is removed on release', () => {
    const dir = tempDir();
    const lock = lockDataDir(dir);
    expect(lock.takeover).toBeUndefined();
    const owner = JSON.parse(readFileSync(lockPath(dir), 'utf8'));
    expect(owner.pid).toBe(process.pid);
    if (linux) {
      expect(owner.startTime).toBe(procStat(process.pid).startTime);
      expect(owner.bootId).toBe(bootId());
    }
    lock.release();
    expect(existsSync(lockPath(dir))).toBe(false);
  });

  it('refuses a lock held by another live server process, and takes it over once that process is killed', async () => {
    const dir = tempDir();
    const holder = await lockInAnotherProcess(dir);
    expectLockedBy(dir, holder.pid!);
    expect(JSON.parse(readFileSync(lockPath(dir), 'utf8')).pid).toBe(holder.pid);

    const exited = new Promise((resolve) => holder.once('exit', resolve));
    holder.kill('SIGKILL');
    await exited;
    const lock = lockDataDir(dir);
    expect(lock.takeover).toEqual({ previousPid: holder.pid, reason: 'exited' });
    lock.release();
  });

  it('takes over a lock whose owner left no record', () => {
    const dir = tempDir();
    writeFileSync(lockPath(dir), '');
    const lock = lockDataDir(dir);
    expect(lock.takeover).toEqual({ previousPid: undefined, reason: 'unreadable' });
    lock.release();
  });

  it('names the data directory, the dead pid and why in its takeover message', () => {
    expect(describeTakeover('./data', { previousPid: 42, reason: 'zombie' })).toBe(
      'Took over the embedded database lock in ./data left by process 42 that died (it was killed and not yet reaped)',
    );
  });
});

describe.skipIf(!linux)('the data directory lock on Linux', () => {
  it('reads state and start time after the last parenthesis of /proc/<pid>/stat', () => {
    const fields = Array.from({ length: 50 }, (_, i) => String(i + 3));
    fields[0] = 'S';
    fields[22 - 3] = '987654';
    expect(parseProcStat(`1234 (a) b (c) ) ${fields.join(' ')}`)).toEqual({ state: 'S', startTime: 987654 });
    expect(parseProcStat(`${process.pid} (node) R`)).toBeUndefined();
  });

  it('takes over a lock whose pid now belongs to an unrelated live process', async () => {
    const dir = tempDir();
    const pid = await unrelatedProcess();
    const startTime = procStat(pid).startTime;
    writeFileSync(lockPath(dir), JSON.stringify({ pid, startTime: startTime - 1, bootId: bootId() }));

    const lock = lockDataDir(dir);
    expect(lock.takeover).toEqual({ previousPid: pid, reason: 'pid-reused' });
    expect(JSON.parse(readFileSync(lockPath(dir), 'utf8')).pid).toBe(process.pid);
    lock.release();
  });

  it('takes over a plain-pid lock of an earlier version when that pid started after the lock was written', async () => {
    const dir = tempDir();
    const pid = await unrelatedProcess();
    writeFileSync(lockPath(dir), String(pid));
    const hourAgo = new Date(Date.now() - 3_600_000);
    utimesSync(lockPath(dir), hourAgo, hourAgo);

    const lock = lockDataDir(dir);
    expect(lock.takeover).toEqual({ previousPid: pid, reason: 'pid-reused' });
    lock.release();
  });

  it('refuses a plain-pid lock of an earlier version whose process is older than the lock', async () => {
    const dir = tempDir();
    const pid = await unrelatedProcess();
    await new Promise((resolve) => setTimeout(resolve, 50));
    writeFileSync(lockPath(dir), String(pid));
    expectLockedBy(dir, pid);
  });

  it('takes over a lock whose owner is a zombie', async () => {
    const dir = tempDir();
    const pid = await zombieProcess();
    // The real start time and boot id: only the zombie state tells that the owner is dead.
    writeFileSync(
      lockPath(dir),
      JSON.stringify({ pid, startTime: procStat(pid).startTime, bootId: bootId() }),
    );

    const lock = lockDataDir(dir);
    expect(lock.takeover).toEqual({ previousPid: pid, reason: 'zombie' });
    lock.release();
  });

  it('takes over a lock written before the machine restarted', async () => {
    const dir = tempDir();
    const pid = await unrelatedProcess();
    const otherBoot = bootId().replace(/^./, (c) => (c === '0' ? '1' : '0'));
    writeFileSync(
      lockPath(dir),
      JSON.stringify({ pid, startTime: procStat(pid).startTime, bootId: otherBoot }),
    );

    const lock = lockDataDir(dir);
    expect(lock.takeover).toEqual({ previousPid: pid, reason: 'other-boot' });
    lock.release();
  });

  it('refuses a second lock in the process that holds it', () => {
    const dir = tempDir();
    const lock = lockDataDir(dir);
    expectLockedBy(dir, process.pid);
    lock.release();
  });
});
