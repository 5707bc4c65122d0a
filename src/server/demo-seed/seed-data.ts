/**
 * Demo seed data: restaurants with their menus, and drivers. Pure data; the seeder
 * (seed.ts) adds ids, password hashes and timestamps. No ratings: they come from reviews only
 * (seed-demo-reviews.ts rates the demo order history).
 *
 * Order matters: the first restaurant becomes id 1, the demo restaurant account.
 */
import { DEMO_DRIVERS } from './seed-data/drivers';
import { CANADA_RESTAURANTS } from './seed-data/restaurants-canada';
import { WORLD_RESTAURANTS } from './seed-data/restaurants-world';
import type { SeedRestaurant } from './seed-data/types';

export type {
  BusinessType,
  DeliveryExperience,
  MenuCategory,
  SeedDriver,
  SeedMenuItem,
  SeedRestaurant,
  VehicleType,
} from './seed-data/types';

export const DEMO_RESTAURANTS: SeedRestaurant[] = [...CANADA_RESTAURANTS, ...WORLD_RESTAURANTS];

export { DEMO_DRIVERS };
