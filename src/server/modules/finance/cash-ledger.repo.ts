import { and, eq, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '#server/db/client.ts';
import { admins, cashLedgerEntries, drivers, orders } from '#server/db/schema.ts';

// The drivers' cash ledger (append-only, see db/tables/cash-ledger.ts): every figure is a sum of entries. Entries
// of delivered cash orders are written by the delivery itself (deliveries.repo creditDelivery).

const amount = cashLedgerEntries.amount;
const kind = cashLedgerEntries.kind;
const sumOf = (entryKind: string, sign: '' | '-') =>
  sql<string>`(${sql.raw(sign)}coalesce(sum(${amount}) filter (where ${kind} = ${entryKind}), 0))::text`;

const cashColumns = {
  driverId: drivers.id,
  name: drivers.name,
  phone: drivers.phone,
  cashCollected: sumOf('collected', ''),
  payKept: sumOf('pay_kept', '-'),
  settled: sumOf('settlement', '-'),
  balance: sql<string>`coalesce(sum(${amount}), 0)::text`,
  lastSettlementAt: sql<Date | null>`max(${cashLedgerEntries.createdAt}) filter (where ${kind} = 'settlement')`,
  country: drivers.country,
  // The currency of the cash orders the driver delivered (the newest one's: a driver's ledger holds
  // one currency, that of the city the driver works in); null before any.
  orderCurrency: sql<
    string | null
  >`(select o.currency from ${cashLedgerEntries} e join ${orders} o on o.id = e.order_id where e.driver_id = ${drivers.id} order by e.id desc limit 1)`,
};

export type DriverCashRow = {
  driverId: number;
  name: string;
  phone: string;
  cashCollected: string;
  payKept: string;
  settled: string;
  balance: string;
  lastSettlementAt: Date | string | null;
  country: string;
  orderCurrency: string | null;
};

export function createCashLedgerRepo(db: Database) {
  return {
    /** Every driver with at least one entry, largest balance first. */
    async overview(): Promise<DriverCashRow[]> {
      return db
        .select(cashColumns)
        .from(cashLedgerEntries)
        .innerJoin(drivers, eq(drivers.id, cashLedgerEntries.driverId))
        .groupBy(drivers.id)
        .orderBy(sql`sum(${amount}) desc`, drivers.id);
    },

    /** One driver's figures (zeros before any entry), or null when there is no such driver. */
    async driverCash(driverId: number, tx: DbOrTx = db): Promise<DriverCashRow | null> {
      const [row] = await tx
        .select(cashColumns)
        .from(drivers)
        .leftJoin(cashLedgerEntries, eq(cashLedgerEntries.driverId, drivers.id))
        .where(eq(drivers.id, driverId))
        .groupBy(drivers.id);
      return row ?? null;
    },

    /**
     * Holds the driver's row until the transaction ends, so two settlements for one driver are
     * checked against the balance one after the other. False when there is no such driver.
     */
    async lockDriver(driverId: number, tx: DbOrTx): Promise<boolean> {
      const rows = await tx
        .select({ id: drivers.id })
        .from(drivers)
        .where(eq(drivers.id, driverId))
        .for('update');
      return rows.length > 0;
    },

    async settlementByKey(driverId: number, idempotencyKey: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select()
        .from(cashLedgerEntries)
        .where(
          and(eq(cashLedgerEntries.driverId, driverId), eq(cashLedgerEntries.idempotencyKey, idempotencyKey)),
        );
      return row ?? null;
    },

    async addSettlement(
      entry: {
        driverId: number;
        amount: string;
        note: string | null;
        adminId: number;
        idempotencyKey: string | null;
      },
      tx: DbOrTx,
    ) {
      const [row] = await tx
        .insert(cashLedgerEntries)
        .values({
          driverId: entry.driverId,
          kind: 'settlement',
          amount: `-${entry.amount}`,
          note: entry.note,
          recordedBy: entry.adminId,
          idempotencyKey: entry.idempotencyKey,
        })
        .returning();
      if (!row) throw new Error('The settlement was not written');
      return row;
    },

    async adminName(adminId: number, tx: DbOrTx = db): Promise<string> {
      const [row] = await tx.select({ name: admins.name }).from(admins).where(eq(admins.id, adminId));
      return row?.name ?? 'Admin';
    },
  };
}

export type CashLedgerRepo = ReturnType<typeof createCashLedgerRepo>;
export type LedgerEntry = NonNullable<Awaited<ReturnType<CashLedgerRepo['settlementByKey']>>>;
