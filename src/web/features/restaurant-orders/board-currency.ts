import type { QueryClient } from '@tanstack/react-query';
import { localTimeZone } from '#web/lib/local-time-zone.ts';
import { restaurantStatsQuery } from './api/get-restaurant-stats';

/**
 * The restaurant's currency, which its stat cards carry: from the cache the board has filled, or
 * read once if the cards have not loaded yet; null if they cannot be read.
 */
export async function boardCurrency(queryClient: QueryClient): Promise<string | null> {
  try {
    return (await queryClient.ensureQueryData(restaurantStatsQuery(localTimeZone()))).currency;
  } catch {
    return null;
  }
}
