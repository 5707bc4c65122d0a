import { useQuery } from '@tanstack/react-query';
import type { RateCardBody } from '#domain/rate-cards/requests.ts';
import { type RateCardResponse, rateCardSchema } from '#domain/rate-cards/responses.ts';
import { apiCall, apiGet } from '#web/lib/api-client.ts';

/**
 * The whole card of a country. Other screens cache only the parts they read under
 * ['/api/rate-cards', code]; this key is the editor's own, so it always holds every field.
 */
export const rateCardKey = (countryCode: string) => ['/api/rate-cards', countryCode, 'whole card'] as const;

/** A country's card; 404 no_rate_card when it has none. Nothing is read until a country is chosen. */
export function useRateCard(countryCode: string | null) {
  return useQuery({
    queryKey: rateCardKey(countryCode ?? ''),
    queryFn: ({ signal }) => apiGet(`/api/rate-cards/${countryCode}`, rateCardSchema, signal),
    enabled: countryCode !== null,
  });
}

/** PUT /api/admin/rate-cards/{countryCode}: the whole card, as GET answers it; answers the stored one. */
export function putRateCard(countryCode: string, body: RateCardBody): Promise<RateCardResponse> {
  return apiCall({
    method: 'PUT',
    url: `/api/admin/rate-cards/${countryCode}`,
    body,
    schema: rateCardSchema,
  });
}
