import { describe, expect, it } from 'vitest';
import { settlementTooLargeMessage } from '#domain/finance/responses.ts';
import {
  amountMessages,
  checkSettlement,
  normaliseAmount,
  SETTLEMENT_FAILED,
  settlementFailure,
  wasRefused,
} from '#web/features/finance/settlement-form.ts';
import { ApiError } from '#web/lib/api-client.ts';

// The Record settlement dialog: the amount as people type it in the driver's currency, the body
// sent, and the server's refusals shown where they belong.

const CAD = amountMessages('CAD');
const JPY = amountMessages('JPY');
const normalise = (text: string) => normaliseAmount(text, 'CAD');

const refusal = (status: number, body: object) => new ApiError(status, 'Refused', JSON.stringify(body));

describe('normaliseAmount', () => {
  it('turns dollars as typed into the API’s two decimals', () => {
    expect(normalise('25')).toBe('25.00');
    expect(normalise('25.5')).toBe('25.50');
    expect(normalise(' 25.00 ')).toBe('25.00');
    expect(normalise('$25')).toBe('25.00');
    expect(normalise('$ 1,025.5')).toBe('1025.50');
    expect(normalise('1,000,000')).toBe('1000000.00');
    expect(normalise('.5')).toBe('0.50');
    expect(normalise('7.')).toBe('7.00');
    expect(normalise('0')).toBe('0.00');
  });

  it('takes the currency symbol or code of the driver and the decimals it has', () => {
    expect(normaliseAmount('£12.5', 'GBP')).toBe('12.50');
    expect(normaliseAmount('GBP 12', 'GBP')).toBe('12.00');
    expect(normaliseAmount('¥2,500', 'JPY')).toBe('2500');
    expect(normaliseAmount('2500', 'JPY')).toBe('2500');
    expect(normaliseAmount('jpy 980', 'JPY')).toBe('980');
    // Yen have no decimals; a pound sign is not a yen sign.
    expect(normaliseAmount('2500.5', 'JPY')).toBeNull();
    expect(normaliseAmount('25.00', 'JPY')).toBeNull();
    expect(normaliseAmount('£2500', 'JPY')).toBeNull();
  });

  it('is null for anything that is not an amount', () => {
    for (const text of ['', '.', 'abc', '-5', '25.001', '1e3', '2,5', '12,34.00', '$', '25 00']) {
      expect(normalise(text), text).toBeNull();
    }
  });
});

describe('checkSettlement', () => {
  it('sends the amount with two decimals and a note only when there is one', () => {
    expect(checkSettlement({ amount: '25', note: '' }, 'CAD')).toEqual({
      ok: true,
      body: { amount: '25.00' },
    });
    expect(checkSettlement({ amount: '$12.5', note: '  Handed over at the depot ' }, 'CAD')).toEqual({
      ok: true,
      body: { amount: '12.50', note: 'Handed over at the depot' },
    });
    expect(checkSettlement({ amount: '100000', note: '   ' }, 'CAD')).toEqual({
      ok: true,
      body: { amount: '100000.00' },
    });
  });

  it('says what is wrong with the amount', () => {
    expect(checkSettlement({ amount: ' ', note: '' }, 'CAD')).toEqual({
      ok: false,
      errors: { amount: CAD.required },
    });
    expect(checkSettlement({ amount: '2.345', note: '' }, 'CAD')).toEqual({
      ok: false,
      errors: { amount: CAD.format },
    });
    expect(checkSettlement({ amount: '0.00', note: '' }, 'CAD')).toEqual({
      ok: false,
      errors: { amount: CAD.notPositive },
    });
    expect(checkSettlement({ amount: '100000.01', note: '' }, 'CAD')).toEqual({
      ok: false,
      errors: { amount: CAD.tooLarge },
    });
    expect(CAD).toEqual({
      required: 'Enter the amount the driver handed over, such as 25.00',
      format: 'Enter an amount in CAD with at most 2 decimals, such as 25.00',
      notPositive: 'The amount must be more than $0.00',
      tooLarge: 'The amount must be at most $100,000.00',
      hint: 'In CAD, e.g. 25.00.',
    });
  });

  it('says it in the driver currency: whole yen', () => {
    expect(checkSettlement({ amount: '¥2,500', note: '' }, 'JPY')).toEqual({
      ok: true,
      body: { amount: '2500' },
    });
    expect(checkSettlement({ amount: '2500.50', note: '' }, 'JPY')).toEqual({
      ok: false,
      errors: { amount: JPY.format },
    });
    expect(JPY).toEqual({
      required: 'Enter the amount the driver handed over, such as 2500',
      format: 'Enter a whole amount in JPY, such as 2500',
      notPositive: 'The amount must be more than ¥0',
      tooLarge: 'The amount must be at most ¥100,000',
      hint: 'In JPY, e.g. 2500.',
    });
  });

  it('refuses a note over 200 characters, and both fields at once', () => {
    const result = checkSettlement({ amount: '', note: 'x'.repeat(201) }, 'CAD');
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors.amount).toBe(CAD.required);
      expect(result.errors.note).toMatch(/200/);
    }
    expect(checkSettlement({ amount: '5', note: 'x'.repeat(200) }, 'CAD').ok).toBe(true);
  });
});

describe('settlementFailure', () => {
  it('shows a too-large settlement on the amount, in the server’s words', () => {
    const error = refusal(409, {
      message: 'The settlement is more than the driver owes ($12.40)',
      code: 'settlement_too_large',
    });
    expect(settlementFailure(error, '12.40', 'CAD')).toEqual({
      fields: { amount: 'The settlement is more than the driver owes ($12.40)' },
      message: null,
    });
  });

  it('says it itself, with the balance, when the server gave no message', () => {
    const error = refusal(409, { code: 'settlement_too_large' });
    expect(settlementFailure(error, '1234.5', 'CAD')).toEqual({
      fields: { amount: settlementTooLargeMessage('$1,234.50') },
      message: null,
    });
  });

  it('puts a 400 on the field it names', () => {
    const error = refusal(400, {
      message: 'Invalid input',
      fields: { note: 'note must be at most 200 characters' },
    });
    expect(settlementFailure(error, '10.00', 'CAD')).toEqual({
      fields: { note: 'note must be at most 200 characters' },
      message: null,
    });
  });

  it('shows anything else as one message', () => {
    expect(
      settlementFailure(refusal(404, { message: 'Driver not found', code: 'not_found' }), '1.00', 'CAD'),
    ).toEqual({
      fields: {},
      message: 'Driver not found',
    });
    expect(
      settlementFailure(refusal(409, { message: 'Idempotency key reused', code: 'conflict' }), '1.00', 'CAD'),
    ).toEqual({
      fields: {},
      message: 'Idempotency key reused',
    });
    expect(settlementFailure(new TypeError('Failed to fetch'), '1.00', 'CAD')).toEqual({
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
