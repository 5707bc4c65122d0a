import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readCodeCache, writeCodeCache } from '#server/startup/code-cache.ts';

// The code cache file of the built server: bytecode is only ever handed back for the bundle it was
// made from, and a failed write leaves nothing behind.

const folder = mkdtempSync(join(tmpdir(), 'quickbite-code-cache-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('the code cache file', () => {
  it('gives back the bytes written under the same key', () => {
    const file = join(folder, 'same.cache');
    const data = Buffer.from([0, 1, 2, 10, 255, 10, 3]);
    expect(writeCodeCache(file, 'key-a', data)).toBe(true);
    expect(readCodeCache(file, 'key-a')).toEqual(data);
  });

  it("never gives another build's bytes, a missing file's or a foreign file's", () => {
    const file = join(folder, 'other.cache');
    writeCodeCache(file, 'key-a', Buffer.from('bytecode'));
    expect(readCodeCache(file, 'key-b')).toBeUndefined();
    expect(readCodeCache(file, 'key-')).toBeUndefined();
    expect(readCodeCache(join(folder, 'missing.cache'), 'key-a')).toBeUndefined();
    const foreign = join(folder, 'foreign.cache');
    writeFileSync(foreign, 'x'.repeat(500));
    expect(readCodeCache(foreign, 'x'.repeat(500))).toBeUndefined();
  });

  it('replaces an older cache whole', () => {
    const file = join(folder, 'replaced.cache');
    writeCodeCache(file, 'old', Buffer.from('old bytecode, longer than the new'));
    writeCodeCache(file, 'new', Buffer.from('new'));
    expect(readCodeCache(file, 'old')).toBeUndefined();
    expect(readCodeCache(file, 'new')).toEqual(Buffer.from('new'));
  });

  it('leaves no temporary file when the target cannot be replaced', () => {
    // A folder where the file should be: the rename fails after the temporary file was written.
    const blocked = join(folder, 'blocked.cache');
    mkdirSync(join(blocked, 'inside'), { recursive: true });
    expect(writeCodeCache(blocked, 'key', Buffer.from('bytecode'))).toBe(false);
    expect(readdirSync(folder).filter((name) => name.endsWith('.tmp'))).toEqual([]);
    expect(existsSync(join(blocked, 'inside'))).toBe(true);
  });
});
