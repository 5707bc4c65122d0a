import { centsOrNull, formatUsd } from '#domain/shared/money.ts';

/** What one line of an order comes to ("$33.98" for 2 × 16.99); the unit price if it cannot be read. */
export function lineTotal(unitPrice: string, quantity: number): string {
  const cents = centsOrNull(unitPrice);
  return cents === null ? unitPrice : formatUsd(cents * quantity);
}
