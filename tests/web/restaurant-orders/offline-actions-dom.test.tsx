// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AcceptControls } from '#web/features/restaurant-orders/components/orders/accept-controls.tsx';
import { PreparingControls } from '#web/features/restaurant-orders/components/orders/preparing-controls.tsx';
import { RejectDialog } from '#web/features/restaurant-orders/components/orders/reject-dialog.tsx';
import {
  OFFLINE_ACTION_MESSAGE,
  OfflineActionNote,
  OfflineActionScope,
} from '#web/lib/offline/needs-connection.tsx';
import { setBrowserOnline } from '../../support/network';
import { jsonResponse, renderWithProviders, stubFetch } from '../../support/render';
import { preparingOrder } from './fixtures';

// Issue "Never miss an order": with the network off, "Mark as Ready" and "Accept" only dimmed, with
// no message, and went through later on their own. Now they are disabled and say why.

function Board() {
  return (
    <OfflineActionScope>
      <OfflineActionNote />
      <AcceptControls orderId={42} />
      <RejectDialog orderId={42} />
      <PreparingControls orderId={43} />
    </OfflineActionScope>
  );
}

const describedByNote = (button: HTMLElement) =>
  (button.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .some((id) => document.getElementById(id)?.textContent === OFFLINE_ACTION_MESSAGE);

describe('the kitchen offline', () => {
  it('disables every order action with "You\'re offline - this needs a connection", sends nothing, and enables them back online', async () => {
    const calls = stubFetch(() => jsonResponse(preparingOrder));
    const { user } = renderWithProviders(<Board />);
    setBrowserOnline(false);
    expect(screen.getByText(OFFLINE_ACTION_MESSAGE)).toBeTruthy();
    const names = ['Accept & Start Preparing', 'Reject', 'Mark as Ready for Pickup', '+5 min'];
    for (const name of names) {
      const button = screen.getByRole('button', { name });
      expect(button.hasAttribute('disabled'), name).toBe(true);
      expect(describedByNote(button), name).toBe(true);
      await user.click(button);
    }
    expect(calls).toHaveLength(0);

    setBrowserOnline(true);
    expect(screen.queryByText(OFFLINE_ACTION_MESSAGE)).toBeNull();
    // Nothing tapped offline goes through by itself once the network is back.
    expect(calls).toHaveLength(0);
    const ready = screen.getByRole('button', { name: 'Mark as Ready for Pickup' });
    expect(ready.hasAttribute('disabled')).toBe(false);
    await user.click(ready);
    expect(calls.map((call) => call.url)).toEqual([expect.stringMatching(/\/api\/orders\/43\/ready$/)]);
  });
});
