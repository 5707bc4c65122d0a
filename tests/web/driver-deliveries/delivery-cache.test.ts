import { describe, expect, it } from 'vitest';
import {
  applyDeliveryToActivePage,
  isActiveDelivery,
  withoutOffer,
} from '#web/features/driver-deliveries/delivery-cache.ts';
import { delivery, offer } from './fixtures';

const page = { deliveries: [delivery], nextBefore: null };

describe('applyDeliveryToActivePage', () => {
  it('updates the card an action answered for', () => {
    const moved = { ...delivery, status: 'picked-up', version: 5 };
    expect(applyDeliveryToActivePage(page, moved).deliveries).toEqual([moved]);
  });

  it('adds a claimed delivery, newest first', () => {
    const claimed = { ...delivery, id: 50, status: 'preparing' };
    expect(applyDeliveryToActivePage(page, claimed).deliveries.map((d) => d.id)).toEqual([50, 42]);
  });

  it('drops a delivered or cancelled one', () => {
    expect(
      applyDeliveryToActivePage(page, { ...delivery, status: 'delivered', version: 9 }).deliveries,
    ).toEqual([]);
  });

  it('ignores an answer older than what is shown', () => {
    const stale = { ...delivery, status: 'preparing', version: 3 };
    expect(applyDeliveryToActivePage(page, stale)).toBe(page);
  });

  it('knows the active statuses', () => {
    expect(
      ['preparing', 'ready', 'picked-up', 'on-the-way'].every((status) => isActiveDelivery({ status })),
    ).toBe(true);
    expect(isActiveDelivery({ status: 'delivered' })).toBe(false);
  });
});

describe('withoutOffer', () => {
  it('removes the taken offer only', () => {
    const other = { ...offer, id: 32 };
    expect(withoutOffer([offer, other], 31)).toEqual([other]);
  });
});
