import { describe, expect, it } from 'vitest';
import type { Promotion } from '#domain/promotions/responses.ts';
import {
  datesText,
  minimumText,
  offerText,
  promotionState,
  promotionTime,
  toLocalInput,
} from '#web/features/promotions/promotion-text.ts';

// How the manager words a promotion, in the restaurant's currency.

const base: Promotion = {
  id: 1,
  restaurantId: 1,
  title: 'Welcome',
  kind: 'percent',
  value: '10',
  minSubtotal: '0',
  firstOrderOnly: false,
  code: null,
  startsAt: null,
  endsAt: null,
  isActive: true,
  currency: 'CAD',
  createdAt: '2026-11-01T09:00:00.000Z',
  updatedAt: '2026-11-01T09:00:00.000Z',
};

describe('offerText', () => {
  it('says a percent as typed, without trailing zeros', () => {
    expect(offerText(base)).toBe('10% off');
    expect(offerText({ ...base, value: '12.50' })).toBe('12.5% off');
  });

  it('says an amount in the currency, with its decimals', () => {
    expect(offerText({ ...base, kind: 'amount', value: '2', currency: 'GBP' })).toBe('£2.00 off');
    expect(offerText({ ...base, kind: 'amount', value: '300', currency: 'JPY' })).toBe('¥300 off');
    expect(offerText({ ...base, kind: 'amount', value: '5.00', currency: 'CAD' })).toBe('$5.00 off');
  });
});

describe('minimumText', () => {
  it('names the minimum in the currency, or says any order', () => {
    expect(minimumText({ minSubtotal: '15.00', currency: 'EUR' })).toBe('Orders from €15.00');
    expect(minimumText({ minSubtotal: '1500', currency: 'JPY' })).toBe('Orders from ¥1,500');
    expect(minimumText({ minSubtotal: '0.00', currency: 'GBP' })).toBe('Any order');
  });
});

describe('datesText and promotionState', () => {
  const start = '2026-12-01T10:00:00.000Z';
  const end = '2026-12-08T10:00:00.000Z';

  it('words each kind of window', () => {
    expect(datesText(base)).toBe('No end date');
    expect(datesText({ startsAt: start, endsAt: end })).toBe(
      `From ${promotionTime(start)} until ${promotionTime(end)}`,
    );
    expect(datesText({ startsAt: start, endsAt: null })).toBe(`From ${promotionTime(start)}, no end date`);
    expect(datesText({ startsAt: null, endsAt: end })).toBe(`Until ${promotionTime(end)}`);
  });

  it('is scheduled before its start, running inside, ended after, off when switched off', () => {
    const promotion = { ...base, startsAt: start, endsAt: end };
    expect(promotionState(promotion, new Date('2026-11-30T00:00:00Z'))).toBe('scheduled');
    expect(promotionState(promotion, new Date('2026-12-02T00:00:00Z'))).toBe('running');
    expect(promotionState(promotion, new Date(end))).toBe('ended');
    expect(promotionState({ ...promotion, isActive: false }, new Date('2026-12-02T00:00:00Z'))).toBe('off');
  });
});

describe('toLocalInput', () => {
  it('gives the datetime-local value of an instant in the device zone, and back', () => {
    const local = toLocalInput('2026-12-01T10:00:00.000Z');
    expect(local).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(new Date(local).toISOString()).toBe('2026-12-01T10:00:00.000Z');
    expect(toLocalInput(null)).toBe('');
    expect(toLocalInput('not a time')).toBe('');
  });
});
