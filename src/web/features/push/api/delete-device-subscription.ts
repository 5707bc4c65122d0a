import { apiRequest } from '#web/lib/api-client.ts';

/** DELETE /api/push/subscriptions: this browser gets no more notifications for the account (204). */
export async function deleteDeviceSubscription(endpoint: string): Promise<void> {
  await apiRequest('DELETE', '/api/push/subscriptions', { endpoint });
}
