import { useQuery } from '@tanstack/react-query';
import { partnerProfileSchema } from '#domain/partners/responses.ts';
import { getQueryFn } from '#web/lib/api-client.ts';
import { partnerProfileKey } from '#web/lib/partner-profile-key.ts';

/**
 * The signed-in restaurant's currency, from its profile (GET /api/partner/profile, which the board
 * has already read: the cache answers at once). Promotions' amounts are typed and shown in it, also
 * before the first promotion exists.
 */
export function useRestaurantCurrency() {
  const profile = useQuery({
    queryKey: partnerProfileKey,
    queryFn: getQueryFn({ schema: partnerProfileSchema }),
  });
  const currency = profile.data?.type === 'restaurant' ? profile.data.currency : undefined;
  return { profile, currency };
}
