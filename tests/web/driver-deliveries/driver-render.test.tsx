import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import type { DriverStats } from '#domain/driver-deliveries/responses.ts';
import { driverKeys } from '#web/features/driver-deliveries/api/query-keys.ts';
import { DeliveryCard } from '#web/features/driver-deliveries/components/deliveries/delivery-card.tsx';
import { HistoryList } from '#web/features/driver-deliveries/components/history/history-list.tsx';
import { OfferCard } from '#web/features/driver-deliveries/components/offers/offer-card.tsx';
import { OfferList } from '#web/features/driver-deliveries/components/offers/offer-list.tsx';
import { statCards } from '#web/features/driver-deliveries/components/stat-cards.tsx';
import { delivery, offer, text } from './fixtures';

// The dashboard's pieces rendered to HTML (no browser): what an offer and a delivery show, the
// links, which step button each status offers, the empty and offline states, and the history.

function withQueries(node: ReactNode, client = new QueryClient()): string {
  return renderToString(
    <Router ssrPath="/driver-app">
      <QueryClientProvider client={client}>{node}</QueryClientProvider>
    </Router>,
  );
}

describe('OfferCard', () => {
  it('shows pickup, drop-off area, both distances, items, the cash to collect and the pay before Accept Order', () => {
    const shown = text(renderToString(<OfferCard offer={offer} onAccept={() => {}} disabled={false} />));
    expect(shown).toContain('Nonna Rosa Pizzeria');
    expect(shown).toContain('120 King St W, Toronto');
    expect(shown).toContain('Drop-off area Toronto, ON M5V');
    expect(shown).toContain('To pickup 1.2 km');
    expect(shown).toContain('Pickup to drop-off 6.5 km');
    expect(shown).toContain('Items 3');
    expect(shown).toContain('Collect $47.96 cash');
    const pay = shown.indexOf('Your pay Base $5.00 Distance $1.50 Tip $3.00 Total $9.50');
    expect(pay).toBeGreaterThan(-1);
    expect(shown.indexOf('Accept Order')).toBeGreaterThan(pay);
    expect(shown).not.toContain('Tip fee');
  });

  it('says a card order has nothing to collect, and shows a kept tip fee', () => {
    const shown = text(
      renderToString(
        <OfferCard
          offer={{
            ...offer,
            paymentMethod: 'card',
            pay: { base: '5.00', distance: '0.00', tip: '25.00', tipFee: '5.00', total: '25.00' },
          }}
          onAccept={() => {}}
          disabled={false}
        />,
      ),
    );
    expect(shown).toContain('Paid by card');
    expect(shown).not.toContain('cash');
    expect(shown).toContain('Tip $25.00 Tip fee -$5.00 Total $25.00');
  });
});

describe('OfferList', () => {
  it('asks an offline driver to go online', () => {
    const shown = text(withQueries(<OfferList isOnline={false} busy={false} onClaimed={() => {}} />));
    expect(shown).toContain('You are offline');
    expect(shown).toContain('Go online to see orders waiting for a driver near you.');
  });

  it('shows offers but not as acceptable while the driver holds a delivery (one at a time)', () => {
    const client = new QueryClient();
    client.setQueryData(driverKeys.offers, [offer]);
    const html = withQueries(<OfferList isOnline busy onClaimed={() => {}} />, client);
    expect(text(html)).toContain('Finish your current delivery before accepting another.');
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Accept Order<\/button>/);
    const free = withQueries(<OfferList isOnline busy={false} onClaimed={() => {}} />, client);
    expect(free).not.toMatch(/<button[^>]*disabled=""[^>]*>Accept Order<\/button>/);
    expect(text(free)).not.toContain('Finish your current delivery');
  });

  it('says so when no order waits', () => {
    const client = new QueryClient();
    client.setQueryData(driverKeys.offers, []);
    const shown = text(withQueries(<OfferList isOnline busy={false} onClaimed={() => {}} />, client));
    expect(shown).toContain('No orders available right now');
  });
});

describe('DeliveryCard', () => {
  const card = (status: string, extra = {}) =>
    withQueries(<DeliveryCard delivery={{ ...delivery, status, ...extra }} />);

  it('shows pickup, customer, address, items and the cash to collect', () => {
    const shown = text(card('ready'));
    expect(shown).toContain('Order #42');
    expect(shown).toContain('Ready for pickup');
    expect(shown).toContain('Nonna Rosa Pizzeria');
    expect(shown).toContain('Noor Haddad 55 Bloor St W, Toronto, ON M4W 1A5');
    expect(shown).toContain('2 × Margherita');
    expect(shown).toContain('Collect $47.96 cash');
    expect(shown).toContain('Your pay $25.00');
  });

  it('links Navigate to the restaurant before pickup, in a new tab, and Call Customer to tel:', () => {
    const html = card('ready');
    expect(html).toContain(
      'href="https://www.google.com/maps/dir/?api=1&amp;destination=120%20King%20St%20W%2C%20Toronto"',
    );
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="noopener noreferrer"');
    expect(text(html)).toContain('Navigate to restaurant');
    expect(html).toMatch(/href="tel:\+14165550199"[^>]*>.*Call Customer/);
  });

  it('links Navigate to the customer once picked up', () => {
    const html = card('picked-up');
    expect(html).toContain('destination=55%20Bloor%20St%20W%2C%20Toronto%2C%20ON%20M4W%201A5');
    expect(text(html)).toContain('Navigate to customer');
  });

  it('offers Picked Up disabled while the kitchen prepares, enabled once ready', () => {
    const preparing = card('preparing');
    expect(preparing).toMatch(/<button[^>]*disabled=""[^>]*>Picked Up<\/button>/);
    expect(text(preparing)).toContain('The kitchen is still preparing this order.');
    const ready = card('ready');
    expect(ready).toMatch(/<button[^>]*>Picked Up<\/button>/);
    expect(ready).not.toMatch(/<button[^>]*disabled=""[^>]*>Picked Up<\/button>/);
    expect(text(ready)).not.toContain('still preparing');
  });

  it('offers On The Way after pickup and Mark as Delivered on the way', () => {
    expect(text(card('picked-up'))).toContain('On The Way');
    const onTheWay = text(card('on-the-way'));
    expect(onTheWay).toContain('Mark as Delivered');
    expect(onTheWay).not.toContain('On The Way');
  });

  it('sends the driver to support once the delivery is locked', () => {
    const html = card('on-the-way', { deliveryLocked: true, deliveryCodeFailures: 5 });
    const shown = text(html);
    expect(shown).toContain('Delivery locked');
    expect(shown).toContain('Contact support');
    expect(html).toContain('href="/contact-us"');
    expect(shown).not.toContain('Mark as Delivered');
  });
});

describe('HistoryList', () => {
  it('lists past deliveries with restaurant, status and pay, and offers Load more while older ones exist', () => {
    const client = new QueryClient();
    client.setQueryData(driverKeys.deliveriesIn('history'), {
      pages: [
        {
          deliveries: [
            { ...delivery, status: 'delivered', actualDeliveryTime: '2026-03-05T12:40:00.000Z' },
            { ...delivery, id: 40, status: 'cancelled', cancelReason: 'Kitchen closed early' },
          ],
          nextBefore: 40,
        },
      ],
      pageParams: [null],
    });
    const html = withQueries(<HistoryList />, client);
    const shown = text(html);
    expect(shown).toContain('Nonna Rosa Pizzeria · Order #42');
    expect(shown).toContain('Delivered Pay: $25.00');
    expect(shown).toContain('Cancelled Pay: No pay');
    expect(shown).toContain('Reason: Kitchen closed early');
    expect(html).toContain('dateTime="2026-03-05T12:40:00.000Z"');
    expect(shown).toContain('Load more');
  });

  it('says so when there is no history, without Load more', () => {
    const client = new QueryClient();
    client.setQueryData(driverKeys.deliveriesIn('history'), {
      pages: [{ deliveries: [], nextBefore: null }],
      pageParams: [null],
    });
    const shown = text(withQueries(<HistoryList />, client));
    expect(shown).toContain('No past deliveries yet');
    expect(shown).not.toContain('Load more');
  });
});

describe('statCards', () => {
  const stats: DriverStats = {
    isOnline: true,
    rating: '4.90',
    totalDeliveries: 128,
    totalEarnings: '1523.40',
    cashInHand: '0.00',
    todayEarnings: '42.50',
    todayDeliveries: 4,
  };

  it("shows rating, total deliveries, today's earnings and today's deliveries", () => {
    expect(statCards(stats)).toEqual([
      { label: 'Rating', value: '4.9 / 5' },
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
});
