import type { DriverStatusChange } from '#domain/driver-deliveries/requests.ts';
import { type DriverStats, driverStatsSchema } from '#domain/driver-deliveries/responses.ts';
import { apiCall } from '#web/lib/api-client.ts';

/** PATCH /api/driver/status: Go Online / Go Offline, stored on the server. Answers with the stat cards. */
export function updateDriverStatus(body: DriverStatusChange): Promise<DriverStats> {
  return apiCall({ method: 'PATCH', url: '/api/driver/status', body, schema: driverStatsSchema });
}
