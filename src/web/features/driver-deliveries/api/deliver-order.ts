import type { DeliverOrder } from '#domain/driver-deliveries/requests.ts';
import { type DriverDelivery, driverDeliverySchema } from '#domain/driver-deliveries/responses.ts';
import { apiCall } from '#web/lib/api-client.ts';

/**
 * POST /api/orders/{id}/deliver with the customer's code: on-the-way -> delivered. A wrong code is
 * 400 (fields.code says how many attempts are left); too many lock the order (409 delivery_locked).
 */
export function deliverOrder(id: number, body: DeliverOrder): Promise<DriverDelivery> {
  return apiCall({ method: 'POST', url: `/api/orders/${id}/deliver`, body, schema: driverDeliverySchema });
}
