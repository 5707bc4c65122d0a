// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AssignableDriver } from '#domain/admin-orders/responses.ts';
import { REJECT_REASON_MAX, REJECT_REASON_REQUIRED } from '#domain/restaurant-orders/requests.ts';
import { DELIVERY_CODE_MAX_FAILURES } from '#domain/tracking/rules.ts';
import { AssignDriverDialog } from '#web/features/admin-orders/components/assign-driver-dialog.tsx';
import { CancelOrderDialog } from '#web/features/admin-orders/components/cancel-order-dialog.tsx';
import { UnlockDeliveryDialog } from '#web/features/admin-orders/components/unlock-delivery-dialog.tsx';
import { findToast, jsonResponse, renderWithProviders, stubFetch, UntilClosed } from '../../support/render';
import { deskOrder } from './fixtures';

// The admin desk's three dialogs in a DOM, used as an admin uses them: what each sends, what the
// admin is told on success (a toast) and when the server refuses (the server's own words, in the
// dialog, which stays open).

const ready = deskOrder({ id: 30, status: 'ready' });
const locked = deskOrder({
  id: 29,
  status: 'on-the-way',
  deliveryLocked: true,
  driver: { id: 4, name: 'Sam Rider', phone: '+1 416 555 0199' },
});

const refusal = (message: string, status = 409) => jsonResponse({ message, code: 'CONFLICT' }, status);

/**
 * One dialog opened for one order, as the desk holds it: closing it takes it off the page.
 */
function setup(dialog: 'cancel' | 'assign' | 'unlock', order = ready) {
  const onClose = vi.fn();
  const onUnauthorized = vi.fn();
  const ui = (close: () => void) => {
    const props = {
      order,
      onUnauthorized,
      onClose: () => {
        onClose();
        close();
      },
    };
    if (dialog === 'cancel') return <CancelOrderDialog {...props} />;
    if (dialog === 'assign') return <AssignDriverDialog {...props} />;
    return <UnlockDeliveryDialog {...props} />;
  };
  return {
    ...renderWithProviders(<UntilClosed>{ui}</UntilClosed>, { toaster: true }),
    onClose,
    onUnauthorized,
  };
}

describe('Cancel order', () => {
  it('says whom it concerns, that the customer is told, and that a paid card is refunded', async () => {
    setup('cancel');
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order #30' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(
      within(dialog).getByText(
        'Nonna Rosa Pizzeria, for Ada Lovelace. The customer is told the reason. The card payment is refunded.',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByText(`Up to ${REJECT_REASON_MAX} characters.`)).toBeTruthy();
  });

  it('sends the reason typed, closes and says the order was cancelled', async () => {
    const calls = stubFetch(() => jsonResponse({ ...ready, status: 'cancelled' }));
    const { user, onClose } = setup('cancel');
    await user.type(await screen.findByLabelText(/Reason/), '  Customer called to cancel  ');
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const posted = calls.filter((call) => call.method === 'POST');
    expect(posted).toEqual([
      { url: '/api/admin/orders/30/cancel', method: 'POST', body: { reason: 'Customer called to cancel' } },
    ]);
    const toast = await findToast('Order Cancelled');
    expect(within(toast).getByText('Order #30 was cancelled.')).toBeTruthy();
  });

  it('cancels an order for later the same way', async () => {
    const scheduled = deskOrder({ id: 31, status: 'scheduled' });
    const calls = stubFetch(() => jsonResponse({ ...scheduled, status: 'cancelled' }));
    const { user, onClose } = setup('cancel', scheduled);
    await user.type(await screen.findByLabelText(/Reason/), 'Kitchen closed for a private event');
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      {
        url: '/api/admin/orders/31/cancel',
        method: 'POST',
        body: { reason: 'Kitchen closed for a private event' },
      },
    ]);
    await findToast('Order Cancelled');
  });

  it('asks for a reason before sending anything, also when only spaces were typed', async () => {
    const calls = stubFetch();
    const { user, onClose } = setup('cancel');
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const reason = screen.getByLabelText(/Reason/);
    expect(await screen.findByText(REJECT_REASON_REQUIRED)).toBeTruthy();
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    await user.type(reason, '   ');
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    expect(screen.getByText(REJECT_REASON_REQUIRED)).toBeTruthy();
    expect(calls).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  it("stays open with the server's reason when it refuses", async () => {
    const calls = stubFetch((call) =>
      call.method === 'POST' ? refusal('The order is already delivered') : jsonResponse({}),
    );
    const { user, onClose } = setup('cancel');
    await user.type(await screen.findByLabelText(/Reason/), 'Too late');
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel order #30' });
    expect((await within(dialog).findByRole('alert')).textContent).toBe('The order is already delivered');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('hands the screen back to the sign-in when the session is gone', async () => {
    stubFetch(() => refusal('Not signed in', 401));
    const { user, onUnauthorized } = setup('cancel');
    await user.type(await screen.findByLabelText(/Reason/), 'Too late');
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(onUnauthorized).toHaveBeenCalled());
  });

  it('closes without sending anything on Keep order', async () => {
    const calls = stubFetch();
    const { user, onClose } = setup('cancel');
    await user.click(await screen.findByRole('button', { name: 'Keep order' }));
    expect(onClose).toHaveBeenCalled();
    expect(calls).toHaveLength(0);
  });
});

describe('Assign driver', () => {
  const drivers: AssignableDriver[] = [
    { id: 4, name: 'Sam Rider', vehicleType: 'bike', busy: false },
    { id: 5, name: 'Ana Pereira', vehicleType: 'car', busy: true },
  ];

  function driverServer(answerPost: () => Response = () => jsonResponse({ ...ready, driver: null })) {
    return stubFetch((call) =>
      call.url === '/api/admin/available-drivers' ? jsonResponse(drivers) : answerPost(),
    );
  }

  it('lists the online drivers, a busy one shown but not selectable, Assign off until one is chosen', async () => {
    driverServer();
    setup('assign');
    const dialog = await screen.findByRole('dialog', { name: 'Assign a driver to order #30' });
    expect(within(dialog).getByText('Approved drivers online now:')).toBeTruthy();
    const group = await within(dialog).findByRole('group', { name: 'Driver' });
    const sam = within(group).getByRole('radio', { name: /Sam Rider/ }) as HTMLInputElement;
    const ana = within(group).getByRole('radio', { name: /Ana Pereira/ }) as HTMLInputElement;
    expect(sam.disabled).toBe(false);
    expect(ana.disabled).toBe(true);
    expect(within(group).getByText('Busy with an order')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Assign' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('sends the chosen driver, closes and says who has the order', async () => {
    const calls = driverServer();
    const { user, onClose } = setup('assign');
    await user.click(await screen.findByRole('radio', { name: /Sam Rider/ }));
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { url: '/api/admin/orders/30/assign', method: 'POST', body: { driverId: 4 } },
    ]);
    const toast = await findToast('Driver Assigned');
    expect(within(toast).getByText('Sam Rider now has order #30.')).toBeTruthy();
  });

  it("stays open with the server's reason when it refuses, and reads who is free again", async () => {
    const calls = driverServer(() => refusal('The driver is already delivering another order'));
    const { user, onClose } = setup('assign');
    await user.click(await screen.findByRole('radio', { name: /Sam Rider/ }));
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The driver is already delivering another order',
    );
    await waitFor(() =>
      expect(calls.filter((call) => call.url === '/api/admin/available-drivers')).toHaveLength(2),
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says whose order it is now, and when no driver is online', async () => {
    stubFetch(() => jsonResponse([]));
    setup('assign', { ...ready, driver: { id: 4, name: 'Sam Rider', phone: '+1 416 555 0199' } });
    expect(await screen.findByText('Now with Sam Rider. Approved drivers online now:')).toBeTruthy();
    expect(await screen.findByText('No approved driver is online right now.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Assign' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('offers to try again when the drivers cannot be loaded', async () => {
    let fail = true;
    const calls = stubFetch(() => (fail ? refusal('Database unavailable', 500) : jsonResponse(drivers)));
    const { user } = setup('assign');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Database unavailable')).toBeTruthy();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('radio', { name: /Sam Rider/ })).toBeTruthy();
    expect(calls).toHaveLength(2);
  });
});

describe('Unlock delivery', () => {
  it('says what happened and whom to check with first', async () => {
    setup('unlock', locked);
    const dialog = await screen.findByRole('dialog', { name: 'Unlock the delivery of order #29' });
    expect(
      within(dialog).getByText(
        `The driver typed ${DELIVERY_CODE_MAX_FAILURES} wrong delivery codes. Check with Ada Lovelace (+1 416 555 0101) first: the driver then gets ${DELIVERY_CODE_MAX_FAILURES} new tries.`,
      ),
    ).toBeTruthy();
  });

  it('unlocks on Unlock, closes and says the driver can try again', async () => {
    const calls = stubFetch(() => jsonResponse({ ...locked, deliveryLocked: false }));
    const { user, onClose } = setup('unlock', locked);
    await user.click(await screen.findByRole('button', { name: 'Unlock' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { url: '/api/admin/orders/29/unlock', method: 'POST', body: undefined },
    ]);
    const toast = await findToast('Delivery Unlocked');
    expect(within(toast).getByText('The driver of order #29 can enter the code again.')).toBeTruthy();
  });

  it("stays open with the server's reason when it refuses", async () => {
    stubFetch((call) => (call.method === 'POST' ? refusal('The delivery is not locked') : jsonResponse({})));
    const { user, onClose } = setup('unlock', locked);
    await user.click(await screen.findByRole('button', { name: 'Unlock' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The delivery is not locked');
    expect(screen.getByRole('dialog', { name: 'Unlock the delivery of order #29' })).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes without sending anything on Keep locked', async () => {
    const calls = stubFetch();
    const { user, onClose } = setup('unlock', locked);
    await user.click(await screen.findByRole('button', { name: 'Keep locked' }));
    expect(onClose).toHaveBeenCalled();
    expect(calls).toHaveLength(0);
  });
});
