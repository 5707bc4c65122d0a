// Complete, valid bodies for the two partner registration endpoints, plus unique emails and client
// addresses so tests neither collide on the unique email index nor share a rate-limit bucket.

let sequence = 0;

function next(): number {
  sequence += 1;
  return sequence;
}

/** A fresh email; `Date.now()` keeps it unique across files sharing a PostgreSQL server. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${next()}@example.com`;
}

/** A fresh private IPv4 address: each one starts with an empty rate-limit budget. */
export function uniqueAddress(): string {
  const n = next();
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

export type Body = Record<string, unknown>;

/** Every field the driver form can send, valid. */
export function validDriver(overrides: Body = {}): Body {
  return {
    name: 'Dana Driver',
    email: uniqueEmail('driver'),
    phone: '+1 416-555-0142',
    password: 'wheels-123',
    licenseNumber: 'D1234-56789-01234',
    vehicleType: 'scooter',
    vehicleNumber: 'ON-SCOOT-42',
    licenseExpiryDate: '2030-05-31',
    licenseState: 'ON',
    bankCountry: 'CA',
    bankCurrency: 'CAD',
    bankName: 'Maple Savings',
    accountHolderName: 'Dana K. Holder',
    routingNumber: '000123456',
    accountNumber: '7788990011',
    accountType: 'checking',
    swiftCode: 'MAPLCATT',
    emergencyContactName: 'Sam Driver',
    emergencyContactPhone: '416-555-0143',
    previousExperience: '1-2',
    availability: 'evenings',
    contactAddress: '12 Queen St E, Toronto',
    ...overrides,
  };
}

/** The driver fields SPEC section 5 requires; the rest of validDriver() is optional. */
export const DRIVER_REQUIRED = {
  name: 'Dana Driver',
  phone: '+1 416-555-0142',
  password: 'wheels-123',
  licenseNumber: 'D1234-56789-01234',
  vehicleType: 'car',
  vehicleNumber: 'ON-CAR-7',
} as const;

/** Every field the restaurant form can send (without confirmPassword), valid. */
export function validRestaurant(overrides: Body = {}): Body {
  return {
    name: 'Maple Bistro',
    cuisine: 'French',
    description: 'Seasonal French cooking from Ontario farms.',
    email: uniqueEmail('restaurant'),
    password: 'bistro-secret',
    phone: '416-555-0101',
    imageUrl: '/images/restaurants/default.svg',
    address: '1 King St W',
    country: 'Canada',
    city: 'Toronto',
    latitude: 43.6487,
    longitude: -79.3817,
    deliveryTime: '30-40 min',
    deliveryFee: '2.99',
    minOrder: '15.00',
    // Open around the clock: tests that order from it pass at any hour (hours have their own tests).
    mondayHours: 'Open 24 hours',
    tuesdayHours: 'Open 24 hours',
    wednesdayHours: 'Open 24 hours',
    thursdayHours: 'Open 24 hours',
    fridayHours: 'Open 24 hours',
    saturdayHours: 'Open 24 hours',
    sundayHours: 'Open 24 hours',
    businessLicense: 'BL-2024-0042',
    taxId: 'TX-98-7654321',
    businessType: 'Restaurant',
    bankCountry: 'Canada',
    bankCurrency: 'CAD',
    bankName: 'Maple Bank',
    bankAccountHolder: 'Maple Bistro Inc.',
    bankAccountNumber: '123456789012',
    bankRoutingNumber: '000111222',
    bankAccountType: 'Business',
    ownerName: 'Ana Owner',
    ownerEmail: 'ana.owner@example.com',
    ownerPhone: '416-555-0199',
    signatureDish: 'Duck confit',
    specialtyDescription: 'Slow-cooked French classics.',
    deliveryExperience: '1-2 years',
    preferredCuisines: 'French, Mediterranean',
    ...overrides,
  };
}

/** Keys a registration response must never carry: credentials, bank and tax details. */
export const SECRET_KEYS = [
  'password',
  'confirmPassword',
  'taxId',
  'businessLicense',
  'bankCountry',
  'bankCurrency',
  'bankName',
  'bankAccountHolder',
  'bankAccountNumber',
  'bankRoutingNumber',
  'bankAccountType',
  'accountHolderName',
  'accountNumber',
  'routingNumber',
  'accountType',
  'swiftCode',
] as const;
