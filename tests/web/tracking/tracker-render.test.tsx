import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { TrackedOrder } from '#domain/tracking/responses.ts';
import { DELIVERY_CODE_HINT, type DriverPosition } from '#domain/tracking/rules.ts';
import { OrderCard } from '#web/features/tracking/components/order-card.tsx';
import { OrderTracker } from '#web/features/tracking/components/order-tracker.tsx';
import type { OrderView } from '#web/features/tracking/order-views.ts';
import { phoneOrder, trackedOrder } from './fixtures';

// The trackers rendered to HTML (no browser): what the full view and the phone view each show, the
// delivery code only for the token holder on /order-tracking, and the driver said honestly.

/** The visible text of rendered HTML, one space between elements. */
function textOf(html: string): string {
  return html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

const token = 'x'.repeat(43);
const full = (overrides: Partial<TrackedOrder> = {}, driver: DriverPosition | null = null): OrderView => ({
  kind: 'tracked',
  order: trackedOrder(overrides),
  trackingToken: token,
  driver,
});

describe('OrderTracker', () => {
  it('shows the delivery code, dishes and street address to the token holder', () => {
    const text = textOf(
      renderToString(<OrderTracker view={full({ status: 'preparing' })} showDeliveryCode />),
    );
    expect(text).toContain('Delivery code');
    expect(text).toContain(DELIVERY_CODE_HINT);
    expect(text).toContain('4821');
    expect(text).toContain('2 × Margherita');
    expect(text).toContain('Delivery address 100 Queen St W, Toronto, ON M5H 2N2');
  });

  it('shows no code where the screen does not ask for it, nor once the order is over', () => {
    expect(textOf(renderToString(<OrderTracker view={full({ status: 'preparing' })} />))).not.toContain(
      '4821',
    );
    for (const status of ['delivered', 'cancelled']) {
      const text = textOf(renderToString(<OrderTracker view={full({ status })} showDeliveryCode />));
      expect(text).not.toContain(DELIVERY_CODE_HINT);
      expect(text).not.toContain('4821');
    }
  });

  it('shows the phone view with an item count and the address’s area, never a code or dishes', () => {
    const view: OrderView = { kind: 'phone', order: phoneOrder({ status: 'preparing' }) };
    const text = textOf(renderToString(<OrderTracker view={view} showDeliveryCode />));
    expect(text).toContain('Items 3 items');
    expect(text).toContain('Delivery area Toronto, ON M5H 2N2');
    expect(text).not.toContain('Margherita');
    expect(text).not.toContain('Queen St');
    expect(text).not.toContain(DELIVERY_CODE_HINT);
    expect(text).toContain('shown only on the device that placed the order');
  });

  it('says when there is no driver position yet, with no driver on the map', () => {
    const text = textOf(renderToString(<OrderTracker view={full({ status: 'on-the-way' })} mapOpen />));
    expect(text).toContain('Driver No driver position yet');
    expect(text).toContain('Travel time about 1 min from the restaurant');
  });

  it('follows the driver’s position: coordinates, remaining distance and arrival', () => {
    const at = new Date().toISOString();
    const driver = { latitude: 43.67, longitude: -79.4, at };
    const text = textOf(
      renderToString(<OrderTracker view={full({ status: 'on-the-way' }, driver)} mapOpen />),
    );
    expect(text).toContain('Driver 43.6700, -79.4000');
    expect(text).toContain('from the driver’s position');
    expect(text).toMatch(/Estimated arrival \S+/);
    expect(text).toMatch(/Driver about \d+ min away \(2\.\d km\)/);
    expect(text).not.toContain('Last position');
  });

  it('says how old a stale driver position is', () => {
    const at = new Date(Date.now() - 95_000).toISOString();
    const driver = { latitude: 43.67, longitude: -79.4, at };
    const text = textOf(
      renderToString(<OrderTracker view={full({ status: 'on-the-way' }, driver)} mapOpen />),
    );
    expect(text).toContain('Last position 1 min ago');
  });
});

describe('OrderCard', () => {
  it('lists the dishes in the full view only', () => {
    const fullText = textOf(renderToString(<OrderCard view={full()} />));
    expect(fullText).toContain('2 × Margherita');
    expect(fullText).toContain('Delivery to 100 Queen St W');
    const phoneText = textOf(renderToString(<OrderCard view={{ kind: 'phone', order: phoneOrder() }} />));
    expect(phoneText).toContain('3 items · delivery to Toronto, ON M5H 2N2');
    expect(phoneText).not.toContain('Margherita');
  });
});
