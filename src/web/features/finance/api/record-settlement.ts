import { type Settlement, settlementSchema } from '#domain/finance/responses.ts';
import { apiCall } from '#web/lib/api-client.ts';

export interface SettlementRequest {
  driverId: number;
  /** Dollars with two decimals: "25.00". */
  amount: string;
  note?: string;
  /** One per opened dialog: a double tap or a retry records one settlement. */
  idempotencyKey: string;
}

/**
 * POST /api/admin/cash/{driverId}/settlements: cash a driver handed over. Answers with the entry and
 * the driver's new figures; 400 names the field, 404 an unknown driver, 409 (settlement_too_large)
 * an amount above what the driver owes.
 */
export function recordSettlement({
  driverId,
  amount,
  note,
  idempotencyKey,
}: SettlementRequest): Promise<Settlement> {
  return apiCall({
    method: 'POST',
    url: `/api/admin/cash/${driverId}/settlements`,
    body: note ? { amount, note } : { amount },
    headers: { 'Idempotency-Key': idempotencyKey },
    schema: settlementSchema,
  });
}
