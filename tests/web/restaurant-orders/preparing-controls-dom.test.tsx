// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DELAY_MINUTES } from '#domain/restaurant-orders/requests.ts';
import { PreparingControls } from '#web/features/restaurant-orders/components/orders/preparing-controls.tsx';
import { PartnerSessionProvider } from '#web/lib/partner-session.tsx';
import { findToast, jsonResponse, renderWithProviders, stubFetch } from '../../support/render';
import { preparingOrder as preparing } from './fixtures';

// A preparing order's buttons in a DOM, used as a cook uses them: Mark as Ready, +N min, and what
// the cook is told when the order moved meanwhile.

const posts = (calls: { method: string }[]) => calls.filter((call) => call.method === 'POST');

describe('Mark as Ready for Pickup', () => {
  it('tells the server the order is ready, with no body', async () => {
    const calls = stubFetch(() => jsonResponse({ ...preparing, status: 'ready' }));
    const { user } = renderWithProviders(<PreparingControls orderId={42} />);
    await user.click(screen.getByRole('button', { name: 'Mark as Ready for Pickup' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]).toEqual({ url: '/api/orders/42/ready', method: 'POST', body: undefined });
  });

  it('says why when the server refuses (the order moved meanwhile)', async () => {
    stubFetch(() => jsonResponse({ message: 'Order #42 was cancelled by the customer' }, 409));
    const { user } = renderWithProviders(<PreparingControls orderId={42} />, { toaster: true });
    await user.click(screen.getByRole('button', { name: 'Mark as Ready for Pickup' }));
    const toast = await findToast('Could not mark the order ready');
    expect(within(toast).getByText('Order #42 was cancelled by the customer')).toBeTruthy();
  });

  it('hands the tablet back to the sign-in when the session is gone', async () => {
    stubFetch(() => jsonResponse({ message: 'Not signed in' }, 401));
    const onUnauthorized = vi.fn();
    const { user } = renderWithProviders(
      <PartnerSessionProvider onUnauthorized={onUnauthorized}>
        <PreparingControls orderId={42} />
      </PartnerSessionProvider>,
      { toaster: true },
    );
    await user.click(screen.getByRole('button', { name: 'Mark as Ready for Pickup' }));
    await waitFor(() => expect(onUnauthorized).toHaveBeenCalled());
    expect(screen.queryByText('Could not mark the order ready')).toBeNull();
  });
});

describe('Delay', () => {
  it('offers the allowed delays as a labelled group', () => {
    renderWithProviders(<PreparingControls orderId={42} />);
    const group = screen.getByRole('group', { name: 'Delay' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(DELAY_MINUTES.map((minutes) => `+${minutes} min`));
  });

  it('sends the minutes the cook picked', async () => {
    const calls = stubFetch(() => jsonResponse({ ...preparing, readyBy: '2026-03-05T12:45:00.000Z' }));
    const { user } = renderWithProviders(<PreparingControls orderId={42} />);
    await user.click(screen.getByRole('button', { name: '+15 min' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]).toEqual({ url: '/api/orders/42/delay', method: 'POST', body: { minutes: 15 } });
  });

  it('says why when the server refuses the delay', async () => {
    stubFetch(() => jsonResponse({ message: 'Only a preparing order can be delayed' }, 409));
    const { user } = renderWithProviders(<PreparingControls orderId={42} />, { toaster: true });
    await user.click(screen.getByRole('button', { name: '+5 min' }));
    const toast = await findToast('Could not delay the order');
    expect(within(toast).getByText('Only a preparing order can be delayed')).toBeTruthy();
  });
});
