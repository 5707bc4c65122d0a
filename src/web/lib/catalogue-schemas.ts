import { z } from 'zod';
import { menuItemSchema, restaurantSchema } from '#domain/catalogue/responses.ts';

// The catalogue's answer schemas, loaded only through `catalogueSchemas()` below: the home and a
// restaurant page read these answers first, and Zod with the schemas (about 90 KB before
// compression) would otherwise be parsed with the entry script before the first tap.

export const restaurantListSchema = z.array(restaurantSchema);
export const menuSchema = z.array(menuItemSchema);
export { restaurantSchema };
