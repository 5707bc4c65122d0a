// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { RestaurantProfile } from '#domain/partners/responses.ts';
import {
  ENDS_BEFORE_STARTS,
  PERCENT_RANGE,
  PROMO_CODE_FORMAT,
  VALUE_POSITIVE,
} from '#domain/promotions/requests.ts';
import type { Promotion } from '#domain/promotions/responses.ts';
import { promotionsKey } from '#web/features/promotions/api/promotions-api.ts';
import { PromotionsManager } from '#web/features/promotions/components/promotions-manager.tsx';
import { promotionTime } from '#web/features/promotions/promotion-text.ts';
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

// The restaurant's Promotions tab in a DOM, used as a manager uses it: the list in the restaurant's
// currency, the add and edit dialog with the domain's and the server's messages at the fields, the
// Active switch and the delete confirmation, and what each sends.

const DAY = 86_400_000;

const profile: RestaurantProfile = {
  type: 'restaurant',
  id: 12,
  name: 'The Brick Lane Curry House',
  cuisine: 'Indian',
  email: 'bricklane@example.com',
  phone: '+44 20 7946 0000',
  address: '77 Brick Lane',
  city: 'London',
  country: 'United Kingdom',
  deliveryTime: '30-40 min',
  currency: 'GBP',
  deliveryFee: '2.49',
  minOrder: '12.00',
  taxRate: '20',
  pricesIncludeTax: true,
  deliveryRadiusKm: 6,
  rating: '4.60',
  ratingCount: 37,
  isOpen: true,
  imageUrl: null,
  description: 'Curries since 1978',
  mondayHours: '12:00 PM - 11:00 PM',
  tuesdayHours: '12:00 PM - 11:00 PM',
  wednesdayHours: '12:00 PM - 11:00 PM',
  thursdayHours: '12:00 PM - 11:00 PM',
  fridayHours: '12:00 PM - 11:30 PM',
  saturdayHours: '12:00 PM - 11:30 PM',
  sundayHours: 'Closed',
  timeZone: 'America/Toronto',
  prepLeadMinutes: 30,
  createdAt: '2026-01-10T12:00:00.000Z',
};

const stamp = '2026-11-01T09:00:00.000Z';
const welcome: Promotion = {
  id: 3,
  restaurantId: 12,
  title: 'Welcome 10% off',
  kind: 'percent',
  value: '10',
  minSubtotal: '15.00',
  firstOrderOnly: true,
  code: null,
  startsAt: null,
  endsAt: null,
  isActive: true,
  currency: 'GBP',
  createdAt: stamp,
  updatedAt: stamp,
};
const lunch: Promotion = {
  ...welcome,
  id: 4,
  title: 'Lunch deal',
  kind: 'amount',
  value: '2.00',
  minSubtotal: '0.00',
  firstOrderOnly: false,
  code: 'LUNCH2',
  startsAt: new Date(Date.now() + DAY).toISOString(),
  endsAt: new Date(Date.now() + 8 * DAY).toISOString(),
};
const summer: Promotion = {
  ...welcome,
  id: 5,
  title: 'Summer sale',
  firstOrderOnly: false,
  minSubtotal: '0',
  endsAt: new Date(Date.now() - DAY).toISOString(),
};
const paused: Promotion = {
  ...welcome,
  id: 6,
  title: 'Quiet Mondays',
  firstOrderOnly: false,
  isActive: false,
};

/**
 * The promotions API as the server answers it: the list as it stands, POST adds, PATCH merges,
 * DELETE removes. `refuse` answers a change instead when it returns a response.
 */
function promotionsServer(
  initial: Promotion[],
  refuse: (call: FetchCall) => Response | undefined = () => undefined,
  restaurant: RestaurantProfile = profile,
) {
  let list = [...initial];
  const calls = stubFetch((call) => {
    if (call.url === '/api/partner/profile') return jsonResponse(restaurant);
    if (call.method === 'GET') return jsonResponse(list);
    const refusal = refuse(call);
    if (refusal) return refusal;
    const body = call.body as Partial<Promotion>;
    if (call.method === 'POST') {
      const created: Promotion = {
        ...welcome,
        ...body,
        id: 40,
        code: body.code ?? null,
        createdAt: stamp,
        updatedAt: stamp,
      } as Promotion;
      list = [...list, created];
      return jsonResponse(created, 201);
    }
    const id = Number(call.url.split('/').pop());
    if (call.method === 'DELETE') {
      list = list.filter((promotion) => promotion.id !== id);
      return new Response(null, { status: 204 });
    }
    list = list.map((promotion) =>
      promotion.id === id ? ({ ...promotion, ...body } as Promotion) : promotion,
    );
    return jsonResponse(list.find((promotion) => promotion.id === id));
  });
  return calls;
}

const changes = (calls: FetchCall[]) => calls.filter((call) => call.method !== 'GET');

function renderManager(
  list: Promotion[],
  restaurant: RestaurantProfile = profile,
  onUnauthorized = () => {},
) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(partnerProfileKey, restaurant);
  queryClient.setQueryData(promotionsKey, list);
  return renderWithProviders(
    <PartnerSessionProvider onUnauthorized={onUnauthorized}>
      <PromotionsManager />
    </PartnerSessionProvider>,
    { queryClient, toaster: true },
  );
}

function row(title: string): HTMLElement {
  const heading = screen.getByRole('heading', { name: new RegExp(`^${title}`) });
  const item = heading.closest('li');
  if (!item) throw new Error(`no row for ${title}`);
  return item;
}

async function openNew(user: ReturnType<typeof renderManager>['user']) {
  await user.click(screen.getByRole('button', { name: 'New Promotion' }));
  const dialog = await screen.findByRole('dialog', { name: 'New promotion' });
  return within(dialog).getByRole('form', { name: 'Promotion' });
}

describe('the Promotions tab', () => {
  it('lists what each promotion gives in the currency, for which orders, its code, dates and state', () => {
    promotionsServer([welcome, lunch, summer, paused]);
    renderManager([welcome, lunch, summer, paused]);
    expect(screen.getByRole('heading', { name: 'Promotions (4)' })).toBeTruthy();

    const first = row('Welcome 10% off');
    expect(within(first).getByText('10% off')).toBeTruthy();
    expect(within(first).getByText('Orders from £15.00')).toBeTruthy();
    expect(within(first).getByText('First order only')).toBeTruthy();
    expect(within(first).getByText('No code: applies by itself')).toBeTruthy();
    expect(within(first).getByText('No end date')).toBeTruthy();
    expect(within(first).getByText('Running')).toBeTruthy();
    expect(
      within(first).getByRole('switch', { name: 'Welcome 10% off active' }).getAttribute('aria-checked'),
    ).toBe('true');

    const second = row('Lunch deal');
    expect(within(second).getByText('£2.00 off')).toBeTruthy();
    expect(within(second).getByText('Any order')).toBeTruthy();
    expect(within(second).queryByText('First order only')).toBeNull();
    expect(within(second).getByText('Code LUNCH2')).toBeTruthy();
    expect(
      within(second).getByText(
        `From ${promotionTime(lunch.startsAt as string)} until ${promotionTime(lunch.endsAt as string)}`,
      ),
    ).toBeTruthy();
    expect(within(second).getByText('Scheduled')).toBeTruthy();

    expect(within(row('Summer sale')).getByText('Ended')).toBeTruthy();
    expect(
      within(row('Summer sale')).getByText(`Until ${promotionTime(summer.endsAt as string)}`),
    ).toBeTruthy();
    const off = row('Quiet Mondays');
    expect(within(off).getByText('Off')).toBeTruthy();
    expect(
      within(off).getByRole('switch', { name: 'Quiet Mondays active' }).getAttribute('aria-checked'),
    ).toBe('false');
    expect(document.body.textContent).not.toContain('$');
  });

  it('shows yen amounts whole, with no dollar sign', () => {
    const yen = { ...profile, currency: 'JPY', country: 'Japan' };
    const list: Promotion[] = [
      { ...lunch, currency: 'JPY', value: '300', minSubtotal: '1500', title: 'Ramen night' },
    ];
    promotionsServer(list, undefined, yen);
    renderManager(list, yen);
    expect(within(row('Ramen night')).getByText('¥300 off')).toBeTruthy();
    expect(within(row('Ramen night')).getByText('Orders from ¥1,500')).toBeTruthy();
    expect(screen.getByText(/in JPY, paid by your restaurant/)).toBeTruthy();
    expect(document.body.textContent).not.toContain('$');
  });

  it('says when there is none yet', () => {
    promotionsServer([]);
    renderManager([]);
    expect(screen.getByRole('heading', { name: 'Promotions (0)' })).toBeTruthy();
    expect(screen.getByText('No promotions yet')).toBeTruthy();
  });

  it('says so and offers a retry when the list cannot be read', async () => {
    stubFetch((call) =>
      call.url === '/api/partner/profile'
        ? jsonResponse(profile)
        : jsonResponse({ message: 'The database is busy' }, 503),
    );
    const queryClient = testQueryClient();
    queryClient.setQueryData(partnerProfileKey, profile);
    renderWithProviders(<PromotionsManager />, { queryClient });
    expect(await screen.findByText('Could not load your promotions')).toBeTruthy();
    expect(screen.getByText('The database is busy')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('New promotion', () => {
  it('sends the promotion as typed, closes, says so and lists it', async () => {
    const calls = promotionsServer([]);
    const { user } = renderManager([]);
    const form = await openNew(user);
    await user.type(within(form).getByLabelText(/^Title/), 'Two pounds off your first order');
    await user.selectOptions(within(form).getByLabelText('Kind'), 'amount');
    const value = within(form).getByLabelText(/^Value \(GBP\)/);
    expect(value.getAttribute('step')).toBe('0.01');
    await user.type(value, '2.50');
    const minimum = within(form).getByLabelText('Minimum subtotal (GBP)');
    await user.clear(minimum);
    await user.type(minimum, '15');
    await user.type(within(form).getByLabelText('Code'), 'welcome-2');
    await user.type(within(form).getByLabelText('Starts'), '2026-12-01T10:00');
    await user.click(within(form).getByRole('switch', { name: 'First order only' }));
    await user.click(within(form).getByRole('button', { name: 'Add Promotion' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(changes(calls)).toEqual([
      {
        url: '/api/restaurant/promotions',
        method: 'POST',
        body: {
          title: 'Two pounds off your first order',
          kind: 'amount',
          value: '2.50',
          minSubtotal: '15',
          firstOrderOnly: true,
          code: 'WELCOME-2',
          startsAt: new Date('2026-12-01T10:00').toISOString(),
          endsAt: null,
          isActive: true,
        },
      },
    ]);
    const toast = await findToast('Promotion added');
    expect(within(toast).getByText('Two pounds off your first order is saved.')).toBeTruthy();
    const added = await waitFor(() => row('Two pounds off your first order'));
    expect(within(added).getByText('£2.50 off')).toBeTruthy();
    expect(within(added).getByText('Code WELCOME-2')).toBeTruthy();
  });

  it("says what is wrong at each field with the domain's messages, and sends nothing", async () => {
    const calls = promotionsServer([]);
    const { user } = renderManager([]);
    const form = await openNew(user);
    await user.type(within(form).getByLabelText(/^Value \(%\)/), '150');
    await user.type(within(form).getByLabelText('Code'), 'a!');
    await user.type(within(form).getByLabelText('Starts'), '2026-12-05T10:00');
    await user.type(within(form).getByLabelText('Ends'), '2026-12-01T10:00');
    await user.click(within(form).getByRole('button', { name: 'Add Promotion' }));
    expect(await within(form).findByText('Title is required')).toBeTruthy();
    expect(within(form).getByText(PERCENT_RANGE)).toBeTruthy();
    expect(within(form).getByText(PROMO_CODE_FORMAT)).toBeTruthy();
    expect(within(form).getByText(ENDS_BEFORE_STARTS)).toBeTruthy();
    expect(
      within(form)
        .getByLabelText(/^Title/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(
      within(form)
        .getByLabelText(/^Value/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(within(form).getByLabelText('Code').getAttribute('aria-invalid')).toBe('true');
    expect(changes(calls)).toHaveLength(0);
  });

  it('refuses a value of 0', async () => {
    const calls = promotionsServer([]);
    const { user } = renderManager([]);
    const form = await openNew(user);
    await user.type(within(form).getByLabelText(/^Title/), 'Nothing off');
    await user.type(within(form).getByLabelText(/^Value/), '0');
    await user.click(within(form).getByRole('button', { name: 'Add Promotion' }));
    expect(await within(form).findByText(VALUE_POSITIVE)).toBeTruthy();
    expect(changes(calls)).toHaveLength(0);
  });

  it("types yen amounts whole and refuses decimals with the server's words", async () => {
    const yen = { ...profile, currency: 'JPY', country: 'Japan' };
    const calls = promotionsServer([], undefined, yen);
    const { user } = renderManager([], yen);
    const form = await openNew(user);
    await user.type(within(form).getByLabelText(/^Title/), 'Ramen night');
    await user.selectOptions(within(form).getByLabelText('Kind'), 'amount');
    const value = within(form).getByLabelText(/^Value \(JPY\)/);
    expect(value.getAttribute('step')).toBe('1');
    await user.type(value, '300.5');
    const minimum = within(form).getByLabelText('Minimum subtotal (JPY)');
    await user.clear(minimum);
    await user.type(minimum, '1500.5');
    await user.click(within(form).getByRole('button', { name: 'Add Promotion' }));
    expect(await within(form).findByText('Value must be a whole amount in JPY')).toBeTruthy();
    expect(within(form).getByText('Minimum subtotal must be a whole amount in JPY')).toBeTruthy();
    expect(changes(calls)).toHaveLength(0);
  });

  it("shows the server's refusal at the field it names, keeps the dialog open and toasts nothing", async () => {
    const duplicate = 'Another of your promotions already uses this code';
    promotionsServer([lunch], (call) =>
      call.method === 'POST'
        ? jsonResponse(
            { message: `code: ${duplicate}`, code: 'invalid_input', fields: { code: duplicate } },
            400,
          )
        : undefined,
    );
    const { user } = renderManager([lunch]);
    const form = await openNew(user);
    await user.type(within(form).getByLabelText(/^Title/), 'Another lunch');
    await user.type(within(form).getByLabelText(/^Value/), '5');
    await user.type(within(form).getByLabelText('Code'), 'lunch2');
    await user.click(within(form).getByRole('button', { name: 'Add Promotion' }));
    expect(await within(form).findByText(duplicate)).toBeTruthy();
    const code = within(form).getByLabelText('Code');
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(code);
    expect(screen.getByRole('dialog', { name: 'New promotion' })).toBeTruthy();
    expect(screen.queryByText('Could not add the promotion')).toBeNull();
  });

  it('toasts a refusal that names no field', async () => {
    promotionsServer([], (call) =>
      call.method === 'POST'
        ? jsonResponse({ message: 'Your restaurant is not approved yet' }, 409)
        : undefined,
    );
    const { user } = renderManager([]);
    const form = await openNew(user);
    await user.type(within(form).getByLabelText(/^Title/), 'Welcome');
    await user.type(within(form).getByLabelText(/^Value/), '10');
    await user.click(within(form).getByRole('button', { name: 'Add Promotion' }));
    const toast = await findToast('Could not add the promotion');
    expect(within(toast).getByText('Your restaurant is not approved yet')).toBeTruthy();
  });

  it('closes without sending anything on Cancel', async () => {
    const calls = promotionsServer([]);
    const { user } = renderManager([]);
    const form = await openNew(user);
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(changes(calls)).toHaveLength(0);
  });
});

describe('Edit a promotion', () => {
  it('starts from the stored promotion and sends every field', async () => {
    const calls = promotionsServer([lunch]);
    const { user } = renderManager([lunch]);
    await user.click(screen.getByRole('button', { name: 'Edit Lunch deal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Lunch deal' });
    const form = within(dialog).getByRole('form', { name: 'Promotion' });
    expect((within(form).getByLabelText(/^Title/) as HTMLInputElement).value).toBe('Lunch deal');
    // happy-dom reports no selected option while React attaches the select, so react-hook-form
    // takes its first option (a browser shows the stored one): the manager picks the kind.
    await user.selectOptions(within(form).getByLabelText('Kind'), 'amount');
    const value = within(form).getByLabelText(/^Value \(GBP\)/) as HTMLInputElement;
    expect(value.value).toBe('2.00');
    expect((within(form).getByLabelText('Code') as HTMLInputElement).value).toBe('LUNCH2');
    const starts = within(form).getByLabelText('Starts') as HTMLInputElement;
    expect(new Date(starts.value).getTime()).toBe(
      Math.floor(Date.parse(lunch.startsAt as string) / 60_000) * 60_000,
    );
    await user.clear(value);
    await user.type(value, '3');
    await user.clear(within(form).getByLabelText('Ends'));
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = changes(calls);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ url: '/api/restaurant/promotions/4', method: 'PATCH' });
    expect(sent[0]?.body).toMatchObject({
      title: 'Lunch deal',
      kind: 'amount',
      value: '3',
      minSubtotal: '0.00',
      firstOrderOnly: false,
      code: 'LUNCH2',
      endsAt: null,
      isActive: true,
    });
    await findToast('Promotion saved');
    expect(await within(row('Lunch deal')).findByText('£3.00 off')).toBeTruthy();
  });
});

describe('the Active switch', () => {
  it('sends only isActive and flips at once', async () => {
    const calls = promotionsServer([welcome]);
    const { user } = renderManager([welcome]);
    const toggle = screen.getByRole('switch', { name: 'Welcome 10% off active' });
    await user.click(toggle);
    await waitFor(() => expect(changes(calls)).toHaveLength(1));
    expect(changes(calls)[0]).toEqual({
      url: '/api/restaurant/promotions/3',
      method: 'PATCH',
      body: { isActive: false },
    });
    expect(screen.getByRole('switch', { name: 'Welcome 10% off active' }).getAttribute('aria-checked')).toBe(
      'false',
    );
    const toast = await findToast('Promotion off');
    expect(within(toast).getByText('Customers no longer get Welcome 10% off.')).toBeTruthy();
    expect(within(row('Welcome 10% off')).getByText('Off')).toBeTruthy();
  });

  it('flips back and says why when the server refuses', async () => {
    promotionsServer([welcome], () => jsonResponse({ message: 'Promotion not found' }, 404));
    const { user } = renderManager([welcome]);
    await user.click(screen.getByRole('switch', { name: 'Welcome 10% off active' }));
    const toast = await findToast('Could not change the promotion');
    expect(within(toast).getByText('Promotion not found')).toBeTruthy();
    await waitFor(() =>
      expect(
        screen.getByRole('switch', { name: 'Welcome 10% off active' }).getAttribute('aria-checked'),
      ).toBe('true'),
    );
  });

  it('hands the tablet back to the sign-in when the session is gone, without a toast', async () => {
    promotionsServer([welcome], () => jsonResponse({ message: 'Not signed in' }, 401));
    const onUnauthorized = vi.fn();
    const { user } = renderManager([welcome], profile, onUnauthorized);
    await user.click(screen.getByRole('switch', { name: 'Welcome 10% off active' }));
    await waitFor(() => expect(onUnauthorized).toHaveBeenCalled());
    expect(screen.queryByText('Could not change the promotion')).toBeNull();
  });
});

describe('Delete a promotion', () => {
  it('asks first; Cancel keeps it and sends nothing', async () => {
    const calls = promotionsServer([welcome]);
    const { user } = renderManager([welcome]);
    await user.click(screen.getByRole('button', { name: 'Delete Welcome 10% off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Welcome 10% off?' });
    expect(
      within(dialog).getByText('Customers stop getting it. Orders that already used it keep their discount.'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(changes(calls)).toHaveLength(0);
    expect(row('Welcome 10% off')).toBeTruthy();
  });

  it('deletes once confirmed, says so and removes the row', async () => {
    const calls = promotionsServer([welcome, lunch]);
    const { user } = renderManager([welcome, lunch]);
    await user.click(screen.getByRole('button', { name: 'Delete Welcome 10% off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Welcome 10% off?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(changes(calls)).toEqual([
      { url: '/api/restaurant/promotions/3', method: 'DELETE', body: undefined },
    ]);
    const toast = await findToast('Promotion deleted');
    expect(within(toast).getByText('Welcome 10% off is gone.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: /^Welcome 10% off/ })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Promotions (1)' })).toBeTruthy();
  });
});
