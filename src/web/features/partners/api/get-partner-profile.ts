import { queryOptions, useQuery } from '@tanstack/react-query';
import { partnerProfileSchema } from '#domain/partners/responses.ts';
import { getQueryFn } from '#web/lib/api-client.ts';
import { partnerProfileKey } from '#web/lib/partner-profile-key.ts';

/** GET /api/partner/profile: the signed-in partner's own account (401 without a session). */
export const partnerProfileQuery = () =>
  queryOptions({ queryKey: partnerProfileKey, queryFn: getQueryFn({ schema: partnerProfileSchema }) });

export function usePartnerProfileQuery() {
  return useQuery(partnerProfileQuery());
}
