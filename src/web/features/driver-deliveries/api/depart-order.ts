import { type DriverDelivery, driverDeliverySchema } from '#domain/driver-deliveries/responses.ts';
import { apiCall } from '#web/lib/api-client.ts';

/** POST /api/orders/{id}/depart (no body): picked-up -> on-the-way; the customer's tracker follows. */
export function departOrder(id: number): Promise<DriverDelivery> {
  return apiCall({ method: 'POST', url: `/api/orders/${id}/depart`, schema: driverDeliverySchema });
}
