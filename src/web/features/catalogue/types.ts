// Wire shapes of the catalogue endpoints (SPEC section 7). Decimals arrive as strings ('4.6', '2.99').

export interface Restaurant {
  id: number;
  name: string;
  cuisine: string;
  rating: string;
  deliveryTime: string;
  deliveryFee: string;
  imageUrl: string | null;
  description: string | null;
  address: string | null;
  latitude: string | null;
  longitude: string | null;
  country: string;
  city: string;
  isOpen: boolean;
  minOrder: string;
  offer: string | null;
  phone: string | null;
  createdAt: string;
}

export interface MenuItem {
  id: number;
  restaurantId: number;
  name: string;
  description: string | null;
  price: string;
  category: string;
  imageUrl: string | null;
  isAvailable: boolean;
}
