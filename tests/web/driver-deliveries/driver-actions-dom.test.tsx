// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  DELIVERY_LOCKED,
  DELIVERY_LOCKED_CODE,
  WRONG_DELIVERY_CODE,
  wrongCodeMessage,
} from '#domain/driver-deliveries/messages.ts';
import { DELIVERY_CODE_MESSAGE } from '#domain/driver-deliveries/requests.ts';
import type { DriverDelivery, DriverStats } from '#domain/driver-deliveries/responses.ts';
import { DELIVERY_CODE_MAX_FAILURES } from '#domain/tracking/rules.ts';
import { useDriverStats } from '#web/features/driver-deliveries/api/get-driver-stats.ts';
import { driverKeys } from '#web/features/driver-deliveries/api/query-keys.ts';
import { DeliverDialog } from '#web/features/driver-deliveries/components/deliveries/deliver-dialog.tsx';
import { OnlineToggle } from '#web/features/driver-deliveries/components/online-toggle.tsx';
import { LOCKED_TEXT, LOCKED_TITLE } from '#web/features/driver-deliveries/delivery-code.ts';
import { localTimeZone } from '#web/lib/local-time-zone.ts';
import { PartnerSessionProvider } from '#web/lib/partner-session.tsx';
import {
  type FetchCall,
  findToast,
  jsonResponse,
  renderWithProviders,
  stubFetch,
  testQueryClient,
} from '../../support/render';
import { delivery, yenDelivery } from './fixtures';

// The driver's Go Online / Go Offline and the Mark as Delivered code dialog in a DOM, used as a
// driver uses them: what each sends, what the driver is told, and what a refusal looks like.

const stats: DriverStats = {
  currency: 'CAD',
  isOnline: false,
  rating: '4.90',
  ratingCount: 37,
  totalDeliveries: 128,
  totalEarnings: '1523.40',
  cashInHand: '0.00',
  todayEarnings: '42.50',
  todayDeliveries: 4,
};

const sent = (calls: FetchCall[]) => calls.filter((call) => call.method !== 'GET');

/** The dashboard's header: the toggle shows what the cached stat cards say. */
function Header({ sendPosition }: { sendPosition: () => Promise<boolean> }) {
  const query = useDriverStats();
  return query.data ? <OnlineToggle isOnline={query.data.isOnline} sendPosition={sendPosition} /> : null;
}

function renderToggle(isOnline: boolean, answer: (call: FetchCall) => Response, onUnauthorized = () => {}) {
  let current: DriverStats = { ...stats, isOnline };
  const calls = stubFetch((call) => {
    if (call.method === 'GET') return jsonResponse(call.url.startsWith('/api/driver/stats') ? current : []);
    const response = answer(call);
    if (response.ok) current = { ...current, isOnline: !isOnline };
    return response;
  });
  const queryClient = testQueryClient();
  queryClient.setQueryData(driverKeys.statsIn(localTimeZone()), current);
  const sendPosition = vi.fn(async () => true);
  const view = renderWithProviders(
    <PartnerSessionProvider onUnauthorized={onUnauthorized}>
      <Header sendPosition={sendPosition} />
    </PartnerSessionProvider>,
    { queryClient, toaster: true },
  );
  return { ...view, calls, sendPosition };
}

describe('Go Online / Go Offline', () => {
  it('goes online: sends it, says offers will come, and shares a position once', async () => {
    const { user, calls, sendPosition } = renderToggle(false, () =>
      jsonResponse({ ...stats, isOnline: true }),
    );
    const button = screen.getByRole('button', { name: 'Go Online' });
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Offline');
    expect(button.getAttribute('aria-describedby')).toBe(status.id);
    await user.click(button);
    const toast = await findToast('You are online');
    expect(within(toast).getByText('New orders near you appear under Available Orders.')).toBeTruthy();
    expect(sent(calls)).toEqual([{ url: '/api/driver/status', method: 'PATCH', body: { isOnline: true } }]);
    expect(sendPosition).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: 'Go Offline' })).toBeTruthy();
    expect(screen.getAllByRole('status')[0]?.textContent).toBe('Online');
  });

  it('goes offline: sends it and says no new orders will come, without sharing a position', async () => {
    const { user, calls, sendPosition } = renderToggle(true, () => jsonResponse(stats));
    await user.click(screen.getByRole('button', { name: 'Go Offline' }));
    const toast = await findToast('You are offline');
    expect(within(toast).getByText('You will not get new orders until you go online.')).toBeTruthy();
    expect(sent(calls)).toEqual([{ url: '/api/driver/status', method: 'PATCH', body: { isOnline: false } }]);
    expect(sendPosition).not.toHaveBeenCalled();
    expect(await screen.findByRole('button', { name: 'Go Online' })).toBeTruthy();
  });

  it('says why when the server refuses, and stays as it was', async () => {
    const { user, sendPosition } = renderToggle(false, () =>
      jsonResponse({ message: 'Your account is not approved yet' }, 403),
    );
    await user.click(screen.getByRole('button', { name: 'Go Online' }));
    const toast = await findToast('Could not change your status');
    expect(within(toast).getByText('Your account is not approved yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go Online' })).toBeTruthy();
    expect(sendPosition).not.toHaveBeenCalled();
  });

  it('hands the phone back to the sign-in when the session is gone', async () => {
    const onUnauthorized = vi.fn();
    const { user } = renderToggle(
      false,
      () => jsonResponse({ message: 'Not signed in' }, 401),
      onUnauthorized,
    );
    await user.click(screen.getByRole('button', { name: 'Go Online' }));
    await waitFor(() => expect(onUnauthorized).toHaveBeenCalled());
    expect(screen.queryByText('Could not change your status')).toBeNull();
  });
});

describe('Mark as Delivered', () => {
  const onTheWay: DriverDelivery = { ...delivery, status: 'on-the-way' };

  async function openDialog(answer: (call: FetchCall) => Response, shown: DriverDelivery = onTheWay) {
    const calls = stubFetch((call) =>
      call.method === 'GET' ? jsonResponse({ deliveries: [], nextBefore: null }) : answer(call),
    );
    const view = renderWithProviders(<DeliverDialog delivery={shown} />, { toaster: true });
    await view.user.click(screen.getByRole('button', { name: 'Mark as Delivered' }));
    const dialog = await screen.findByRole('dialog', { name: `Deliver order #${shown.id}` });
    return {
      ...view,
      calls,
      dialog,
      code: within(dialog).getByLabelText(/^Delivery code/) as HTMLInputElement,
    };
  }

  it('asks for the code the customer sees', async () => {
    const { dialog } = await openDialog(() => jsonResponse({}));
    expect(
      within(dialog).getByText('Enter the 4-digit delivery code Noor Haddad sees on their tracking page.'),
    ).toBeTruthy();
    expect(within(dialog).getByText('Ask the customer for the code on their tracking page.')).toBeTruthy();
  });

  it('sends the code typed, closes and says what the driver earned and the cash to hand in', async () => {
    const { user, calls, dialog, code } = await openDialog(() =>
      jsonResponse({ ...onTheWay, status: 'delivered', actualDeliveryTime: '2026-03-05T12:40:00.000Z' }),
    );
    await user.type(code, '4821');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm delivery' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent(calls)).toEqual([{ url: '/api/orders/42/deliver', method: 'POST', body: { code: '4821' } }]);
    const toast = await findToast('Order #42 delivered');
    expect(
      within(toast).getByText('You earned $25.00. Keep the $47.96 cash you collected to hand in.'),
    ).toBeTruthy();
  });

  it('tells a driver paid in yen what it earned and the cash to hand in, in whole yen', async () => {
    const { user, dialog, code } = await openDialog(
      () =>
        jsonResponse({ ...yenDelivery, status: 'delivered', actualDeliveryTime: '2026-03-05T12:40:00.000Z' }),
      yenDelivery,
    );
    await user.type(code, '4821');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm delivery' }));
    const toast = await findToast('Order #62 delivered');
    expect(
      within(toast).getByText('You earned ¥700. Keep the ¥3,628 cash you collected to hand in.'),
    ).toBeTruthy();
  });

  it('takes digits only, at most four, and asks for all four before sending', async () => {
    const { user, calls, dialog, code } = await openDialog(() => jsonResponse({}));
    await user.type(code, 'a1b2-3');
    expect(code.value).toBe('123');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm delivery' }));
    expect(within(dialog).getByText(DELIVERY_CODE_MESSAGE)).toBeTruthy();
    expect(code.getAttribute('aria-invalid')).toBe('true');
    await user.type(code, '456');
    expect(code.value).toBe('1234');
    await user.clear(code);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm delivery' }));
    expect(within(dialog).getByText(DELIVERY_CODE_MESSAGE)).toBeTruthy();
    expect(sent(calls)).toHaveLength(0);
  });

  it("shows a wrong code's answer at the field, with the attempts left", async () => {
    const message = wrongCodeMessage(3, DELIVERY_CODE_MAX_FAILURES);
    const { user, dialog, code } = await openDialog(() =>
      jsonResponse({ message, code: WRONG_DELIVERY_CODE, fields: { code: message } }, 400),
    );
    await user.type(code, '1111');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm delivery' }));
    expect(await within(dialog).findByText('That code is not right. 2 attempts left.')).toBeTruthy();
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('dialog', { name: 'Deliver order #42' })).toBeTruthy();
  });

  it('counts the attempts left once some codes were wrong', async () => {
    const { dialog } = await openDialog(() => jsonResponse({}), { ...onTheWay, deliveryCodeFailures: 4 });
    expect(within(dialog).getByText('1 attempt left')).toBeTruthy();
  });

  it('sends the driver to support once too many codes lock the delivery', async () => {
    const { user, dialog, code } = await openDialog(() =>
      jsonResponse({ message: DELIVERY_LOCKED, code: DELIVERY_LOCKED_CODE }, 409),
    );
    await user.type(code, '2222');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm delivery' }));
    const alert = await within(dialog).findByRole('alert');
    expect(within(alert).getByText(LOCKED_TITLE)).toBeTruthy();
    expect(within(alert).getByText(LOCKED_TEXT)).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'Contact support' }).getAttribute('href')).toBe(
      '/contact-us',
    );
    expect(within(dialog).queryByLabelText(/^Delivery code/)).toBeNull();
  });

  it("shows any other refusal's reason at the field", async () => {
    const { user, dialog, code } = await openDialog(() =>
      jsonResponse({ message: 'The order was cancelled' }, 409),
    );
    await user.type(code, '4821');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm delivery' }));
    expect(await within(dialog).findByText('The order was cancelled')).toBeTruthy();
  });

  it('closes without sending anything on Cancel', async () => {
    const { user, calls, dialog } = await openDialog(() => jsonResponse({}));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent(calls)).toHaveLength(0);
  });
});
