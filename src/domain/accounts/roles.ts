// Who can hold a session: an admin or a partner (restaurant or driver).
export const SUBJECT_TYPES = ['admin', 'restaurant', 'driver'] as const;
export type SubjectType = (typeof SUBJECT_TYPES)[number];
export const PARTNER_ROLES = ['restaurant', 'driver'] as const;
export type PartnerRole = (typeof PARTNER_ROLES)[number];
