import { type DriverDelivery, driverDeliverySchema } from '#domain/driver-deliveries/responses.ts';
import { apiCall } from '#web/lib/api-client.ts';

/** POST /api/orders/{id}/pickup (no body): ready -> picked-up, by the order's driver (409 otherwise). */
export function pickUpOrder(id: number): Promise<DriverDelivery> {
  return apiCall({ method: 'POST', url: `/api/orders/${id}/pickup`, schema: driverDeliverySchema });
}
