import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';

// V8's code cache of the server's bundle: the bytecode of every function the last start compiled,
// kept in one file beside the bundle. V8 checks only its own version, its flags and the source's
// length before using one, so each file starts with the key of the bundle it was made from (a hash
// of its contents, set by the build): a cache of another build is never handed to V8.

const NEWLINE = 0x0a;
/** The key line is short; a file whose first line is longer is not one of ours. */
const MAX_KEY_LENGTH = 128;

/** The cached bytecode for the bundle with this key, or undefined (none, unreadable, another build's). */
export function readCodeCache(file: string, key: string): Buffer | undefined {
  let contents: Buffer;
  try {
    contents = readFileSync(file);
  } catch {
    return undefined;
  }
  const end = contents.indexOf(NEWLINE);
  if (end < 0 || end > MAX_KEY_LENGTH || contents.toString('utf8', 0, end) !== key) return undefined;
  return contents.subarray(end + 1);
}

/**
 * Writes the bytecode under this key, whole or not at all (a temporary file renamed into place, so
 * a process starting meanwhile never reads half of it). Never fails: where the build is read-only,
 * every start compiles the bundle as if there were no cache.
 */
export function writeCodeCache(file: string, key: string, data: Buffer): boolean {
  const temporary = `${file}.${process.pid}.tmp`;
  try {
    writeFileSync(temporary, Buffer.concat([Buffer.from(`${key}\n`), data]));
    renameSync(temporary, file);
    return true;
  } catch {
    rmSync(temporary, { force: true });
    return false;
  }
}
