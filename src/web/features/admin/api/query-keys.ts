// Query keys double as URLs (see urlFromQueryKey).
export const adminKeys = {
  restaurants: ['/api/admin/restaurants'] as const,
  drivers: ['/api/admin/drivers'] as const,
  auditLog: ['/api/admin/audit-log'] as const,
  orders: ['/api/orders'] as const,
};
