import { queryOptions } from '@tanstack/react-query';
import type { AdminDriver, AdminRestaurant, AuditEntry, SessionUser } from '../../../domain/accounts';
import { ADMIN_DRIVER_POLL_MS } from '../../../domain/constants';
import type { AdminLogin } from '../../../domain/schemas/admin';
import { apiRequest, getQueryFn } from '../../lib/api-client';

export type PartnerKind = 'restaurant' | 'driver';

export const adminKeys = {
  restaurants: ['/api/admin/restaurants'] as const,
  drivers: ['/api/admin/drivers'] as const,
  auditLog: ['/api/admin/audit-log'] as const,
  orders: ['/api/orders'] as const,
};

export const adminRestaurantsQuery = () =>
  queryOptions({ queryKey: adminKeys.restaurants, queryFn: getQueryFn<AdminRestaurant[]>() });

/**
 * SPEC section 7: the driver list alone is polled every 5 s and refetched on window focus, so new
 * applications show up while the panel stays open; every other query keeps the app-wide defaults.
 */
export const adminDriversQuery = () =>
  queryOptions({
    queryKey: adminKeys.drivers,
    queryFn: getQueryFn<AdminDriver[]>(),
    refetchInterval: ADMIN_DRIVER_POLL_MS,
    refetchOnWindowFocus: true,
    // The one forced refresh clears the cache; keep showing the rows while they reload.
    placeholderData: (previous) => previous,
  });

export const auditLogQuery = () =>
  queryOptions({ queryKey: adminKeys.auditLog, queryFn: getQueryFn<AuditEntry[]>() });

/** POST /api/admin/login: the form's "Username" is sent as `email` (SPEC section 7). */
export async function adminLogin(body: AdminLogin): Promise<SessionUser> {
  const res = await apiRequest('POST', '/api/admin/login', body);
  const { user } = (await res.json()) as { user: SessionUser };
  return user;
}

/** PATCH /api/admin/{restaurants|drivers}/{id}/approve. */
export async function setApproval<T>(kind: PartnerKind, id: number, isApproved: boolean): Promise<T> {
  const res = await apiRequest('PATCH', `/api/admin/${kind}s/${id}/approve`, { isApproved });
  return (await res.json()) as T;
}
