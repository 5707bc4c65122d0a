import { hashPassword, type ScryptCost, verifyPassword } from '#server/auth/password.ts';

/**
 * Verifies a password against a stored hash. For an unknown account it still runs one scrypt
 * derivation against a dummy hash, so response time does not reveal which emails have accounts.
 */
export function createPasswordChecker(cost?: ScryptCost) {
  let dummyHash: Promise<string> | undefined;
  return async function checkPassword(password: string, storedHash: string | null | undefined) {
    if (!storedHash) {
      dummyHash ??= hashPassword('not-a-real-password', cost);
      await verifyPassword(password, await dummyHash);
      return false;
    }
    return verifyPassword(password, storedHash);
  };
}

export type PasswordChecker = ReturnType<typeof createPasswordChecker>;
