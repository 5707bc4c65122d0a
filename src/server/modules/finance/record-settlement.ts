import type { SettlementBody } from '#domain/finance/requests.ts';
import {
  SETTLEMENT_TOO_LARGE_CODE,
  type Settlement,
  settlementTooLargeMessage,
} from '#domain/finance/responses.ts';
import { amountDecimalsMessage, formatMoney, moneyDecimal, moneyOrNull } from '#domain/shared/currency.ts';
import { toCents } from '#domain/shared/money.ts';
import type { Database } from '#server/db/client.ts';
import { AppError } from '#server/http/app-error.ts';
import type { RealtimeHub } from '#server/realtime/hub.ts';
import type { CashLedgerRepo, LedgerEntry } from './cash-ledger.repo';
import { cashCurrency, driverCash } from './driver-cash';

// POST /api/admin/cash/{driverId}/settlements: an admin records cash a driver handed over. The
// driver's row is locked while the balance is checked and the entry written, so parallel
// settlements cannot together take more than the driver owes; admins and the driver hear of it live; an Idempotency-Key makes a retried
// request (a double tap, a lost answer) answer the first one instead of writing a second. The
// amount is in the driver's currency, with its decimals (whole yen, cents of a dollar).

export const DRIVER_NOT_FOUND = 'Driver not found';

function keyReused(): AppError {
  return new AppError(
    409,
    'idempotency_key_reused',
    'This Idempotency-Key was already used for a different settlement. Use a new key for a new settlement.',
  );
}

function sameRequest(entry: LedgerEntry, body: SettlementBody): boolean {
  return toCents(entry.amount) === -toCents(body.amount) && entry.note === body.note;
}

export async function recordSettlement(
  deps: { db: Database; ledger: CashLedgerRepo; hub: RealtimeHub },
  input: { adminId: number; driverId: number; body: SettlementBody; idempotencyKey: string | undefined },
): Promise<Settlement> {
  const { adminId, driverId, body } = input;
  const idempotencyKey = input.idempotencyKey ?? null;
  const { settlement, afterCommit } = await deps.db.transaction(async (tx) => {
    let afterCommit = () => {};
    if (!(await deps.ledger.lockDriver(driverId, tx))) throw AppError.notFound(DRIVER_NOT_FOUND);
    let entry = idempotencyKey ? await deps.ledger.settlementByKey(driverId, idempotencyKey, tx) : null;
    if (entry && !sameRequest(entry, body)) throw keyReused();
    if (!entry) {
      const before = await deps.ledger.driverCash(driverId, tx);
      if (!before) throw AppError.notFound(DRIVER_NOT_FOUND);
      const currency = cashCurrency(before);
      if (moneyOrNull(body.amount, currency) === null) {
        const message = amountDecimalsMessage('amount', currency);
        throw AppError.badRequest(message, { amount: message });
      }
      const balance = toCents(before.balance);
      if (toCents(body.amount) > balance) {
        const message = settlementTooLargeMessage(formatMoney(balance, currency));
        throw new AppError(409, SETTLEMENT_TOO_LARGE_CODE, message, { amount: message });
      }
      afterCommit = await deps.hub.publishInTransaction(tx, { kind: 'cash_settled', driverId });
      entry = await deps.ledger.addSettlement(
        { driverId, amount: body.amount, note: body.note, adminId, idempotencyKey },
        tx,
      );
    }
    const after = await deps.ledger.driverCash(driverId, tx);
    if (!after) throw AppError.notFound(DRIVER_NOT_FOUND);
    const recordedById = entry.recordedBy ?? adminId;
    const settlement: Settlement = {
      id: entry.id,
      driverId,
      amount: moneyDecimal(toCents(body.amount), cashCurrency(after)),
      note: entry.note,
      recordedBy: { id: recordedById, name: await deps.ledger.adminName(recordedById, tx) },
      createdAt: entry.createdAt.toISOString(),
      driver: driverCash(after),
    };
    return { settlement, afterCommit };
  });
  afterCommit();
  return settlement;
}
