// Child process for the lock tests: locks the given data directory as the server does, prints
// "locked", and holds the lock until it is killed.
import { lockDataDir } from '#server/db/data-dir-lock.ts';

try {
  lockDataDir(process.argv[2]!);
  console.log('locked');
  setInterval(() => {}, 60_000);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
