import { describe, expect, it } from 'vitest';
import { decimalInput, decimalString } from '#domain/shared/decimal-schema.ts';
import {
  centsOrNull,
  centsToDecimal,
  formatUsd,
  percentOfCents,
  sumCents,
  toCents,
} from '#domain/shared/money.ts';

describe('toCents', () => {
  it('parses strings and numbers exactly', () => {
    expect(toCents('4.99')).toBe(499);
    expect(toCents(4.99)).toBe(499);
    expect(toCents('15')).toBe(1500);
    expect(toCents(15)).toBe(1500);
    expect(toCents('0.1')).toBe(10);
    expect(toCents(0.29)).toBe(29); // 0.29 * 100 is 28.999999999999996 in floating point
    expect(toCents(' 12.50 ')).toBe(1250);
    expect(toCents('-3.05')).toBe(-305);
    expect(toCents('-0')).toBe(0);
    expect(toCents('007.10')).toBe(710);
  });

  it.each([['1.999'], ['abc'], [''], ['1,5'], ['1.'], ['.5'], ['+1'], ['1e3'], ['99999999999999999999']])(
    'rejects %j with a RangeError',
    (text) => {
      expect(() => toCents(text)).toThrow(RangeError);
    },
  );

  it.each([[Number.NaN], [Number.POSITIVE_INFINITY], [1.005], [1e21], [1e-7]])('rejects %s', (value) => {
    expect(() => toCents(value)).toThrow(RangeError);
  });
});

describe('centsToDecimal and formatUsd', () => {
  it('always prints two decimals', () => {
    expect(centsToDecimal(499)).toBe('4.99');
    expect(centsToDecimal(500)).toBe('5.00');
    expect(centsToDecimal(5)).toBe('0.05');
    expect(centsToDecimal(0)).toBe('0.00');
    expect(centsToDecimal(-5)).toBe('-0.05');
    expect(centsToDecimal(-12345)).toBe('-123.45');
  });

  it('round-trips with toCents', () => {
    for (const cents of [0, 1, 99, 100, 499, 123456, -250]) {
      expect(toCents(centsToDecimal(cents))).toBe(cents);
    }
  });

  it('refuses fractional cents', () => {
    expect(() => centsToDecimal(1.5)).toThrow(RangeError);
    expect(() => formatUsd(Number.NaN)).toThrow(RangeError);
  });

  it('formats dollars with grouping and sign', () => {
    expect(formatUsd(499)).toBe('$4.99');
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(123456)).toBe('$1,234.56');
    expect(formatUsd(100000000)).toBe('$1,000,000.00');
    expect(formatUsd(-500)).toBe('-$5.00');
  });
});

describe('percentOfCents', () => {
  it('rounds half up to the cent', () => {
    expect(percentOfCents(499, 20)).toBe(100); // 99.8
    expect(percentOfCents(299, 20)).toBe(60); // 59.8
    expect(percentOfCents(25, 10)).toBe(3); // 2.5 -> 3
    expect(percentOfCents(24, 10)).toBe(2); // 2.4 -> 2
    expect(percentOfCents(1000, 0)).toBe(0);
    expect(percentOfCents(-25, 10)).toBe(-3);
  });

  it('refuses bad input', () => {
    expect(() => percentOfCents(1.5, 20)).toThrow(RangeError);
    expect(() => percentOfCents(100, Number.NaN)).toThrow(RangeError);
  });
});

describe('sumCents', () => {
  it('adds whole cents', () => {
    expect(sumCents([])).toBe(0);
    expect(sumCents([1000, 499, 300])).toBe(1799);
    expect(() => sumCents([1, 0.5])).toThrow(RangeError);
  });
});

describe('decimalString', () => {
  const fee = decimalString({ precision: 4, scale: 2 });

  it('accepts non-negative decimals that fit numeric(4,2)', () => {
    for (const ok of ['0', '4.99', '99.99', '4.9', ' 2.50 ', '007.50']) {
      expect(fee.safeParse(ok).success, ok).toBe(true);
    }
    expect(fee.parse(' 2.50 ')).toBe('2.50');
  });

  it('rejects more decimals, negatives, junk and overflow', () => {
    for (const bad of ['1.999', '-1', 'abc', '1e2', '100', '100.00', '', '.5', '1.']) {
      expect(fee.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('uses the caller messages', () => {
    const schema = decimalString({
      precision: 4,
      scale: 2,
      messages: { required: 'Fee is required', format: 'Bad fee', tooLarge: 'Fee too large' },
    });
    expect(schema.safeParse('').error?.issues[0]?.message).toBe('Fee is required');
    expect(schema.safeParse('1.234').error?.issues[0]?.message).toBe('Bad fee');
    expect(schema.safeParse('123').error?.issues[0]?.message).toBe('Fee too large');
    expect(schema.safeParse(undefined).error?.issues[0]?.message).toBe('Fee is required');
  });

  it('has default messages', () => {
    expect(fee.safeParse('1.234').error?.issues[0]?.message).toBe(
      'Must be a non-negative number with at most 2 decimal places',
    );
    expect(fee.safeParse('100').error?.issues[0]?.message).toBe('Must be less than 100');
  });

  it('supports scale 0', () => {
    const whole = decimalString({ precision: 3, scale: 0 });
    expect(whole.safeParse('999').success).toBe(true);
    expect(whole.safeParse('1000').success).toBe(false);
    expect(whole.safeParse('1.5').success).toBe(false);
  });
});

describe('decimalInput', () => {
  const total = decimalInput({ precision: 6, scale: 2 });

  it('accepts numbers and strings, outputs the string', () => {
    expect(total.parse(12.5)).toBe('12.5');
    expect(total.parse('12.50')).toBe('12.50');
    expect(total.parse(0)).toBe('0');
  });

  it('refuses numbers with too many decimals, negatives, NaN and other types', () => {
    for (const bad of [4.999, -1, Number.NaN, Number.POSITIVE_INFINITY, 10000, true, null, undefined, {}]) {
      expect(total.safeParse(bad).success, String(bad)).toBe(false);
    }
  });
});

describe('centsOrNull', () => {
  it('is toCents for what toCents reads, and null where toCents would throw', () => {
    expect(centsOrNull('4.99')).toBe(499);
    expect(centsOrNull(12)).toBe(1200);
    expect(centsOrNull('99999999999999999999')).toBeNull();
    expect(centsOrNull('1.234')).toBeNull();
    expect(centsOrNull('abc')).toBeNull();
    expect(centsOrNull(Number.POSITIVE_INFINITY)).toBeNull();
  });
});
