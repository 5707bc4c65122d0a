import { type DriverDelivery, driverDeliverySchema } from '../../../../domain/driver-app';
import { apiCall } from '../../../lib/api-client';

/** POST /api/orders/{id}/depart (no body): picked-up -> on-the-way; the customer's tracker follows. */
export function departOrder(id: number): Promise<DriverDelivery> {
  return apiCall({ method: 'POST', url: `/api/orders/${id}/depart`, schema: driverDeliverySchema });
}
