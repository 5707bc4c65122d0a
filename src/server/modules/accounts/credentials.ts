import type { PasswordHashing } from '#server/auth/password-hashing.ts';

/**
 * Verifies a password against a stored hash. For an unknown account it still runs one scrypt
 * derivation against a dummy hash, so response time does not reveal which emails have accounts.
 */
export function createPasswordChecker(hashing: PasswordHashing) {
  let dummyHash: Promise<string> | undefined;
  return async function checkPassword(password: string, storedHash: string | null | undefined) {
    if (!storedHash) {
      // Made once; a first attempt that failed (the queue was full) is not kept.
      dummyHash ??= hashing.hash('not-a-real-password').catch((error: unknown) => {
        dummyHash = undefined;
        throw error;
      });
      await hashing.verify(password, await dummyHash);
      return false;
    }
    return hashing.verify(password, storedHash);
  };
}

export type PasswordChecker = ReturnType<typeof createPasswordChecker>;
