import { eq, sql } from 'drizzle-orm';
import type { RateCard } from '#domain/rate-cards/rules.ts';
import { moneyDecimal } from '#domain/shared/currency.ts';
import { toCents } from '#domain/shared/money.ts';
import type { Database, DbOrTx } from '#server/db/client.ts';
import { orders, rateCards, restaurants } from '#server/db/schema.ts';

// The rate cards' SQL. Reads print amounts with the currency's decimals ("300" yen, "5.00"
// dollars) and plain numbers without trailing zeros ("5" km, "20" percent), so GET answers exactly
// what a PUT of the same card stores.

type RateCardRow = typeof rateCards.$inferSelect;

/** "5.00" -> "5", "14.975" -> "14.975", "20.000" -> "20". */
export function plainNumber(stored: string): string {
  return stored.includes('.') ? stored.replace(/\.?0+$/, '') : stored;
}

function toRateCard(row: RateCardRow): RateCard {
  const money = (text: string) => moneyDecimal(toCents(text), row.currency);
  return {
    countryCode: row.countryCode,
    currency: row.currency,
    driverBase: money(row.driverBase),
    driverPerKm: money(row.driverPerKm),
    freeKm: plainNumber(row.freeKm),
    tipFeeThreshold: money(row.tipFeeThreshold),
    tipFee: money(row.tipFee),
    restaurantDeliveryShare: plainNumber(row.restaurantDeliveryShare),
    tipPresets: row.tipPresets.map(money),
  };
}

export function createRateCardsRepo(db: Database) {
  return {
    async findRateCard(countryCode: string, tx: DbOrTx = db): Promise<RateCard | null> {
      const [row] = await tx.select().from(rateCards).where(eq(rateCards.countryCode, countryCode));
      return row ? toRateCard(row) : null;
    },

    /** The country of the order's restaurant, whose card pays the order. */
    async restaurantCountryOfOrder(orderId: number, tx: DbOrTx = db): Promise<string | null> {
      const [row] = await tx
        .select({ country: restaurants.country })
        .from(orders)
        .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
        .where(eq(orders.id, orderId));
      return row?.country ?? null;
    },

    async allRateCards(): Promise<RateCard[]> {
      return (await db.select().from(rateCards)).map(toRateCard);
    },

    /** Sets or replaces the country's card; answers the card as stored. */
    async upsertRateCard(card: RateCard, tx: DbOrTx = db): Promise<RateCard> {
      const values = {
        countryCode: card.countryCode,
        currency: card.currency,
        driverBase: card.driverBase,
        driverPerKm: card.driverPerKm,
        freeKm: card.freeKm,
        tipFeeThreshold: card.tipFeeThreshold,
        tipFee: card.tipFee,
        restaurantDeliveryShare: card.restaurantDeliveryShare,
        tipPresets: card.tipPresets,
      };
      const [row] = await tx
        .insert(rateCards)
        .values(values)
        .onConflictDoUpdate({ target: rateCards.countryCode, set: { ...values, updatedAt: sql`now()` } })
        .returning();
      if (!row) throw new Error('The rate card upsert returned no row');
      return toRateCard(row);
    },
  };
}

export type RateCardsRepo = ReturnType<typeof createRateCardsRepo>;
