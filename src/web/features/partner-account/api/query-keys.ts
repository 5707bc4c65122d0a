// Query keys double as URLs (see urlFromQueryKey).
export const partnerKeys = {
  profile: ['/api/partner/profile'] as const,
};
