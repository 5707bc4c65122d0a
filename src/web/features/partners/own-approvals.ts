import type { PartnerKind } from './partner-kind';

// The server tells every admin socket about an approval, including the one of the admin who made
// it. That admin already sees "Restaurant Updated" / "Driver Updated"; with one toast at a time a
// second "... Approved" toast would replace it. Approvals made here are noted, and the matching
// live notice is shown only to the other admins.

const WINDOW_MS = 30_000;
const pending = new Map<string, number>();

const keyOf = (kind: PartnerKind, name: string) => `${kind}:${name}`;

export function noteOwnApproval(kind: PartnerKind, name: string, now = Date.now()): void {
  pending.set(keyOf(kind, name), now);
}

export function forgetOwnApproval(kind: PartnerKind, name: string): void {
  pending.delete(keyOf(kind, name));
}

/** True (once) when this panel itself approved that partner in the last 30 s. */
export function consumeOwnApproval(kind: PartnerKind, name: string, now = Date.now()): boolean {
  const key = keyOf(kind, name);
  const at = pending.get(key);
  pending.delete(key);
  return at !== undefined && now - at <= WINDOW_MS;
}
