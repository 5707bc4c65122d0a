// @vitest-environment happy-dom
import { act, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LatLng } from '#domain/shared/geo.ts';
import { DropoffPicker } from '#web/features/ordering/components/dropoff-picker.tsx';
import { jsonResponse, renderWithProviders, stubFetch } from '../../support/render';
import { QUEEN_ST, RICHMOND_HILL, restaurantFixture, stubGeolocation } from './fixtures';

// The drop-off picker as a customer uses it, with Leaflet replaced at the module boundary by a
// stand-in "map" whose one button is a tap at a known point (the real map is covered by the browser
// tests): the address search moves the pin, a denied location leaves it to the customer, and the
// geocoder's failures say what to do.

const TAPPED = { latitude: 43.66, longitude: -79.39 };

vi.mock('#web/features/ordering/components/dropoff-map.tsx', () => ({
  DropoffMap: ({
    label,
    onPlace,
    pin,
  }: {
    label: string;
    onPlace: (point: LatLng) => void;
    pin: LatLng | null;
  }) => (
    <section aria-label={label} data-pin={pin ? `${pin.latitude},${pin.longitude}` : ''}>
      <button type="button" onClick={() => onPlace(TAPPED)}>
        Tap the map
      </button>
    </section>
  ),
}));

let restoreGeolocation: (() => void) | null = null;
afterEach(() => {
  restoreGeolocation?.();
  restoreGeolocation = null;
});

function Picker({
  initialAddress = '',
  onPin,
  locateOnMount = false,
}: {
  initialAddress?: string;
  onPin?: (pin: LatLng) => void;
  locateOnMount?: boolean;
}) {
  const [pin, setPin] = useState<LatLng | null>(null);
  const [address, setAddress] = useState(initialAddress);
  return (
    <>
      <label>
        Delivery address
        <textarea value={address} onChange={(event) => setAddress(event.target.value)} />
      </label>
      <DropoffPicker
        pin={pin}
        onPinChange={(next) => {
          setPin(next);
          onPin?.(next);
        }}
        restaurant={restaurantFixture()}
        address={address}
        onAddressChange={setAddress}
        message={null}
        locateOnMount={locateOnMount}
      />
    </>
  );
}

const searchBox = () => screen.getByRole('searchbox', { name: 'Search for your address' });

describe('the drop-off picker', () => {
  it("searches in the restaurant's country and moves the pin to the chosen match, filling an empty address", async () => {
    const calls = stubFetch((call) =>
      call.url.startsWith('/api/geocode/search') ? jsonResponse([QUEEN_ST, RICHMOND_HILL]) : jsonResponse({}),
    );
    const pins: LatLng[] = [];
    const { user } = renderWithProviders(<Picker onPin={(pin) => pins.push(pin)} />);
    expect(await screen.findByRole('region', { name: 'Delivery point map' })).toBeTruthy();
    expect(screen.getByText('No delivery point yet.')).toBeTruthy();

    await user.type(searchBox(), '100 Queen St W');
    // Nothing is asked while typing (no search-as-you-type against the geocoder)...
    expect(calls.filter((call) => call.url.startsWith('/api/geocode/search'))).toHaveLength(0);
    // ...only when the customer asks for it.
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const list = await screen.findByRole('list', { name: 'Matching addresses' });
    const search = calls.filter((call) => call.url.startsWith('/api/geocode/search'));
    expect(search).toHaveLength(1);
    const url = new URL(search[0]?.url ?? '', 'http://localhost');
    expect(url.searchParams.get('q')).toBe('100 Queen St W');
    expect(url.searchParams.get('country')).toBe('CA');

    await user.click(within(list).getByRole('button', { name: /100 Queen St W, Toronto/ }));
    expect(pins).toEqual([{ latitude: QUEEN_ST.latitude, longitude: QUEEN_ST.longitude }]);
    expect(screen.getByTestId('dropoff-pin').textContent).toContain('43.65250, -79.38390');
    expect(screen.getByRole('textbox', { name: 'Delivery address' })).toHaveProperty('value', QUEEN_ST.label);
    expect(screen.queryByRole('list', { name: 'Matching addresses' })).toBeNull();
  });

  it('is used with the keyboard alone: Down into the results, Enter on one places the pin', async () => {
    stubFetch(() => jsonResponse([QUEEN_ST, RICHMOND_HILL]));
    const pins: LatLng[] = [];
    const { user } = renderWithProviders(<Picker onPin={(pin) => pins.push(pin)} />);
    await user.type(searchBox(), 'Queen{Enter}');
    await screen.findByRole('list', { name: 'Matching addresses' });
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.activeElement?.textContent).toContain('Richmond Hill');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(pins).toEqual([{ latitude: QUEEN_ST.latitude, longitude: QUEEN_ST.longitude }]);

    // Arrow buttons then move the pin in small steps.
    await user.click(screen.getByRole('button', { name: 'Move the pin north' }));
    expect(pins[1]?.latitude).toBeGreaterThan(QUEEN_ST.latitude);
    expect(pins[1]?.longitude).toBe(QUEEN_ST.longitude);
  });

  it('asks before replacing an address the customer typed', async () => {
    stubFetch(() => jsonResponse([QUEEN_ST]));
    const { user } = renderWithProviders(<Picker initialAddress="Apt 4, 100 Queen" />);
    await user.type(searchBox(), '100 Queen St W{Enter}');
    await user.click(await screen.findByRole('button', { name: /100 Queen St W, Toronto/ }));
    const address = screen.getByRole('textbox', { name: 'Delivery address' });
    expect(address).toHaveProperty('value', 'Apt 4, 100 Queen');
    await user.click(screen.getByRole('button', { name: 'Keep what I typed' }));
    expect(address).toHaveProperty('value', 'Apt 4, 100 Queen');
    expect(screen.getByTestId('dropoff-pin').textContent).toContain('43.65250');
  });

  it('says exactly that search is off on 503 geocoder_unavailable, and the map still places the pin', async () => {
    stubFetch(() =>
      jsonResponse({ message: 'Address search is not available', code: 'geocoder_unavailable' }, 503),
    );
    const { user } = renderWithProviders(<Picker />);
    await user.type(searchBox(), 'Queen St{Enter}');
    expect(await screen.findByText('Address search is not available: place the pin on the map')).toBeTruthy();
    expect(searchBox()).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Tap the map' }));
    expect(screen.getByTestId('dropoff-pin').textContent).toContain('43.66000, -79.39000');
  });

  it('offers to try again when the geocoder is busy or fails', async () => {
    let answer = jsonResponse(
      { message: 'Address search is busy: try again in 2 seconds', code: 'busy' },
      429,
    );
    const calls = stubFetch(() => answer);
    const { user } = renderWithProviders(<Picker />);
    await user.type(searchBox(), 'Queen St{Enter}');
    expect(await screen.findByText(/Address search is busy/)).toBeTruthy();
    answer = jsonResponse([QUEEN_ST]);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Matching addresses' })).toBeTruthy();
    expect(calls.filter((call) => call.url.startsWith('/api/geocode/search')).length).toBeGreaterThanOrEqual(
      2,
    );
  });

  it("shows at once when the pin is beyond the restaurant's area", async () => {
    stubFetch(() => jsonResponse([RICHMOND_HILL]));
    const { user } = renderWithProviders(<Picker />);
    await user.type(searchBox(), 'Richmond Hill{Enter}');
    await user.click(await screen.findByRole('button', { name: /Richmond Hill/ }));
    expect(screen.getByRole('alert').textContent).toMatch(
      /^Nonna Rosa Pizzeria delivers within 8 km; this address is \d+\.\d km away$/,
    );
  });

  it('lets the location place the first pin when it is shared', async () => {
    restoreGeolocation = stubGeolocation({ latitude: 43.65, longitude: -79.38 }).restore;
    stubFetch(() => jsonResponse({ label: '1 Front St W, Toronto' }));
    renderWithProviders(<Picker locateOnMount />);
    await waitFor(() =>
      expect(screen.getByTestId('dropoff-pin').textContent).toContain('43.65000, -79.38000'),
    );
    // The empty address box gets the pin's address.
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Delivery address' })).toHaveProperty(
        'value',
        '1 Front St W, Toronto',
      ),
    );
  });

  it('places no pin and shows no error when the location is denied', async () => {
    const geolocation = stubGeolocation({ code: 1 });
    restoreGeolocation = geolocation.restore;
    const calls = stubFetch();
    renderWithProviders(<Picker locateOnMount />, { toaster: true });
    await waitFor(() => expect(geolocation.calls()).toBe(1));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.getByText('No delivery point yet.')).toBeTruthy();
    expect(screen.queryByTestId('dropoff-pin')).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('');
    const notifications = screen.getByRole('region', { name: /^Notifications/, hidden: true });
    expect(within(notifications).queryAllByRole('listitem')).toHaveLength(0);
    expect(calls).toHaveLength(0);
  });
});
