/**
 * The signed-in partner's own profile (GET /api/partner/profile; the key doubles as the URL, see
 * urlFromQueryKey). One key for the restaurant board, the driver dashboard and the profile settings,
 * so a change made in one place shows everywhere; the live updates refresh it too.
 */
export const partnerProfileKey = ['/api/partner/profile'] as const;
