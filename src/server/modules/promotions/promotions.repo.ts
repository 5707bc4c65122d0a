import { and, asc, eq, sql } from 'drizzle-orm';
import type { CreatePromotion, UpdatePromotion } from '#domain/promotions/requests.ts';
import type { Promotion } from '#domain/promotions/responses.ts';
import type { PromotionKind } from '#domain/promotions/rules.ts';
import { moneyDecimal, restaurantCurrency } from '#domain/shared/currency.ts';
import { toCents } from '#domain/shared/money.ts';
import type { Database, DbOrTx } from '#server/db/client.ts';
import { promotions, restaurants } from '#server/db/schema.ts';

// The SQL of a restaurant's promotions. Every statement is scoped to the restaurant: another
// restaurant's promotion is simply not found.

type PromotionRow = typeof promotions.$inferSelect;

/** "10.00" -> "10" for a percent; an amount in the currency's decimals ("300" yen, "2.00"). */
function valueText(row: Pick<PromotionRow, 'kind' | 'value'>, currency: string): string {
  if (row.kind === 'percent') return row.value.includes('.') ? row.value.replace(/\.?0+$/, '') : row.value;
  return moneyDecimal(toCents(row.value), currency);
}

function toPromotion(row: PromotionRow, currency: string): Promotion {
  return {
    id: row.id,
    restaurantId: row.restaurantId,
    title: row.title,
    kind: row.kind as PromotionKind,
    value: valueText(row, currency),
    minSubtotal: moneyDecimal(toCents(row.minSubtotal), currency),
    firstOrderOnly: row.firstOrderOnly,
    code: row.code,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    isActive: row.isActive,
    currency,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const toDate = (iso: string | null | undefined) =>
  iso === undefined ? undefined : iso === null ? null : new Date(iso);

export function createPromotionsRepo(db: Database) {
  return {
    /** The restaurant's currency (from its country); null when there is no such restaurant. */
    async restaurantCurrency(restaurantId: number, tx: DbOrTx = db): Promise<string | null> {
      const [row] = await tx
        .select({ country: restaurants.country })
        .from(restaurants)
        .where(eq(restaurants.id, restaurantId));
      return row ? restaurantCurrency(row.country) : null;
    },

    async list(restaurantId: number, currency: string): Promise<Promotion[]> {
      const rows = await db
        .select()
        .from(promotions)
        .where(eq(promotions.restaurantId, restaurantId))
        .orderBy(asc(promotions.id));
      return rows.map((row) => toPromotion(row, currency));
    },

    async find(
      restaurantId: number,
      id: number,
      currency: string,
      tx: DbOrTx = db,
    ): Promise<Promotion | null> {
      const [row] = await tx
        .select()
        .from(promotions)
        .where(and(eq(promotions.id, id), eq(promotions.restaurantId, restaurantId)));
      return row ? toPromotion(row, currency) : null;
    },

    async insert(
      restaurantId: number,
      body: CreatePromotion,
      currency: string,
      tx: DbOrTx,
    ): Promise<Promotion> {
      const [row] = await tx
        .insert(promotions)
        .values({
          restaurantId,
          title: body.title,
          kind: body.kind,
          value: body.value,
          minSubtotal: body.minSubtotal,
          firstOrderOnly: body.firstOrderOnly,
          code: body.code,
          startsAt: toDate(body.startsAt),
          endsAt: toDate(body.endsAt),
          isActive: body.isActive,
        })
        .returning();
      if (!row) throw new Error('The promotion insert returned no row');
      return toPromotion(row, currency);
    },

    async update(
      restaurantId: number,
      id: number,
      patch: UpdatePromotion,
      currency: string,
      tx: DbOrTx,
    ): Promise<Promotion | null> {
      const [row] = await tx
        .update(promotions)
        .set({
          title: patch.title,
          kind: patch.kind,
          value: patch.value,
          minSubtotal: patch.minSubtotal,
          firstOrderOnly: patch.firstOrderOnly,
          code: patch.code,
          startsAt: toDate(patch.startsAt),
          endsAt: toDate(patch.endsAt),
          isActive: patch.isActive,
          updatedAt: sql`now()`,
        })
        .where(and(eq(promotions.id, id), eq(promotions.restaurantId, restaurantId)))
        .returning();
      return row ? toPromotion(row, currency) : null;
    },

    async remove(restaurantId: number, id: number, tx: DbOrTx): Promise<boolean> {
      const deleted = await tx
        .delete(promotions)
        .where(and(eq(promotions.id, id), eq(promotions.restaurantId, restaurantId)))
        .returning({ id: promotions.id });
      return deleted.length > 0;
    },
  };
}

export type PromotionsRepo = ReturnType<typeof createPromotionsRepo>;
