import type { z } from 'zod';
import { type MenuItem, menuItemSchema } from '#domain/catalogue/responses.ts';
import type { menuItemUpdateSchema } from '#domain/menu/requests.ts';
import { apiCall } from '#web/lib/api-client.ts';

export type MenuItemPatch = z.input<typeof menuItemUpdateSchema>;

/** PATCH /api/menu-items/{id}: the edited fields, or only { isAvailable } from the switch. */
export function updateMenuItem(id: number, patch: MenuItemPatch): Promise<MenuItem> {
  return apiCall({ method: 'PATCH', url: `/api/menu-items/${id}`, body: patch, schema: menuItemSchema });
}
