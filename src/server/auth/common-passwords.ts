import { COMMON_PASSWORDS } from './common-passwords.data';

// The password rule on top of the spec's minimum length: none of the 10,000 most common passwords
// (common-passwords.data.ts), whatever the letter case. Wherever the product sets a password from
// user input (partner registration, an administrator created from ADMIN_PASSWORD or a prompt) it
// asks this first. The list stays on the server; the browser only shows the server's message.

let list: ReadonlySet<string> | undefined;

/** The list as a set, built on first use: most processes (a CLI, a test) never need it. */
function commonPasswords(): ReadonlySet<string> {
  list ??= new Set(COMMON_PASSWORDS.split('\n').filter((line) => line !== ''));
  return list;
}

/** The form the list is stored in: NFKC, as hashing normalises, then lower case. */
function normalise(password: string): string {
  return password.normalize('NFKC').toLowerCase();
}

/** True when the password is one of the most common ones, ignoring letter case. */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(normalise(password));
}

/** How many passwords the list holds (for tests and diagnostics). */
export function commonPasswordCount(): number {
  return commonPasswords().size;
}
