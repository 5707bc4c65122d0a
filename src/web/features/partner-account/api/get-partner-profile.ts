import { queryOptions, useQuery } from '@tanstack/react-query';
import { partnerProfileSchema } from '#domain/partners/responses.ts';
import { getQueryFn } from '#web/lib/api-client.ts';
import { partnerKeys } from './query-keys';

/** GET /api/partner/profile: the signed-in partner's own account (401 without a session). */
export const partnerProfileQuery = () =>
  queryOptions({ queryKey: partnerKeys.profile, queryFn: getQueryFn({ schema: partnerProfileSchema }) });

export function usePartnerProfileQuery() {
  return useQuery(partnerProfileQuery());
}
