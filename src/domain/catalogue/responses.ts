// What the catalogue endpoints answer (SPEC section 7): the server's response schemas and the
// web's parsers are these same shapes. Decimals travel as strings ("2.99"), exactly as
// PostgreSQL's numeric returns them; times as ISO text.
import * as z from 'zod';
import { optionGroupSchema } from '../menu/option-groups';
import { byWeekdayHoursField } from '../shared/options';

export const restaurantSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  cuisine: z.string(),
  /** The mean of its visible reviews' food stars, one decimal ("4.6"); "0.0" with none. */
  rating: z.string(),
  /** How many visible reviews the rating is of: 0 means screens say "New". */
  ratingCount: z.number().int(),
  deliveryTime: z.string(),
  /** ISO 4217, from the restaurant's country: deliveryFee, minOrder and the menu are in it. */
  currency: z.string(),
  /** The fee every order from this restaurant is charged. */
  deliveryFee: z.string(),
  imageUrl: z.string().nullable(),
  description: z.string().nullable(),
  address: z.string().nullable(),
  latitude: z.string().nullable(),
  longitude: z.string().nullable(),
  /** Whole km: the restaurant delivers within this straight-line distance of its position. */
  deliveryRadiusKm: z.number().int(),
  country: z.string(),
  city: z.string(),
  isOpen: z.boolean(),
  minOrder: z.string(),
  /** Percent with up to three decimals ("13", "14.975"), on the food after any discount. */
  taxRate: z.string(),
  /** True when menu prices already include the tax (VAT); otherwise it is added at checkout. */
  pricesIncludeTax: z.boolean(),
  offer: z.string().nullable(),
  phone: z.string().nullable(),
  ...byWeekdayHoursField(() => z.string()),
  /** IANA zone ("America/Toronto") its hours are read in. */
  timeZone: z.string(),
  /** Takes orders now: its switch (isOpen) is on and it is inside its opening hours. */
  openNow: z.boolean(),
  /** While switched on but outside its hours, when it next opens (ISO); otherwise null. */
  opensAt: z.string().nullable(),
  /** That opening on the restaurant's clock: { date "2026-11-27", weekday "Friday", time "10:00 AM" }. */
  opensAtLocal: z.object({ date: z.string(), weekday: z.string(), time: z.string() }).nullable(),
  createdAt: z.string(),
});
/** An approved restaurant as customers see it (GET /api/restaurants, /api/restaurants/{id}). */
export type Restaurant = z.infer<typeof restaurantSchema>;

export const menuItemSchema = z.object({
  id: z.number().int(),
  restaurantId: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  /** In `currency`, the restaurant's ("12.99", "980"). */
  price: z.string(),
  currency: z.string(),
  category: z.string(),
  imageUrl: z.string().nullable(),
  isAvailable: z.boolean(),
  /** Sizes, extras, bases: [] when the dish has none. */
  optionGroups: z.array(optionGroupSchema),
});
/** One dish of GET /api/restaurants/{id}/menu. */
export type MenuItem = z.infer<typeof menuItemSchema>;
