// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RateCard } from '#domain/rate-cards/rules.ts';
import { SPEC_US_RATE_CARD } from '#web/features/registration/payout-rules.ts';
import { RestaurantRegisterPage } from '#web/routes/restaurant-register/restaurant-register-page.tsx';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../support/render';

// /restaurant-register beside its form: what restaurants keep in the country chosen in the form,
// from its rate card; the fee and minimum are asked for in that country's currency.

const CARDS: Record<string, RateCard> = {
  CA: { ...SPEC_US_RATE_CARD, countryCode: 'CA', currency: 'CAD' },
  GB: {
    countryCode: 'GB',
    currency: 'GBP',
    driverBase: '3.50',
    driverPerKm: '0.60',
    freeKm: '4',
    tipFeeThreshold: '15.00',
    tipFee: '3.00',
    restaurantDeliveryShare: '17.5',
    tipPresets: ['0.00', '1.00', '2.00', '5.00'],
  },
};

function cardServer() {
  return stubFetch((call) => {
    const card = CARDS[call.url.split('/').pop() ?? ''];
    return card
      ? jsonResponse(card)
      : jsonResponse({ message: 'No rate card is set for this country yet', code: 'no_rate_card' }, 404);
  });
}

const earnings = () => screen.getByRole('complementary', { name: 'Restaurant earnings and sign-in' });
const form = () => screen.getByRole('form', { name: 'Restaurant registration' });
const hintOf = (label: RegExp) => {
  const control = within(form()).getByLabelText(label);
  return (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
};

describe('/restaurant-register: what restaurants keep', () => {
  it("states the default country's card: Canada, in CAD", async () => {
    const calls = cardServer();
    renderWithProviders(<RestaurantRegisterPage />);
    const aside = earnings();
    expect(within(aside).getByRole('heading', { name: 'What restaurants keep' })).toBeTruthy();
    expect(await within(aside).findByText('In Canada, in CAD.')).toBeTruthy();
    expect(within(aside).getByText('Keep 100% of food sales.')).toBeTruthy();
    expect(within(aside).getByText('Plus 20% of the delivery fee.')).toBeTruthy();
    expect(within(aside).getByText('No commission.')).toBeTruthy();
    expect(calls.map((call) => call.url)).toEqual(['/api/rate-cards/CA']);
    expect(hintOf(/^Delivery Fee/)).toContain('In CAD, e.g. 2.99.');
  });

  it("follows the country picked: the United Kingdom's share of the delivery fee, and pounds", async () => {
    cardServer();
    const { user } = renderWithProviders(<RestaurantRegisterPage />);
    await within(earnings()).findByText('In Canada, in CAD.');
    await user.selectOptions(within(form()).getByLabelText('Country'), 'United Kingdom');
    expect(await within(earnings()).findByText('Plus 17.5% of the delivery fee.')).toBeTruthy();
    expect(within(earnings()).getByText('In United Kingdom, in GBP.')).toBeTruthy();
    expect(hintOf(/^Delivery Fee/)).toContain('In GBP, e.g. 2.99.');
    expect(hintOf(/^Minimum Order/)).toContain('Smallest order you accept, in GBP, e.g. 15.00.');
  });

  it('says the rates of a country without a card are not set yet, and asks for its currency', async () => {
    cardServer();
    const { user } = renderWithProviders(<RestaurantRegisterPage />);
    await within(earnings()).findByText('In Canada, in CAD.');
    await user.selectOptions(within(form()).getByLabelText('Country'), 'Germany');
    expect(await within(earnings()).findByText('Rates for Germany are not set yet.')).toBeTruthy();
    expect(within(earnings()).queryByText(/of the delivery fee/)).toBeNull();
    expect(hintOf(/^Delivery Fee/)).toContain('In EUR, e.g. 2.99.');
  });

  it('asks for a listed country when "Other" is picked, reading no card', async () => {
    const calls = cardServer();
    const { user } = renderWithProviders(<RestaurantRegisterPage />);
    await within(earnings()).findByText('In Canada, in CAD.');
    await user.selectOptions(within(form()).getByLabelText('Country'), 'Other');
    expect(
      await within(earnings()).findByText(
        'Rates are set per country: pick a listed country to see its rates.',
      ),
    ).toBeTruthy();
    expect(calls.map((call) => call.url)).toEqual(['/api/rate-cards/CA']);
  });
});
