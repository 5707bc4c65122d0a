import { expect, type Locator, type Page } from '@playwright/test';

// Helpers and form data of e2e/registration.spec.ts.

/** A fresh email per call, so runs and other spec files never collide. */
export function uniqueEmail(kind: string): string {
  return `${kind}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A control by its label. Required labels end in an asterisk that is hidden from assistive tech but
 * still part of the label's text, so it is allowed, and nothing else, after the label.
 */
export function field(form: Locator, label: string): Locator {
  return form.getByLabel(new RegExp(`^${escapeRegExp(label)}( \\*)?$`));
}

/** The message is linked to the field (aria-describedby), not just somewhere on the page. */
export async function expectFieldError(form: Locator, label: string, message: string) {
  const control = field(form, label);
  await expect(control).toHaveAttribute('aria-invalid', 'true');
  await expect(control).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)));
  await expect(form.getByText(message, { exact: true }).first()).toBeVisible();
}

export async function expectFieldValid(form: Locator, label: string) {
  await expect(field(form, label)).not.toHaveAttribute('aria-invalid', 'true');
}

export const driverForm = (page: Page) => page.getByRole('form', { name: 'Driver registration' });
export const restaurantForm = (page: Page) => page.getByRole('form', { name: 'Restaurant registration' });
export const submit = (form: Locator) => form.getByRole('button', { name: 'Submit Application' }).click();

/** Submits and returns the JSON body the browser sent to `path`. */
export async function submitAndCaptureBody(page: Page, form: Locator, path: string) {
  const requestPromise = page.waitForRequest(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname === path,
  );
  await submit(form);
  return (await requestPromise).postDataJSON() as Record<string, unknown>;
}

/** A driver registered straight through the API (the first of two sign-ups with one email). */
export async function registerDriverViaApi(page: Page, email: string) {
  const response = await page.request.post('/api/drivers/register', {
    data: {
      name: 'First Rider',
      email,
      phone: '4165550100',
      password: 'first-pass-1',
      licenseNumber: 'L-1',
      vehicleType: 'bike',
      vehicleNumber: 'B-1',
    },
  });
  expect(response.status()).toBe(201);
}

export async function fillDriver(form: Locator, email: string) {
  await field(form, 'Full Name').fill('Dana Rider');
  await field(form, 'Email').fill(email);
  await field(form, 'Phone Number').fill('+1 416-555-0199');
  await field(form, 'Contact Address').fill('12 Queen St E, Toronto');
  await field(form, 'Password').fill('ride-safe-2026');
  await field(form, 'Confirm Password').fill('ride-safe-2026');
  await field(form, 'Vehicle Type').selectOption('scooter');
  await field(form, 'Vehicle Number').fill('SCT 4421');
  await field(form, "Driver's License Number").fill('D1234-56789-01234');
  await field(form, 'Availability').selectOption('evenings');
}

export async function fillRestaurant(form: Locator, email: string, name: string) {
  const text: Array<[string, string]> = [
    ['Restaurant Name', name],
    ['Description', 'Wood-fired pizza and fresh pasta made daily.'],
    ['Email', email],
    ['Phone Number', '416-555-0123'],
    ['Password', 'pizza-oven-2026'],
    ['Confirm Password', 'pizza-oven-2026'],
    ['Street Address', '100 King St W'],
    ['Business License Number', 'BL-2026-0042'],
    ['Tax ID', 'TX-987654'],
    ['Bank Name', 'Maple Bank'],
    ['Account Holder Name', 'Forno Test Inc.'],
    ['Account Number', '000123456789'],
    ['Routing Number', '00011-222'],
    ['Owner or Manager Name', 'Giulia Forno'],
    ['Owner Email', `owner-${email}`],
    ['Owner Phone', '416-555-0124'],
    ['Signature Dish', 'Margherita'],
    ['Specialty Description', 'Neapolitan dough fermented for 48 hours.'],
    ['Preferred Cuisines', 'Italian, Mediterranean'],
  ];
  for (const [label, value] of text) await field(form, label).fill(value);
  await field(form, 'Cuisine').selectOption('Italian');
  await field(form, 'Bank Country').selectOption('Canada');
  await field(form, 'Account Type').selectOption('Business');
  await field(form, 'Delivery Experience').selectOption('1-2 years');
}

/** What submitting the driver form untouched shows, by field label (SPEC section 5). */
export const DRIVER_EMPTY_FORM_ERRORS: ReadonlyArray<readonly [label: string, message: string]> = [
  ['Full Name', 'Name is required'],
  ['Email', 'Invalid email'],
  ['Phone Number', 'Phone number is required'],
  ['Password', 'Password must be at least 6 characters'],
  ['Confirm Password', 'Password must be at least 6 characters'],
  ['Vehicle Type', 'Vehicle type is required'],
  ['Vehicle Number', 'Vehicle number is required'],
  ["Driver's License Number", 'License number is required'],
];

/** What submitting the restaurant form untouched shows, by field label (SPEC section 5). */
export const RESTAURANT_EMPTY_FORM_ERRORS: ReadonlyArray<readonly [label: string, message: string]> = [
  ['Restaurant Name', 'Restaurant name is required'],
  ['Cuisine', 'Cuisine is required'],
  ['Description', 'Restaurant description is required'],
  ['Email', 'Invalid email'],
  ['Phone Number', 'Phone number is required'],
  ['Password', 'Password must be at least 6 characters'],
  ['Confirm Password', 'Password must be at least 6 characters'],
  ['Street Address', 'Address is required'],
  ['Business License Number', 'Business license is required'],
  ['Tax ID', 'Tax ID is required'],
  ['Bank Country', 'Bank country is required'],
  ['Bank Name', 'Bank name is required'],
  ['Account Holder Name', 'Account holder name is required'],
  ['Account Number', 'Account number is required'],
  ['Routing Number', 'Routing number is required'],
  ['Account Type', 'Account type is required'],
  ['Owner or Manager Name', 'Owner name is required'],
  ['Owner Email', 'Valid owner email is required'],
  ['Owner Phone', 'Owner phone is required'],
  ['Signature Dish', 'Signature dish is required'],
  ['Specialty Description', 'Specialty description is required'],
  ['Delivery Experience', 'Delivery experience is required'],
  ['Preferred Cuisines', 'Preferred cuisines are required'],
];

/** What an untouched restaurant form sends: SPEC section 3's "Restaurant form defaults". */
export const RESTAURANT_DEFAULTS_SENT = {
  deliveryTime: '30-40 min',
  deliveryFee: '2.99',
  minOrder: '15.00',
  country: 'Canada',
  city: 'Toronto',
  bankCurrency: 'CAD',
  businessType: 'Restaurant',
  imageUrl: '/images/restaurants/default.svg',
  mondayHours: '10:00 AM - 10:00 PM',
  tuesdayHours: '10:00 AM - 10:00 PM',
  wednesdayHours: '10:00 AM - 10:00 PM',
  thursdayHours: '10:00 AM - 10:00 PM',
  fridayHours: '10:00 AM - 11:00 PM',
  saturdayHours: '10:00 AM - 11:00 PM',
  sundayHours: '10:00 AM - 9:00 PM',
};
