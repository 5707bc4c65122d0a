import type { AdminAssignDriver } from '#domain/admin-orders/requests.ts';
import { type AdminDeskOrder, adminDeskOrderSchema } from '#domain/admin-orders/responses.ts';
import { apiCall } from '#web/lib/api-client.ts';

/**
 * POST /api/admin/orders/{id}/assign: gives a preparing or ready order to an online driver; answers
 * with the order as it now is, 409 (with the server's message) when that is not possible any more.
 */
export function assignDriver(id: number, body: AdminAssignDriver): Promise<AdminDeskOrder> {
  return apiCall({
    method: 'POST',
    url: `/api/admin/orders/${id}/assign`,
    body,
    schema: adminDeskOrderSchema,
  });
}
