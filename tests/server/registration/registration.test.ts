import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_TAKEN, UNDER_REVIEW } from '#domain/accounts/messages.ts';
import { DELIVERY_RADIUS_RANGE, DELIVERY_RADIUS_WHOLE } from '#domain/ordering/messages.ts';
import {
  INVALID_OPTION,
  INVALID_PHONE,
  PASSWORD_TOO_COMMON,
  PASSWORD_TOO_LONG,
  tooLong,
} from '#domain/shared/fields.ts';
import { verifyPassword } from '#server/auth/password.ts';
import { drivers, restaurants } from '#server/db/schema.ts';
import { DEMO_ACCOUNTS } from '#server/demo-seed/seed.ts';
import {
  type Body,
  DRIVER_REQUIRED,
  SECRET_KEYS,
  uniqueAddress,
  uniqueEmail,
  validDriver,
  validRestaurant,
} from '../../support/registration-payloads';
import { buildTestApp, type TestApp } from '../../support/test-app';

// POST /api/drivers/register and /api/restaurants/register on the real app and database.
// Every request comes from its own address unless a test is about the per-address rate limit.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Row = Record<string, unknown>;

function post(url: string, payload: unknown, options: { address?: string; type?: string } = {}) {
  const raw = typeof payload === 'string';
  return t.app.inject({
    method: 'POST',
    url,
    remoteAddress: options.address ?? uniqueAddress(),
    headers: { 'content-type': options.type ?? 'application/json' },
    payload: raw ? payload : JSON.stringify(payload),
  });
}

type PartnerTable = typeof drivers | typeof restaurants;

async function storedRow(table: PartnerTable, id: number): Promise<Row | undefined> {
  const [row] = await t.database.handle.db.select().from(table).where(eq(table.id, id));
  return row;
}

/** Accounts whose email matches, ignoring letter case as the unique index does. */
async function countEmail(table: PartnerTable, email: string): Promise<number> {
  const where = sql`lower(${table.email}) = ${email.toLowerCase()}`;
  const [row] = await t.database.handle.db.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}

const KINDS = [
  {
    kind: 'driver',
    url: '/api/drivers/register',
    valid: validDriver,
    table: drivers,
    clientOnly: { isApproved: true, isOnline: true, rating: '5.00', totalDeliveries: 900, isActive: false },
    serverDefaults: {
      isApproved: false,
      isOnline: false,
      rating: '0.00',
      totalDeliveries: 0,
      isActive: true,
    },
  },
  {
    kind: 'restaurant',
    url: '/api/restaurants/register',
    valid: validRestaurant,
    table: restaurants,
    clientOnly: { isApproved: true, isOnline: true, rating: '5.0', isOpen: false, offer: 'Free for all' },
    serverDefaults: { isApproved: false, rating: '0.0', isOpen: true, offer: null },
  },
] as const;

const invalidInput = (field: string, message: string) => ({
  message: `${field}: ${message}`,
  code: 'invalid_input',
  fields: { [field]: message },
});

describe.each(KINDS)('POST $url ($kind)', ({ kind, url, valid, table, clientOnly, serverDefaults }) => {
  it('creates a pending account: 201 with id, name, lower-cased email and isApproved false only', async () => {
    const body = valid();
    const email = String(body.email);
    const res = await post(url, { ...body, email: `  ${email.toUpperCase()} ` });
    expect(res.statusCode).toBe(201);
    const result = res.json() as { id: number };
    expect(result).toEqual({ id: expect.any(Number), name: body.name, email, isApproved: false });

    for (const key of SECRET_KEYS) expect(res.body).not.toContain(`"${key}"`);
    // Distinctive secret values (short codes such as 'CAD' could match by chance) never echo back.
    const secretValues = SECRET_KEYS.map((key) => String(body[key] ?? '')).filter((v) => v.length >= 6);
    expect(secretValues.length).toBeGreaterThanOrEqual(5);
    for (const value of secretValues) expect(res.body).not.toContain(value);
    expect(res.body).not.toContain('scrypt$');

    const stored = await storedRow(table, result.id);
    expect(stored).toMatchObject({ email, isApproved: false });
    const hash = String(stored?.password);
    expect(hash.startsWith('scrypt$')).toBe(true);
    expect(hash).not.toContain(String(body.password));
    expect(await verifyPassword(String(body.password), hash)).toBe(true);

    // Not approved, so the right password is answered with "under review" and no session.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: uniqueAddress(),
      payload: { email, password: body.password, role: kind },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toEqual({ message: UNDER_REVIEW, code: 'under_review' });
    expect(login.headers['set-cookie']).toBeUndefined();
  });

  it('ignores approval, rating and status fields sent by the client', async () => {
    const res = await post(url, valid({ ...clientOnly, id: 1 }));
    expect(res.statusCode).toBe(201);
    const result = res.json() as { id: number; isApproved: boolean };
    expect(result.isApproved).toBe(false);
    expect(result.id).not.toBe(1);
    expect(await storedRow(table, result.id)).toMatchObject(serverDefaults);
  });

  it('ignores confirmPassword: neither checked against the password nor stored', async () => {
    const body = valid({ confirmPassword: 'confirm-only-value' });
    const res = await post(url, body);
    expect(res.statusCode).toBe(201);
    expect(res.body).not.toContain('confirm-only-value');
    const stored = await storedRow(table, (res.json() as { id: number }).id);
    expect(stored).not.toHaveProperty('confirmPassword');
    expect(JSON.stringify(stored)).not.toContain('confirm-only-value');
    expect(await verifyPassword(String(body.password), String(stored?.password))).toBe(true);
    expect(await verifyPassword('confirm-only-value', String(stored?.password))).toBe(false);
  });

  it('accepts a name of 100 characters and a password of 128, trimming the name', async () => {
    const name = 'N'.repeat(100);
    const res = await post(url, valid({ name: `  ${name}  `, password: 'p'.repeat(128) }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name });
  });

  it.each(['123456', 'password1', 'PassWord1'])(
    'refuses the common password %s: 400 on the password field, and stores nothing',
    async (password) => {
      const body = valid({ password });
      const res = await post(url, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(invalidInput('password', PASSWORD_TOO_COMMON));
      expect(await countEmail(table, String(body.email))).toBe(0);
    },
  );

  it("still gives the spec's minimum-length message to a 5-character password", async () => {
    const body = valid({ password: '12345' });
    const res = await post(url, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(invalidInput('password', SHORT_PASSWORD));
    expect(await countEmail(table, String(body.email))).toBe(0);
  });

  it('accepts a 6-character password that is not a common one', async () => {
    const res = await post(url, valid({ password: 'q7#vLx' }));
    expect(res.statusCode, res.body).toBe(201);
  });

  it('refuses an email already registered, in any letter case, and stores nothing more', async () => {
    const first = valid();
    const email = String(first.email);
    expect((await post(url, first)).statusCode).toBe(201);
    for (const again of [email, email.toUpperCase(), ` ${email.replace(/^./, (c) => c.toUpperCase())}`]) {
      const res = await post(url, valid({ email: again, name: 'Second Applicant' }));
      expect(res.statusCode, again).toBe(409);
      expect(res.json()).toEqual({
        message: EMAIL_TAKEN,
        code: 'email_taken',
        fields: { email: EMAIL_TAKEN },
      });
    }
    expect(await countEmail(table, email)).toBe(1);
  });

  it('refuses the email of a seeded demo account', async () => {
    const taken = DEMO_ACCOUNTS[kind].email.toUpperCase();
    const res = await post(url, valid({ email: taken }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'email_taken' });
    expect(await countEmail(table, taken)).toBe(1);
  });

  it('lets exactly one of two simultaneous registrations with the same email through', async () => {
    const email = uniqueEmail(`race-${kind}`);
    const responses = await Promise.all([
      post(url, valid({ email })),
      post(url, valid({ email: email.toUpperCase(), name: 'Racing Twin' })),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const conflict = responses.find((r) => r.statusCode === 409)!;
    expect(conflict.json()).toMatchObject({ code: 'email_taken', message: EMAIL_TAKEN });
    expect(await countEmail(table, email)).toBe(1);
  });

  it.each([
    ['an array', '[]'],
    ['null', 'null'],
    ['a string', '"hello"'],
    ['a number', '42'],
  ])('answers 400 invalid_input when the body is %s', async (_label, payload) => {
    const res = await post(url, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_input', fields: { body: expect.any(String) } });
  });

  it('answers 400 invalid_json for malformed or empty JSON', async () => {
    for (const payload of ['{"name": "Dana",', '']) {
      const res = await post(url, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'invalid_json' });
    }
  });

  it('answers 413 for a 200 KB body and stores nothing', async () => {
    const body = valid({ description: 'x'.repeat(200 * 1024) });
    const res = await post(url, body);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'body_too_large' });
    expect(await countEmail(table, String(body.email))).toBe(0);
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded'])(
    'answers 415 for a %s body and stores nothing',
    async (type) => {
      const body = valid();
      const res = await post(url, JSON.stringify(body), { type });
      expect(res.statusCode, res.body).toBe(415);
      expect(res.json()).toMatchObject({ code: 'unsupported_media_type' });
      expect(await countEmail(table, String(body.email))).toBe(0);
    },
  );

  it('accepts 20 registrations an hour from one address, refuses the 21st, not other addresses', async () => {
    const address = uniqueAddress();
    for (let i = 0; i < 20; i += 1) {
      expect((await post(url, valid(), { address })).statusCode, `registration ${i + 1}`).toBe(201);
    }
    const refused = valid();
    const res = await post(url, refused, { address });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: 'rate_limited' });
    expect(await countEmail(table, String(refused.email))).toBe(0);
    expect((await post(url, valid())).statusCode).toBe(201);
    // The budget is per endpoint: the same address may still apply as the other kind of partner.
    const other = KINDS.find((k) => k.url !== url)!;
    expect((await post(other.url, other.valid(), { address })).statusCode).toBe(201);
  });
});

// The messages of SPEC section 5, word for word.
const SHORT_PASSWORD = 'Password must be at least 6 characters';
const FEE_FORMAT = 'Delivery fee must be a non-negative amount with at most 2 decimal places';
const LATITUDE = 'Latitude must be between -90 and 90';
const LONGITUDE = 'Longitude must be between -180 and 180';

const DRIVER_REQUIRED_MESSAGES: Array<[string, string, string]> = [
  ['name', 'Name is required', '   '],
  ['email', 'Invalid email', '   '],
  ['phone', 'Phone number is required', '   '],
  ['password', SHORT_PASSWORD, ''],
  ['licenseNumber', 'License number is required', '   '],
  ['vehicleType', 'Vehicle type is required', ''],
  ['vehicleNumber', 'Vehicle number is required', '   '],
];

const RESTAURANT_REQUIRED_MESSAGES: Array<[string, string, string]> = [
  ['name', 'Restaurant name is required', '   '],
  ['cuisine', 'Cuisine is required', ''],
  ['description', 'Restaurant description is required', '   '],
  ['email', 'Invalid email', '   '],
  ['password', SHORT_PASSWORD, ''],
  ['phone', 'Phone number is required', '   '],
  ['address', 'Address is required', '   '],
  ['deliveryTime', 'Delivery time is required', ''],
  ['deliveryFee', 'Delivery fee is required', '   '],
  ['businessLicense', 'Business license is required', '   '],
  ['taxId', 'Tax ID is required', '   '],
  ['businessType', 'Business type is required', ''],
  ['bankCountry', 'Bank country is required', '   '],
  ['bankCurrency', 'Bank currency is required', ''],
  ['bankName', 'Bank name is required', '   '],
  ['bankAccountHolder', 'Account holder name is required', '   '],
  ['bankAccountNumber', 'Account number is required', '   '],
  ['bankRoutingNumber', 'Routing number is required', '   '],
  ['bankAccountType', 'Account type is required', ''],
  ['ownerName', 'Owner name is required', '   '],
  ['ownerEmail', 'Valid owner email is required', '   '],
  ['ownerPhone', 'Owner phone is required', '   '],
  ['signatureDish', 'Signature dish is required', '   '],
  ['specialtyDescription', 'Specialty description is required', '   '],
  ['deliveryExperience', 'Delivery experience is required', ''],
  ['preferredCuisines', 'Preferred cuisines are required', '   '],
];

describe.each([
  { kind: 'driver', url: '/api/drivers/register', valid: validDriver, table: DRIVER_REQUIRED_MESSAGES },
  {
    kind: 'restaurant',
    url: '/api/restaurants/register',
    valid: validRestaurant,
    table: RESTAURANT_REQUIRED_MESSAGES,
  },
])('required $kind fields', ({ url, valid, table }) => {
  it.each(table)('a missing %s gives 400 "%s"', async (field, message) => {
    const body = valid();
    delete body[field];
    const res = await post(url, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(invalidInput(field, message));
  });

  it.each(table)('a blank %s gives 400 "%s"', async (field, message, blank) => {
    const res = await post(url, valid({ [field]: blank }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(invalidInput(field, message));
  });
});

/** [what is sent, field, value, the message expected for that field]. */
type Invalid = [string, string, unknown, string];

const DRIVER_INVALID: Invalid[] = [
  ['a number as name', 'name', 42, 'Name is required'],
  ['a 101-character name', 'name', 'n'.repeat(101), tooLong(100)],
  ['a boolean as email', 'email', true, 'Invalid email'],
  ['a malformed email', 'email', 'dana.example.com', 'Invalid email'],
  ['an over-long email', 'email', `${'a'.repeat(250)}@x.io`, tooLong(254)],
  ['a short password', 'password', 'abc12', SHORT_PASSWORD],
  ['a 129-character password', 'password', 'p'.repeat(129), PASSWORD_TOO_LONG],
  ['a number as password', 'password', 1234567, SHORT_PASSWORD],
  ['a phone with letters', 'phone', 'call me maybe', INVALID_PHONE],
  ['an unknown vehicle type', 'vehicleType', 'rocket', INVALID_OPTION],
  ['an unknown bank country', 'bankCountry', 'Atlantis', INVALID_OPTION],
  ['a malformed expiry date', 'licenseExpiryDate', '31/05/2030', 'Invalid date'],
  ['a 101-character license number', 'licenseNumber', 'L'.repeat(101), tooLong(100)],
];

const RESTAURANT_INVALID: Invalid[] = [
  ['a number as name', 'name', 42, 'Restaurant name is required'],
  ['a 101-character name', 'name', 'n'.repeat(101), tooLong(100)],
  ['a boolean as email', 'email', false, 'Invalid email'],
  ['a malformed email', 'email', 'bistro@', 'Invalid email'],
  ['a malformed owner email', 'ownerEmail', 'owner-at-example.com', 'Valid owner email is required'],
  ['a short password', 'password', 'abc12', SHORT_PASSWORD],
  ['a 129-character password', 'password', 'p'.repeat(129), PASSWORD_TOO_LONG],
  ['a 9-character phone', 'phone', '416555010', 'Phone number is required'],
  ['a 9-character owner phone', 'ownerPhone', '416555019', 'Owner phone is required'],
  ['an unknown cuisine', 'cuisine', 'Martian', INVALID_OPTION],
  ['an unknown delivery time', 'deliveryTime', '5 min', INVALID_OPTION],
  ['text as latitude', 'latitude', 'abc', LATITUDE],
  ['latitude 91', 'latitude', 91, LATITUDE],
  ['longitude -181', 'longitude', '-181', LONGITUDE],
  ['a delivery radius of 0 km', 'deliveryRadiusKm', 0, DELIVERY_RADIUS_RANGE],
  ['a delivery radius of 51 km', 'deliveryRadiusKm', '51', DELIVERY_RADIUS_RANGE],
  ['a delivery radius of 7.5 km', 'deliveryRadiusKm', 7.5, DELIVERY_RADIUS_WHOLE],
  ['text as delivery radius', 'deliveryRadiusKm', 'far', DELIVERY_RADIUS_WHOLE],
  ['a boolean as delivery radius', 'deliveryRadiusKm', true, DELIVERY_RADIUS_WHOLE],
  ['a negative fee', 'deliveryFee', '-1', FEE_FORMAT],
  ['a fee with 3 decimals', 'deliveryFee', 4.999, FEE_FORMAT],
  // The spec's dollar limits (less than 100.00 and 10,000.00) in Canadian dollars.
  ['a fee of 140.00', 'deliveryFee', '140.00', 'Delivery fee must be less than $140.00'],
  ['a minimum order of 14000', 'minOrder', 14000, 'Minimum order must be less than $14,000.00'],
  ['a script URL as image', 'imageUrl', 'javascript:alert(1)', 'Must be a valid URL'],
  ['an unknown country', 'country', 'Atlantis', 'Select a valid country'],
  ['a 2001-character description', 'description', 'd'.repeat(2001), tooLong(2000)],
  ['51-character hours', 'mondayHours', 'h'.repeat(51), tooLong(50)],
];

describe('a restaurant in Japan registers in yen', () => {
  it('takes a 300 yen fee and refuses fractions of a yen, naming the field', async () => {
    const japan = { country: 'Japan', city: 'Tokyo', latitude: 35.68, longitude: 139.76 };
    const taken = await post(
      '/api/restaurants/register',
      validRestaurant({ ...japan, deliveryFee: '300', minOrder: '1500' }),
    );
    expect(taken.statusCode, taken.body).toBe(201);
    const refused = await post(
      '/api/restaurants/register',
      validRestaurant({ ...japan, deliveryFee: '300.50', minOrder: '1500' }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ deliveryFee: 'Delivery fee must be a whole amount in JPY' });
  });
});

describe.each([
  { kind: 'driver', url: '/api/drivers/register', valid: validDriver, table: DRIVER_INVALID },
  { kind: 'restaurant', url: '/api/restaurants/register', valid: validRestaurant, table: RESTAURANT_INVALID },
])('invalid $kind values', ({ url, valid, table }) => {
  it.each(table)('%s gives 400 naming %s', async (_label, field, value, message) => {
    const res = await post(url, valid({ [field]: value }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(invalidInput(field, message));
  });
});

/** Registers through the API and reads back the stored row. */
async function registered(kind: (typeof KINDS)[number], body: Body): Promise<Row> {
  const res = await post(kind.url, body);
  expect(res.statusCode, res.body).toBe(201);
  const row = await storedRow(kind.table, (res.json() as { id: number }).id);
  expect(row).toBeDefined();
  return row!;
}

describe('stored driver details', () => {
  const driver = KINDS[0];

  it('applies the database defaults (United States, New York) when country and city are omitted', async () => {
    const stored = await registered(driver, { ...DRIVER_REQUIRED, email: uniqueEmail('minimal-driver') });
    expect(stored).toMatchObject({ country: 'United States', city: 'New York', vehicleType: 'car' });
    expect(stored).toMatchObject({ licenseExpiryDate: null, bankName: null, accountNumber: null });
  });

  it('treats blank optional fields as omitted and keeps the given ones', async () => {
    const body = validDriver({ country: '', city: '', bankName: '', accountType: '', licenseState: '  ' });
    const stored = await registered(driver, body);
    expect(stored).toMatchObject({ country: 'United States', city: 'New York', bankName: null });
    expect(stored).toMatchObject({ accountType: null, licenseState: null, swiftCode: 'MAPLCATT' });
    const placed = await registered(driver, validDriver({ country: 'Canada', city: 'Toronto' }));
    expect(placed).toMatchObject({ country: 'Canada', city: 'Toronto', licenseExpiryDate: '2030-05-31' });
  });
});

describe('stored restaurant details', () => {
  const restaurant = KINDS[1];
  const OPTIONAL = ['country', 'city', 'minOrder', 'imageUrl', 'latitude', 'longitude', 'deliveryRadiusKm'];
  const HOURS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map(
    (day) => `${day}Hours`,
  );

  it('applies Canada, Toronto, a 0.00 minimum and Closed for every day when omitted', async () => {
    const body = validRestaurant();
    for (const key of [...OPTIONAL, ...HOURS]) delete body[key];
    const stored = await registered(restaurant, body);
    expect(stored).toMatchObject({ country: 'Canada', city: 'Toronto', minOrder: '0.00', imageUrl: null });
    expect(stored).toMatchObject({ latitude: null, longitude: null, deliveryTime: '30-40 min' });
    expect(stored.deliveryRadiusKm).toBe(8);
    for (const day of HOURS) expect(stored[day], day).toBe('Closed');
  });

  it.each([
    ['15', 15, 15],
    ['"12" (a form box)', '12', 12],
    ['1 (the smallest)', 1, 1],
    ['50 (the largest)', 50, 50],
    ['a blank box (the default)', '', 8],
    ['null (the default)', null, 8],
  ])('stores a delivery radius of %s', async (_label, deliveryRadiusKm, expected) => {
    const stored = await registered(restaurant, validRestaurant({ deliveryRadiusKm }));
    expect(stored.deliveryRadiusKm).toBe(expected);
  });

  it('keeps given hours and closes the days left blank', async () => {
    const body = validRestaurant({
      mondayHours: '10:00 AM - 10:00 PM',
      fridayHours: '10:00 AM - 11:00 PM',
      tuesdayHours: '',
      wednesdayHours: '   ',
      sundayHours: null,
    });
    const stored = await registered(restaurant, body);
    expect(stored).toMatchObject({ mondayHours: '10:00 AM - 10:00 PM', fridayHours: '10:00 AM - 11:00 PM' });
    expect(stored).toMatchObject({ tuesdayHours: 'Closed', wednesdayHours: 'Closed', sundayHours: 'Closed' });
  });

  it('stores the form values: fee, coordinates, lower-cased owner email, business details', async () => {
    const overrides = { deliveryFee: 3.5, latitude: '43.6487', ownerEmail: 'Ana.Owner@Example.com' };
    const stored = await registered(restaurant, validRestaurant(overrides));
    expect(stored).toMatchObject({
      deliveryFee: '3.50',
      minOrder: '15.00',
      ownerEmail: 'ana.owner@example.com',
    });
    expect(Number(stored.latitude)).toBeCloseTo(43.6487, 6);
    expect(Number(stored.longitude)).toBeCloseTo(-79.3817, 6);
    expect(stored).toMatchObject({ taxId: 'TX-98-7654321', bankAccountNumber: '123456789012' });
  });

  it('keeps a pending restaurant out of the public catalogue', async () => {
    const res = await post(restaurant.url, validRestaurant({ isApproved: true }));
    expect(res.statusCode).toBe(201);
    const { id } = res.json() as { id: number };
    // A cached list from before the registration would prove nothing.
    t.app.catalogueCache.invalidate();
    for (const list of ['/api/restaurants', '/api/restaurants?country=Canada']) {
      const listed = (await t.app.inject(list)).json() as Array<{ id: number }>;
      expect(listed.length).toBeGreaterThan(0);
      expect(listed.map((r) => r.id)).not.toContain(id);
    }
    const one = await t.app.inject(`/api/restaurants/${id}`);
    expect(one.statusCode).toBe(404);
    expect(one.json()).toMatchObject({ code: 'not_found' });
    expect((await t.app.inject(`/api/restaurants/${id}/menu`)).statusCode).toBe(404);
  });
});
