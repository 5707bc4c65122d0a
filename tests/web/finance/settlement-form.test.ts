import { describe, expect, it } from 'vitest';
import { settlementTooLargeMessage } from '#domain/finance/responses.ts';
import {
  AMOUNT_FORMAT,
  AMOUNT_NOT_POSITIVE,
  AMOUNT_REQUIRED,
  AMOUNT_TOO_LARGE,
  checkSettlement,
  normaliseAmount,
  SETTLEMENT_FAILED,
  settlementFailure,
  wasRefused,
} from '#web/features/finance/settlement-form.ts';
import { ApiError } from '#web/lib/api-client.ts';

// The Record settlement dialog: the amount as people type it, the body sent, and the server's
// refusals shown where they belong.

const refusal = (status: number, body: object) => new ApiError(status, 'Refused', JSON.stringify(body));

describe('normaliseAmount', () => {
  it('turns dollars as typed into the API’s two decimals', () => {
    expect(normaliseAmount('25')).toBe('25.00');
    expect(normaliseAmount('25.5')).toBe('25.50');
    expect(normaliseAmount(' 25.00 ')).toBe('25.00');
    expect(normaliseAmount('$25')).toBe('25.00');
    expect(normaliseAmount('$ 1,025.5')).toBe('1025.50');
    expect(normaliseAmount('1,000,000')).toBe('1000000.00');
    expect(normaliseAmount('.5')).toBe('0.50');
    expect(normaliseAmount('7.')).toBe('7.00');
    expect(normaliseAmount('0')).toBe('0.00');
  });

  it('is null for anything that is not an amount', () => {
    for (const text of ['', '.', 'abc', '-5', '25.001', '1e3', '2,5', '12,34.00', '$', '25 00']) {
      expect(normaliseAmount(text), text).toBeNull();
    }
  });
});

describe('checkSettlement', () => {
  it('sends the amount with two decimals and a note only when there is one', () => {
    expect(checkSettlement({ amount: '25', note: '' })).toEqual({ ok: true, body: { amount: '25.00' } });
    expect(checkSettlement({ amount: '$12.5', note: '  Handed over at the depot ' })).toEqual({
      ok: true,
      body: { amount: '12.50', note: 'Handed over at the depot' },
    });
    expect(checkSettlement({ amount: '100000', note: '   ' })).toEqual({
      ok: true,
      body: { amount: '100000.00' },
    });
  });

  it('says what is wrong with the amount', () => {
    expect(checkSettlement({ amount: ' ', note: '' })).toEqual({
      ok: false,
      errors: { amount: AMOUNT_REQUIRED },
    });
    expect(checkSettlement({ amount: '2.345', note: '' })).toEqual({
      ok: false,
      errors: { amount: AMOUNT_FORMAT },
    });
    expect(checkSettlement({ amount: '0.00', note: '' })).toEqual({
      ok: false,
      errors: { amount: AMOUNT_NOT_POSITIVE },
    });
    expect(checkSettlement({ amount: '100000.01', note: '' })).toEqual({
      ok: false,
      errors: { amount: AMOUNT_TOO_LARGE },
    });
    expect(AMOUNT_TOO_LARGE).toBe('The amount must be at most $100,000.00');
  });

  it('refuses a note over 200 characters, and both fields at once', () => {
    const result = checkSettlement({ amount: '', note: 'x'.repeat(201) });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors.amount).toBe(AMOUNT_REQUIRED);
      expect(result.errors.note).toMatch(/200/);
    }
    expect(checkSettlement({ amount: '5', note: 'x'.repeat(200) }).ok).toBe(true);
  });
});

describe('settlementFailure', () => {
  it('shows a too-large settlement on the amount, in the server’s words', () => {
    const error = refusal(409, {
      message: 'The settlement is more than the driver owes ($12.40)',
      code: 'settlement_too_large',
    });
    expect(settlementFailure(error, '12.40')).toEqual({
      fields: { amount: 'The settlement is more than the driver owes ($12.40)' },
      message: null,
    });
  });

  it('says it itself, with the balance, when the server gave no message', () => {
    const error = refusal(409, { code: 'settlement_too_large' });
    expect(settlementFailure(error, '1234.5')).toEqual({
      fields: { amount: settlementTooLargeMessage('$1,234.50') },
      message: null,
    });
  });

  it('puts a 400 on the field it names', () => {
    const error = refusal(400, {
      message: 'Invalid input',
      fields: { note: 'note must be at most 200 characters' },
    });
    expect(settlementFailure(error, '10.00')).toEqual({
      fields: { note: 'note must be at most 200 characters' },
      message: null,
    });
  });

  it('shows anything else as one message', () => {
    expect(
      settlementFailure(refusal(404, { message: 'Driver not found', code: 'not_found' }), '1.00'),
    ).toEqual({
      fields: {},
      message: 'Driver not found',
    });
    expect(
      settlementFailure(refusal(409, { message: 'Idempotency key reused', code: 'conflict' }), '1.00'),
    ).toEqual({
      fields: {},
      message: 'Idempotency key reused',
    });
    expect(settlementFailure(new TypeError('Failed to fetch'), '1.00')).toEqual({
      fields: {},
      message: SETTLEMENT_FAILED,
    });
  });
});

describe('wasRefused', () => {
  it('is true only when the server answered with a refusal (nothing was recorded)', () => {
    expect(wasRefused(refusal(409, {}))).toBe(true);
    expect(wasRefused(refusal(400, {}))).toBe(true);
    expect(wasRefused(refusal(503, {}))).toBe(false);
    expect(wasRefused(new TypeError('Failed to fetch'))).toBe(false);
  });
});
