// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { HOURS_FORMAT_MESSAGE } from '#domain/opening-hours/hours-text.ts';
import { DELIVERY_RADIUS_RANGE, DELIVERY_RADIUS_WHOLE } from '#domain/ordering/messages.ts';
import { RestaurantRegistrationForm } from '#web/features/registration/components/restaurant/restaurant-registration-form.tsx';
import { jsonResponse, renderWithProviders, stubFetch } from '../../support/render';

// The restaurant registration form's delivery radius, in its location section: 8 km unless the
// applicant changes it, sent as a whole number of km, refused at the field outside 1-50.

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A control by its label; a required label ends in " *". */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${escapeRegExp(label)}( \\*)?$`));

const RESTAURANT_FIELDS = [
  ['Restaurant Name', 'Forno Test'],
  ['Cuisine', 'Italian'],
  ['Description', 'Wood-fired pizza and fresh pasta made daily.'],
  ['Email', 'forno@example.com'],
  ['Phone Number', '416-555-0123'],
  ['Password', 'forno-oven-2026'],
  ['Confirm Password', 'forno-oven-2026'],
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

async function fillForm(user: UserEvent) {
  for (const [label, value] of RESTAURANT_FIELDS) {
    const control = field(label);
    if (control instanceof HTMLSelectElement) await user.selectOptions(control, value);
    else await user.type(control, value);
  }
}

const registered = () =>
  jsonResponse({ id: 42, name: 'Forno Test', email: 'forno@example.com', isApproved: false }, 201);

async function submit(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Submit Application' }));
}

describe('the restaurant registration form: delivery radius', () => {
  it('starts at 8 km in the location section and sends it as a number', async () => {
    const calls = stubFetch(registered);
    const onRegistered = vi.fn();
    const { user } = renderWithProviders(<RestaurantRegistrationForm onRegistered={onRegistered} />);
    const radius = field('Delivery radius (km)') as HTMLInputElement;
    expect(radius.value).toBe('8');
    expect(radius.closest('section, fieldset')?.textContent).toContain('Street Address');

    await fillForm(user);
    await submit(user);
    await waitFor(() => expect(onRegistered).toHaveBeenCalled());
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ url: '/api/restaurants/register', method: 'POST' });
    expect(calls[0]?.body).toMatchObject({ deliveryRadiusKm: 8 });
  });

  it('sends the radius the applicant types', async () => {
    const calls = stubFetch(registered);
    const onRegistered = vi.fn();
    const { user } = renderWithProviders(<RestaurantRegistrationForm onRegistered={onRegistered} />);
    await fillForm(user);
    const radius = field('Delivery radius (km)');
    await user.clear(radius);
    await user.type(radius, '15');
    await submit(user);
    await waitFor(() => expect(onRegistered).toHaveBeenCalled());
    expect(calls[0]?.body).toMatchObject({ deliveryRadiusKm: 15 });
  });

  it.each([
    ['60', DELIVERY_RADIUS_RANGE],
    ['0', DELIVERY_RADIUS_RANGE],
    ['2.5', DELIVERY_RADIUS_WHOLE],
  ])('refuses %s km at the field and sends nothing', async (typed, message) => {
    const calls = stubFetch(registered);
    const { user } = renderWithProviders(<RestaurantRegistrationForm onRegistered={vi.fn()} />);
    await fillForm(user);
    const radius = field('Delivery radius (km)');
    await user.clear(radius);
    await user.type(radius, typed);
    await submit(user);
    await waitFor(() => expect(field('Delivery radius (km)').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText(message).length).toBeGreaterThan(0);
    expect(calls).toEqual([]);
  });
});

describe('the restaurant registration form: opening hours', () => {
  it('refuses hours that do not read as hours under that day, sending nothing', async () => {
    const calls = stubFetch(registered);
    const { user } = renderWithProviders(<RestaurantRegistrationForm onRegistered={vi.fn()} />);
    await fillForm(user);
    const tuesday = field('Tuesday');
    await user.clear(tuesday);
    await user.type(tuesday, 'from ten till late');
    await submit(user);
    expect(await screen.findByText(HOURS_FORMAT_MESSAGE)).toBeTruthy();
    expect(tuesday.getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(0);
  });

  it('sends hours past midnight and around the clock as typed', async () => {
    const calls = stubFetch(registered);
    const onRegistered = vi.fn();
    const { user } = renderWithProviders(<RestaurantRegistrationForm onRegistered={onRegistered} />);
    await fillForm(user);
    await user.clear(field('Friday'));
    await user.type(field('Friday'), '6:00 PM - 2:00 AM');
    await user.clear(field('Saturday'));
    await user.type(field('Saturday'), 'Open 24 hours');
    await submit(user);
    await waitFor(() => expect(onRegistered).toHaveBeenCalled());
    expect(calls[0]?.body).toMatchObject({
      fridayHours: '6:00 PM - 2:00 AM',
      saturdayHours: 'Open 24 hours',
    });
  });
});
