// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DELIVERY_RADIUS_RANGE, DELIVERY_RADIUS_WHOLE } from '#domain/ordering/messages.ts';
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
  deliveryFee: '4.99',
  minOrder: '15.00',
  deliveryRadiusKm: 8,
  rating: '4.80',
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
    expect((within(form).getByLabelText('Delivery fee ($)') as HTMLInputElement).value).toBe('4.99');
    expect((within(form).getByLabelText('Minimum order ($)') as HTMLInputElement).value).toBe('15.00');
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
    const fee = within(form).getByLabelText('Delivery fee ($)');
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
          deliveryRadiusKm: 8,
          imageUrl: null,
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
    const fee = within(form).getByLabelText('Delivery fee ($)');
    await user.clear(fee);
    await user.type(fee, '1.234');
    await user.clear(within(form).getByLabelText('Minimum order ($)'));
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

  it('stays open and says why when the server refuses', async () => {
    profileServer(() => jsonResponse({ message: 'Delivery fee must be less than 100.00' }, 400));
    const { user } = renderWithProfile(<SettingsDialog profile={profile} />);
    const form = await openSettings(user);
    await user.selectOptions(within(form).getByLabelText('Delivery time'), '25-35 min');
    await user.click(within(form).getByRole('button', { name: 'Save Settings' }));
    const toast = await findToast('Could not update your restaurant');
    expect(within(toast).getByText('Delivery fee must be less than 100.00')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Restaurant settings' })).toBeTruthy();
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
