import type { InfiniteData } from '@tanstack/react-query';
import type { AdminDeskOrder, AdminDeskPage } from '#domain/admin-orders/responses.ts';

/**
 * The desk's loaded pages with one order replaced by the server's answer to an action, so the row
 * shows its new status at once (the pages are read again right after, which also moves an order
 * out of a filter it no longer matches).
 */
export function replaceDeskOrder(
  data: InfiniteData<AdminDeskPage, number | null> | undefined,
  order: AdminDeskOrder,
): InfiniteData<AdminDeskPage, number | null> | undefined {
  if (!data) return data;
  let found = false;
  const pages = data.pages.map((page) => {
    if (!page.orders.some((row) => row.id === order.id)) return page;
    found = true;
    // Only a newer version replaces the row: a slower answer never steps it back.
    return {
      ...page,
      orders: page.orders.map((row) => (row.id === order.id && order.version >= row.version ? order : row)),
    };
  });
  return found ? { ...data, pages } : data;
}
