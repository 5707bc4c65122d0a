// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PASSWORD_TOO_COMMON, PASSWORD_TOO_SHORT } from '#domain/shared/fields.ts';
import { DriverRegistrationForm } from '#web/features/registration/components/driver/driver-registration-form.tsx';
import { RestaurantRegistrationForm } from '#web/features/registration/components/restaurant/restaurant-registration-form.tsx';
import { REGISTRATION_FAILED_TITLE } from '#web/features/registration/messages.ts';
import { findToast, jsonResponse, renderWithProviders, stubFetch } from '../../support/render';

// Both registration forms in a DOM: the server refuses a common password (the list lives on the
// server only) and the form shows its message under the password field and in the failure toast.
// In the browser only the spec's minimum of 6 characters is checked.

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A control by its label; a required label ends in " *". */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${escapeRegExp(label)}( \\*)?$`));

const tooCommon = () =>
  jsonResponse(
    {
      message: `password: ${PASSWORD_TOO_COMMON}`,
      code: 'invalid_input',
      fields: { password: PASSWORD_TOO_COMMON },
    },
    400,
  );

async function fill(user: UserEvent, values: ReadonlyArray<readonly [string, string]>) {
  for (const [label, value] of values) {
    const control = field(label);
    if (control instanceof HTMLSelectElement) await user.selectOptions(control, value);
    else await user.type(control, value);
  }
}

const DRIVER_FIELDS = [
  ['Full Name', 'Dana Rider'],
  ['Email', 'dana@example.com'],
  ['Phone Number', '+1 416-555-0199'],
  ['Password', 'password1'],
  ['Confirm Password', 'password1'],
  ['Vehicle Type', 'scooter'],
  ['Vehicle Number', 'SCT 4421'],
  ["Driver's License Number", 'D1234-56789-01234'],
] as const;

const RESTAURANT_FIELDS = [
  ['Restaurant Name', 'Forno Test'],
  ['Cuisine', 'Italian'],
  ['Description', 'Wood-fired pizza and fresh pasta made daily.'],
  ['Email', 'forno@example.com'],
  ['Phone Number', '416-555-0123'],
  ['Password', '123456'],
  ['Confirm Password', '123456'],
  ['Street Address', '100 King St W'],
  ['Business License Number', 'BL-2026-0042'],
  ['Tax ID', 'TX-987654'],
  ['Bank Country', 'Canada'],
  ['Bank Name', 'Maple Bank'],
  ['Account Holder Name', 'Forno Test Inc.'],
  ['Account Number', '000123456789'],
  ['Routing Number', '00011-222'],
  ['Account Type', 'Business'],
  ['Owner or Manager Name', 'Giulia Forno'],
  ['Owner Email', 'owner@example.com'],
  ['Owner Phone', '416-555-0124'],
  ['Signature Dish', 'Margherita'],
  ['Specialty Description', 'Neapolitan dough fermented for 48 hours.'],
  ['Delivery Experience', '1-2 years'],
  ['Preferred Cuisines', 'Italian, Mediterranean'],
  // Lists a browser shows preselected at the spec's defaults; happy-dom leaves them unselected.
  ['Delivery Time', '30-40 min'],
  ['Business Type', 'Restaurant'],
  ['Bank Currency', 'CAD'],
] as const;

describe.each([
  {
    kind: 'driver',
    url: '/api/drivers/register',
    Form: DriverRegistrationForm,
    values: DRIVER_FIELDS,
    password: 'password1',
  },
  {
    kind: 'restaurant',
    url: '/api/restaurants/register',
    Form: RestaurantRegistrationForm,
    values: RESTAURANT_FIELDS,
    password: '123456',
  },
])('the $kind registration form', ({ url, Form, values, password }) => {
  it('shows "This password is too common" from the server at the password field', async () => {
    const calls = stubFetch(tooCommon);
    const onRegistered = vi.fn();
    const { user } = renderWithProviders(<Form onRegistered={onRegistered} />, { toaster: true });

    await fill(user, values);
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    // The browser let the 6-character-or-longer common password through; the server refused it.
    await waitFor(() => expect(field('Password').getAttribute('aria-invalid')).toBe('true'));
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ url, method: 'POST', body: { password } });
    const passwordBox = field('Password');
    const messageId = passwordBox.getAttribute('aria-describedby')?.split(' ').at(-1);
    expect(messageId).toBeTruthy();
    expect(document.getElementById(messageId!)?.textContent).toBe(PASSWORD_TOO_COMMON);
    expect(document.activeElement).toBe(passwordBox);
    // Only the password field is blamed.
    expect(field('Confirm Password').getAttribute('aria-invalid')).toBeNull();
    expect(field('Email').getAttribute('aria-invalid')).toBeNull();

    const toast = await findToast(REGISTRATION_FAILED_TITLE);
    expect(within(toast).getByText(`password: ${PASSWORD_TOO_COMMON}`)).toBeTruthy();
    expect(onRegistered).not.toHaveBeenCalled();
  });

  it('checks only the minimum of 6 characters itself, and sends nothing while it is not met', async () => {
    const calls = stubFetch(tooCommon);
    const { user } = renderWithProviders(<Form onRegistered={vi.fn()} />);

    await fill(
      user,
      values.map(([label, value]) =>
        label === 'Password' || label === 'Confirm Password' ? ([label, '12345'] as const) : [label, value],
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    await waitFor(() => expect(field('Password').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText(PASSWORD_TOO_SHORT).length).toBeGreaterThan(0);
    expect(screen.queryByText(PASSWORD_TOO_COMMON)).toBeNull();
    expect(calls).toEqual([]);
  });
});
