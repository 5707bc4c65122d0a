import dns from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { ENDPOINT_NOT_HTTPS, ENDPOINT_NOT_PUBLIC, ENDPOINT_UNRESOLVED } from '#domain/push/requests.ts';

// A push subscription's endpoint is a URL the server will POST to, chosen by whoever subscribed:
// without this guard it would be a way to make the server call into its own network (SSRF). Only
// https, and only hosts whose every address is public unicast: no loopback, private, link-local,
// unspecified, multicast, CGNAT, documentation or other reserved range, in IPv4 or IPv6 (an
// IPv4-mapped IPv6 address is judged as the IPv4 address it carries). Checked when a subscription
// is made, and again when each notification is sent: the connection's own DNS answer is checked
// before connecting, so a name that later points somewhere private is refused too.

/** The code of the error a refused connection fails with: never worth a retry. */
export const NON_PUBLIC_ADDRESS = 'EPUSH_NON_PUBLIC_ADDRESS';

export type EndpointVerdict = { ok: true } | { ok: false; reason: string };

export interface EndpointGuard {
  /** The full check, DNS included: when a subscription is made. */
  check(endpoint: string): Promise<EndpointVerdict>;
  /** At send time, before connecting: https, and an address literal must be public (names go through `lookup`). */
  checkBeforeSend(endpoint: string): EndpointVerdict;
  /** For the sender's https agent: resolves like dns.lookup, failing when any address is not public. */
  lookup: LookupFunction | undefined;
}

/** True for public unicast addresses only (ipaddr.js names every special range; "unicast" is the rest). */
export function isPublicAddress(address: string): boolean {
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.parse(address);
  } catch {
    return false;
  }
  if (parsed.kind() === 'ipv6') {
    const v6 = parsed as ipaddr.IPv6;
    if (v6.isIPv4MappedAddress()) return isPublicAddress(v6.toIPv4Address().toString());
  }
  return parsed.range() === 'unicast';
}

type Resolve = (hostname: string) => Promise<{ address: string }[]>;

export function createEndpointGuard(options: {
  /** PUSH_ALLOW_PRIVATE_ENDPOINTS: local testing only; https is still required. */
  allowPrivate: boolean;
  /** Resolves every address of a name; dns.promises.lookup by default (read at each call). */
  resolve?: Resolve;
}): EndpointGuard {
  const resolve: Resolve = options.resolve ?? ((hostname) => dns.promises.lookup(hostname, { all: true }));

  const checkBeforeSend = (endpoint: string): EndpointVerdict => {
    const url = parseHttps(endpoint);
    if (!url) return { ok: false, reason: ENDPOINT_NOT_HTTPS };
    if (options.allowPrivate) return { ok: true };
    const literal = addressLiteral(url.hostname);
    if (literal !== null && !isPublicAddress(literal)) return { ok: false, reason: ENDPOINT_NOT_PUBLIC };
    return { ok: true };
  };

  return {
    checkBeforeSend,
    async check(endpoint) {
      const first = checkBeforeSend(endpoint);
      const url = parseHttps(endpoint);
      if (!first.ok || !url || options.allowPrivate || addressLiteral(url.hostname) !== null) return first;
      let addresses: { address: string }[];
      try {
        addresses = await resolve(url.hostname);
      } catch {
        return { ok: false, reason: ENDPOINT_UNRESOLVED };
      }
      if (addresses.length === 0) return { ok: false, reason: ENDPOINT_UNRESOLVED };
      return addresses.every(({ address }) => isPublicAddress(address))
        ? { ok: true }
        : { ok: false, reason: ENDPOINT_NOT_PUBLIC };
    },
    lookup: options.allowPrivate ? undefined : publicOnlyLookup,
  };
}

function parseHttps(endpoint: string): URL | null {
  try {
    const url = new URL(endpoint);
    return url.protocol === 'https:' && url.hostname !== '' ? url : null;
  } catch {
    return null;
  }
}

/** The address a URL's hostname is written as ("[::1]" -> "::1"), or null for a name. */
function addressLiteral(hostname: string): string | null {
  const bare = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  return isIP(bare) === 0 ? null : bare;
}

/** dns.lookup for the agent, asking for every address and refusing the connection if one is not public. */
const publicOnlyLookup: LookupFunction = (hostname, lookupOptions, callback) => {
  dns.lookup(hostname, { ...lookupOptions, all: true }, (error, addresses) => {
    if (error) {
      callback(error, '', 0);
      return;
    }
    const first = addresses[0];
    if (!first || addresses.some(({ address }) => !isPublicAddress(address))) {
      const refused = Object.assign(new Error(`${hostname} resolves to an address that is not public`), {
        code: NON_PUBLIC_ADDRESS,
      });
      callback(refused, '', 0);
      return;
    }
    if (lookupOptions.all)
      (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, addresses);
    else callback(null, first.address, first.family);
  });
};
