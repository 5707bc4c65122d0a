import { apiRequest } from '#web/lib/api-client.ts';

/**
 * POST /api/driver/offers/{id}/decline (no body, 204): Decline. The offer leaves this driver's list
 * only; 404 when it is no longer an offer (taken or cancelled meanwhile).
 */
export async function declineOffer(id: number): Promise<void> {
  await apiRequest('POST', `/api/driver/offers/${id}/decline`);
}
