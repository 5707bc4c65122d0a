import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import {
  ADMIN_DESK_PAGE_SIZE,
  type AdminDeskPage,
  adminDeskPageSchema,
} from '#domain/admin-orders/responses.ts';
import type { OrderStatus } from '#domain/order-lifecycle/status-machine.ts';
import { apiGet } from '#web/lib/api-client.ts';
import { adminOrderKeys } from './query-keys';

export interface AdminOrdersPageParams {
  /** One status, or null for every order. */
  status: OrderStatus | null;
  /** Orders older than this id (the previous page's nextBefore), or null for the newest. */
  before: number | null;
  limit?: number;
}

export function adminOrdersUrl({
  status,
  before,
  limit = ADMIN_DESK_PAGE_SIZE,
}: AdminOrdersPageParams): string {
  const query = new URLSearchParams();
  if (status !== null) query.set('status', status);
  if (before !== null) query.set('before', String(before));
  query.set('limit', String(limit));
  return `/api/admin/orders?${query}`;
}

/** GET /api/admin/orders?status=&before=&limit=: one page of the order desk, newest first. */
export function getAdminOrders(params: AdminOrdersPageParams, signal?: AbortSignal): Promise<AdminDeskPage> {
  return apiGet(adminOrdersUrl(params), adminDeskPageSchema, signal);
}

/** The desk's pages for one filter: "Load more" asks for the orders before the last page's oldest. */
export const adminOrdersQuery = (status: OrderStatus | null) =>
  infiniteQueryOptions({
    queryKey: adminOrderKeys.deskOrders(status),
    queryFn: ({ pageParam, signal }) => getAdminOrders({ status, before: pageParam }, signal),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextBefore,
  });

export function useAdminOrders(status: OrderStatus | null) {
  return useInfiniteQuery(adminOrdersQuery(status));
}
