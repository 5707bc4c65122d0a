// Menu items (SPEC section 5): the restaurant app's add/edit form and POST
// /api/restaurants/{id}/menu share the create schema; PATCH /api/menu-items/{id} takes any subset.
// The restaurant comes from the path and the session, never from the body, so restaurantId is
// stripped along with any other unknown key.
import * as z from 'zod';
import { decimalInput, decimalPattern } from '../shared/decimal-schema';
import { MAX_LENGTH, optionalText, optionalUrl, requiredText, tooLong } from '../shared/fields';
import { centsOrNull } from '../shared/money';
import { optionGroupsInputSchema } from './option-groups';

export const PRICE_REQUIRED = 'Price is required';
export const PRICE_FORMAT = 'Price must be a number with at most 2 decimal places';
export const PRICE_NOT_POSITIVE = 'Price must be greater than 0';
export const PRICE_TOO_LARGE = 'Price must be less than 100000000.00';
export const NOTHING_TO_UPDATE = 'Nothing to update';

/** Price as text (a number is accepted too), > 0, fitting the numeric(10,2) column. */
const price = decimalInput({
  precision: 10,
  scale: 2,
  messages: { required: PRICE_REQUIRED, format: PRICE_FORMAT, tooLarge: PRICE_TOO_LARGE },
  // Silent when the format check already failed, so the field shows one message.
}).refine((text) => !decimalPattern(2).test(text) || (centsOrNull(text) ?? 1) > 0, PRICE_NOT_POSITIVE);

// The fields without defaults: the update schema must not invent isAvailable = true on a PATCH.
const fields = {
  name: requiredText('Name is required', MAX_LENGTH.name),
  description: optionalText(1000),
  price,
  category: requiredText('Category is required', 60),
  imageUrl: optionalUrl('Must be a valid URL'),
  isAvailable: z.boolean({ error: 'isAvailable must be true or false' }),
  // Checked here for its shape; the menu module checks its ids and its deltas' decimals.
  optionGroups: optionGroupsInputSchema,
};

export const menuItemSchema = z.object({
  ...fields,
  isAvailable: fields.isAvailable.default(true),
  // Missing: none. Not defaulted here, so a form without groups never sends [] over existing ones.
  optionGroups: fields.optionGroups.optional(),
});
export type MenuItemInput = z.input<typeof menuItemSchema>;
export type MenuItemData = z.output<typeof menuItemSchema>;

/** PATCH body: any non-empty subset, e.g. only { isAvailable } when the switch is toggled. */
export const menuItemUpdateSchema = z
  .object({
    name: fields.name.optional(),
    // '' or null clears the description; a missing key leaves it as it is.
    description: z
      .string()
      .trim()
      .max(1000, tooLong(1000))
      .nullish()
      .transform((value) => (value === '' ? null : value)),
    price: fields.price.optional(),
    category: fields.category.optional(),
    imageUrl: fields.imageUrl,
    isAvailable: fields.isAvailable.optional(),
    /** Replaces the whole list; groups and options sent with an id keep it. */
    optionGroups: fields.optionGroups.optional(),
  })
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), NOTHING_TO_UPDATE);
export type MenuItemUpdate = z.output<typeof menuItemUpdateSchema>;

/** The availability switch's body. */
export const menuItemAvailabilitySchema = z.object({ isAvailable: fields.isAvailable });
