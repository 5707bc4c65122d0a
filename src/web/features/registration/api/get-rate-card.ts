import { useQuery } from '@tanstack/react-query';
import { rateCardSchema } from '#domain/rate-cards/responses.ts';
import { getQueryFn } from '#web/lib/api-client.ts';

/** Doubles as the URL: ['/api/rate-cards', 'JP'] GETs /api/rate-cards/JP. */
export const rateCardKey = (countryCode: string) => ['/api/rate-cards', countryCode] as const;

/**
 * The payout rules of a country (two letters), read by anyone; 404 no_rate_card when the country
 * has none yet. Nothing is requested until a country is known.
 */
export function useCountryRateCard(countryCode: string | null) {
  return useQuery({
    queryKey: rateCardKey(countryCode ?? ''),
    queryFn: getQueryFn({ schema: rateCardSchema }),
    enabled: countryCode !== null,
  });
}
