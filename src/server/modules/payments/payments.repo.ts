import { and, eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { restaurants } from '#server/db/schema.ts';

// What starting a card payment reads: the country of the approved restaurant the order is for,
// whose currency the payment must be in.

export function createPaymentsRepo(db: Database) {
  return {
    async approvedRestaurantCountry(id: number): Promise<string | null> {
      const [row] = await db
        .select({ country: restaurants.country })
        .from(restaurants)
        .where(and(eq(restaurants.id, id), eq(restaurants.isApproved, true)));
      return row?.country ?? null;
    },
  };
}

export type PaymentsRepo = ReturnType<typeof createPaymentsRepo>;
