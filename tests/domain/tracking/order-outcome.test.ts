import { describe, expect, it } from 'vitest';
import {
  cashDueSentence,
  etaOf,
  firstNameOf,
  REFUND_STATES,
  refundSentence,
  refundStateOf,
} from '#domain/tracking/order-outcome.ts';

// What the tracker says of an order's end and its arrival (issue "After the order", item 1).

describe('refundStateOf', () => {
  const card = (paymentStatus: string, refundStatus: string | null) =>
    refundStateOf({ paymentMethod: 'card', paymentStatus, refundStatus });

  it('names each state of a card order’s money', () => {
    expect(card('refunded', 'succeeded')).toBe('refunded');
    expect(card('refund_pending', 'pending')).toBe('pending');
    expect(card('refund_pending', 'failed')).toBe('failed');
    // A card order cancelled before any payment was taken: nothing to give back.
    expect(card('pending', null)).toBe('not_charged');
  });

  it('says a cash order owed nothing, whatever its payment status', () => {
    expect(refundStateOf({ paymentMethod: 'cash', paymentStatus: 'cash_due', refundStatus: null })).toBe(
      'cash_not_due',
    );
  });
});

describe('the sentences', () => {
  it('says each refund state with the order’s money', () => {
    expect(REFUND_STATES.map((state) => refundSentence(state, '23.47', 'USD'))).toEqual([
      'Refunded to your card: $23.47',
      'Your refund of $23.47 is on its way',
      'The refund failed: we are looking into it',
      'Nothing was charged',
      'Nothing to pay: this was a cash order',
    ]);
    expect(refundSentence('refunded', '2480', 'JPY')).toBe('Refunded to your card: ¥2,480');
  });

  it('asks for the cash to have ready', () => {
    expect(cashDueSentence('33.47', 'USD')).toBe('Have $33.47 ready');
  });

  it('keeps a first name only', () => {
    expect(firstNameOf('  Kwame Mensah ')).toBe('Kwame');
    expect(firstNameOf('Cher')).toBe('Cher');
  });
});

describe('etaOf', () => {
  const base = { scheduledFor: null, readyBy: null, pickedUpAt: null, rideMinutes: 6 };

  it('is unknown before the kitchen answers, and the chosen time for an order for later', () => {
    expect(etaOf({ ...base, status: 'confirmed' })).toBeNull();
    expect(etaOf({ ...base, status: 'scheduled', scheduledFor: '2026-11-27T19:15:00.000Z' })).toBe(
      '2026-11-27T19:15:00.000Z',
    );
  });

  it('is the ready time plus the ride once accepted, then the pickup plus the ride', () => {
    const readyBy = '2026-11-27T18:30:00.000Z';
    expect(etaOf({ ...base, status: 'preparing', readyBy })).toBe('2026-11-27T18:36:00.000Z');
    expect(etaOf({ ...base, status: 'ready', readyBy })).toBe('2026-11-27T18:36:00.000Z');
    expect(etaOf({ ...base, status: 'on-the-way', readyBy, pickedUpAt: '2026-11-27T18:41:00.000Z' })).toBe(
      '2026-11-27T18:47:00.000Z',
    );
  });

  it('is null once the order has ended', () => {
    const readyBy = '2026-11-27T18:30:00.000Z';
    expect(etaOf({ ...base, status: 'delivered', readyBy })).toBeNull();
    expect(etaOf({ ...base, status: 'cancelled', readyBy })).toBeNull();
  });
});
