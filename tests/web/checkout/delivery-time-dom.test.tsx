// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_CART } from '#domain/cart/rules.ts';
import type { Restaurant } from '#domain/catalogue/responses.ts';
import type { LatLng } from '#domain/shared/geo.ts';
import { CartProvider } from '#web/features/cart/cart-context.tsx';
import { CheckoutPage } from '#web/routes/checkout/checkout-page.tsx';
import {
  type FetchCall,
  findToast,
  jsonResponse,
  renderWithProviders,
  stubFetch,
} from '../../support/render';
import { cartLine, cartLineDish, restaurantFixture, stubGeolocation } from '../ordering/fixtures';
import { quoteAnswer } from '../ordering/quote-server';
import { trackedOrder } from '../tracking/fixtures';

// /checkout's "When" (orders for later, issue 37): as soon as possible by default, or a day and a
// time among the restaurant's offered times, said on the restaurant's clock; the chosen time goes
// with the quote and the order; a restaurant closed now starts at "Schedule for later".

vi.mock('#web/features/ordering/components/dropoff-map.tsx', () => ({
  DropoffMap: ({ label, onPlace }: { label: string; onPlace: (point: LatLng) => void }) => (
    <section aria-label={label}>
      <button type="button" onClick={() => onPlace({ latitude: 43.66, longitude: -79.39 })}>
        Tap the map
      </button>
    </section>
  ),
}));

// Thursday 26 November 2026, 6:00 PM in Toronto; the device's clock is UTC (already 11:00 PM).
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-26T23:00:00Z'));
});
let restoreGeolocation: (() => void) | null = null;
afterEach(() => {
  vi.useRealTimers();
  restoreGeolocation?.();
  restoreGeolocation = null;
  sessionStorage.clear();
  localStorage.clear();
});

const SLOTS = [
  '2026-11-26T23:30:00.000Z', // Today 6:30 PM in Toronto
  '2026-11-27T04:45:00.000Z', // Today 11:45 PM in Toronto (Friday already in UTC)
  '2026-11-27T16:00:00.000Z', // Tomorrow 11:00 AM
  '2026-11-27T16:15:00.000Z', // Tomorrow 11:15 AM
  '2026-11-28T17:00:00.000Z', // Sat, Nov 28 12:00 PM
];
const TOO_SOON = 'Choose a time at least 30 minutes from now: the next possible time is today at 6:30 PM';

interface ServerOptions {
  restaurant?: Restaurant;
  slots?: string[];
  /** Answers the quote of an order for later with this 400 on scheduledFor. */
  refuseQuotedTime?: string;
  place?: (call: FetchCall) => Response;
}

function server(options: ServerOptions = {}) {
  const restaurant = options.restaurant ?? restaurantFixture();
  return stubFetch((call) => {
    if (call.url === '/api/restaurants/7') return jsonResponse(restaurant);
    if (call.url === '/api/restaurants/7/menu') return jsonResponse([cartLineDish]);
    if (call.url === '/api/restaurants/7/delivery-slots')
      return jsonResponse({ timeZone: 'America/Toronto', slots: options.slots ?? SLOTS });
    if (call.url === '/api/payments/config')
      return jsonResponse({ mode: 'test', publishableKey: null, currency: 'usd' });
    if (call.url === '/api/create-payment-intent')
      return jsonResponse({ clientSecret: 'pi_1_secret', paymentIntentId: 'pi_1', mode: 'test' });
    if (call.url === '/api/orders' && call.method === 'POST')
      return (
        options.place?.(call) ?? jsonResponse({ ...trackedOrder({ id: 61 }), trackingToken: 't-61' }, 201)
      );
    const refusal = options.refuseQuotedTime;
    if (refusal && call.url === '/api/orders/quote' && (call.body as { scheduledFor?: string }).scheduledFor)
      return jsonResponse(
        { code: 'invalid_input', message: 'Invalid input', fields: { scheduledFor: refusal } },
        400,
      );
    return quoteAnswer(call, restaurant, [cartLineDish]) ?? jsonResponse({ message: 'Not found' }, 404);
  });
}

function renderCheckout() {
  restoreGeolocation = stubGeolocation({ code: 1 }).restore;
  return renderWithProviders(
    <CartProvider initialState={{ ...EMPTY_CART, items: [cartLine] }}>
      <CheckoutPage />
    </CartProvider>,
    { path: '/checkout', toaster: true },
  );
}

const whenGroup = () => screen.findByRole('group', { name: 'Delivery time' });
const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);
const quotes = (calls: FetchCall[]) =>
  calls.filter((call) => call.method === 'POST' && call.url === '/api/orders/quote');
const slotReads = (calls: FetchCall[]) =>
  calls.filter((call) => call.url === '/api/restaurants/7/delivery-slots');

async function placeCashOrder(user: ReturnType<typeof renderCheckout>['user']) {
  await user.click(screen.getByRole('radio', { name: /Cash on delivery/ }));
  await user.type(screen.getByRole('textbox', { name: /Full name/ }), 'Ada Lovelace');
  await user.type(screen.getByRole('textbox', { name: /Phone number/ }), '+1 416 555 0177');
  await user.type(screen.getByRole('textbox', { name: /Delivery address/ }), '100 Queen St W');
  await user.click(screen.getByRole('button', { name: 'Tap the map' }));
  const button = screen.getByRole('button', { name: 'Place Order' });
  await waitFor(() => expect(button).toHaveProperty('disabled', false));
  await user.click(button);
}

describe('/checkout delivery time', () => {
  it('starts at "As soon as possible" and sends no time', async () => {
    const calls = server();
    const { user } = renderCheckout();
    const group = await whenGroup();
    expect(within(group).getByRole('radio', { name: 'As soon as possible' })).toHaveProperty('checked', true);
    expect(within(group).getByRole('radio', { name: 'Schedule for later' })).toHaveProperty('checked', false);
    expect(screen.queryByRole('combobox', { name: 'Day' })).toBeNull();
    await placeCashOrder(user);
    await findToast('Order Placed Successfully!');
    const placed = calls.find((call) => call.method === 'POST' && call.url === '/api/orders');
    expect(placed?.body).not.toHaveProperty('scheduledFor');
    expect(quotes(calls).every((call) => !('scheduledFor' in (call.body as object)))).toBe(true);
  });

  it("offers the restaurant's days and times on its own clock, and sends the chosen one", async () => {
    const calls = server();
    const { user } = renderCheckout();
    await user.click(within(await whenGroup()).getByRole('radio', { name: 'Schedule for later' }));
    const day = await screen.findByRole('combobox', { name: 'Day' });
    const time = screen.getByRole('combobox', { name: 'Time' });
    // 11:45 PM is still today in Toronto, though already Friday on this device's UTC clock.
    expect(optionTexts(day)).toEqual(['Today', 'Tomorrow', 'Sat, Nov 28']);
    expect(optionTexts(time)).toEqual(['6:30 PM', '11:45 PM']);

    await user.selectOptions(day, 'Tomorrow');
    expect(optionTexts(time)).toEqual(['11:00 AM', '11:15 AM']);
    expect((time as HTMLSelectElement).value).toBe('2026-11-27T16:00:00.000Z');
    await user.selectOptions(time, '11:15 AM');
    expect(await screen.findByText('Tomorrow at 11:15 AM')).toBeTruthy();
    expect(screen.getByText('Scheduled for')).toBeTruthy();
    await waitFor(() =>
      expect(quotes(calls).at(-1)?.body).toMatchObject({ scheduledFor: '2026-11-27T16:15:00.000Z' }),
    );

    await placeCashOrder(user);
    await findToast('Order Placed Successfully!');
    const placed = calls.find((call) => call.method === 'POST' && call.url === '/api/orders');
    expect(placed?.body).toMatchObject({ scheduledFor: '2026-11-27T16:15:00.000Z', total: '21.98' });
  });

  it('starts at "Schedule for later" when the restaurant is closed now, saying why not sooner', async () => {
    const closed = restaurantFixture({
      openNow: false,
      opensAtLocal: { date: '2026-11-27', weekday: 'Friday', time: '11:00 AM' },
    });
    const calls = server({ restaurant: closed, slots: SLOTS.slice(2) });
    const { user } = renderCheckout();
    const group = await whenGroup();
    const later = within(group).getByRole('radio', { name: 'Schedule for later' });
    await waitFor(() => expect(later).toHaveProperty('checked', true));
    const asap = within(group).getByRole('radio', { name: 'As soon as possible' });
    expect(asap).toHaveProperty('disabled', true);
    expect(document.getElementById(asap.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Closed now · Opens tomorrow at 11:00 AM',
    );
    expect(optionTexts(await screen.findByRole('combobox', { name: 'Day' }))).toEqual([
      'Tomorrow',
      'Sat, Nov 28',
    ]);
    // Closed now is no reason to stop an order for later.
    expect(screen.queryByText(/is closed right now/)).toBeNull();
    await placeCashOrder(user);
    await findToast('Order Placed Successfully!');
    // Never priced for "now", which the server would refuse as closed.
    expect(quotes(calls).length).toBeGreaterThan(0);
    expect(quotes(calls).every((call) => (call.body as { scheduledFor?: string }).scheduledFor)).toBe(true);
    const placed = calls.find((call) => call.method === 'POST' && call.url === '/api/orders');
    expect(placed?.body).toMatchObject({ scheduledFor: '2026-11-27T16:00:00.000Z' });
  });

  it('says there are no times and keeps "Schedule for later" off when none are offered', async () => {
    server({ slots: [] });
    renderCheckout();
    const later = within(await whenGroup()).getByRole('radio', { name: 'Schedule for later' });
    await waitFor(() => expect(later).toHaveProperty('disabled', true));
    expect(document.getElementById(later.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'No delivery times in the next 7 days',
    );
    expect(screen.getByRole('radio', { name: 'As soon as possible' })).toHaveProperty('checked', true);
  });

  it("shows the server's refusal of a quoted time at the picker and reads the times again", async () => {
    const calls = server({ refuseQuotedTime: TOO_SOON });
    const { user } = renderCheckout();
    await user.click(within(await whenGroup()).getByRole('radio', { name: 'Schedule for later' }));
    const alert = await screen.findByText(TOO_SOON);
    expect(alert.getAttribute('role')).toBe('alert');
    expect(screen.getByRole('combobox', { name: 'Time' }).getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(slotReads(calls).length).toBeGreaterThanOrEqual(2));
    expect(screen.getByRole('button', { name: 'Place Order' })).toHaveProperty('disabled', true);
  });

  it("shows the server's refusal of the placed time at the picker", async () => {
    const calls = server({
      place: () =>
        jsonResponse(
          { code: 'invalid_input', message: 'Invalid input', fields: { scheduledFor: TOO_SOON } },
          400,
        ),
    });
    const { user } = renderCheckout();
    await user.click(within(await whenGroup()).getByRole('radio', { name: 'Schedule for later' }));
    await screen.findByRole('combobox', { name: 'Day' });
    const readsBefore = slotReads(calls).length;
    await placeCashOrder(user);
    const toast = await findToast('Order failed');
    expect(within(toast).getByText(TOO_SOON)).toBeTruthy();
    const time = screen.getByRole('combobox', { name: 'Time' });
    await waitFor(() => expect(time.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText(TOO_SOON).length).toBeGreaterThanOrEqual(2);
    await waitFor(() => expect(slotReads(calls).length).toBeGreaterThan(readsBefore));
  });
});
