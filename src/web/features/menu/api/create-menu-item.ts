import { type MenuItem, menuItemSchema } from '#domain/catalogue/responses.ts';
import type { MenuItemData } from '#domain/menu/requests.ts';
import { apiCall } from '#web/lib/api-client.ts';

/** POST /api/restaurants/{id}/menu: 201 with the new item. */
export function createMenuItem(restaurantId: number, item: MenuItemData): Promise<MenuItem> {
  return apiCall({
    method: 'POST',
    url: `/api/restaurants/${restaurantId}/menu`,
    // SPEC section 7 lists restaurantId in the body; the server takes it from the path and session.
    body: { ...item, restaurantId },
    schema: menuItemSchema,
  });
}
