// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NOT_AN_OFFER } from '#domain/driver-deliveries/messages.ts';
import type { DriverOffer } from '#domain/driver-deliveries/responses.ts';
import { driverKeys } from '#web/features/driver-deliveries/api/query-keys.ts';
import { OfferList } from '#web/features/driver-deliveries/components/offers/offer-list.tsx';
import {
  DECLINE_FAILED_TITLE,
  OFFER_GONE_TITLE,
} from '#web/features/driver-deliveries/hooks/use-decline-offer.ts';
import {
  type FetchCall,
  findToast,
  jsonResponse,
  renderWithProviders,
  stubFetch,
  testQueryClient,
} from '../../support/render';
import { offer, yenOffer } from './fixtures';

// Decline on an offer card (issue "Never miss an order"), used as a driver uses it: the offer
// leaves the list at once, by mouse or keyboard, and a refusal says why.

const other: DriverOffer = { ...yenOffer, id: 32 };

/**
 * The offers' GET answers `before` until a decline is sent and `after` from then on (the server no
 * longer offers that order to this driver); Decline gets `answer(call)`.
 */
function offersServer(
  before: DriverOffer[],
  after: DriverOffer[],
  answer: (call: FetchCall) => Response | Promise<Response>,
) {
  let declined = false;
  return stubFetch((call) => {
    if (call.method === 'GET') return jsonResponse(declined ? after : before);
    declined = true;
    return answer(call);
  });
}

const noContent = () => new Response(null, { status: 204 });

function renderOffers(busy = false) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(driverKeys.offers, [offer, other]);
  return renderWithProviders(<OfferList isOnline busy={busy} onClaimed={() => {}} />, {
    queryClient,
    toaster: true,
  });
}

const card = (name: string) => screen.queryByRole('article', { name });
const declineIn = (name: string) =>
  within(screen.getByRole('article', { name })).getByRole('button', { name: 'Decline' });
const posts = (calls: FetchCall[]) => calls.filter((call) => call.method === 'POST');

describe('Decline', () => {
  it('drops the offer at once, before the server answers, and sends the decline', async () => {
    let answer: (response: Response) => void = () => {};
    const calls = offersServer(
      [offer, other],
      [other],
      () => new Promise<Response>((resolve) => (answer = resolve)),
    );
    const { user } = renderOffers();
    await user.click(declineIn('Nonna Rosa Pizzeria'));
    expect(card('Nonna Rosa Pizzeria')).toBeNull();
    expect(card('Kazeya Ramen')).not.toBeNull();
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)).toEqual([{ url: '/api/driver/offers/31/decline', method: 'POST', body: undefined }]);
    const readsBefore = calls.length;
    answer(noContent());
    // Read again once answered, and still without the declined offer.
    await waitFor(() => expect(calls.length).toBeGreaterThan(readsBefore));
    expect(card('Nonna Rosa Pizzeria')).toBeNull();
    expect(card('Kazeya Ramen')).not.toBeNull();
  });

  it('is reached by keyboard and names the order it declines; allowed while holding a delivery', async () => {
    const calls = offersServer([offer, other], [offer], noContent);
    const { user } = renderOffers(true);
    const decline = declineIn('Kazeya Ramen') as HTMLButtonElement;
    expect(decline.disabled).toBe(false);
    const heading = screen.getByRole('heading', { name: 'Kazeya Ramen' });
    expect(decline.getAttribute('aria-describedby')?.split(' ')).toContain(heading.id);
    // Tab from the Decline before it: the disabled Accept Order between them is skipped.
    declineIn('Nonna Rosa Pizzeria').focus();
    await user.tab();
    expect(document.activeElement).toBe(decline);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(card('Kazeya Ramen')).toBeNull());
    expect(posts(calls)).toEqual([{ url: '/api/driver/offers/32/decline', method: 'POST', body: undefined }]);
  });

  it('keeps the offer gone when it was no longer offered (404), saying so', async () => {
    offersServer([offer, other], [other], () =>
      jsonResponse({ message: NOT_AN_OFFER, code: 'not_found' }, 404),
    );
    const { user } = renderOffers();
    await user.click(declineIn('Nonna Rosa Pizzeria'));
    const toast = await findToast(OFFER_GONE_TITLE);
    expect(within(toast).getByText(NOT_AN_OFFER)).toBeTruthy();
    expect(card('Nonna Rosa Pizzeria')).toBeNull();
  });

  it("shows any other refusal with the server's reason, and the offer comes back", async () => {
    offersServer([offer, other], [offer, other], () =>
      jsonResponse({ message: 'Only approved drivers can decline orders', code: 'forbidden' }, 403),
    );
    const { user } = renderOffers();
    await user.click(declineIn('Nonna Rosa Pizzeria'));
    const toast = await findToast(DECLINE_FAILED_TITLE);
    expect(within(toast).getByText('Only approved drivers can decline orders')).toBeTruthy();
    await waitFor(() => expect(card('Nonna Rosa Pizzeria')).not.toBeNull());
  });
});
