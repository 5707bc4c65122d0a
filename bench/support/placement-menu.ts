import type { Restaurant } from '#domain/catalogue/responses.ts';
import type { MenuItemRow } from '../../tests/support/orders';

/**
 * A restaurant's menu read from a running server, each dish with how its restaurant prices an order
 * (currency, fee, tax), so orderBody can price a placement exactly as the server will.
 */
export async function menuForPlacement(origin: string, restaurantId: number): Promise<MenuItemRow[]> {
  const [menu, restaurant] = await Promise.all([
    fetch(`${origin}/api/restaurants/${restaurantId}/menu`).then(
      (res) => res.json() as Promise<MenuItemRow[]>,
    ),
    fetch(`${origin}/api/restaurants/${restaurantId}`).then((res) => res.json() as Promise<Restaurant>),
  ]);
  const { currency, deliveryFee, taxRate, pricesIncludeTax } = restaurant;
  return menu.map((item) => ({ ...item, pricing: { currency, deliveryFee, taxRate, pricesIncludeTax } }));
}
