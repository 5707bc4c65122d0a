import { EMAIL_TAKEN, type RegistrationResult } from '../../../domain/accounts';
import type { DriverRegistration } from '../../../domain/schemas/driver';
import type { RestaurantRegistration } from '../../../domain/schemas/restaurant';
import { hashPassword, type ScryptCost } from '../../auth/password';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-errors';
import { drivers, restaurants } from '../../db/schema';
import { AppError } from '../../http/app-error';

// A new partner: password hashed, not approved (so not public and unable to sign in) until an
// admin approves it. The schemas already dropped any isApproved, rating or similar a client sent.

function emailTaken(): AppError {
  return new AppError(409, 'email_taken', EMAIL_TAKEN, { email: EMAIL_TAKEN });
}

async function insertOrConflict<T>(insert: () => Promise<T>): Promise<T> {
  try {
    return await insert();
  } catch (error) {
    // The unique index on lower(email) decides, so two simultaneous sign-ups cannot both win.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

const resultColumns = (table: typeof drivers | typeof restaurants) => ({
  id: table.id,
  name: table.name,
  email: table.email,
  isApproved: table.isApproved,
});

export async function registerDriver(
  db: Database,
  input: DriverRegistration,
  cost?: ScryptCost,
): Promise<RegistrationResult> {
  const { password, ...fields } = input;
  const passwordHash = await hashPassword(password, cost);
  const [row] = await insertOrConflict(() =>
    db
      .insert(drivers)
      .values({ ...fields, password: passwordHash, isApproved: false })
      .returning(resultColumns(drivers)),
  );
  if (!row) throw new Error('insert returned no row');
  return { ...row, email: row.email ?? input.email };
}

export async function registerRestaurant(
  db: Database,
  input: RestaurantRegistration,
  cost?: ScryptCost,
): Promise<RegistrationResult> {
  const { password, latitude, longitude, ...fields } = input;
  const passwordHash = await hashPassword(password, cost);
  const [row] = await insertOrConflict(() =>
    db
      .insert(restaurants)
      .values({
        ...fields,
        latitude: latitude === undefined ? undefined : String(latitude),
        longitude: longitude === undefined ? undefined : String(longitude),
        password: passwordHash,
        isApproved: false,
      })
      .returning(resultColumns(restaurants)),
  );
  if (!row) throw new Error('insert returned no row');
  return { ...row, email: row.email ?? input.email };
}
