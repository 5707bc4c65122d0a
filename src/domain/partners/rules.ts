// The admin's audit actions, and how bank account numbers are shown (last 4 digits only).
export const AUDIT_ACTIONS = [
  'restaurant.approved',
  'restaurant.revoked',
  'driver.approved',
  'driver.revoked',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
/** "1234" from "000123451234"; null for a missing or blank number. */
export function last4(accountNumber: string | null | undefined): string | null {
  const digits = (accountNumber ?? '').replace(/\s/g, '');
  return digits ? digits.slice(-4) : null;
}
/** How a masked account number is displayed. */
export function maskedAccount(last4Digits: string | null): string {
  return last4Digits ? `•••• ${last4Digits}` : 'Not provided';
}
