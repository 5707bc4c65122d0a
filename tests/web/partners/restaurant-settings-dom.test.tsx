// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HOURS_FORMAT_MESSAGE } from '#domain/opening-hours/hours-text.ts';
import { DELIVERY_RADIUS_RANGE, DELIVERY_RADIUS_WHOLE } from '#domain/ordering/messages.ts';
import { PREP_LEAD_MESSAGE, TAX_RATE_MESSAGE } from '#domain/partners/requests.ts';
import type { RestaurantProfile } from '#domain/partners/responses.ts';
import { DELIVERY_TIMES } from '#domain/shared/options.ts';
import { OpenToggle } from '#web/features/partners/components/open-toggle.tsx';
import { SettingsDialog } from '#web/features/partners/components/settings/settings-dialog.tsx';
import { useRestaurantProfile } from '#web/features/partners/use-partner-profile.ts';
import { partnerProfileKey } from '#web/lib/partner-profile-key.ts';
import { PartnerSessionProvider } from '#web/lib/partner-session.tsx';
import {
  type FetchCall,
  findToast,
  jsonResponse,
  renderWithProviders,
  stubFetch,
  testQueryClient,
} from '../../support/render';

// The restaurant's Open toggle and Settings dialog in a DOM, used as a manager uses them: what each
// sends, what the manager is told, and what happens when the server refuses.

const profile: RestaurantProfile = {
  type: 'restaurant',
  id: 7,
  name: 'Nonna Rosa Pizzeria',
  cuisine: 'Italian',
  email: 'nonna@example.com',
  phone: '+1 416 555 0100',
  address: '120 King St W',
  city: 'Toronto',
  country: 'Canada',
  deliveryTime: '25-35 min',
  currency: 'CAD',
  deliveryFee: '4.99',
  minOrder: '15.00',
  taxRate: '13',
  pricesIncludeTax: false,
  deliveryRadiusKm: 8,
  rating: '4.80',
  ratingCount: 37,
  isOpen: true,
  imageUrl: null,
  description: 'Wood-fired pizza since 1987',
  mondayHours: '11:00 AM - 10:00 PM',
  tuesdayHours: '11:00 AM - 10:00 PM',
  wednesdayHours: '11:00 AM - 10:00 PM',
  thursdayHours: '11:00 AM - 10:00 PM',
  fridayHours: '11:00 AM - 11:00 PM',
  saturdayHours: '12:00 PM - 11:00 PM',
  sundayHours: 'Closed',
  timeZone: 'America/Toronto',
  prepLeadMinutes: 30,
  createdAt: '2026-01-10T12:00:00.000Z',
};

/** The profile's GET answers the profile as it stands; a PATCH gets `answer`. */
function profileServer(answer: (call: FetchCall) => Response | Promise<Response>) {
  return stubFetch((call) => (call.method === 'GET' ? jsonResponse(profile) : answer(call)));
}

const patches = (calls: FetchCall[]) => calls.filter((call) => call.method === 'PATCH');

/** The board's header: the toggle shows the cached profile's Open, as the board passes it. */
function BoardHeader() {
  const { restaurant } = useRestaurantProfile(() => {});
  return restaurant ? <OpenToggle isOpen={restaurant.isOpen} /> : null;
}

function renderWithProfile(ui: React.ReactElement, onUnauthorized = () => {}) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(partnerProfileKey, profile);
  return renderWithProviders(
    <PartnerSessionProvider onUnauthorized={onUnauthorized}>{ui}</PartnerSessionProvider>,
    { queryClient, toaster: true },
  );
}

describe('the Open toggle', () => {
  it('closes the restaurant: sends only isOpen, flips at once and says customers cannot order', async () => {
    let answer: (response: Response) => void = () => {};
    const calls = profileServer(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { user } = renderWithProfile(<BoardHeader />);
    const toggle = screen.getByRole('switch', { name: 'Open' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText('Taking orders')).toBeTruthy();
    await user.click(toggle);
    await waitFor(() => expect(patches(calls)).toHaveLength(1));
    expect(patches(calls)[0]).toEqual({
      url: '/api/restaurant/profile',
      method: 'PATCH',
      body: { isOpen: false },
    });
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Open' }).getAttribute('aria-checked')).toBe('false'),
    );
    expect(screen.getByText('Closed')).toBeTruthy();
    answer(jsonResponse({ ...profile, isOpen: false }));
    const toast = await findToast('You are closed');
    expect(within(toast).getByText('Customers cannot place new orders until you open.')).toBeTruthy();
  });

  it('opens a closed restaurant and says customers can order again', async () => {
    const calls = stubFetch((call) =>
      call.method === 'GET' ? jsonResponse({ ...profile, isOpen: false }) : jsonResponse(profile),
    );
    const queryClient = testQueryClient();
    queryClient.setQueryData(partnerProfileKey, { ...profile, isOpen: false });
    const { user } = renderWithProviders(<BoardHeader />, { queryClient, toaster: true });
    await user.click(screen.getByRole('switch', { name: 'Open' }));
    const toast = await findToast('You are open');
    expect(within(toast).getByText('Customers can order from you again.')).toBeTruthy();
    expect(patches(calls)[0]?.body).toEqual({ isOpen: true });
    expect(screen.getByRole('switch', { name: 'Open' }).getAttribute('aria-checked')).toBe('true');
  });

  it('flips back and says why when the server refuses', async () => {
    profileServer(() => jsonResponse({ message: 'Your restaurant is not approved yet' }, 409));
    const { user } = renderWithProfile(<BoardHeader />);
    await user.click(screen.getByRole('switch', { name: 'Open' }));
    const toast = await findToast('Could not update your restaurant');
    expect(within(toast).getByText('Your restaurant is not approved yet')).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Open' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText('Taking orders')).toBeTruthy();
  });

  it('hands the tablet back to the sign-in when the session is gone, without a toast', async () => {
    profileServer(() => jsonResponse({ message: 'Not signed in' }, 401));
    const onUnauthorized = vi.fn();
    const { user } = renderWithProfile(<BoardHeader />, onUnauthorized);
    await user.click(screen.getByRole('switch', { name: 'Open' }));
    await waitFor(() => expect(onUnauthorized).toHaveBeenCalled());
    expect(screen.queryByText('Could not update your restaurant')).toBeNull();
  });
});

describe('Restaurant settings', () => {
  async function openSettings(user: ReturnType<typeof renderWithProfile>['user']) {
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restaurant settings' });
    return within(dialog).getByRole('form', { name: 'Restaurant settings' });
  }

  it('starts from the stored profile', async () => {
    profileServer(() => jsonResponse(profile));
    const { user } = renderWithProfile(<SettingsDialog profile={profile} />);
    const form = await openSettings(user);
    expect(within(form).getByRole('switch', { name: 'Open for orders' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect((within(form).getByLabelText(/^Description/) as HTMLTextAreaElement).value).toBe(
      profile.description,
    );
    expect((within(form).getByLabelText('Delivery fee (CAD)') as HTMLInputElement).value).toBe('4.99');
    expect((within(form).getByLabelText('Minimum order (CAD)') as HTMLInputElement).value).toBe('15.00');
    expect((within(form).getByLabelText('Delivery radius (km)') as HTMLInputElement).value).toBe('8');
    expect((within(form).getByLabelText('Friday') as HTMLInputElement).value).toBe('11:00 AM - 11:00 PM');
    expect(
      within(within(form).getByLabelText('Delivery time'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([...DELIVERY_TIMES]);
    expect(within(form).getByRole('group', { name: 'Opening hours' })).toBeTruthy();
  });

  it('sends the whole form, an emptied day as Closed, closes and says the changes are live', async () => {
    const calls = profileServer(() => jsonResponse({ ...profile, deliveryFee: '3.50' }));
    const { user } = renderWithProfile(<SettingsDialog profile={profile} />);
    const form = await openSettings(user);
    // happy-dom reports no selected option while React attaches the select, so react-hook-form
    // takes its first option (a browser shows the stored one): the manager picks the time.
    await user.selectOptions(within(form).getByLabelText('Delivery time'), '25-35 min');
    await user.selectOptions(within(form).getByLabelText('Time zone'), 'America/Toronto');
    const fee = within(form).getByLabelText('Delivery fee (CAD)');
    await user.clear(fee);
    await user.type(fee, '3.50');
    await user.clear(within(form).getByLabelText('Monday'));
    await user.click(within(form).getByRole('switch', { name: 'Open for orders' }));
    await user.click(within(form).getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(patches(calls)).toEqual([
      {
        url: '/api/restaurant/profile',
        method: 'PATCH',
        body: {
          isOpen: false,
          description: 'Wood-fired pizza since 1987',
          deliveryTime: '25-35 min',
          deliveryFee: '3.50',
          minOrder: '15.00',
          taxRate: '13',
          pricesIncludeTax: false,
          deliveryRadiusKm: 8,
          imageUrl: null,
          timeZone: 'America/Toronto',
          prepLeadMinutes: 30,
          mondayHours: 'Closed',
          tuesdayHours: '11:00 AM - 10:00 PM',
          wednesdayHours: '11:00 AM - 10:00 PM',
          thursdayHours: '11:00 AM - 10:00 PM',
          fridayHours: '11:00 AM - 11:00 PM',
          saturdayHours: '12:00 PM - 11:00 PM',
          sundayHours: 'Closed',
        },
      },
    ]);
    const toast = await findToast('Settings saved');
    expect(within(toast).getByText('Customers see the changes right away.')).toBeTruthy();
  });

  it('sends a new delivery radius as a whole number of km', async () => {
    const calls = profileServer(() => jsonResponse({ ...profile, deliveryRadiusKm: 12 }));
    const { user } = renderWithProfile(<SettingsDialog profile={profile} />);
    const form = await openSettings(user);
    await user.selectOptions(within(form).getByLabelText('Delivery time'), '25-35 min');
    const radius = within(form).getByLabelText('Delivery radius (km)');
    await user.clear(radius);
    await user.type(radius, '12');
    await user.click(within(form).getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(patches(calls)).toHaveLength(1);
    expect(patches(calls)[0]?.body).toMatchObject({ deliveryRadiusKm: 12 });
  });

  it.each([
    ['0', DELIVERY_RADIUS_RANGE],
    ['51', DELIVERY_RADIUS_RANGE],
    ['', DELIVERY_RADIUS_RANGE],
    ['7.5', DELIVERY_RADIUS_WHOLE],
  ])('refuses a delivery radius of "%s" at the field, sending nothing', async (typed, message) => {
    const calls = profileServer(() => jsonResponse(profile));
    const { user } = renderWithProfile(<SettingsDialog profile={profile} />);
    const form = await openSettings(user);
    await user.selectOptions(within(form).getByLabelText('Delivery time'), '25-35 min');
    const radius = within(form).getByLabelText('Delivery radius (km)');
    await user.clear(radius);
    if (typed) await user.type(radius, typed);
    await user.click(within(form).getByRole('button', { name: 'Save Settings' }));
    expect(await within(form).findByText(message)).toBeTruthy();
    expect(radius.getAttribute('aria-invalid')).toBe('true');
    expect(patches(calls)).toHaveLength(0);
  });

  it('says what is wrong, at the field, and sends nothing', async () => {
    const calls = profileServer(() => jsonResponse(profile));
    const { user } = renderWithProfile(<SettingsDialog profile={profile} />);
    const form = await openSettings(user);
    await user.selectOptions(within(form).getByLabelText('Delivery time'), '25-35 min');
    await user.clear(within(form).getByLabelText(/^Description/));
    const fee = within(form).getByLabelText('Delivery fee (CAD)');
    await user.clear(fee);
    await user.type(fee, '1.234');
    await user.clear(within(form).getByLabelText('Minimum order (CAD)'));
    await user.type(within(form).getByLabelText('Image URL'), 'not a link');
    await user.click(within(form).getByRole('button', { name: 'Save Settings' }));
    expect(await within(form).findByText('Restaurant description is required')).toBeTruthy();
    expect(
      within(form).getByText('Delivery fee must be a non-negative amount with at most 2 decimal places'),
    ).toBeTruthy();
    expect(within(form).getByText('Minimum order is required')).toBeTruthy();
    expect(within(form).getByText('Must be a valid URL')).toBeTruthy();
    expect(
      within(form)
        .getByLabelText(/^Description/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(patches(calls)).toHaveLength(0);
  });

  it('sends a new time zone and preparation lead', async () => {
    const calls = profileServer(() =>
      jsonResponse({ ...profile, timeZone: 'Asia/Tokyo', prepLeadMinutes: 45 }),
    );
    const { user } = renderWithProfile(<SettingsDialog profile={profile} />);
    const form = await openSettings(user);
    await user.selectOptions(within(form).getByLabelText('Delivery time'), '25-35 min');
    await user.selectOptions(within(form).getByLabelText('Time zone'), 'Asia/Tokyo');
    const lead = within(form).getByLabelText('Preparation lead (minutes)');
    await user.clear(lead);
    await user.type(lead, '45');
    await user.click(within(form).getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(patches(calls)[0]?.body).toMatchObject({ timeZone: 'Asia/Tokyo', prepLeadMinutes: 45 });
  });

  it.each([
    ['Monday', 'from ten till late', HOURS_FORMAT_MESSAGE],
    ['Preparation lead (minutes)', '300', PREP_LEAD_MESSAGE],
  ])('refuses %s of "%s" at the field, sending nothing', async (label, typed, message) => {
    const calls = profileServer(() => jsonResponse(profile));
    const { user } = renderWithProfile(<SettingsDialog profile={profile} />);
    const form = await openSettings(user);
    await user.selectOptions(within(form).getByLabelText('Delivery time'), '25-35 min');
    const input = within(form).getByLabelText(label);
    await user.clear(input);
    await user.type(input, typed);
    await user.click(within(form).getByRole('button', { name: 'Save Settings' }));
    expect(await within(form).findByText(message)).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(patches(calls)).toHaveLength(0);
  });

  it('stays open and says why when the server refuses without naming a field', async () => {
    profileServer(() => jsonResponse({ message: 'Your restaurant is not approved yet' }, 409));
    const { user } = renderWithProfile(<SettingsDialog profile={profile} />);
    const form = await openSettings(user);
    await user.selectOptions(within(form).getByLabelText('Delivery time'), '25-35 min');
    await user.click(within(form).getByRole('button', { name: 'Save Settings' }));
    const toast = await findToast('Could not update your restaurant');
    expect(within(toast).getByText('Your restaurant is not approved yet')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Restaurant settings' })).toBeTruthy();
  });

  it("shows the server's refusal at the fields it names, focused, with no toast", async () => {
    profileServer(() =>
      jsonResponse(
        {
          message: 'deliveryFee: Delivery fee must be less than $140.00',
          code: 'invalid_input',
          fields: { deliveryFee: 'Delivery fee must be less than $140.00', taxRate: TAX_RATE_MESSAGE },
        },
        400,
      ),
    );
    const { user } = renderWithProfile(<SettingsDialog profile={profile} />);
    const form = await openSettings(user);
    await user.selectOptions(within(form).getByLabelText('Delivery time'), '25-35 min');
    await user.click(within(form).getByRole('button', { name: 'Save Settings' }));
    expect(await within(form).findByText('Delivery fee must be less than $140.00')).toBeTruthy();
    const fee = within(form).getByLabelText('Delivery fee (CAD)');
    expect(fee.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(fee);
    expect(within(form).getByText(TAX_RATE_MESSAGE)).toBeTruthy();
    expect(within(form).getByLabelText('Tax rate (%)').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('dialog', { name: 'Restaurant settings' })).toBeTruthy();
    expect(screen.queryByText('Could not update your restaurant')).toBeNull();
  });

  it('closes without sending anything on Cancel', async () => {
    const calls = profileServer(() => jsonResponse(profile));
    const { user } = renderWithProfile(<SettingsDialog profile={profile} />);
    const form = await openSettings(user);
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(patches(calls)).toHaveLength(0);
  });
});

describe("Restaurant settings: money in the restaurant's currency, and its tax", () => {
  async function openSettings(user: ReturnType<typeof renderWithProfile>['user']) {
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restaurant settings' });
    const form = within(dialog).getByRole('form', { name: 'Restaurant settings' });
    await user.selectOptions(within(form).getByLabelText('Delivery time'), '25-35 min');
    return form;
  }

  const yenProfile: RestaurantProfile = {
    ...profile,
    name: 'Kazeya Ramen',
    city: 'Tokyo',
    country: 'Japan',
    currency: 'JPY',
    deliveryFee: '350',
    minOrder: '1500',
    taxRate: '10',
    pricesIncludeTax: true,
  };

  it('names the currency on the amounts and steps them by the cent, with the limit in dollars', async () => {
    profileServer(() => jsonResponse(profile));
    const { user } = renderWithProfile(<SettingsDialog profile={profile} />);
    const form = await openSettings(user);
    const fee = within(form).getByLabelText('Delivery fee (CAD)');
    expect(fee.getAttribute('step')).toBe('0.01');
    expect(within(form).getByLabelText('Minimum order (CAD)').getAttribute('step')).toBe('0.01');
    expect(within(form).getByText('In CAD, below $140.00.')).toBeTruthy();
    expect(within(form).getByText('In CAD, below $14,000.00.')).toBeTruthy();
    expect((within(form).getByLabelText('Tax rate (%)') as HTMLInputElement).value).toBe('13');
    const includesTax = within(form).getByRole('switch', { name: 'Prices include tax' });
    expect(includesTax.getAttribute('aria-checked')).toBe('false');
    expect(within(form).getByText('The tax is added to the order on top of the menu prices.')).toBeTruthy();
  });

  it('types yen in whole amounts: the step, the hint and the limit in yen', async () => {
    profileServer(() => jsonResponse(yenProfile));
    const { user } = renderWithProfile(<SettingsDialog profile={yenProfile} />);
    const form = await openSettings(user);
    const fee = within(form).getByLabelText('Delivery fee (JPY)') as HTMLInputElement;
    expect(fee.value).toBe('350');
    expect(fee.getAttribute('step')).toBe('1');
    expect(within(form).getByLabelText('Minimum order (JPY)').getAttribute('step')).toBe('1');
    expect(within(form).getByText('In JPY, a whole amount, below ¥15,000.')).toBeTruthy();
    expect(
      within(form).getByRole('switch', { name: 'Prices include tax' }).getAttribute('aria-checked'),
    ).toBe('true');
    expect(
      within(form).getByText('Menu prices already include the tax; the receipt shows the part that is tax.'),
    ).toBeTruthy();
    expect(form.textContent).not.toContain('$');
  });

  it.each([
    ['350.5', 'Delivery fee must be a whole amount in JPY'],
    ['15000', 'Delivery fee must be less than ¥15,000'],
  ])('refuses a yen fee of "%s" at the field, sending nothing', async (typed, message) => {
    const calls = profileServer(() => jsonResponse(yenProfile));
    const { user } = renderWithProfile(<SettingsDialog profile={yenProfile} />);
    const form = await openSettings(user);
    const fee = within(form).getByLabelText('Delivery fee (JPY)');
    await user.clear(fee);
    await user.type(fee, typed);
    await user.click(within(form).getByRole('button', { name: 'Save Settings' }));
    expect(await within(form).findByText(message)).toBeTruthy();
    expect(fee.getAttribute('aria-invalid')).toBe('true');
    expect(patches(calls)).toHaveLength(0);
  });

  it('refuses a yen minimum order with decimals at the field', async () => {
    const calls = profileServer(() => jsonResponse(yenProfile));
    const { user } = renderWithProfile(<SettingsDialog profile={yenProfile} />);
    const form = await openSettings(user);
    const minimum = within(form).getByLabelText('Minimum order (JPY)');
    await user.clear(minimum);
    await user.type(minimum, '1500.25');
    await user.click(within(form).getByRole('button', { name: 'Save Settings' }));
    expect(await within(form).findByText('Minimum order must be a whole amount in JPY')).toBeTruthy();
    expect(patches(calls)).toHaveLength(0);
  });

  it('saves a new tax rate and prices that include tax, and the form then shows them', async () => {
    const stored = { ...profile, taxRate: '14.975', pricesIncludeTax: true };
    const calls = profileServer(() => jsonResponse(stored));
    const { user, queryClient } = renderWithProfile(<SettingsDialog profile={profile} />);
    const form = await openSettings(user);
    const rate = within(form).getByLabelText('Tax rate (%)');
    await user.clear(rate);
    await user.type(rate, '14.975');
    await user.click(within(form).getByRole('switch', { name: 'Prices include tax' }));
    await user.click(within(form).getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(patches(calls)).toHaveLength(1);
    expect(patches(calls)[0]?.body).toMatchObject({ taxRate: '14.975', pricesIncludeTax: true });
    expect(queryClient.getQueryData(partnerProfileKey)).toMatchObject({
      taxRate: '14.975',
      pricesIncludeTax: true,
    });
    await findToast('Settings saved');
  });

  it.each(['31', '1.2345', '', '-1'])(
    'refuses a tax rate of "%s" at the field, sending nothing',
    async (typed) => {
      const calls = profileServer(() => jsonResponse(profile));
      const { user } = renderWithProfile(<SettingsDialog profile={profile} />);
      const form = await openSettings(user);
      const rate = within(form).getByLabelText('Tax rate (%)');
      await user.clear(rate);
      if (typed) await user.type(rate, typed);
      await user.click(within(form).getByRole('button', { name: 'Save Settings' }));
      expect(await within(form).findByText(TAX_RATE_MESSAGE)).toBeTruthy();
      expect(rate.getAttribute('aria-invalid')).toBe('true');
      expect(patches(calls)).toHaveLength(0);
    },
  );

  it('reaches the tax switch from the keyboard and flips it with Space', async () => {
    const calls = profileServer(() => jsonResponse(profile));
    const { user } = renderWithProfile(<SettingsDialog profile={profile} />);
    const form = await openSettings(user);
    within(form).getByLabelText('Tax rate (%)').focus();
    await user.tab();
    const includesTax = within(form).getByRole('switch', { name: 'Prices include tax' });
    expect(document.activeElement).toBe(includesTax);
    await user.keyboard(' ');
    expect(includesTax.getAttribute('aria-checked')).toBe('true');
    await user.click(within(form).getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(patches(calls)).toHaveLength(1));
    expect(patches(calls)[0]?.body).toMatchObject({ pricesIncludeTax: true });
  });
});
