// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INVALID_CUSTOMER_PHONE } from '#domain/shared/phone.ts';
import { CountryProvider } from '#web/features/countries/country-context.tsx';
import { SELECTED_COUNTRY_STORAGE_KEY } from '#web/features/countries/country-storage.ts';
import { PhoneSearchForm } from '#web/features/tracking/components/phone-search-form.tsx';
import { TrackOrderPage } from '#web/routes/track-order/track-order-page.tsx';
import { jsonResponse, renderWithProviders, stubFetch } from '../../support/render';

// /track-order as a customer uses it: the number is read in the country chosen beside it (the
// delivery country at first, Canada by default), exactly as the server reads it. What is not a
// number there is said under the field and never sent; a number is looked up in E.164 with its
// country, and the live channel follows that same E.164 number.

/** The sockets the page opens, never connected: what each was asked to follow. */
class FakeSocket {
  static opened: FakeSocket[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: (() => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.opened.push(this);
  }
  send(): void {}
  close(): void {}
}

beforeEach(() => {
  FakeSocket.opened = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  window.localStorage.clear();
});
afterEach(() => window.localStorage.clear());

function renderTrackOrder(path = '/track-order') {
  const calls = stubFetch((call) =>
    call.url.startsWith('/api/orders/customer/') ? jsonResponse([]) : jsonResponse({}),
  );
  const view = renderWithProviders(
    <CountryProvider>
      <TrackOrderPage />
    </CountryProvider>,
    { path },
  );
  const lookups = () =>
    calls.filter((call) => call.url.startsWith('/api/orders/customer/')).map((c) => c.url);
  return { ...view, lookups };
}

describe('/track-order', () => {
  it('has a labelled country list before the number, Canada by default, reached with the keyboard', async () => {
    const { user } = renderTrackOrder();
    const country = screen.getByRole('combobox', { name: 'Country' });
    expect((country as HTMLSelectElement).value).toBe('CA');
    await user.tab();
    expect(document.activeElement).toBe(country);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Phone number' }));
  });

  it('starts with the delivery country the customer chose', () => {
    window.localStorage.setItem(SELECTED_COUNTRY_STORAGE_KEY, JSON.stringify({ code: 'JP' }));
    renderTrackOrder();
    expect((screen.getByRole('combobox', { name: 'Country' }) as HTMLSelectElement).value).toBe('JP');
  });

  it('says "Enter a valid phone number" under the field for what is not a number, and sends nothing', async () => {
    const { user, lookups } = renderTrackOrder();
    const phone = screen.getByRole('textbox', { name: 'Phone number' });
    await user.type(phone, '12');
    await user.click(screen.getByRole('button', { name: 'Track Order' }));
    expect((await screen.findByRole('alert')).textContent).toBe(INVALID_CUSTOMER_PHONE);
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    // A London number typed as Londoners do is not a Canadian number either.
    await user.clear(phone);
    await user.type(phone, '020 7946 0958');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Track Order' }));
    expect((await screen.findByRole('alert')).textContent).toBe(INVALID_CUSTOMER_PHONE);
    expect(lookups()).toEqual([]);
    expect(FakeSocket.opened).toEqual([]);
  });

  it('looks a national number up in E.164 with the chosen country, and follows that number live', async () => {
    const { user, lookups } = renderTrackOrder();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'GB');
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '020 7946 0958');
    await user.click(screen.getByRole('button', { name: 'Track Order' }));
    expect(await screen.findByRole('heading', { name: 'No Orders Found' })).toBeTruthy();
    expect(lookups()).toEqual(['/api/orders/customer/%2B442079460958?country=GB']);
    expect(FakeSocket.opened).toHaveLength(1);
  });

  it('reads a ?phone= link in the delivery country, and says so when it is not a number there', async () => {
    const first = renderTrackOrder('/track-order?phone=%28416%29%20555-0177');
    await screen.findByRole('heading', { name: 'No Orders Found' });
    expect(first.lookups()).toEqual(['/api/orders/customer/%2B14165550177?country=CA']);
    first.unmount();

    const second = renderTrackOrder('/track-order?phone=12');
    expect((await screen.findByRole('alert')).textContent).toBe(INVALID_CUSTOMER_PHONE);
    expect(second.lookups()).toEqual([]);
  });
});

describe('PhoneSearchForm without a country list (/orders)', () => {
  it('shows the message its search answers under the field, and clears it on typing', async () => {
    const onSearch = vi.fn((phone: string) => (phone === '12' ? INVALID_CUSTOMER_PHONE : null));
    const { user } = renderWithProviders(
      <PhoneSearchForm label="Find your orders" submitLabel="Find Orders" onSearch={onSearch} />,
    );
    expect(screen.queryByRole('combobox', { name: 'Country' })).toBeNull();
    const phone = screen.getByRole('textbox', { name: 'Phone number' });
    await user.type(phone, '12');
    await user.click(screen.getByRole('button', { name: 'Find Orders' }));
    expect((await screen.findByRole('alert')).textContent).toBe(INVALID_CUSTOMER_PHONE);
    await user.type(phone, '3');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onSearch).toHaveBeenCalledWith('12');
  });
});
