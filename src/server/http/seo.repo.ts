import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { restaurants } from '../db/schema';

// The sitemap's one query: the ids of approved restaurants, the only ones with a public page.

export interface SeoRepo {
  listApprovedRestaurantIds(): Promise<number[]>;
}

export function createSeoRepo(db: Database): SeoRepo {
  return {
    async listApprovedRestaurantIds() {
      const rows = await db
        .select({ id: restaurants.id })
        .from(restaurants)
        .where(eq(restaurants.isApproved, true))
        .orderBy(asc(restaurants.id));
      return rows.map((row) => row.id);
    },
  };
}
