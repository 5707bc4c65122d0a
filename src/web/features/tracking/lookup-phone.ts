import { normalizePhone } from '#domain/ordering/requests.ts';

/**
 * The phone to look orders up by, as the server stores it; null for an empty or blank entry, which
 * does nothing (SPEC section 5).
 */
export function lookupPhone(raw: string | null | undefined): string | null {
  if (!raw?.trim()) return null;
  const normalized = normalizePhone(raw);
  return normalized === '' ? null : normalized;
}
