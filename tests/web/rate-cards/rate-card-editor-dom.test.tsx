// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { RateCardResponse } from '#domain/rate-cards/responses.ts';
import { RateCardEditor } from '#web/features/rate-cards/components/rate-card-editor.tsx';
import {
  type FetchCall,
  findToast,
  jsonResponse,
  renderWithProviders,
  stubFetch,
} from '../../support/render';

// The admin's Rate cards section in a DOM: pick a country, read its card or start one from the
// United States card, edit every figure, save with PUT; the domain's and the server's messages at
// the fields.

const us: RateCardResponse = {
  countryCode: 'US',
  currency: 'USD',
  driverBase: '5.00',
  driverPerKm: '1.00',
  freeKm: '5',
  tipFeeThreshold: '20.00',
  tipFee: '5.00',
  restaurantDeliveryShare: '20',
  tipPresets: ['0.00', '3.00', '5.00', '10.00'],
};
const japan: RateCardResponse = {
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

/**
 * The rate card API: GET answers the stored cards (404 no_rate_card otherwise); PUT stores the body
 * unless `refuse` answers it.
 */
function cardServer(refuse: (call: FetchCall) => Response | undefined = () => undefined) {
  const cards: Record<string, RateCardResponse> = { US: us, JP: japan };
  return stubFetch((call) => {
    const code = call.url.split('/').pop() ?? '';
    if (call.method === 'GET') {
      const card = cards[code];
      return card
        ? jsonResponse(card)
        : jsonResponse({ message: 'No rate card is set for this country yet', code: 'no_rate_card' }, 404);
    }
    const refusal = refuse(call);
    if (refusal) return refusal;
    cards[code] = call.body as RateCardResponse;
    return jsonResponse(cards[code]);
  });
}

const puts = (calls: FetchCall[]) => calls.filter((call) => call.method === 'PUT');

function renderEditor(onUnauthorized = () => {}) {
  return renderWithProviders(<RateCardEditor onUnauthorized={onUnauthorized} />, { toaster: true });
}

async function pick(user: ReturnType<typeof renderEditor>['user'], code: string, name: string) {
  await user.selectOptions(screen.getByLabelText('Country'), code);
  return screen.findByRole('form', { name: `Rate card for ${name}` });
}

/** A box of the form by its label (a required label ends in " *"). */
const control = (form: HTMLElement, label: string) =>
  within(form).getByLabelText(new RegExp(`^${label.replace(/[()%]/g, '\\$&')}`)) as HTMLInputElement;
const valueIn = (form: HTMLElement, label: string) => control(form, label).value;

describe('the Rate cards section', () => {
  it('asks for a country first and reads nothing', () => {
    const calls = cardServer();
    renderEditor();
    expect(screen.getByRole('heading', { name: 'Rate cards' })).toBeTruthy();
    expect(screen.getByText('Pick a country to see or set its card.')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Japan (JPY)' })).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it("shows a country's card with every figure labelled in its currency, and saves it with PUT", async () => {
    const calls = cardServer();
    const { user } = renderEditor();
    const form = await pick(user, 'JP', 'Japan');
    expect(valueIn(form, 'Driver base pay (JPY)')).toBe('500');
    expect(control(form, 'Driver base pay (JPY)').getAttribute('step')).toBe('1');
    expect(valueIn(form, 'Driver pay per km (JPY)')).toBe('80');
    expect(valueIn(form, 'Free km')).toBe('3');
    expect(valueIn(form, 'Tip fee threshold (JPY)')).toBe('2000');
    expect(valueIn(form, 'Tip fee (JPY)')).toBe('300');
    expect(valueIn(form, 'Tip presets (JPY)')).toBe('0, 100, 200, 500');
    expect(valueIn(form, 'Restaurant share of the delivery fee (%)')).toBe('20');
    expect(form.textContent).not.toContain('$');

    const base = control(form, 'Driver base pay (JPY)');
    await user.clear(base);
    await user.type(base, '550');
    const presets = control(form, 'Tip presets (JPY)');
    await user.clear(presets);
    await user.type(presets, '0, 150, 300');
    await user.click(within(form).getByRole('button', { name: 'Save Rate Card' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]).toEqual({
      url: '/api/admin/rate-cards/JP',
      method: 'PUT',
      body: {
        countryCode: 'JP',
        currency: 'JPY',
        driverBase: '550',
        driverPerKm: '80',
        freeKm: '3',
        tipFeeThreshold: '2000',
        tipFee: '300',
        restaurantDeliveryShare: '20',
        tipPresets: ['0', '150', '300'],
      },
    });
    const toast = await findToast('Rate card saved');
    expect(within(toast).getByText('Payouts in Japan follow it from now on, in JPY.')).toBeTruthy();
    expect(valueIn(form, 'Driver base pay (JPY)')).toBe('550');
  });

  it("starts a country without a card from the United States card's figures, in its currency", async () => {
    const calls = cardServer();
    const { user } = renderEditor();
    const form = await pick(user, 'DE', 'Germany');
    expect(screen.getByText('Germany has no rate card yet.')).toBeTruthy();
    expect(
      screen.getByText(/The form starts from the United States card's figures, written in EUR/),
    ).toBeTruthy();
    expect(calls.map((call) => call.url)).toEqual(['/api/rate-cards/DE', '/api/rate-cards/US']);
    expect(valueIn(form, 'Driver base pay (EUR)')).toBe('5.00');
    expect(valueIn(form, 'Tip presets (EUR)')).toBe('0.00, 3.00, 5.00, 10.00');
    await user.click(within(form).getByRole('button', { name: 'Save Rate Card' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]).toMatchObject({
      url: '/api/admin/rate-cards/DE',
      body: {
        countryCode: 'DE',
        currency: 'EUR',
        driverBase: '5.00',
        tipPresets: ['0.00', '3.00', '5.00', '10.00'],
      },
    });
    await findToast('Rate card saved');
  });

  it('writes the starting figures whole for a currency without cents', async () => {
    cardServer();
    const { user } = renderEditor();
    const form = await pick(user, 'KR', 'South Korea');
    expect(valueIn(form, 'Driver base pay (KRW)')).toBe('5');
    expect(valueIn(form, 'Tip fee threshold (KRW)')).toBe('20');
    expect(valueIn(form, 'Tip presets (KRW)')).toBe('0, 3, 5, 10');
  });

  it("says what is wrong at each field in the domain's words, focuses the first and sends nothing", async () => {
    const calls = cardServer();
    const { user } = renderEditor();
    const form = await pick(user, 'JP', 'Japan');
    const base = control(form, 'Driver base pay (JPY)');
    await user.clear(base);
    await user.type(base, '550.5');
    await user.clear(control(form, 'Driver pay per km (JPY)'));
    const freeKm = control(form, 'Free km');
    await user.clear(freeKm);
    await user.type(freeKm, '60');
    const share = control(form, 'Restaurant share of the delivery fee (%)');
    await user.clear(share);
    await user.type(share, '120');
    const presets = control(form, 'Tip presets (JPY)');
    await user.clear(presets);
    await user.type(presets, '0, 1, 2, 3, 4, 5, 6');
    await user.click(within(form).getByRole('button', { name: 'Save Rate Card' }));
    expect(await within(form).findByText('Driver pay per km is required')).toBeTruthy();
    expect(
      within(form).getByText('Free km must be a number of km from 0 to 50 with at most 2 decimals'),
    ).toBeTruthy();
    expect(within(form).getByText('Restaurant delivery share must be at most 100')).toBeTruthy();
    expect(within(form).getByText('Give at most 6 tip presets')).toBeTruthy();
    expect(control(form, 'Driver pay per km (JPY)').getAttribute('aria-invalid')).toBe('true');
    expect(puts(calls)).toHaveLength(0);

    // Once the rest is right, the currency's rule: no fractions of a yen.
    await user.type(control(form, 'Driver pay per km (JPY)'), '80');
    await user.clear(freeKm);
    await user.type(freeKm, '3');
    await user.clear(share);
    await user.type(share, '20');
    await user.clear(presets);
    await user.type(presets, '0, 100.5');
    await user.click(within(form).getByRole('button', { name: 'Save Rate Card' }));
    expect(await within(form).findByText('Driver base pay must be a whole amount in JPY')).toBeTruthy();
    expect(within(form).getByText('Tip presets must be a whole amount in JPY')).toBeTruthy();
    expect(document.activeElement).toBe(base);
    expect(puts(calls)).toHaveLength(0);
  });

  it('refuses an empty list of tip presets', async () => {
    const calls = cardServer();
    const { user } = renderEditor();
    const form = await pick(user, 'JP', 'Japan');
    await user.clear(control(form, 'Tip presets (JPY)'));
    await user.click(within(form).getByRole('button', { name: 'Save Rate Card' }));
    expect(await within(form).findByText('Give at least one tip preset')).toBeTruthy();
    expect(puts(calls)).toHaveLength(0);
  });

  it("shows the server's refusal at the fields it names, a preset's at the presets", async () => {
    cardServer(() =>
      jsonResponse(
        {
          message: 'tipFee: Tip fee is too large',
          code: 'invalid_input',
          fields: { tipFee: 'Tip fee is too large', 'tipPresets[1]': 'Tip preset is too large' },
        },
        400,
      ),
    );
    const { user } = renderEditor();
    const form = await pick(user, 'JP', 'Japan');
    await user.click(within(form).getByRole('button', { name: 'Save Rate Card' }));
    expect(await within(form).findByText('Tip fee is too large')).toBeTruthy();
    expect(within(form).getByText('Tip preset is too large')).toBeTruthy();
    expect(control(form, 'Tip fee (JPY)').getAttribute('aria-invalid')).toBe('true');
    expect(control(form, 'Tip presets (JPY)').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('Could not save the rate card')).toBeNull();
  });

  it('toasts a refusal that names no field', async () => {
    cardServer(() => jsonResponse({ message: 'Country not found', code: 'not_found' }, 404));
    const { user } = renderEditor();
    const form = await pick(user, 'JP', 'Japan');
    await user.click(within(form).getByRole('button', { name: 'Save Rate Card' }));
    const toast = await findToast('Could not save the rate card');
    expect(within(toast).getByText('Country not found')).toBeTruthy();
  });

  it('hands the panel back to the sign-in when the session is gone', async () => {
    cardServer(() => jsonResponse({ message: 'Not signed in' }, 401));
    const onUnauthorized = vi.fn();
    const { user } = renderEditor(onUnauthorized);
    const form = await pick(user, 'JP', 'Japan');
    await user.click(within(form).getByRole('button', { name: 'Save Rate Card' }));
    await waitFor(() => expect(onUnauthorized).toHaveBeenCalled());
    expect(screen.queryByText('Could not save the rate card')).toBeNull();
  });

  it('says so when a card cannot be read, with a retry', async () => {
    stubFetch(() => jsonResponse({ message: 'Service unavailable' }, 503));
    const { user } = renderEditor();
    await user.selectOptions(screen.getByLabelText('Country'), 'JP');
    expect(await screen.findByText('Could not load the card for Japan')).toBeTruthy();
    expect(screen.getByText('Service unavailable')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
