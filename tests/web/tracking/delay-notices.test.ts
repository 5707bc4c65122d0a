import { describe, expect, it } from 'vitest';
import { createDelayNotices } from '#web/features/tracking/delay-notices.ts';

// "Your order is running late": once per delay, however many sockets of the tab hear it.

const update = (extra: { delayedByMinutes?: number; seq?: number; id?: number }) => ({
  id: 7,
  customerPhone: '14165550101',
  restaurantId: 1,
  driverId: null,
  status: 'preparing',
  ...extra,
});

describe('createDelayNotices', () => {
  it('words the toast with the minutes the restaurant needs', () => {
    const notices = createDelayNotices();
    expect(notices.noticeFor(update({ delayedByMinutes: 10, seq: 3 }), 0)).toEqual({
      title: 'Your order is running late',
      description: 'The restaurant needs 10 more minutes.',
    });
  });

  it('says nothing for an update without a delay', () => {
    expect(createDelayNotices().noticeFor(update({ seq: 2 }), 0)).toBeNull();
  });

  it('announces one event once, even when a second socket or a reconnect hands it over again', () => {
    const notices = createDelayNotices();
    expect(notices.noticeFor(update({ delayedByMinutes: 10, seq: 3 }), 0)).not.toBeNull();
    expect(notices.noticeFor(update({ delayedByMinutes: 10, seq: 3 }), 5)).toBeNull();
    expect(notices.noticeFor(update({ delayedByMinutes: 10, seq: 3 }), 10 * 60_000)).toBeNull();
    // A second delay of the same order is news, as is a delay of another order.
    expect(notices.noticeFor(update({ delayedByMinutes: 10, seq: 4 }), 20)).not.toBeNull();
    expect(notices.noticeFor(update({ id: 8, delayedByMinutes: 10, seq: 3 }), 30)).not.toBeNull();
  });

  it('without versions, the same delay within the window is the same event', () => {
    const notices = createDelayNotices(60_000);
    expect(notices.noticeFor(update({ delayedByMinutes: 5 }), 0)).not.toBeNull();
    expect(notices.noticeFor(update({ delayedByMinutes: 5 }), 1_000)).toBeNull();
    expect(notices.noticeFor(update({ delayedByMinutes: 15 }), 2_000)).not.toBeNull();
    expect(notices.noticeFor(update({ delayedByMinutes: 5 }), 61_000)).not.toBeNull();
  });
});
