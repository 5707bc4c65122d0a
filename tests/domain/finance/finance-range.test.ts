import { describe, expect, it } from 'vitest';
import {
  dateMessage,
  FROM_AFTER_TO,
  RANGE_TOO_LONG,
  resolveFinanceRange,
  settlementBodySchema,
} from '#domain/finance/requests.ts';
import { dayNumber } from '#domain/shared/calendar-days.ts';

// How a finance query's from/to become a range of whole days, and which settlements are valid.

describe('dayNumber', () => {
  it('accepts real calendar days only', () => {
    expect(dayNumber('1970-01-02')).toBe(1);
    expect(dayNumber('2024-02-29')).not.toBeNull();
    for (const bad of ['2023-02-29', '2026-13-01', '2026-00-10', '2026-1-01', '20260101', '', '1969-12-31']) {
      expect(dayNumber(bad), bad).toBeNull();
    }
  });
});

describe('resolveFinanceRange', () => {
  const today = '2026-11-23';

  it('fills the last 30 days, today included, when nothing is named', () => {
    expect(resolveFinanceRange({}, today)).toEqual({ from: '2026-10-25', to: today });
    expect(resolveFinanceRange({ to: '2026-01-30' }, today)).toEqual({
      from: '2026-01-01',
      to: '2026-01-30',
    });
    expect(resolveFinanceRange({ from: '2026-11-01' }, today)).toEqual({ from: '2026-11-01', to: today });
  });

  it('names the field at fault', () => {
    expect(resolveFinanceRange({ from: '2026-11-24', to: today }, today)).toEqual({
      field: 'from',
      message: FROM_AFTER_TO,
    });
    expect(resolveFinanceRange({ from: '2025-11-22', to: today }, today)).toEqual({
      field: 'to',
      message: RANGE_TOO_LONG,
    });
    expect(resolveFinanceRange({ from: '2025-11-23', to: today }, today)).toEqual({
      from: '2025-11-23',
      to: today,
    });
    expect(resolveFinanceRange({}, 'soon')).toEqual({ field: 'to', message: dateMessage('to') });
  });
});

describe('settlementBodySchema', () => {
  it('takes a positive amount with at most 2 decimals, as text or a number, and an optional note', () => {
    expect(settlementBodySchema.parse({ amount: '25' })).toEqual({ amount: '25', note: null });
    expect(settlementBodySchema.parse({ amount: 12.5, note: '  at the depot  ' })).toEqual({
      amount: '12.5',
      note: 'at the depot',
    });
    expect(settlementBodySchema.parse({ amount: '100000.00', note: '' })).toEqual({
      amount: '100000.00',
      note: null,
    });
    for (const amount of ['0', '0.00', '-1', '1.001', '1e3', '100000.01', '', null, true]) {
      expect(settlementBodySchema.safeParse({ amount }).success, String(amount)).toBe(false);
    }
  });
});
