import { apiRequest } from '../../../lib/api-client';

/** DELETE /api/menu-items/{id}: 204, no body. Past orders keep their lines. */
export async function deleteMenuItem(id: number): Promise<void> {
  await apiRequest('DELETE', `/api/menu-items/${id}`);
}
