import { isIP } from 'node:net';
import * as z from 'zod';

// TRUST_PROXY says which hops in front of us may tell us the client's address (X-Forwarded-For).
// Every per-address rate limit counts that address, so trusting too much lets a client pick its
// own address by sending the header, and trusting too little makes every user share the proxy's.
// The accepted forms are Fastify's own `trustProxy` forms, minus `true` (see below).

/** false: use the socket address; a number: trust that many proxies; a list: trust those addresses. */
export type TrustProxy = false | number | string[];

const OFF = ['false', '0', 'no', 'off'];
// `true` trusts every hop, so the left-most X-Forwarded-For entry, which the client writes itself,
// becomes "the" address. No proxy set-up makes that safe, so it is refused rather than guessed at.
const ALL = ['true', 'yes', 'on'];
// Named ranges understood by Fastify (proxy-addr).
const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'];
const MAX_HOPS = 20;

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

export const trustProxySchema = z.string().transform((raw, ctx): TrustProxy => {
  const value = raw.trim().toLowerCase();
  if (OFF.includes(value)) return false;
  if (ALL.includes(value)) {
    ctx.addIssue({
      code: 'custom',
      message:
        '"true" would trust every hop, letting a client choose its own address with X-Forwarded-For; ' +
        'use a hop count (e.g. 1 behind one reverse proxy) or a list of proxy addresses (e.g. 127.0.0.1,10.0.0.0/8)',
    });
    return z.NEVER;
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > MAX_HOPS) {
      ctx.addIssue({ code: 'custom', message: `a hop count must be between 0 and ${MAX_HOPS}` });
      return z.NEVER;
    }
    return hops === 0 ? false : hops;
  }
  const entries = value.split(',').map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !isAddressOrRange(entry));
  if (wrong.length > 0) {
    ctx.addIssue({
      code: 'custom',
      message: `must be false, a hop count, or a comma-separated list of proxy addresses or CIDRs; not understood: ${wrong
        .map((entry) => JSON.stringify(entry))
        .join(', ')}`,
    });
    return z.NEVER;
  }
  return entries;
});

/**
 * The value for Fastify's `trustProxy` option. A hop count becomes a function: Fastify 5.12 treats
 * a bare number as "trust nothing" (it cannot check the peer), whereas TRUST_PROXY=N promises that
 * the server is reached only through N proxies, so the N nearest hops are trusted.
 */
export function fastifyTrustProxy(
  value: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value === 'number') return (_address, hop) => hop < value;
  return value;
}
