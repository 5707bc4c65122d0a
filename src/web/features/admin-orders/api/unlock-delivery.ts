import { type AdminDeskOrder, adminDeskOrderSchema } from '#domain/admin-orders/responses.ts';
import { apiCall } from '#web/lib/api-client.ts';

/**
 * POST /api/admin/orders/{id}/unlock: after too many wrong delivery codes, the driver gets fresh
 * tries; answers with the order as it now is, 409 when it is not locked (any more).
 */
export function unlockDelivery(id: number): Promise<AdminDeskOrder> {
  return apiCall({ method: 'POST', url: `/api/admin/orders/${id}/unlock`, schema: adminDeskOrderSchema });
}
