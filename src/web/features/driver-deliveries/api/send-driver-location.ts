import type { DriverLocation } from '#domain/driver-deliveries/requests.ts';
import {
  type DriverLocationResult,
  driverLocationResultSchema,
} from '#domain/driver-deliveries/responses.ts';
import { apiCall } from '#web/lib/api-client.ts';

/** POST /api/driver/location: the phone's position, relayed to the tracker of the order carried (429 when sent too often). */
export function sendDriverLocation(body: DriverLocation): Promise<DriverLocationResult> {
  return apiCall({ method: 'POST', url: '/api/driver/location', body, schema: driverLocationResultSchema });
}
