// Driver registration (SPEC section 5). The API schema is what POST /api/drivers/register accepts;
// the form schema adds confirmPassword, which is never sent. Plain z.object strips unknown keys, so
// a client cannot slip in isApproved, rating or the like.
import * as z from 'zod';
import {
  emailField,
  MAX_LENGTH,
  optionalEnum,
  optionalText,
  passwordField,
  phoneText,
  requiredEnum,
  requiredText,
  withPasswordConfirmation,
} from '../shared/fields';
import {
  DRIVER_ACCOUNT_TYPES,
  DRIVER_AVAILABILITY,
  DRIVER_BANK_COUNTRIES,
  DRIVER_BANK_CURRENCIES,
  DRIVER_EXPERIENCE,
  VEHICLE_TYPES,
} from '../shared/options';

/** YYYY-MM-DD as an <input type="date"> sends it; blank means not given. */
const optionalDate = z
  .string()
  .trim()
  .regex(/^(\d{4}-\d{2}-\d{2})?$/, 'Invalid date')
  .nullish()
  .transform((value) => (value ? value : undefined));

export const driverRegistrationSchema = z.object({
  name: requiredText('Name is required', MAX_LENGTH.name),
  email: emailField('Invalid email'),
  phone: phoneText('Phone number is required'),
  password: passwordField(),
  licenseNumber: requiredText('License number is required', MAX_LENGTH.short),
  vehicleType: requiredEnum(VEHICLE_TYPES, 'Vehicle type is required'),
  vehicleNumber: requiredText('Vehicle number is required', MAX_LENGTH.short),

  licenseExpiryDate: optionalDate,
  licenseState: optionalText(MAX_LENGTH.short),
  licenseImage: optionalText(MAX_LENGTH.url),

  bankCountry: optionalEnum(DRIVER_BANK_COUNTRIES),
  bankCurrency: optionalEnum(DRIVER_BANK_CURRENCIES),
  bankName: optionalText(MAX_LENGTH.short),
  accountHolderName: optionalText(MAX_LENGTH.name),
  routingNumber: optionalText(50),
  accountNumber: optionalText(50),
  accountType: optionalEnum(DRIVER_ACCOUNT_TYPES),
  swiftCode: optionalText(20),

  emergencyContactName: optionalText(MAX_LENGTH.name),
  emergencyContactPhone: optionalText(MAX_LENGTH.phone),
  previousExperience: optionalEnum(DRIVER_EXPERIENCE),
  availability: optionalEnum(DRIVER_AVAILABILITY),
  contactAddress: optionalText(MAX_LENGTH.address),
  country: optionalText(MAX_LENGTH.short),
  city: optionalText(MAX_LENGTH.short),
});

export type DriverRegistrationInput = z.input<typeof driverRegistrationSchema>;
export type DriverRegistration = z.output<typeof driverRegistrationSchema>;

/** The browser form: the API fields plus confirmPassword, which must match. */
export const driverRegistrationFormSchema = withPasswordConfirmation(driverRegistrationSchema);

export type DriverRegistrationFormValues = z.input<typeof driverRegistrationFormSchema>;
