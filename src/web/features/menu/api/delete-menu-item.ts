import { apiRequest } from '#web/lib/api-client.ts';

/** DELETE /api/menu-items/{id}: 204, no body. Past orders keep their lines. */
export async function deleteMenuItem(id: number): Promise<void> {
  await apiRequest('DELETE', `/api/menu-items/${id}`);
}
