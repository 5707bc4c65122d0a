import { describe, expect, it } from 'vitest';
import { TIP_FORMAT, tipTooLarge } from '#domain/ordering/requests.ts';
import { tipAmount, tipFormatMessage, tipPresetCents } from '#web/routes/checkout/tip-amount.ts';
import { customTipHint } from '#web/routes/checkout/tip-choice.tsx';

// The checkout's tip in the order's currency: dollars to the cent, yen in whole yen, each with its
// own limit (the server's rules, said before anything is sent).

describe('tipAmount', () => {
  it('turns presets and custom amounts into cents', () => {
    expect(tipAmount({ kind: 'preset', cents: 500 }, 'CAD')).toEqual({ cents: 500 });
    expect(tipAmount({ kind: 'custom', text: '2.35' }, 'CAD')).toEqual({ cents: 235 });
    expect(tipAmount({ kind: 'custom', text: '0' }, 'CAD')).toEqual({ cents: 0 });
    expect(tipAmount({ kind: 'custom', text: '  ' }, 'CAD')).toEqual({ cents: 0 });
    expect(tipAmount({ kind: 'custom', text: '300' }, 'JPY')).toEqual({ cents: 30_000 });
  });

  it('refuses negative amounts, fractions of a cent and absurd tips', () => {
    expect(tipAmount({ kind: 'custom', text: '-1' }, 'CAD')).toEqual({ cents: null, error: TIP_FORMAT });
    expect(tipAmount({ kind: 'custom', text: '1.999' }, 'CAD')).toEqual({ cents: null, error: TIP_FORMAT });
    expect(tipAmount({ kind: 'custom', text: '500.01' }, 'USD')).toEqual({
      cents: null,
      error: 'Tip cannot be more than $500.00',
    });
  });

  it('takes yen in whole yen, up to the yen limit', () => {
    expect(tipAmount({ kind: 'custom', text: '300.50' }, 'JPY')).toEqual({
      cents: null,
      error: 'Tip must be a whole amount in JPY',
    });
    expect(tipAmount({ kind: 'custom', text: '-5' }, 'JPY')).toEqual({
      cents: null,
      error: tipFormatMessage('JPY'),
    });
    expect(tipFormatMessage('JPY')).toBe('Tip must be a non-negative whole amount in JPY');
    expect(tipAmount({ kind: 'custom', text: '75000' }, 'JPY')).toEqual({ cents: 7_500_000 });
    expect(tipAmount({ kind: 'custom', text: '75001' }, 'JPY')).toEqual({
      cents: null,
      error: tipTooLarge('JPY'),
    });
    expect(tipTooLarge('JPY')).toBe('Tip cannot be more than ¥75,000');
  });
});

describe('tipPresetCents', () => {
  it("reads the rate card's presets in its currency, in order", () => {
    expect(tipPresetCents(['0', '3', '5', '10'], 'CAD')).toEqual([0, 300, 500, 1000]);
    expect(tipPresetCents(['0', '200', '500', '1000'], 'JPY')).toEqual([0, 20_000, 50_000, 100_000]);
  });

  it('leaves out what is no tip of that currency instead of guessing', () => {
    expect(tipPresetCents(['0', '2.50', 'ten', '-1', '2.50'], 'JPY')).toEqual([0]);
    expect(tipPresetCents(['0', '2.50', '2.50'], 'GBP')).toEqual([0, 250]);
  });
});

describe('the custom tip hint', () => {
  it('speaks of cents for dollars and of whole amounts for yen', () => {
    expect(customTipHint('CAD')).toBe('Any amount from $0.00, to the cent.');
    expect(customTipHint('JPY')).toBe('Any whole amount from ¥0.');
  });
});
