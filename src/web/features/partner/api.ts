import { queryOptions } from '@tanstack/react-query';
import type { PartnerProfile } from '../../../domain/accounts';
import { getQueryFn } from '../../lib/api-client';

export const partnerKeys = {
  profile: ['/api/partner/profile'] as const,
};

/** The signed-in partner's own account (401 without a session). */
export const partnerProfileQuery = () =>
  queryOptions({ queryKey: partnerKeys.profile, queryFn: getQueryFn<PartnerProfile>() });
