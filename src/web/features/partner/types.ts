// GET /api/partner/profile answers, one shape per partner type (server API contract).

export interface DriverProfile {
  type: 'driver';
  id: number;
  name: string;
  email: string;
  phone: string;
  vehicleType: string;
  vehicleNumber: string;
  licenseNumber: string;
  city: string;
  country: string;
  isOnline: boolean;
  rating: string;
  totalDeliveries: number;
  createdAt: string;
}

export interface RestaurantProfile {
  type: 'restaurant';
  id: number;
  name: string;
  cuisine: string;
  email: string | null;
  phone: string | null;
  address: string | null;
  city: string;
  country: string;
  deliveryTime: string;
  deliveryFee: string;
  minOrder: string;
  rating: string;
  isOpen: boolean;
  imageUrl: string | null;
  createdAt: string;
}

export type PartnerProfile = DriverProfile | RestaurantProfile;
