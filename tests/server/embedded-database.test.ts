import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client';
import { auditLog } from '../../src/server/db/schema';

// The embedded database keeps every acknowledged write across a kill -9, and a second process
// can never open a folder that a live process owns.

const WRITER = new URL('../support/durability-writer.ts', import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), 'quickbite-durability-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function startWriter(): {
  child: ChildProcess;
  lines: string[];
  waitFor: (predicate: (l: string[]) => boolean) => Promise<void>;
} {
  const child = spawn(process.execPath, ['--import', 'tsx', WRITER, dataDir], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const waiters: Array<() => void> = [];
  createInterface({ input: child.stdout! }).on('line', (line) => {
    lines.push(line);
    for (const w of waiters) w();
  });
  const waitFor = (predicate: (l: string[]) => boolean) =>
    new Promise<void>((resolve, reject) => {
      const check = () => predicate(lines) && resolve();
      waiters.push(check);
      child.once('exit', (code) => reject(new Error(`writer exited with ${code}`)));
      check();
    });
  return { child, lines, waitFor };
}

function runToExit(): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', WRITER, dataDir], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr!.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('exit', (code) => resolve({ code, stderr }));
  });
}

describe('embedded database (PGlite) on disk', () => {
  it('refuses a second process, and keeps every acknowledged write after kill -9', async () => {
    const writer = startWriter();
    await writer.waitFor((lines) => lines.filter((l) => l.startsWith('ack ')).length >= 25);

    const second = await runToExit();
    expect(second.code).toBe(1);
    expect(second.stderr).toContain('already in use by process');

    writer.child.kill('SIGKILL');
    await new Promise((resolve) => writer.child.once('exit', resolve));
    const acked = writer.lines.filter((l) => l.startsWith('ack ')).map((l) => Number(l.slice(4)));

    // The dead owner's lock is stale: reopening takes it over.
    const handle = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const rows = await handle.db.select({ id: auditLog.id }).from(auditLog);
      const stored = new Set(rows.map((r) => r.id));
      for (const id of acked) expect(stored.has(id), `acknowledged row ${id}`).toBe(true);
    } finally {
      await handle.close();
    }
  }, 120_000);
});
