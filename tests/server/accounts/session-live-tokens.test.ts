import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSessionStore } from '#server/auth/session-store.ts';
import { openTestDatabase, type TestDatabase } from '../../support/test-app';

// The live channel re-checks every bound socket's session on each heartbeat with one query:
// liveTokens says which tokens still have a live session, without counting as activity.

const HOUR = 60 * 60 * 1000;

describe('sessions.liveTokens', () => {
  let database: TestDatabase;
  let clock = Date.parse('2026-11-23T10:00:00Z');
  const now = () => new Date(clock);
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database?.close());

  it('keeps live sessions, drops ended, idle and unknown ones, in one answer', async () => {
    const store = createSessionStore(database.handle.db, now);
    const admin = await store.create({ subjectType: 'admin', subjectId: 1 });
    const restaurant = await store.create({ subjectType: 'restaurant', subjectId: 1 });
    const signedOut = await store.create({ subjectType: 'driver', subjectId: 1 });
    await store.delete(signedOut);
    const unknown = 'x'.repeat(43);

    expect(await store.liveTokens([admin, restaurant, signedOut, unknown, 'malformed'])).toEqual(
      new Set([admin, restaurant]),
    );

    // Three hours later the admin session has been idle past its two hours; the restaurant's has not.
    clock += 3 * HOUR;
    expect(await store.liveTokens([admin, restaurant])).toEqual(new Set([restaurant]));
    expect(await store.liveTokens([])).toEqual(new Set());
  });

  it('does not count as activity', async () => {
    const store = createSessionStore(database.handle.db, now);
    const admin = await store.create({ subjectType: 'admin', subjectId: 1 });
    for (let i = 0; i < 3; i++) {
      clock += HOUR;
      await store.liveTokens([admin]);
    }
    // Three hours of re-checks kept nothing alive: idle past two hours.
    expect(await store.find(admin)).toBeNull();
  });
});
