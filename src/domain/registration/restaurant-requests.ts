// Restaurant registration (SPEC section 5). The API schema is the body of POST
// /api/restaurants/register; the form schema adds confirmPassword. Plain z.object strips unknown
// keys, so a client cannot set isApproved, rating, isOpen or the like.
import * as z from 'zod';
import { COUNTRIES } from '../countries/country-list';
import { checkHoursText } from '../opening-hours/hours-field';
import { DELIVERY_RADIUS_RANGE, DELIVERY_RADIUS_WHOLE } from '../ordering/messages';
import {
  DEFAULT_DELIVERY_RADIUS_KM,
  MAX_DELIVERY_RADIUS_KM,
  MIN_DELIVERY_RADIUS_KM,
} from '../ordering/rules';
import { decimalInput } from '../shared/decimal-schema';
import {
  coordinate,
  emailField,
  MAX_LENGTH,
  optionalText,
  optionalUrl,
  passwordField,
  phoneText,
  requiredEnum,
  requiredText,
  tooLong,
  withPasswordConfirmation,
} from '../shared/fields';
import {
  BANK_ACCOUNT_TYPES,
  BUSINESS_TYPES,
  byWeekdayHoursField,
  DEFAULT_HOURS,
  DELIVERY_EXPERIENCE,
  DELIVERY_TIMES,
  RESTAURANT_COUNTRIES,
  RESTAURANT_CUISINES,
  RESTAURANT_CURRENCIES,
  RESTAURANT_DEFAULTS,
} from '../shared/options';

const PHONE_MIN = 10;

/**
 * The delivery fee in the restaurant's currency: the registration form and the restaurant's Settings
 * share it. Its decimals and limit depend on the currency (restaurantAmountIssues).
 */
export const deliveryFeeField = () =>
  decimalInput({
    precision: 12,
    scale: 2,
    messages: {
      required: 'Delivery fee is required',
      format: 'Delivery fee must be a non-negative amount with at most 2 decimal places',
      tooLarge: 'Delivery fee is too large',
    },
  });

/** The minimum order in the restaurant's currency: registration and Settings share it. */
export const minOrderField = () =>
  decimalInput({
    precision: 12,
    scale: 2,
    messages: {
      required: 'Minimum order is required',
      format: 'Minimum order must be a non-negative amount with at most 2 decimal places',
      tooLarge: 'Minimum order is too large',
    },
  });

/** A whole number of km, sent as a number or as a form's numeric text. */
const radiusInput = z.union([z.number(), z.string()], { error: DELIVERY_RADIUS_WHOLE });
const radiusKm = z
  .number({ error: DELIVERY_RADIUS_WHOLE })
  .int({ error: DELIVERY_RADIUS_WHOLE, abort: true })
  .min(MIN_DELIVERY_RADIUS_KM, DELIVERY_RADIUS_RANGE)
  .max(MAX_DELIVERY_RADIUS_KM, DELIVERY_RADIUS_RANGE);
const radiusFromText = (value: number | string): number => {
  if (typeof value === 'number') return value;
  const text = value.trim();
  // A blank box reads as 0 (out of range); text that is not a plain number is not a whole number.
  return /^-?\d*(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
};

/**
 * How far the restaurant delivers, whole km from 1 to 50: registration and the restaurant's
 * Settings share it.
 */
export const deliveryRadiusField = () => radiusInput.transform(radiusFromText).pipe(radiusKm);

/** Hours read as hours ("10:00 AM - 10:00 PM", "Open 24 hours"); missing or blank means Closed. */
const hours = z
  .string()
  .trim()
  .max(50, tooLong(50))
  .nullish()
  .transform((value) => (value ? value : DEFAULT_HOURS))
  .superRefine(checkHoursText);

const KNOWN_COUNTRIES = new Set<string>([
  ...RESTAURANT_COUNTRIES,
  ...COUNTRIES.map((country) => country.name),
]);

/** The form's country list, or any country of the delivery catalogue (DESIGN deviation 10). */
const country = z
  .string()
  .trim()
  .max(MAX_LENGTH.short, tooLong(MAX_LENGTH.short))
  .refine((value) => value === '' || KNOWN_COUNTRIES.has(value), 'Select a valid country')
  .nullish()
  .transform((value) => (value ? value : RESTAURANT_DEFAULTS.country));

export const restaurantRegistrationSchema = z.object({
  // Basic info
  name: requiredText('Restaurant name is required', MAX_LENGTH.name),
  cuisine: requiredEnum(RESTAURANT_CUISINES, 'Cuisine is required'),
  description: requiredText('Restaurant description is required', MAX_LENGTH.text),
  email: emailField('Invalid email'),
  password: passwordField(),
  phone: phoneText('Phone number is required', PHONE_MIN),
  imageUrl: optionalUrl('Must be a valid URL'),

  // Location
  address: requiredText('Address is required', MAX_LENGTH.address),
  country,
  city: optionalText(MAX_LENGTH.short).transform((value) => value ?? RESTAURANT_DEFAULTS.city),
  latitude: coordinate(90, 'Latitude must be between -90 and 90').optional(),
  longitude: coordinate(180, 'Longitude must be between -180 and 180').optional(),

  // Delivery settings: fees are numeric(4,2); minOrder uses the totals' numeric(6,2).
  deliveryTime: requiredEnum(DELIVERY_TIMES, 'Delivery time is required'),
  deliveryFee: deliveryFeeField(),
  minOrder: minOrderField().default(RESTAURANT_DEFAULTS.minOrder),
  // Missing, null or a blank box: the default radius.
  deliveryRadiusKm: radiusInput
    .nullish()
    .transform((value) =>
      value === null || value === undefined || String(value).trim() === ''
        ? DEFAULT_DELIVERY_RADIUS_KM
        : value,
    )
    .pipe(deliveryRadiusField()),

  // Operating hours
  ...byWeekdayHoursField(() => hours),

  // Business info
  businessLicense: requiredText('Business license is required', MAX_LENGTH.short),
  taxId: requiredText('Tax ID is required', MAX_LENGTH.short),
  businessType: requiredEnum(BUSINESS_TYPES, 'Business type is required'),

  // Bank info
  bankCountry: requiredText('Bank country is required', MAX_LENGTH.short),
  bankCurrency: requiredEnum(RESTAURANT_CURRENCIES, 'Bank currency is required'),
  bankName: requiredText('Bank name is required', MAX_LENGTH.short),
  bankAccountHolder: requiredText('Account holder name is required', MAX_LENGTH.name),
  bankAccountNumber: requiredText('Account number is required', 50),
  bankRoutingNumber: requiredText('Routing number is required', 50),
  bankAccountType: requiredEnum(BANK_ACCOUNT_TYPES, 'Account type is required'),

  // Owner / manager
  ownerName: requiredText('Owner name is required', MAX_LENGTH.name),
  ownerEmail: emailField('Valid owner email is required'),
  ownerPhone: phoneText('Owner phone is required', PHONE_MIN),

  // Specialties
  signatureDish: requiredText('Signature dish is required', MAX_LENGTH.short),
  specialtyDescription: requiredText('Specialty description is required', MAX_LENGTH.text),
  deliveryExperience: requiredEnum(DELIVERY_EXPERIENCE, 'Delivery experience is required'),
  preferredCuisines: requiredText('Preferred cuisines are required', 500),
});

export type RestaurantRegistrationInput = z.input<typeof restaurantRegistrationSchema>;
export type RestaurantRegistration = z.output<typeof restaurantRegistrationSchema>;

/** The browser form: the API fields plus confirmPassword, which must match. */
export const restaurantRegistrationFormSchema = withPasswordConfirmation(restaurantRegistrationSchema);

export type RestaurantRegistrationFormValues = z.input<typeof restaurantRegistrationFormSchema>;
