import type { OrderStatus } from '#domain/order-lifecycle/status-machine.ts';

// Query keys double as URLs (see urlFromQueryKey); keys holding an object bring their own fetcher,
// and invalidating their first part refreshes every variant.
export const adminOrderKeys = {
  orders: ['/api/orders'] as const,
  /** The order desk (GET /api/admin/orders), every status filter. */
  desk: ['/api/admin/orders'] as const,
  deskOrders: (status: OrderStatus | null) => ['/api/admin/orders', { status }] as const,
  availableDrivers: ['/api/admin/available-drivers'] as const,
};
