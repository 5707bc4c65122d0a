import type { AdminCancelOrder } from '#domain/admin-orders/requests.ts';
import { type AdminDeskOrder, adminDeskOrderSchema } from '#domain/admin-orders/responses.ts';
import { apiCall } from '#web/lib/api-client.ts';

/**
 * POST /api/admin/orders/{id}/cancel with the reason the customer is told: answers with the order
 * as it now is; 409 (with the server's message) when it was delivered or cancelled meanwhile.
 */
export function cancelAdminOrder(id: number, body: AdminCancelOrder): Promise<AdminDeskOrder> {
  return apiCall({
    method: 'POST',
    url: `/api/admin/orders/${id}/cancel`,
    body,
    schema: adminDeskOrderSchema,
  });
}
