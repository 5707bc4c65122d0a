// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { driverKeys } from '#web/features/driver-deliveries/api/query-keys.ts';
import { OfferList } from '#web/features/driver-deliveries/components/offers/offer-list.tsx';
import { OnlineToggle } from '#web/features/driver-deliveries/components/online-toggle.tsx';
import {
  OFFLINE_ACTION_MESSAGE,
  OfflineActionNote,
  OfflineActionScope,
} from '#web/lib/offline/needs-connection.tsx';
import { setBrowserOnline } from '../../support/network';
import { jsonResponse, renderWithProviders, stubFetch, testQueryClient } from '../../support/render';
import { offer } from './fixtures';

// Issue "Never miss an order": with the network off, "Accept Order" only dimmed and went through
// later by itself. Offline, the driver's actions are disabled and say why; nothing is sent.

const describedByNote = (button: HTMLElement) =>
  (button.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .some((id) => document.getElementById(id)?.textContent === OFFLINE_ACTION_MESSAGE);

describe('the driver app offline', () => {
  it('disables Accept Order, Decline and Go Offline with "You\'re offline - this needs a connection"', async () => {
    const calls = stubFetch(() => jsonResponse([offer]));
    const queryClient = testQueryClient();
    queryClient.setQueryData(driverKeys.offers, [offer]);
    const { user } = renderWithProviders(
      <OfflineActionScope>
        <OfflineActionNote />
        <OnlineToggle isOnline sendPosition={async () => true} />
        <OfferList isOnline busy={false} onClaimed={() => {}} />
      </OfflineActionScope>,
      { queryClient },
    );
    setBrowserOnline(false);
    expect(screen.getAllByText(OFFLINE_ACTION_MESSAGE)).toHaveLength(1);
    for (const name of ['Accept Order', 'Decline', 'Go Offline']) {
      const button = screen.getByRole('button', { name });
      expect(button.hasAttribute('disabled'), name).toBe(true);
      expect(describedByNote(button), name).toBe(true);
      await user.click(button);
    }
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);

    setBrowserOnline(true);
    for (const name of ['Accept Order', 'Decline', 'Go Offline']) {
      expect(screen.getByRole('button', { name }).hasAttribute('disabled'), name).toBe(false);
    }
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });
});
