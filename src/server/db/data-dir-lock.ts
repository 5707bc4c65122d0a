import { closeSync, mkdirSync, openSync, readFileSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

// PGlite is single-process: two processes writing one data directory corrupt it.
// A lock file names its owner; a second process is kept out while that owner runs, and a lock left
// by a process that died (kill -9, power loss, container restart) is detected and taken over.
//
// A pid alone does not identify the owner: a killed server that nobody reaped yet (a zombie, common
// under a container init that does not reap) still answers kill(pid, 0), and after a restart the pid
// is often reused by an unrelated process (containers start again at low pids). So on Linux the lock
// also holds the owner's start time (field 22 of /proc/<pid>/stat) and the boot id: the owner is
// running only if that pid is alive, not a zombie, started at that time, in this boot. Without /proc
// the pid probe is all there is. See docs/decisions/0011-embedded-database-lock.md.

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly ownerPid: number,
  ) {
    super(
      `The embedded database in ${dataDir} is already in use by process ${ownerPid}. ` +
        'Only one process may open it: stop that process, or set DATA_DIR to another folder, ' +
        'or set DATABASE_URL to run several instances on PostgreSQL.',
    );
  }
}

/** Why a lock's owner counts as gone. */
export type StaleLockReason =
  | 'exited' // no process with that pid
  | 'zombie' // killed, not reaped yet
  | 'pid-reused' // that pid now belongs to a process started later
  | 'other-boot' // written before the machine restarted
  | 'unreadable'; // no owner recorded (e.g. a crash while the lock was being written)

export interface LockTakeover {
  /** The pid the stale lock named (undefined when it named none). */
  previousPid: number | undefined;
  reason: StaleLockReason;
}

export interface DataDirLock {
  /** Set when a lock left by a process that died was taken over: the caller logs it. */
  takeover: LockTakeover | undefined;
  release(): void;
}

/** What an owner writes into the lock; startTime and bootId only where /proc exists. */
interface LockOwner {
  pid: number;
  startTime?: number;
  bootId?: string;
}

const LOCK_FILE = 'quickbite.lock';
const PROC = '/proc';
/** Slack when comparing a process start time with a file time (clock ticks and btime rounding). */
const CLOCK_SLACK_MS = 2_000;
/** USER_HZ, the unit of /proc start times: 100 on every Linux platform Node runs on. */
const CLOCK_TICKS_PER_SECOND = 100;

/** A one-line message for the log after a takeover; names only the data directory. */
export function describeTakeover(dataDir: string, takeover: LockTakeover): string {
  const owner = takeover.previousPid === undefined ? 'a process' : `process ${takeover.previousPid}`;
  const why: Record<StaleLockReason, string> = {
    exited: 'it is no longer running',
    zombie: 'it was killed and not yet reaped',
    'pid-reused': 'its pid now belongs to another process',
    'other-boot': 'the machine has restarted since',
    unreadable: 'the lock named no owner',
  };
  return `Took over the embedded database lock in ${dataDir} left by ${owner} that died (${why[takeover.reason]})`;
}

function readText(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

function currentBootId(): string | undefined {
  return readText(`${PROC}/sys/kernel/random/boot_id`)?.trim() || undefined;
}

interface ProcStat {
  state: string;
  startTime: number;
}

/**
 * Fields 3 (state) and 22 (start time, clock ticks after boot) of /proc/<pid>/stat. Field 2 is the
 * command name in parentheses, which may itself hold spaces and parentheses: split after the last ')'.
 */
export function parseProcStat(text: string): ProcStat | undefined {
  const end = text.lastIndexOf(')');
  if (end < 0) return undefined;
  const fields = text
    .slice(end + 1)
    .trim()
    .split(/\s+/);
  const state = fields[0];
  const startTime = Number(fields[22 - 3]);
  if (!state || !Number.isSafeInteger(startTime)) return undefined;
  return { state, startTime };
}

function readProcStat(pid: number): ProcStat | undefined {
  const text = readText(`${PROC}/${pid}/stat`);
  return text === undefined ? undefined : parseProcStat(text);
}

function hasProcfs(): boolean {
  return readProcStat(process.pid) !== undefined;
}

/** Boot time in ms since the epoch, from the btime line of /proc/stat. */
function bootTimeMs(): number | undefined {
  const match = /^btime\s+(\d+)$/m.exec(readText(`${PROC}/stat`) ?? '');
  return match ? Number(match[1]) * 1000 : undefined;
}

function pidAnswers(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function ownIdentity(): LockOwner {
  if (!hasProcfs()) return { pid: process.pid };
  const bootId = currentBootId();
  return {
    pid: process.pid,
    startTime: readProcStat(process.pid)!.startTime,
    ...(bootId ? { bootId } : {}),
  };
}

/** Reads the JSON owner record, or the plain pid that earlier versions wrote. */
function parseLock(text: string): LockOwner | undefined {
  const trimmed = text.trim();
  if (/^\d+$/.test(trimmed)) return { pid: Number(trimmed) };
  try {
    const value = JSON.parse(trimmed) as Record<string, unknown>;
    if (!Number.isSafeInteger(value.pid) || (value.pid as number) <= 0) return undefined;
    return {
      pid: value.pid as number,
      ...(Number.isSafeInteger(value.startTime) ? { startTime: value.startTime as number } : {}),
      ...(typeof value.bootId === 'string' && value.bootId ? { bootId: value.bootId } : {}),
    };
  } catch {
    return undefined;
  }
}

/** Undefined while the owner runs; otherwise why the lock is stale. */
function staleReason(owner: LockOwner, lockWrittenMs: number): StaleLockReason | undefined {
  if (!hasProcfs()) {
    // No /proc (macOS, Windows): the pid probe is all there is. Our own pid in the lock can only be
    // a leftover from an earlier run that had the same pid.
    return owner.pid !== process.pid && pidAnswers(owner.pid) ? undefined : 'exited';
  }
  const bootId = currentBootId();
  if (owner.bootId && bootId && owner.bootId !== bootId) return 'other-boot';
  if (!pidAnswers(owner.pid)) return 'exited';
  const stat = readProcStat(owner.pid);
  if (!stat) {
    // Gone since the probe, or hidden from us (/proc mounted with hidepid): probe again.
    return pidAnswers(owner.pid) ? undefined : 'exited';
  }
  if (stat.state === 'Z' || stat.state === 'X') return 'zombie';
  if (owner.startTime !== undefined) return stat.startTime === owner.startTime ? undefined : 'pid-reused';
  // A plain-pid lock from an earlier version: its owner started before it wrote the lock, so a
  // process that started after the lock was written merely has the same pid.
  const bootMs = bootTimeMs();
  if (bootMs === undefined) return undefined;
  const startedMs = bootMs + (stat.startTime * 1000) / CLOCK_TICKS_PER_SECOND;
  return startedMs > lockWrittenMs + CLOCK_SLACK_MS ? 'pid-reused' : undefined;
}

function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

export function lockDataDir(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = join(dataDir, LOCK_FILE);
  const content = JSON.stringify(ownIdentity());
  let takeover: LockTakeover | undefined;
  let waitedForWriter = false;
  for (let attempt = 0; attempt < 4; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      try {
        writeSync(fd, content);
      } finally {
        closeSync(fd);
      }
      return {
        takeover,
        release() {
          try {
            if (readFileSync(lockPath, 'utf8') === content) unlinkSync(lockPath);
          } catch {
            // Already gone: nothing to release.
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      let text: string;
      let writtenMs: number;
      try {
        text = readFileSync(lockPath, 'utf8');
        writtenMs = statSync(lockPath).mtimeMs;
      } catch (readError) {
        // Released meanwhile: try again.
        if ((readError as NodeJS.ErrnoException).code === 'ENOENT') continue;
        throw readError;
      }
      const owner = parseLock(text);
      if (!owner && !waitedForWriter) {
        // Possibly another process between creating the lock and writing its owner: look again.
        waitedForWriter = true;
        sleepSync(100);
        continue;
      }
      const reason = owner ? staleReason(owner, writtenMs) : 'unreadable';
      if (reason === undefined) throw new DataDirLockedError(dataDir, owner!.pid);
      // Stale: take it over.
      takeover = { previousPid: owner?.pid, reason };
      try {
        unlinkSync(lockPath);
      } catch (unlinkError) {
        if ((unlinkError as NodeJS.ErrnoException).code !== 'ENOENT') throw unlinkError;
      }
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}
