import { describe, expect, it } from 'vitest';
import { createLoginThrottle } from '#server/auth/login-throttle.ts';

// The in-memory sign-in throttle (the embedded database's backend): attempts are counted before
// the password is checked, a right password clears them, an unchecked attempt is given back.

describe('createLoginThrottle', () => {
  const make = () => {
    const clock = { at: 0 };
    const throttle = createLoginThrottle({ maxFailures: 3, windowMs: 60_000, now: () => clock.at });
    return { clock, throttle };
  };

  it('allows maxFailures attempts in a window, however many arrive at once', async () => {
    const { throttle } = make();
    const decisions = await Promise.all(Array.from({ length: 10 }, () => throttle.take('a')));
    expect(decisions.filter((d) => d.allowed)).toHaveLength(3);
    expect(decisions.at(-1)).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect(await throttle.take('b')).toEqual({ allowed: true });
  });

  it('counts down the wait and starts a new window once it has passed', async () => {
    const { clock, throttle } = make();
    for (let i = 0; i < 3; i++) await throttle.take('a');
    clock.at = 45_500;
    expect(await throttle.take('a')).toEqual({ allowed: false, retryAfterSeconds: 15 });
    clock.at = 60_000;
    expect(await throttle.take('a')).toEqual({ allowed: true });
  });

  it('starts again after a right password, and gives back an attempt that was never checked', async () => {
    const { throttle } = make();
    for (let i = 0; i < 3; i++) await throttle.take('a');
    await throttle.clear('a');
    for (let i = 0; i < 3; i++) expect((await throttle.take('a')).allowed).toBe(true);
    await throttle.giveBack('a');
    expect((await throttle.take('a')).allowed).toBe(true);
    expect((await throttle.take('a')).allowed).toBe(false);
  });
});
