import { queryOptions } from '@tanstack/react-query';
import { getQueryFn } from '../../lib/api-client';
import type { PartnerProfile } from './types';

export const partnerKeys = {
  profile: ['/api/partner/profile'] as const,
};

/** The signed-in partner's own account (401 without a session). */
export const partnerProfileQuery = () =>
  queryOptions({ queryKey: partnerKeys.profile, queryFn: getQueryFn<PartnerProfile>() });
