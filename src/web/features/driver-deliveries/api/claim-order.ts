import { type DriverDelivery, driverDeliverySchema } from '#domain/driver-deliveries/responses.ts';
import { apiCall } from '#web/lib/api-client.ts';

/** POST /api/orders/{id}/claim (no body): Accept Order. First driver wins; the others get 409. */
export function claimOrder(id: number): Promise<DriverDelivery> {
  return apiCall({ method: 'POST', url: `/api/orders/${id}/claim`, schema: driverDeliverySchema });
}
