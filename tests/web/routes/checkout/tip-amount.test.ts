import { describe, expect, it } from 'vitest';
import { TIP_FORMAT, TIP_TOO_LARGE } from '#domain/ordering/requests.ts';
import { tipAmount } from '#web/routes/checkout/tip-amount.ts';

describe('tipAmount', () => {
  it('turns presets and custom amounts into cents', () => {
    expect(tipAmount({ kind: 'preset', dollars: 5 })).toEqual({ cents: 500 });
    expect(tipAmount({ kind: 'custom', text: '2.35' })).toEqual({ cents: 235 });
    expect(tipAmount({ kind: 'custom', text: '0' })).toEqual({ cents: 0 });
    expect(tipAmount({ kind: 'custom', text: '  ' })).toEqual({ cents: 0 });
  });

  it('refuses negative amounts, fractions of a cent and absurd tips', () => {
    expect(tipAmount({ kind: 'custom', text: '-1' })).toEqual({ cents: null, error: TIP_FORMAT });
    expect(tipAmount({ kind: 'custom', text: '1.999' })).toEqual({ cents: null, error: TIP_FORMAT });
    expect(tipAmount({ kind: 'custom', text: '500.01' })).toEqual({ cents: null, error: TIP_TOO_LARGE });
  });
});
