import { type DriverStats, driverStatsSchema } from '#domain/driver-app.ts';
import type { DriverStatusChange } from '#domain/schemas/deliveries.ts';
import { apiCall } from '#web/lib/api-client.ts';

/** PATCH /api/driver/status: Go Online / Go Offline, stored on the server. Answers with the stat cards. */
export function updateDriverStatus(body: DriverStatusChange): Promise<DriverStats> {
  return apiCall({ method: 'PATCH', url: '/api/driver/status', body, schema: driverStatsSchema });
}
