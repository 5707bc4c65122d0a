import { describe, expect, it } from 'vitest';
import { ENDPOINT_NOT_HTTPS, ENDPOINT_NOT_PUBLIC, ENDPOINT_UNRESOLVED } from '#domain/push/requests.ts';
import { createEndpointGuard, isPublicAddress } from '#server/push/endpoint-guard.ts';

// Which addresses a push endpoint may have: public unicast only, IPv4 and IPv6 alike.

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.0.0.1',
    '172.16.5.4',
    '192.168.1.1',
    '169.254.169.254',
    '0.0.0.0',
    '100.64.0.1',
    '100.127.255.254',
    '224.0.0.251',
    '255.255.255.255',
    '192.0.2.1',
    '198.18.0.1',
    '240.0.0.1',
    '::',
    '::1',
    'fe80::1',
    'fc00::1',
    'fd12:3456::1',
    'ff02::1',
    '2001:db8::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '::ffff:192.168.0.1',
    '64:ff9b::a00:1',
    '2002:a00:1::1',
    'not an address',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    '8.8.8.8',
    '93.184.215.14',
    '172.32.0.1',
    '100.128.0.1',
    '2606:4700:4700::1111',
    '2a00:1450:4001::200e',
    '::ffff:8.8.8.8',
  ])('accepts %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe('createEndpointGuard', () => {
  const resolve = async (hostname: string) => {
    const table: Record<string, string[]> = {
      'fcm.example.com': ['142.250.1.1'],
      'inside.example.com': ['10.9.8.7'],
    };
    const found = table[hostname];
    if (!found) throw new Error('ENOTFOUND');
    return found.map((address) => ({ address }));
  };

  it('checks the scheme, every resolved address, and names that do not resolve', async () => {
    const guard = createEndpointGuard({ allowPrivate: false, resolve });
    expect(await guard.check('https://fcm.example.com/send/abc')).toEqual({ ok: true });
    expect(await guard.check('https://inside.example.com/send/abc')).toEqual({
      ok: false,
      reason: ENDPOINT_NOT_PUBLIC,
    });
    expect(await guard.check('https://gone.example.com/x')).toEqual({
      ok: false,
      reason: ENDPOINT_UNRESOLVED,
    });
    expect(await guard.check('http://fcm.example.com/x')).toEqual({ ok: false, reason: ENDPOINT_NOT_HTTPS });
    expect(guard.checkBeforeSend('https://[::ffff:7f00:1]/x')).toEqual({
      ok: false,
      reason: ENDPOINT_NOT_PUBLIC,
    });
    expect(guard.lookup).toBeTypeOf('function');
  });

  it('lifts the address rule, not the https rule, when private endpoints are allowed', async () => {
    const guard = createEndpointGuard({ allowPrivate: true, resolve });
    expect(await guard.check('https://127.0.0.1:8443/x')).toEqual({ ok: true });
    expect(await guard.check('https://inside.example.com/x')).toEqual({ ok: true });
    expect(await guard.check('http://127.0.0.1/x')).toEqual({ ok: false, reason: ENDPOINT_NOT_HTTPS });
    expect(guard.lookup).toBeUndefined();
  });
});
