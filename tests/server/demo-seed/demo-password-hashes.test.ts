import { describe, expect, it } from 'vitest';
import { DEFAULT_COST, verifyPassword } from '#server/auth/password.ts';
import { DEMO_ACCOUNTS } from '#server/demo-seed/seed.ts';
import { DEMO_PASSWORD_HASHES } from '#server/demo-seed/seed-data/demo-password-hashes.ts';

// The demo passwords' committed hashes (a fresh demo start does not spend a second hashing them)
// must still verify against the passwords the README publishes, at the product's own cost.

describe('the demo passwords’ committed hashes', () => {
  const passwords = [
    DEMO_ACCOUNTS.admin.password,
    DEMO_ACCOUNTS.restaurant.password,
    DEMO_ACCOUNTS.driver.password,
    DEMO_ACCOUNTS.pendingPartnerPassword,
  ];

  it.each(passwords)('%s verifies, at the default scrypt cost', async (password) => {
    const hash = DEMO_PASSWORD_HASHES[password];
    expect(hash).toMatch(
      new RegExp(`^scrypt\\$${DEFAULT_COST.N}\\$${DEFAULT_COST.r}\\$${DEFAULT_COST.p}\\$`),
    );
    expect(await verifyPassword(password, hash!)).toBe(true);
    expect(await verifyPassword(`${password}!`, hash!)).toBe(false);
  });

  it('lists no other password', () => {
    expect(Object.keys(DEMO_PASSWORD_HASHES).sort()).toEqual([...passwords].sort());
  });
});
