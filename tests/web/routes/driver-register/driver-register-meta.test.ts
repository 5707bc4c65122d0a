import { describe, expect, it } from 'vitest';
import { SPEC_US_RATE_CARD } from '#web/features/registration/payout-rules.ts';
import {
  driverRegisterDescription,
  driverRegisterTitle,
} from '#web/routes/driver-register/driver-register-meta.ts';

describe('/driver-register metadata (SPEC section 9)', () => {
  it("titles the page with what drivers earn in the chosen country, from its card's currency", () => {
    expect(driverRegisterTitle(SPEC_US_RATE_CARD)).toBe(
      'Register as Driver: earn $5 base plus $1 per km plus tips',
    );
    expect(
      driverRegisterTitle({
        ...SPEC_US_RATE_CARD,
        countryCode: 'JP',
        currency: 'JPY',
        driverBase: '500',
        driverPerKm: '80',
      }),
    ).toBe('Register as Driver: earn ¥500 base plus ¥80 per km plus tips');
    expect(
      driverRegisterTitle({
        ...SPEC_US_RATE_CARD,
        countryCode: 'GB',
        currency: 'GBP',
        driverBase: '3.50',
        driverPerKm: '0.60',
      }),
    ).toBe('Register as Driver: earn £3.50 base plus £0.60 per km plus tips');
  });

  it('states no figure without a card', () => {
    expect(driverRegisterTitle(null)).toBe('Register as Driver');
  });

  it("quotes the spec's United States card by name and leaves other countries to their own rates", () => {
    expect(driverRegisterDescription()).toBe(
      "Drive with QuickBite: in the US earn $5 base plus $1 per km plus tips; elsewhere your country's rates. Register as a driver in 50+ countries.",
    );
    expect(driverRegisterDescription().length).toBeLessThanOrEqual(160);
  });
});
