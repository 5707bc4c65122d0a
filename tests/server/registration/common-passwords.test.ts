import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_TOO_COMMON } from '#domain/shared/fields.ts';
import { COMMON_PASSWORDS } from '#server/auth/common-passwords.data.ts';
import { commonPasswordCount, isCommonPassword } from '#server/auth/common-passwords.ts';
import { ADMIN_PASSWORD_TOO_COMMON, ensureAdmin } from '#server/auth/ensure-admin.ts';
import { ConfigError } from '#server/config.ts';
import { admins } from '#server/db/schema.ts';
import { DEMO_ACCOUNTS } from '#server/demo-seed/seed.ts';
import {
  type RegistrationDependencies,
  registerPartner,
} from '#server/modules/registration/register-partner.ts';
import { uniqueEmail, validDriver, validRestaurant } from '../../support/registration-payloads';
import { openTestDatabase, type TestDatabase } from '../../support/test-app';

// The common-password rule: the shipped list, the check, and every place a password is set from
// user input (partner registration; an administrator from ADMIN_PASSWORD or the admin:create prompt).

describe('the common-password list', () => {
  it('holds the 10,000 most common passwords, lower-cased, once each', () => {
    const lines = COMMON_PASSWORDS.split('\n').filter((line) => line !== '');
    expect(lines.length).toBeGreaterThan(9_900);
    expect(lines.length).toBeLessThanOrEqual(10_000);
    expect(new Set(lines).size).toBe(lines.length);
    expect(commonPasswordCount()).toBe(lines.length);
    for (const line of lines) expect(line).toBe(line.normalize('NFKC').toLowerCase());
    // Ranked by frequency: the most common first.
    expect(lines.slice(0, 4)).toEqual(['123456', 'password', '12345678', 'qwerty']);
  });
});

describe('isCommonPassword', () => {
  it.each(['123456', 'password', 'password1', 'qwerty', 'letmein', 'iloveyou', 'trustno1'])(
    'refuses %s',
    (password) => {
      expect(isCommonPassword(password)).toBe(true);
    },
  );

  it('ignores letter case', () => {
    for (const password of ['PassWord1', 'PASSWORD1', 'QwErTy', 'LetMeIn']) {
      expect(isCommonPassword(password), password).toBe(true);
    }
  });

  it('normalises compatibility characters (NFKC) as hashing does', () => {
    // Full-width digits and letters are what NFKC folds to their ASCII forms.
    expect(isCommonPassword('１２３４５６')).toBe(true);
    expect(isCommonPassword('ＰＡＳＳＷＯＲＤ１')).toBe(true);
  });

  it('lets everything else through, including a common password with more around it', () => {
    for (const password of [
      'wheels-123',
      'bistro-secret',
      'password1 ',
      ' 123456',
      'correct horse battery staple',
      '',
      ...Object.values(DEMO_ACCOUNTS).map((account) =>
        typeof account === 'string' ? account : account.password,
      ),
    ]) {
      expect(isCommonPassword(password), password).toBe(false);
    }
  });
});

describe('registerPartner', () => {
  // Dependencies that fail on any use: the repository, the hashing cost or a hasher.
  const untouchable = new Proxy({} as RegistrationDependencies, {
    get(_target, key) {
      throw new Error(`registerPartner used deps.${String(key)} before refusing the password`);
    },
  });

  it.each(['driver', 'restaurant'] as const)(
    'refuses a common %s password as a password field error, before hashing or writing',
    async (role) => {
      const input = (role === 'driver' ? validDriver : validRestaurant)({ password: 'PassWord1' });
      await expect(registerPartner(untouchable, role, input as never)).rejects.toMatchObject({
        status: 400,
        code: 'invalid_input',
        message: `password: ${PASSWORD_TOO_COMMON}`,
        fields: { password: PASSWORD_TOO_COMMON },
      });
    },
  );
});

describe('ensureAdmin', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('refuses to create an admin with a common password, whatever its case, and stores nothing', async () => {
    const email = uniqueEmail('common-admin');
    for (const password of ['qwerty123456', 'QwErTy123456', '1q2w3e4r5t6y']) {
      const attempt = ensureAdmin(database.handle.db, { email, password });
      await expect(attempt).rejects.toBeInstanceOf(ConfigError);
      await expect(ensureAdmin(database.handle.db, { email, password })).rejects.toThrow(
        ADMIN_PASSWORD_TOO_COMMON,
      );
    }
    expect(await database.handle.db.select().from(admins).where(eq(admins.email, email))).toEqual([]);
  });

  it('leaves an existing admin alone, whatever the password given', async () => {
    const email = uniqueEmail('existing-admin');
    expect(await ensureAdmin(database.handle.db, { email, password: 'a-long-enough-password' })).toEqual({
      created: true,
    });
    expect(await ensureAdmin(database.handle.db, { email, password: 'qwerty123456' })).toEqual({
      created: false,
    });
  });
});
