import { EMAIL_TAKEN } from '#domain/accounts/messages.ts';
import type { PartnerRole } from '#domain/accounts/roles.ts';
import type { DriverRegistration } from '#domain/registration/driver-requests.ts';
import type { RegistrationResult } from '#domain/registration/responses.ts';
import { restaurantAmountIssues } from '#domain/registration/restaurant-amounts.ts';
import type { RestaurantRegistration } from '#domain/registration/restaurant-requests.ts';
import { restaurantCurrency } from '#domain/shared/currency.ts';
import { PASSWORD_TOO_COMMON } from '#domain/shared/fields.ts';
import { isCommonPassword } from '#server/auth/common-passwords.ts';
import type { PasswordHashing } from '#server/auth/password-hashing.ts';
import { isUniqueViolation } from '#server/db/pg-errors.ts';
import { restaurantTimeZone } from '#server/db/restaurant-time-zone.ts';
import { AppError } from '#server/http/app-error.ts';
import type { RegistrationRepo } from './registration.repo';

// A new partner: password hashed, not approved (so not public and unable to sign in) until an
// admin approves it. The schemas already dropped any isApproved, rating or similar a client sent.

export interface RegistrationDependencies {
  repo: RegistrationRepo;
  /** The app's bounded hashing queue: a burst of sign-ups waits its turn or gets 503, like sign-ins. */
  hashing: Pick<PasswordHashing, 'hash'>;
}

export type PartnerRegistration<R extends PartnerRole> = R extends 'driver'
  ? DriverRegistration
  : RestaurantRegistration;

function emailTaken(): AppError {
  return new AppError(409, 'email_taken', EMAIL_TAKEN, { email: EMAIL_TAKEN });
}

/** Shaped like a schema validation error, so the form shows it under the password field. */
function passwordTooCommon(): AppError {
  return AppError.badRequest(`password: ${PASSWORD_TOO_COMMON}`, { password: PASSWORD_TOO_COMMON });
}

export async function registerPartner<R extends PartnerRole>(
  deps: RegistrationDependencies,
  role: R,
  input: PartnerRegistration<R>,
): Promise<RegistrationResult> {
  // Before any hashing: a refused password must cost no hash and write nothing.
  if (isCommonPassword(input.password)) throw passwordTooCommon();
  if (role === 'restaurant') {
    // The fee and the minimum are in the currency of the restaurant's country: no yen fractions.
    const restaurant = input as RestaurantRegistration;
    const issues = restaurantAmountIssues(restaurant, restaurantCurrency(restaurant.country));
    const [first] = Object.entries(issues);
    if (first) throw AppError.badRequest(`${first[0]}: ${first[1]}`, issues);
  }
  const passwordHash = await deps.hashing.hash(input.password);
  try {
    const result =
      role === 'driver'
        ? await deps.repo.insertDriver(driverRow(input as DriverRegistration, passwordHash))
        : await deps.repo.insertRestaurant(restaurantRow(input as RestaurantRegistration, passwordHash));
    return { ...result, email: result.email || input.email };
  } catch (error) {
    // The unique index on lower(email) decides, so two simultaneous sign-ups cannot both win.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

function driverRow(input: DriverRegistration, passwordHash: string) {
  const { password: _password, ...fields } = input;
  return { ...fields, password: passwordHash, isApproved: false };
}

function restaurantRow(input: RestaurantRegistration, passwordHash: string) {
  const { password: _password, latitude, longitude, ...fields } = input;
  return {
    ...fields,
    latitude: latitude === undefined ? undefined : String(latitude),
    longitude: longitude === undefined ? undefined : String(longitude),
    timeZone: restaurantTimeZone({ latitude, longitude, country: fields.country, city: fields.city }),
    password: passwordHash,
    isApproved: false,
  };
}
