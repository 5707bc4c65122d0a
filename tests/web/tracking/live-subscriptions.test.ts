import { describe, expect, it } from 'vitest';
import { liveSubscriptions } from '#web/features/tracking/live-subscriptions.ts';

// The customer sockets of a tracking screen: the phone on the first one, one token per socket
// (the shared live connection adds the token to app_connect).

const token = (n: number) => `${'k'.repeat(40)}${String(n).padStart(3, '0')}`;

describe('liveSubscriptions', () => {
  it('is one phone socket when no order is held', () => {
    expect(liveSubscriptions('+14165550101', [])).toEqual([{ phone: '+14165550101' }]);
  });

  it('puts the phone and the first token on one socket, each further token on its own', () => {
    expect(liveSubscriptions('+14165550101', [token(1), token(2)])).toEqual([
      { phone: '+14165550101', trackingToken: token(1) },
      { trackingToken: token(2) },
    ]);
  });

  it('follows a token alone (a tracking link), and nothing without phone or token', () => {
    expect(liveSubscriptions(null, [token(1)])).toEqual([{ trackingToken: token(1) }]);
    expect(liveSubscriptions(null, [])).toEqual([]);
  });

  it('leaves out a phone the server could not read', () => {
    expect(liveSubscriptions('12', [])).toEqual([]);
    expect(liveSubscriptions('+12', [])).toEqual([]);
    expect(liveSubscriptions('12', [token(1)])).toEqual([{ trackingToken: token(1) }]);
  });
});
