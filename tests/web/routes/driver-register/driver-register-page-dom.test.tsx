// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RateCard } from '#domain/rate-cards/rules.ts';
import { SPEC_US_RATE_CARD } from '#web/features/registration/payout-rules.ts';
import { DriverRegisterPage } from '#web/routes/driver-register/driver-register-page.tsx';
import { type FetchCall, jsonResponse, renderWithProviders, stubFetch } from '../../../support/render';

// /driver-register beside its form: the payout rules of the country chosen in the form, from its
// rate card in its currency; a country without a card says its rates are not set, with no figures.

const japan: RateCard = {
  countryCode: 'JP',
  currency: 'JPY',
  driverBase: '500',
  driverPerKm: '80',
  freeKm: '3',
  tipFeeThreshold: '2000',
  tipFee: '300',
  restaurantDeliveryShare: '20',
  tipPresets: ['0', '100', '200', '500'],
};

const CARDS: Record<string, RateCard> = { US: SPEC_US_RATE_CARD, JP: japan };

/** GET /api/rate-cards/{code} as the server answers: the card, or 404 no_rate_card. */
function cardServer(answer?: (call: FetchCall) => Response | undefined) {
  return stubFetch((call) => {
    const own = answer?.(call);
    if (own) return own;
    const code = call.url.split('/').pop() ?? '';
    const card = CARDS[code];
    return card
      ? jsonResponse(card)
      : jsonResponse({ message: 'No rate card is set for this country yet', code: 'no_rate_card' }, 404);
  });
}

const earnings = () => screen.getByRole('complementary', { name: 'Driver earnings and sign-in' });
const countryField = () =>
  within(screen.getByRole('form', { name: 'Driver registration' })).getByLabelText('Country');

describe('/driver-register: how drivers earn', () => {
  it("states the United States card's rules for the default country, and titles the tab with them", async () => {
    const calls = cardServer();
    renderWithProviders(<DriverRegisterPage />);
    const aside = earnings();
    expect(within(aside).getByRole('heading', { name: 'How drivers earn' })).toBeTruthy();
    expect(
      await within(aside).findByText('$5.00 base per delivery plus $1.00 per km beyond 5 km.'),
    ).toBeTruthy();
    expect(
      within(aside).getByText(
        'Tips up to $20 go fully to the driver; on tips above $20 a $5 fee is deducted.',
      ),
    ).toBeTruthy();
    expect(within(aside).getByText('$15-25 per hour.')).toBeTruthy();
    expect(within(aside).getByText('In United States, in USD.')).toBeTruthy();
    expect(calls.map((call) => call.url)).toEqual(['/api/rate-cards/US']);
    await waitFor(() =>
      expect(document.title).toBe('Register as Driver: earn $5 base plus $1 per km plus tips – QuickBite'),
    );
  });

  it("follows the country picked in the form: Japan's card in yen, with no dollar anywhere", async () => {
    cardServer();
    const { user } = renderWithProviders(<DriverRegisterPage />);
    await within(earnings()).findByText('In United States, in USD.');
    await user.selectOptions(countryField(), 'Japan');
    const aside = earnings();
    expect(
      await within(aside).findByText('¥500 base per delivery plus ¥80 per km beyond 3 km.'),
    ).toBeTruthy();
    expect(
      within(aside).getByText(
        'Tips up to ¥2,000 go fully to the driver; on tips above ¥2,000 a ¥300 fee is deducted.',
      ),
    ).toBeTruthy();
    expect(within(aside).getByText('In Japan, in JPY.')).toBeTruthy();
    expect(aside.textContent).not.toContain('$');
    await waitFor(() =>
      expect(document.title).toBe('Register as Driver: earn ¥500 base plus ¥80 per km plus tips – QuickBite'),
    );
  });

  it('says the rates of a country without a card are not set yet, and invents none', async () => {
    cardServer();
    const { user } = renderWithProviders(<DriverRegisterPage />);
    await within(earnings()).findByText('In United States, in USD.');
    await user.selectOptions(countryField(), 'Germany');
    const aside = earnings();
    expect(await within(aside).findByText('Rates for Germany are not set yet.')).toBeTruthy();
    expect(
      within(aside).getByText(/You can apply now; QuickBite sets them before approving partners there\./),
    ).toBeTruthy();
    expect(aside.textContent).not.toMatch(/\d/);
    await waitFor(() => expect(document.title).toBe('Register as Driver – QuickBite'));
  });

  it('says when the rates cannot be read, and reads them again on request', async () => {
    let failing = true;
    const calls = cardServer(() =>
      failing ? jsonResponse({ message: 'Service unavailable', code: 'unavailable' }, 503) : undefined,
    );
    const { user } = renderWithProviders(<DriverRegisterPage />);
    const aside = earnings();
    expect(await within(aside).findByText('We could not load the rates for United States.')).toBeTruthy();
    failing = false;
    await user.click(within(aside).getByRole('button', { name: 'Try again' }));
    expect(
      await within(aside).findByText('$5.00 base per delivery plus $1.00 per km beyond 5 km.'),
    ).toBeTruthy();
    expect(calls.filter((call) => call.url === '/api/rate-cards/US').length).toBeGreaterThanOrEqual(2);
  });
});
