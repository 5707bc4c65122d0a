import { z } from 'zod';

// Response shapes of GET /api/partner/profile. Listing the fields is also a last guard: nothing
// else (password hashes, bank numbers) can be serialised.

export const driverProfileSchema = z.object({
  type: z.literal('driver'),
  id: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  vehicleType: z.string(),
  vehicleNumber: z.string(),
  licenseNumber: z.string(),
  city: z.string(),
  country: z.string(),
  isOnline: z.boolean(),
  rating: z.string(),
  totalDeliveries: z.number(),
  createdAt: z.date(),
});

export const restaurantProfileSchema = z.object({
  type: z.literal('restaurant'),
  id: z.number(),
  name: z.string(),
  cuisine: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string(),
  country: z.string(),
  deliveryTime: z.string(),
  deliveryFee: z.string(),
  minOrder: z.string(),
  rating: z.string(),
  isOpen: z.boolean(),
  imageUrl: z.string().nullable(),
  createdAt: z.date(),
});
