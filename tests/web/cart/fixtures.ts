import type { CartItem } from '#domain/cart/rules.ts';
import type { MenuItem, Restaurant } from '#domain/catalogue/responses.ts';
import { CART_STORAGE_KEY, serializeCart } from '#web/features/cart/cart-storage.ts';
import { type FetchCall, jsonResponse } from '../../support/render';
import { quoteAnswer } from '../ordering/quote-server';

// One open restaurant, its menu as the server answers it, and cart lines as a customer filled
// them earlier: the cart's persistence and its check against the current menu start from these.

export const restaurant: Restaurant = {
  id: 1,
  name: 'Nonna Rosa Pizzeria',
  cuisine: 'Italian',
  rating: '4.80',
  ratingCount: 37,
  deliveryTime: '25-35 min',
  currency: 'CAD',
  deliveryFee: '4.99',
  imageUrl: null,
  description: null,
  address: '120 King St W',
  latitude: '43.6487',
  longitude: '-79.3854',
  deliveryRadiusKm: 8,
  country: 'Canada',
  city: 'Toronto',
  isOpen: true,
  minOrder: '0.00',
  taxRate: '0',
  pricesIncludeTax: false,
  offer: null,
  phone: null,
  mondayHours: '11:00 AM - 10:00 PM',
  tuesdayHours: '11:00 AM - 10:00 PM',
  wednesdayHours: '11:00 AM - 10:00 PM',
  thursdayHours: '11:00 AM - 10:00 PM',
  fridayHours: '11:00 AM - 11:00 PM',
  saturdayHours: '12:00 PM - 11:00 PM',
  sundayHours: 'Closed',
  timeZone: 'America/Toronto',
  openNow: true,
  opensAt: null,
  opensAtLocal: null,
  createdAt: '2026-01-10T12:00:00.000Z',
};

export const margherita: CartItem = {
  id: 11,
  name: 'Margherita',
  price: 9.5,
  currency: 'CAD',
  quantity: 2,
  restaurantId: 1,
  restaurantName: 'Nonna Rosa Pizzeria',
  imageUrl: null,
};
export const tiramisu: CartItem = { ...margherita, id: 12, name: 'Tiramisu', price: 6, quantity: 1 };

/** The menu entry of a cart line, as it is sold now unless `change` says otherwise. */
export function dish(line: CartItem, change: Partial<MenuItem> = {}): MenuItem {
  return {
    id: line.id,
    restaurantId: line.restaurantId,
    name: line.name,
    description: null,
    price: line.price.toFixed(2),
    currency: line.currency ?? 'CAD',
    category: 'Mains',
    imageUrl: line.imageUrl,
    isAvailable: true,
    optionGroups: [],
    ...change,
  };
}

/** What the stored cart holds now (null when none is stored). */
export function storedCart(): unknown {
  const raw = window.localStorage.getItem(CART_STORAGE_KEY);
  return raw === null ? null : JSON.parse(raw);
}

export function storeCartLines(items: readonly CartItem[]): void {
  const text = serializeCart(items);
  if (text) window.localStorage.setItem(CART_STORAGE_KEY, text);
}

/**
 * A catalogue server: the restaurant and whatever `menu()` holds when asked (so a test can change
 * the menu between two reads), and the quote of a cart priced from that menu; anything else goes
 * to `other`, or is 404.
 */
export function catalogueAnswer(
  menu: () => MenuItem[],
  other?: (call: FetchCall) => Response | Promise<Response>,
) {
  return (call: FetchCall): Response | Promise<Response> => {
    const path = new URL(call.url, 'http://localhost').pathname;
    if (call.method === 'GET' && path === `/api/restaurants/${restaurant.id}`)
      return jsonResponse(restaurant);
    if (call.method === 'GET' && path === `/api/restaurants/${restaurant.id}/menu`)
      return jsonResponse(menu());
    const quote = quoteAnswer(call, restaurant, menu());
    if (quote) return quote;
    return other ? other(call) : jsonResponse({ message: 'Not found' }, 404);
  };
}
