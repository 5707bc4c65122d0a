import type { CartItem } from '#domain/cart/rules.ts';
import type { MenuItem, Restaurant } from '#domain/catalogue/responses.ts';

// What the drop-off tests share: a Toronto restaurant delivering within 8 km, a cart from it, and
// points inside and outside its area.

export function restaurantFixture(over: Partial<Restaurant> = {}): Restaurant {
  return {
    id: 7,
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
    latitude: '43.6532',
    longitude: '-79.3832',
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
    fridayHours: '11:00 AM - 10:00 PM',
    saturdayHours: '11:00 AM - 10:00 PM',
    sundayHours: '11:00 AM - 10:00 PM',
    timeZone: 'America/Toronto',
    openNow: true,
    opensAt: null,
    opensAtLocal: null,
    createdAt: '2026-01-10T12:00:00.000Z',
    ...over,
  };
}

export const cartLine: CartItem = {
  id: 3,
  name: 'Margherita',
  price: 16.99,
  currency: 'CAD',
  quantity: 1,
  restaurantId: 7,
  restaurantName: 'Nonna Rosa Pizzeria',
  imageUrl: null,
};

/** The menu entry of cartLine, sold as it was added. */
export const cartLineDish: MenuItem = {
  id: 3,
  restaurantId: 7,
  name: 'Margherita',
  description: null,
  price: '16.99',
  currency: 'CAD',
  category: 'Pizza',
  imageUrl: null,
  isAvailable: true,
  optionGroups: [],
};

/** 100 Queen St W, about 1 km from the restaurant. */
export const QUEEN_ST = {
  label: '100 Queen St W, Toronto, ON M5H 2N2, Canada',
  latitude: 43.6525,
  longitude: -79.3839,
};
/** Richmond Hill, about 24 km north: beyond an 8 km radius. */
export const RICHMOND_HILL = { label: 'Richmond Hill, ON, Canada', latitude: 43.8828, longitude: -79.4403 };

/** navigator.geolocation answering `answer`, put back by the returned function. */
export function stubGeolocation(answer: { latitude: number; longitude: number } | { code: number }): {
  restore: () => void;
  calls: () => number;
} {
  let calls = 0;
  const geolocation = {
    getCurrentPosition(success: PositionCallback, failure?: PositionErrorCallback | null) {
      calls += 1;
      if ('code' in answer) failure?.({ code: answer.code, message: 'denied' } as GeolocationPositionError);
      else success({ coords: answer } as GeolocationPosition);
    },
  };
  const previous = Object.getOwnPropertyDescriptor(navigator, 'geolocation');
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
  return {
    restore: () => {
      if (previous) Object.defineProperty(navigator, 'geolocation', previous);
      else delete (navigator as unknown as Record<string, unknown>).geolocation;
    },
    calls: () => calls,
  };
}
