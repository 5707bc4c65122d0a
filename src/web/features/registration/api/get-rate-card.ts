import { useQuery } from '@tanstack/react-query';
import { rateCardSchema } from '#domain/rate-cards/responses.ts';
import { apiGet } from '#web/lib/api-client.ts';

/**
 * The whole card of a country. Other screens cache only the parts they read under
 * ['/api/rate-cards', code]; this key holds every field the payout rules need.
 */
export const rateCardKey = (countryCode: string) => ['/api/rate-cards', countryCode, 'whole card'] as const;

/**
 * The payout rules of a country (two letters), read by anyone; 404 no_rate_card when the country
 * has none yet. Nothing is requested until a country is known.
 */
export function useCountryRateCard(countryCode: string | null) {
  return useQuery({
    queryKey: rateCardKey(countryCode ?? ''),
    queryFn: ({ signal }) => apiGet(`/api/rate-cards/${countryCode}`, rateCardSchema, signal),
    enabled: countryCode !== null,
  });
}
