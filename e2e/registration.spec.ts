import { expect, test } from '@playwright/test';
import {
  DRIVER_EMPTY_FORM_ERRORS,
  driverForm,
  expectFieldError,
  expectFieldValid,
  field,
  fillDriver,
  fillRestaurant,
  RESTAURANT_DEFAULTS_SENT,
  RESTAURANT_EMPTY_FORM_ERRORS,
  registerDriverViaApi,
  restaurantForm,
  submit,
  submitAndCaptureBody,
  uniqueEmail,
} from './registration/helpers';
import { expectNoSeriousA11yViolations, expectToast } from './support/page-checks';

// Driver and restaurant sign-up: every validation message of SPEC section 5 in the browser, the
// toasts and success views of SPEC sections 2 and 8, the request bodies (never confirmPassword),
// server-side errors shown on their fields, and accessibility of both forms.

// The forms are long (the restaurant one has 40 controls) and each test fills or checks most of
// them plus several axe scans: a budget above the default, not a timing assertion.
test.describe.configure({ timeout: 90_000 });

test.describe('driver registration', () => {
  test('shows every validation message and focuses the first invalid field', async ({ page }) => {
    await page.goto('/driver-register');
    await expect(page.getByRole('heading', { level: 1, name: 'Register as Driver' })).toBeVisible();
    const form = driverForm(page);
    await expectNoSeriousA11yViolations(page);

    await submit(form);
    await expect(field(form, 'Full Name')).toBeFocused();
    for (const [label, message] of DRIVER_EMPTY_FORM_ERRORS) await expectFieldError(form, label, message);
    // Optional fields stay quiet.
    await expectFieldValid(form, 'Contact Address');
    await expectFieldValid(form, 'Bank Name');
    await expectNoSeriousA11yViolations(page);

    // After the first submit every change re-validates.
    await field(form, 'Full Name').fill('Dana Rider');
    await expectFieldValid(form, 'Full Name');
    await field(form, 'Email').fill('dana@example');
    await expectFieldError(form, 'Email', 'Invalid email');
    await field(form, 'Phone Number').fill('12');
    await expectFieldError(form, 'Phone Number', 'Invalid phone number');

    for (const label of ['Password', 'Confirm Password']) {
      await field(form, label).fill('abc');
      await expectFieldError(form, label, 'Password must be at least 6 characters');
    }

    await field(form, 'Password').fill('secret-one');
    await field(form, 'Confirm Password').fill('secret-two');
    await submit(form);
    await expectFieldValid(form, 'Password');
    await expectFieldError(form, 'Confirm Password', "Passwords don't match");

    await field(form, 'Confirm Password').fill('secret-one');
    await expectFieldValid(form, 'Confirm Password');
  });

  test('a successful application shows the toast and "Application Submitted!"', async ({ page }) => {
    await page.goto('/driver-register');
    // The payout rules of SPEC section 1 and the way in for those who already applied.
    for (const rule of [
      '$5.00 base per delivery plus $1.00 per km beyond 5 km.',
      'Tips up to $20 go fully to the driver; on tips above $20 a $5 fee is deducted.',
      '$15-25 per hour.',
    ]) {
      await expect(page.getByText(rule, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Sign in to the Driver App' })).toHaveAttribute(
      'href',
      '/driver-app',
    );

    const form = driverForm(page);
    const email = uniqueEmail('driver');
    await fillDriver(form, email);
    const body = await submitAndCaptureBody(page, form, '/api/drivers/register');
    expect(body).not.toHaveProperty('confirmPassword');
    expect(body).toMatchObject({
      name: 'Dana Rider',
      email,
      phone: '+1 416-555-0199',
      password: 'ride-safe-2026',
      contactAddress: '12 Queen St E, Toronto',
      vehicleType: 'scooter',
      vehicleNumber: 'SCT 4421',
      licenseNumber: 'D1234-56789-01234',
      availability: 'evenings',
      country: 'United States',
      city: 'New York',
    });

    const submitted = 'Your driver application has been submitted for approval.';
    await expectToast(page, 'Registration Successful!', submitted);
    const heading = page.getByRole('heading', { level: 1, name: 'Application Submitted!' });
    await expect(heading).toBeVisible();
    await expect(heading).toBeFocused();
    await expect(driverForm(page)).toHaveCount(0);

    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Fast Meals. Fast Rides. One App.');
  });

  test('the same email twice shows "Registration Failed" with the server message', async ({ page }) => {
    const email = uniqueEmail('driver-dup');
    await registerDriverViaApi(page, email);

    await page.goto('/driver-register');
    const form = driverForm(page);
    await fillDriver(form, email.toUpperCase());
    await submit(form);
    await expectToast(page, 'Registration Failed', 'An account with this email already exists');
    await expectFieldError(form, 'Email', 'An account with this email already exists');
    await expect(field(form, 'Email')).toBeFocused();
    await expect(page.getByRole('heading', { name: 'Application Submitted!' })).toHaveCount(0);

    // A changed email clears the server's message at once.
    await field(form, 'Email').fill(uniqueEmail('driver-other'));
    await expectFieldValid(form, 'Email');
  });

  test('server messages go on their fields; a lost request says "Please try again."', async ({ page }) => {
    let calls = 0;
    await page.route('**/api/drivers/register', async (route) => {
      calls += 1;
      if (calls === 1) {
        const fields = { vehicleNumber: 'This plate is already registered' };
        const message = `vehicleNumber: ${fields.vehicleNumber}`;
        await route.fulfill({ status: 400, json: { message, code: 'invalid_input', fields } });
      } else await route.abort('failed');
    });
    await page.goto('/driver-register');
    const form = driverForm(page);
    await fillDriver(form, uniqueEmail('driver-mock'));
    await submit(form);
    await expectToast(page, 'Registration Failed', 'vehicleNumber: This plate is already registered');
    await expectFieldError(form, 'Vehicle Number', 'This plate is already registered');
    await expect(field(form, 'Vehicle Number')).toBeFocused();

    await submit(form);
    await expectToast(page, 'Registration Failed', 'Please try again.');
    await expect(form).toBeVisible();
    expect(calls).toBe(2);
  });
});

test.describe('restaurant registration', () => {
  test('shows every validation message of SPEC section 5', async ({ page }) => {
    await page.goto('/restaurant-register');
    await expect(page.getByRole('heading', { level: 1, name: 'Register Your Restaurant' })).toBeVisible();
    const form = restaurantForm(page);
    await expectNoSeriousA11yViolations(page);

    await submit(form);
    await expect(field(form, 'Restaurant Name')).toBeFocused();
    for (const [label, message] of RESTAURANT_EMPTY_FORM_ERRORS) await expectFieldError(form, label, message);
    // The spec's defaults are valid as they stand, and hours are free text.
    const defaulted = ['Delivery Time', 'Delivery Fee', 'Minimum Order', 'Business Type', 'Bank Currency'];
    for (const label of defaulted) await expectFieldValid(form, label);
    await expect(field(form, 'Monday')).toHaveValue('10:00 AM - 10:00 PM');
    await expect(field(form, 'Monday')).not.toHaveAttribute('type', 'time');
    await expectNoSeriousA11yViolations(page);

    // Required lists that start with a default still say so when emptied.
    await field(form, 'Business Type').selectOption('');
    await expectFieldError(form, 'Business Type', 'Business type is required');
    await field(form, 'Bank Currency').selectOption('');
    await expectFieldError(form, 'Bank Currency', 'Bank currency is required');

    // Phones need at least 10 characters; emails must be valid; passwords at least 6.
    for (const [label, value, message] of [
      ['Phone Number', '416555', 'Phone number is required'],
      ['Owner Phone', '416555', 'Owner phone is required'],
      ['Email', 'owner@', 'Invalid email'],
      ['Owner Email', 'not an email', 'Valid owner email is required'],
      ['Password', '12345', 'Password must be at least 6 characters'],
      ['Confirm Password', '12345', 'Password must be at least 6 characters'],
    ] as const) {
      await field(form, label).fill(value);
      await expectFieldError(form, label, message);
    }
    await field(form, 'Password').fill('123456');
    await field(form, 'Confirm Password').fill('1234567');
    await submit(form);
    await expectFieldValid(form, 'Password');
    await expectFieldError(form, 'Confirm Password', "Passwords don't match");
    await expectNoSeriousA11yViolations(page);
  });

  test('a successful application is under review and sends the defaults', async ({ page }) => {
    await page.goto('/restaurant-register');
    for (const rule of ['Keep 100% of food sales.', 'Plus 20% of the delivery fee.', 'No commission.']) {
      await expect(page.getByText(rule, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Sign in to the Restaurant App' })).toHaveAttribute(
      'href',
      '/restaurant-app',
    );

    const form = restaurantForm(page);
    const email = uniqueEmail('restaurant');
    const name = `Forno Test ${Date.now()}`;
    await fillRestaurant(form, email, name);
    await field(form, 'Sunday').fill('');
    const body = await submitAndCaptureBody(page, form, '/api/restaurants/register');
    expect(body).not.toHaveProperty('confirmPassword');
    expect(body).toMatchObject({ name, email, password: 'pizza-oven-2026', cuisine: 'Italian' });
    // The spec's form defaults, and a day left empty sent as Closed.
    expect(body).toMatchObject({ ...RESTAURANT_DEFAULTS_SENT, sundayHours: 'Closed' });
    expect(body).not.toHaveProperty('latitude');

    await expectToast(
      page,
      'Registration Successful!',
      'Your restaurant application has been submitted for approval.',
    );
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your application is under review' }),
    ).toBeVisible();
    await expect(restaurantForm(page)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('the same email twice shows "Registration Failed" with the server message', async ({ page }) => {
    const email = uniqueEmail('restaurant-dup');
    await page.goto('/restaurant-register');
    await fillRestaurant(restaurantForm(page), email, 'Duplicate Test Kitchen');
    await submit(restaurantForm(page));
    await expect(page.getByRole('heading', { name: 'Your application is under review' })).toBeVisible();

    await page.reload();
    const form = restaurantForm(page);
    await fillRestaurant(form, email, 'Duplicate Test Kitchen Two');
    await submit(form);
    await expectToast(page, 'Registration Failed', 'An account with this email already exists');
    await expectFieldError(form, 'Email', 'An account with this email already exists');
    await expect(field(form, 'Email')).toBeFocused();
  });
});
