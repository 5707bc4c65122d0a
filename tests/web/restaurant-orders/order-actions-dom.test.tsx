// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { REJECT_REASON_REQUIRED, REJECT_REASONS } from '#domain/restaurant-orders/requests.ts';
import { AcceptControls } from '#web/features/restaurant-orders/components/orders/accept-controls.tsx';
import { RejectDialog } from '#web/features/restaurant-orders/components/orders/reject-dialog.tsx';
import { findToast, jsonResponse, renderWithProviders, stubFetch } from '../../support/render';
import { preparingOrder as answered } from './fixtures';

// The kitchen's buttons in a DOM, used as a cook uses them: what each sends to the server, and what
// the cook is told when something is missing.

describe('Accept & Start Preparing', () => {
  it('sends the prep time the cook picked', async () => {
    const calls = stubFetch(() => jsonResponse(answered));
    const { user } = renderWithProviders(<AcceptControls orderId={42} />);
    await user.selectOptions(screen.getByLabelText('Prep time'), '30');
    await user.click(screen.getByRole('button', { name: 'Accept & Start Preparing' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ method: 'POST', body: { prepMinutes: 30 } });
    expect(calls[0]?.url).toMatch(/\/api\/orders\/42\/accept$/);
  });

  it('says why when the server refuses (the order moved meanwhile)', async () => {
    stubFetch(() => jsonResponse({ message: 'Order #42 was cancelled by the customer' }, 409));
    const { user } = renderWithProviders(<AcceptControls orderId={42} />, { toaster: true });
    await user.click(screen.getByRole('button', { name: 'Accept & Start Preparing' }));
    const toast = await findToast('Could not accept the order');
    expect(within(toast).getByText('Order #42 was cancelled by the customer')).toBeTruthy();
  });
});

describe('Reject', () => {
  it('sends the reason picked from the usual ones', async () => {
    const calls = stubFetch(() => jsonResponse({ ...answered, status: 'cancelled' }));
    const { user } = renderWithProviders(<RejectDialog orderId={42} />);
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject order #42' });
    expect(dialog).toBeTruthy();
    const reason = REJECT_REASONS[1];
    await user.click(screen.getByRole('radio', { name: reason }));
    await user.click(screen.getByRole('button', { name: 'Reject order' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ method: 'POST', body: { reason } });
    expect(calls[0]?.url).toMatch(/\/api\/orders\/42\/reject$/);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks for the kitchen’s own words when "Other" is left empty, and sends them once typed', async () => {
    const calls = stubFetch(() => jsonResponse({ ...answered, status: 'cancelled' }));
    const { user } = renderWithProviders(<RejectDialog orderId={42} />);
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    await user.click(await screen.findByRole('radio', { name: 'Other' }));
    await user.click(screen.getByRole('button', { name: 'Reject order' }));
    expect(await screen.findByText(REJECT_REASON_REQUIRED)).toBeTruthy();
    expect(calls).toHaveLength(0);
    await user.type(screen.getByLabelText(/Your reason/), 'Oven broke down');
    await user.click(screen.getByRole('button', { name: 'Reject order' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual({ reason: 'Oven broke down' });
  });

  it('closes and says why when the server refuses', async () => {
    stubFetch(() => jsonResponse({ message: 'Order #42 was already accepted on another tablet' }, 409));
    const { user } = renderWithProviders(<RejectDialog orderId={42} />, { toaster: true });
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    await user.click(await screen.findByRole('radio', { name: REJECT_REASONS[0] }));
    await user.click(screen.getByRole('button', { name: 'Reject order' }));
    const toast = await findToast('Could not reject the order');
    expect(within(toast).getByText('Order #42 was already accepted on another tablet')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes without sending anything on Cancel', async () => {
    const calls = stubFetch();
    const { user } = renderWithProviders(<RejectDialog orderId={42} />);
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toHaveLength(0);
  });
});
