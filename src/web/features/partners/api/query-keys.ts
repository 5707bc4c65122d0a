// Query keys double as URLs (see urlFromQueryKey): the admin's partner lists and the approvals'
// activity log. The signed-in partner's own profile has its key in web/lib (partner-profile-key.ts).
export const partnerKeys = {
  restaurants: ['/api/admin/restaurants'] as const,
  drivers: ['/api/admin/drivers'] as const,
  auditLog: ['/api/admin/audit-log'] as const,
};
