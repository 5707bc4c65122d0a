import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '#server/auth/password.ts';
import { createPasswordHashing } from '#server/auth/password-hashing.ts';
import { DEMO_ACCOUNTS } from '#server/demo-seed/seed.ts';
import { buildTestApp, FAST_TEST_HASH_COST, type TestApp } from '../../support/test-app';

// Sign-in under bursts: the throttle counts an attempt before its password is checked, so however
// many guesses arrive at once only ten are ever checked; and the hashing queue answers 503 at once
// rather than making a burst wait behind itself.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

type Url = '/api/auth/login' | '/api/admin/login';

const attempt = (url: Url, remoteAddress: string, email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url,
    remoteAddress,
    payload: url === '/api/admin/login' ? { email, password } : { email, password, role: 'restaurant' },
  });

const countOf = (codes: number[], code: number) => codes.filter((c) => c === code).length;

describe('the sign-in throttle under a burst', () => {
  it.each([
    ['/api/auth/login', DEMO_ACCOUNTS.restaurant.email, '10.40.0.1'],
    ['/api/admin/login', DEMO_ACCOUNTS.admin.email, '10.40.0.2'],
  ] as const)('checks at most 10 of 40 simultaneous wrong passwords on %s', async (url, email, address) => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => attempt(url, address, email, `wrong-guess-${i}`)),
    );
    const codes = answers.map((res) => res.statusCode);
    expect(countOf(codes, 401)).toBe(10);
    expect(countOf(codes, 429)).toBe(30);
    for (const refused of answers.filter((res) => res.statusCode === 429)) {
      expect(refused.json()).toMatchObject({ code: 'rate_limited' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    // The right password waits too: the window is not over.
    const right =
      url === '/api/admin/login' ? DEMO_ACCOUNTS.admin.password : DEMO_ACCOUNTS.restaurant.password;
    expect((await attempt(url, address, email, right)).statusCode).toBe(429);
  });

  it('clears the count on a right password, so the next guesses start from zero', async () => {
    const { email, password } = DEMO_ACCOUNTS.restaurant;
    const address = '10.40.0.3';
    expect((await attempt('/api/auth/login', address, email, password)).statusCode).toBe(200);
    for (let round = 0; round < 2; round++) {
      const wrong = await Promise.all(
        Array.from({ length: 9 }, (_, i) => attempt('/api/auth/login', address, email, `nope-${i}`)),
      );
      expect(wrong.map((res) => res.statusCode)).toEqual(Array(9).fill(401));
      expect((await attempt('/api/auth/login', address, email, password)).statusCode).toBe(200);
    }
    expect((await attempt('/api/auth/login', address, email, password)).statusCode).toBe(200);
  });
});

describe('the password-hashing queue', () => {
  // One hash at a time and two waiting. The tests fill it with slow hashes of their own (about a
  // quarter of a second each), so what a burst meets does not depend on timing.
  const hashing = createPasswordHashing({ cost: FAST_TEST_HASH_COST, concurrency: 1, maxWaiting: 2 });
  let slowHash: string;
  let narrow: TestApp;
  beforeAll(async () => {
    slowHash = await hashPassword('slow', { N: 2 ** 16, r: 8, p: 1 });
    narrow = await buildTestApp({ passwordHashing: hashing });
  });
  afterAll(() => narrow?.close());

  /** Occupies `count` places of the queue (running first, then waiting); resolves when they are done. */
  const occupy = (count: number) =>
    Promise.all(Array.from({ length: count }, () => hashing.verify('x', slowHash)));

  const signInOn = (remoteAddress: string, password: string) =>
    narrow.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress,
      payload: { ...DEMO_ACCOUNTS.driver, password, role: 'driver' },
    });

  it('checks what fits in the queue and answers the rest of a burst with 503 and Retry-After at once', async () => {
    const busy = occupy(1);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => signInOn(`10.41.0.${i + 1}`, 'wrong-password')),
    );
    await busy;
    const codes = answers.map((res) => res.statusCode);
    expect(countOf(codes, 401)).toBe(2);
    expect(countOf(codes, 503)).toBe(4);
    const refused = answers.find((res) => res.statusCode === 503);
    expect(refused?.json()).toMatchObject({ code: 'busy' });
    expect(refused?.json().message).toMatch(/^The server is busy\. Please try again in \d+ seconds?\.$/);
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });

  it('gives a refused attempt its count back: the address still has all ten guesses', async () => {
    const address = '10.42.0.1';
    const busy = occupy(3);
    expect((await signInOn(address, 'wrong-password')).statusCode).toBe(503);
    await busy;
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await signInOn(address, 'wrong-password')).statusCode);
    expect(codes).toEqual([...Array(10).fill(401), 429]);
  });

  it('refuses attempts over the limit before they reach the queue (429, never 503)', async () => {
    const address = '10.43.0.1';
    for (let i = 0; i < 10; i++) expect((await signInOn(address, 'wrong-password')).statusCode).toBe(401);
    const busy = occupy(3);
    const locked = await Promise.all(Array.from({ length: 8 }, () => signInOn(address, 'wrong-password')));
    await busy;
    expect(locked.map((res) => res.statusCode)).toEqual(Array(8).fill(429));
  });

  it('lets a right password through once the queue has room again', async () => {
    const res = await signInOn('10.44.0.1', DEMO_ACCOUNTS.driver.password);
    expect(res.statusCode).toBe(200);
  });
});
