// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  ALREADY_TAKEN,
  ALREADY_TAKEN_CODE,
  DRIVER_OFFLINE_CODE,
  GO_ONLINE_FIRST,
  ONE_DELIVERY_AT_A_TIME,
} from '#domain/driver-deliveries/messages.ts';
import type { DriverDelivery, DriverOffer, DriverStats } from '#domain/driver-deliveries/responses.ts';
import { driverKeys } from '#web/features/driver-deliveries/api/query-keys.ts';
import { CLAIM_FAILED_TITLE, TAKEN_TITLE } from '#web/features/driver-deliveries/claim-errors.ts';
import { KITCHEN_PREPARING } from '#web/features/driver-deliveries/components/deliveries/delivery-actions.tsx';
import { DeliveryCard } from '#web/features/driver-deliveries/components/deliveries/delivery-card.tsx';
import { HistoryList } from '#web/features/driver-deliveries/components/history/history-list.tsx';
import { OfferCard } from '#web/features/driver-deliveries/components/offers/offer-card.tsx';
import { OfferList } from '#web/features/driver-deliveries/components/offers/offer-list.tsx';
import { statCards } from '#web/features/driver-deliveries/components/stat-cards.tsx';
import {
  type FetchCall,
  findToast,
  jsonResponse,
  renderWithProviders,
  stubFetch,
  testQueryClient,
} from '../../support/render';
import { delivery, offer, yenDelivery, yenOffer } from './fixtures';

// The dashboard's pieces in a DOM, used as a driver uses them: what an offer and a delivery show,
// Accept Order and what the driver is told when another driver was faster, the step buttons and
// what each sends, the links, the empty and offline states, and the history with Load more.

/** Each label of a list of facts (dt) with its value (dd), spaces normalised. */
function factsOf(element: HTMLElement): Record<string, string> {
  return Object.fromEntries(
    within(element)
      .getAllByRole('term')
      .map((term) => [term.textContent, (term.nextElementSibling?.textContent ?? '').replace(/\s+/g, ' ')]),
  );
}

const posts = (calls: FetchCall[]) => calls.filter((call) => call.method === 'POST');

describe('OfferCard', () => {
  it('shows pickup, drop-off area, both distances, items, the cash to collect and the pay before Accept Order', async () => {
    const onAccept = vi.fn();
    const { user } = renderWithProviders(<OfferCard offer={offer} onAccept={onAccept} disabled={false} />);
    const card = screen.getByRole('article', { name: 'Nonna Rosa Pizzeria' });
    expect(within(card).getByText('Order #31')).toBeTruthy();
    const facts = factsOf(card);
    expect(facts).toMatchObject({
      Pickup: '120 King St W, Toronto',
      'Drop-off area': 'Toronto, ON M5V',
      'To pickup': '1.2 km',
      'Pickup to drop-off': '6.5 km',
      Items: '3',
      Payment: 'Collect $47.96 cash',
      Base: '$5.00',
      Distance: '$1.50',
      Tip: '$3.00',
      Total: '$9.50',
    });
    expect(facts).not.toHaveProperty('Tip fee');
    const pay = within(card).getByRole('heading', { name: 'Your pay' });
    const accept = within(card).getByRole('button', { name: 'Accept Order' });
    expect(pay.compareDocumentPosition(accept) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.click(accept);
    expect(onAccept).toHaveBeenCalledWith(31);
  });

  it('says a card order has nothing to collect, and shows a kept tip fee', () => {
    renderWithProviders(
      <OfferCard
        offer={{
          ...offer,
          paymentMethod: 'card',
          pay: { base: '5.00', distance: '0.00', tip: '25.00', tipFee: '5.00', total: '25.00' },
        }}
        onAccept={() => {}}
        disabled={false}
      />,
    );
    const card = screen.getByRole('article', { name: 'Nonna Rosa Pizzeria' });
    expect(factsOf(card)).toMatchObject({
      Payment: 'Paid by card',
      Tip: '$25.00',
      'Tip fee': '-$5.00',
      Total: '$25.00',
    });
    expect(within(card).queryByText(/cash/i)).toBeNull();
  });
});

describe('a yen order', () => {
  const anyDecimalAmount = /\$|¥\d[\d,]*\.\d/;

  it('shows the offer, the cash and the pay in whole yen', () => {
    renderWithProviders(<OfferCard offer={yenOffer} onAccept={() => {}} disabled={false} />);
    const card = screen.getByRole('article', { name: 'Kazeya Ramen' });
    expect(factsOf(card)).toMatchObject({
      Payment: 'Collect ¥3,628 cash',
      Base: '¥500',
      Distance: '¥120',
      Tip: '¥2,500',
      'Tip fee': '-¥500',
      Total: '¥2,620',
    });
    expect(card.textContent).not.toMatch(anyDecimalAmount);
  });

  it('shows the delivery in hand in whole yen', () => {
    renderWithProviders(<DeliveryCard delivery={yenDelivery} />);
    const card = screen.getByRole('article', { name: 'Order #62' });
    expect(factsOf(card)).toMatchObject({ Payment: 'Collect ¥3,628 cash', 'Your pay': '¥700' });
    expect(card.textContent).not.toMatch(anyDecimalAmount);
  });
});

describe('OfferList', () => {
  const claimed: DriverDelivery = { ...delivery, id: 31, status: 'preparing' };

  /** The offers' GET answers `offers()`; Accept Order gets `answer`. */
  function offersServer(offers: () => DriverOffer[], answer: () => Response = () => jsonResponse(claimed)) {
    return stubFetch((call) =>
      call.method === 'GET'
        ? jsonResponse(call.url === '/api/driver/offers' ? offers() : { deliveries: [], nextBefore: null })
        : answer(),
    );
  }

  function renderOffers(busy = false, onClaimed = vi.fn()) {
    const queryClient = testQueryClient();
    queryClient.setQueryData(driverKeys.offers, [offer]);
    const view = renderWithProviders(<OfferList isOnline busy={busy} onClaimed={onClaimed} />, {
      queryClient,
      toaster: true,
    });
    return { ...view, onClaimed };
  }

  it('asks an offline driver to go online, and reads no offers', () => {
    const calls = stubFetch();
    renderWithProviders(<OfferList isOnline={false} busy={false} onClaimed={() => {}} />);
    expect(screen.getByText('You are offline')).toBeTruthy();
    expect(screen.getByText('Go online to see orders waiting for a driver near you.')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('shows offers but not as acceptable while the driver holds a delivery (one at a time)', () => {
    offersServer(() => [offer]);
    const { unmount } = renderOffers(true);
    const accept = screen.getByRole('button', { name: 'Accept Order' }) as HTMLButtonElement;
    expect(accept.disabled).toBe(true);
    const reason = screen.getByText(`${ONE_DELIVERY_AT_A_TIME}.`);
    expect(accept.getAttribute('aria-describedby')?.split(' ')).toContain(reason.id);
    unmount();
    renderOffers(false);
    expect((screen.getByRole('button', { name: 'Accept Order' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByText(/Finish your current delivery/)).toBeNull();
  });

  it('says so when no order waits', async () => {
    offersServer(() => []);
    const queryClient = testQueryClient();
    queryClient.setQueryData(driverKeys.offers, []);
    renderWithProviders(<OfferList isOnline busy={false} onClaimed={() => {}} />, { queryClient });
    expect(screen.getByText('No orders available right now')).toBeTruthy();
  });

  it('claims the order on Accept Order, drops the offer and says where to pick it up', async () => {
    let offers = [offer];
    const calls = offersServer(
      () => offers,
      () => {
        offers = [];
        return jsonResponse(claimed);
      },
    );
    const { user, onClaimed } = renderOffers();
    await user.click(screen.getByRole('button', { name: 'Accept Order' }));
    const toast = await findToast('Order #31 accepted');
    expect(within(toast).getByText('Pick it up at Nonna Rosa Pizzeria.')).toBeTruthy();
    expect(posts(calls)).toEqual([{ url: '/api/orders/31/claim', method: 'POST', body: undefined }]);
    expect(onClaimed).toHaveBeenCalledWith(claimed);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Accept Order' })).toBeNull());
  });

  it('says the order was already taken when another driver was faster, and drops it', async () => {
    let refused = false;
    stubFetch((call) => {
      if (call.method === 'POST') {
        refused = true;
        return jsonResponse({ message: ALREADY_TAKEN, code: ALREADY_TAKEN_CODE }, 409);
      }
      // Once refused, the list is not read again in time: only the refusal can take the offer away.
      return refused ? new Promise<Response>(() => {}) : jsonResponse([offer]);
    });
    const { user, onClaimed } = renderOffers();
    await user.click(screen.getByRole('button', { name: 'Accept Order' }));
    const toast = await findToast(TAKEN_TITLE);
    expect(within(toast).getByText(ALREADY_TAKEN)).toBeTruthy();
    expect(onClaimed).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Nonna Rosa Pizzeria' })).toBeNull());
  });

  it("shows any other refusal with the server's reason, and keeps the offer", async () => {
    offersServer(
      () => [offer],
      () => jsonResponse({ message: GO_ONLINE_FIRST, code: DRIVER_OFFLINE_CODE }, 409),
    );
    const { user } = renderOffers();
    await user.click(screen.getByRole('button', { name: 'Accept Order' }));
    const toast = await findToast(CLAIM_FAILED_TITLE);
    expect(within(toast).getByText(GO_ONLINE_FIRST)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Accept Order' })).toBeTruthy();
  });
});

describe('DeliveryCard', () => {
  function card(status: string, extra: Partial<DriverDelivery> = {}) {
    return renderWithProviders(<DeliveryCard delivery={{ ...delivery, status, ...extra }} />, {
      toaster: true,
    });
  }

  it('shows pickup, customer, address, items and the cash to collect', () => {
    card('ready');
    const article = screen.getByRole('article', { name: 'Order #42' });
    expect(within(article).getByText('Ready for pickup')).toBeTruthy();
    expect(factsOf(article)).toMatchObject({
      Pickup: 'Nonna Rosa Pizzeria120 King St W, TorontoCall restaurant',
      Customer: 'Noor Haddad55 Bloor St W, Toronto, ON M4W 1A5',
      Payment: 'Collect $47.96 cash',
      'Your pay': '$25.00',
    });
    const items = within(article).getByRole('list', { name: 'Items' });
    expect(
      within(items)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['2 × Margherita', '1 × Tiramisu']);
  });

  it('links Navigate to the restaurant before pickup, in a new tab, and Call Customer to tel:', () => {
    card('ready');
    const navigate = screen.getByRole('link', { name: /Navigate to restaurant/ });
    expect(navigate.getAttribute('href')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=120%20King%20St%20W%2C%20Toronto',
    );
    expect(navigate.getAttribute('target')).toBe('_blank');
    expect(navigate.getAttribute('rel')).toBe('noopener noreferrer');
    expect(navigate.textContent).toBe('Navigate to restaurant (opens your map app)');
    expect(screen.getByRole('link', { name: 'Call Customer' }).getAttribute('href')).toBe('tel:+14165550199');
    expect(screen.getByRole('link', { name: 'Call restaurant' }).getAttribute('href')).toBe(
      'tel:+14165550101',
    );
  });

  it('links Navigate to the customer once picked up', () => {
    card('picked-up');
    expect(screen.getByRole('link', { name: /Navigate to customer/ }).getAttribute('href')).toContain(
      'destination=55%20Bloor%20St%20W%2C%20Toronto%2C%20ON%20M4W%201A5',
    );
  });

  it('offers Picked Up disabled while the kitchen prepares, saying why', () => {
    const calls = stubFetch();
    card('preparing');
    const pickedUp = screen.getByRole('button', { name: 'Picked Up' }) as HTMLButtonElement;
    expect(pickedUp.disabled).toBe(true);
    const note = screen.getByText(KITCHEN_PREPARING);
    expect(pickedUp.getAttribute('aria-describedby')).toBe(note.id);
    expect(calls).toHaveLength(0);
  });

  it('sends Picked Up once ready', async () => {
    const calls = stubFetch(() => jsonResponse({ ...delivery, status: 'picked-up' }));
    const { user } = card('ready');
    const pickedUp = screen.getByRole('button', { name: 'Picked Up' }) as HTMLButtonElement;
    expect(pickedUp.disabled).toBe(false);
    expect(screen.queryByText(KITCHEN_PREPARING)).toBeNull();
    await user.click(pickedUp);
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]).toEqual({ url: '/api/orders/42/pickup', method: 'POST', body: undefined });
  });

  it('says why when the server refuses Picked Up', async () => {
    stubFetch(() => jsonResponse({ message: 'The order was cancelled' }, 409));
    const { user } = card('ready');
    await user.click(screen.getByRole('button', { name: 'Picked Up' }));
    const toast = await findToast('Could not mark the order picked up');
    expect(within(toast).getByText('The order was cancelled')).toBeTruthy();
  });

  it('offers On The Way after pickup, which sends depart, and Mark as Delivered on the way', async () => {
    const calls = stubFetch(() => jsonResponse({ ...delivery, status: 'on-the-way' }));
    const { user, unmount } = card('picked-up');
    await user.click(screen.getByRole('button', { name: 'On The Way' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]).toEqual({ url: '/api/orders/42/depart', method: 'POST', body: undefined });
    unmount();
    card('on-the-way');
    expect(screen.getByRole('button', { name: 'Mark as Delivered' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'On The Way' })).toBeNull();
  });

  it('sends the driver to support once the delivery is locked', () => {
    card('on-the-way', { deliveryLocked: true, deliveryCodeFailures: 5 });
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Delivery locked')).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'Contact support' }).getAttribute('href')).toBe(
      '/contact-us',
    );
    expect(screen.queryByRole('button', { name: 'Mark as Delivered' })).toBeNull();
  });
});

describe('HistoryList', () => {
  const older = { ...delivery, id: 39, status: 'delivered', actualDeliveryTime: '2026-03-04T18:00:00.000Z' };

  function renderHistory(pages: { deliveries: DriverDelivery[]; nextBefore: number | null }[]) {
    const calls = stubFetch((call) =>
      jsonResponse(call.url.includes('before=40') ? { deliveries: [older], nextBefore: null } : pages[0]),
    );
    const queryClient = testQueryClient();
    queryClient.setQueryData(driverKeys.deliveriesIn('history'), {
      pages,
      pageParams: pages.map((_, index) => (index === 0 ? null : index)),
    });
    return { ...renderWithProviders(<HistoryList />, { queryClient }), calls };
  }

  it('lists past deliveries with restaurant, status and pay, and loads older ones on Load more', async () => {
    const { user, calls } = renderHistory([
      {
        deliveries: [
          { ...delivery, status: 'delivered', actualDeliveryTime: '2026-03-05T12:40:00.000Z' },
          { ...delivery, id: 40, status: 'cancelled', cancelReason: 'Kitchen closed early' },
        ],
        nextBefore: 40,
      },
    ]);
    const items = () =>
      within(screen.getAllByRole('list')[0] as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => (item.textContent ?? '').replace(/\s+/g, ' '));
    const [delivered, cancelled] = items();
    expect(delivered).toContain('Nonna Rosa Pizzeria · Order #42');
    expect(delivered).toContain('DeliveredPay: $25.00');
    expect(cancelled).toContain('Reason: Kitchen closed early');
    expect(cancelled).toContain('CancelledPay: No pay');
    expect(screen.getAllByRole('listitem')[0]?.querySelector('time')?.getAttribute('datetime')).toBe(
      '2026-03-05T12:40:00.000Z',
    );
    calls.length = 0;
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(items()).toHaveLength(3));
    expect(calls.find((call) => call.url.includes('before='))?.url).toBe(
      '/api/driver/deliveries?scope=history&before=40',
    );
    expect(items()[2]).toContain('Order #39');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it("shows a past delivery's pay in its own currency", async () => {
    renderHistory([
      {
        deliveries: [{ ...yenDelivery, status: 'delivered', actualDeliveryTime: '2026-03-05T12:40:00.000Z' }],
        nextBefore: null,
      },
    ]);
    const [delivered] = within(screen.getAllByRole('list')[0] as HTMLElement).getAllByRole('listitem');
    expect((delivered?.textContent ?? '').replace(/\s+/g, ' ')).toContain('DeliveredPay: ¥700');
  });

  it('says so when there is no history, without Load more', () => {
    renderHistory([{ deliveries: [], nextBefore: null }]);
    expect(screen.getByText('No past deliveries yet')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });
});

describe('statCards', () => {
  const stats: DriverStats = {
    currency: 'CAD',
    isOnline: true,
    rating: '4.90',
    ratingCount: 37,
    totalDeliveries: 128,
    totalEarnings: '1523.40',
    cashInHand: '0.00',
    todayEarnings: '42.50',
    todayDeliveries: 4,
  };

  it("shows rating, total deliveries, today's earnings and today's deliveries", () => {
    expect(statCards(stats)).toEqual([
      { label: 'Rating', value: '4.9 (37)' },
      { label: 'Total Deliveries', value: '128' },
      { label: "Today's Earnings", value: '$42.50' },
      { label: "Today's Deliveries", value: '4' },
    ]);
  });

  it('adds the cash in hand only when there is some', () => {
    expect(statCards({ ...stats, cashInHand: '47.96' }).at(-1)).toEqual({
      label: 'Cash in hand',
      value: '$47.96',
    });
  });

  it("shows the amounts in the currency of the driver's country: whole yen in Japan", () => {
    const yen = statCards({ ...stats, currency: 'JPY', todayEarnings: '4250', cashInHand: '3628' });
    expect(yen.find((card) => card.label === "Today's Earnings")?.value).toBe('¥4,250');
    expect(yen.at(-1)).toEqual({ label: 'Cash in hand', value: '¥3,628' });
  });
});
