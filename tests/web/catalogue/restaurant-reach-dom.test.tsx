// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import type { LatLng } from '#domain/shared/geo.ts';
import { CartProvider } from '#web/features/cart/cart-context.tsx';
import { useCustomerDetails } from '#web/features/ordering/use-customer-details.ts';
import { RestaurantPage } from '#web/routes/restaurant/restaurant-page.tsx';
import { jsonResponse, renderWithProviders, stubFetch } from '../../support/render';
import { restaurantFixture } from '../ordering/fixtures';

// The restaurant page once the customer has a drop-off point: the distance, and for a restaurant
// that does not deliver there "Too far to deliver to you", no dish added to a cart it could not
// deliver, and a way to move the point without leaving the page. Leaflet and the live socket are
// replaced at the module boundary.

vi.mock('#web/features/catalogue/use-live-catalogue.ts', () => ({ useLiveCatalogue: () => {} }));

/** Near Kaito Sushi (Richmond Hill), inside its 8 km. */
const NEAR_KAITO = { latitude: 43.85, longitude: -79.34 };

vi.mock('#web/features/ordering/components/dropoff-map.tsx', () => ({
  DropoffMap: ({ label, onPlace }: { label: string; onPlace: (point: LatLng) => void }) => (
    <section aria-label={label}>
      <button type="button" onClick={() => onPlace(NEAR_KAITO)}>
        Tap the map
      </button>
    </section>
  ),
}));

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

const kaito = restaurantFixture({ id: 2, name: 'Kaito Sushi', latitude: '43.8561', longitude: '-79.337' });
const menu = [
  {
    id: 21,
    restaurantId: 2,
    name: 'Salmon Nigiri',
    description: null,
    price: '8.50',
    currency: 'CAD',
    category: 'Sushi',
    imageUrl: null,
    isAvailable: true,
    optionGroups: [],
  },
];

function PinAtUnionStation() {
  const { setDropoff } = useCustomerDetails();
  return (
    <button type="button" onClick={() => setDropoff({ latitude: 43.6453, longitude: -79.3806 })}>
      Place the pin
    </button>
  );
}

function renderPage() {
  stubFetch((call) => {
    if (call.url === '/api/restaurants/2') return jsonResponse(kaito);
    if (call.url === '/api/restaurants/2/menu') return jsonResponse(menu);
    return jsonResponse({ message: 'Not found' }, 404);
  });
  return renderWithProviders(
    <CartProvider>
      <PinAtUnionStation />
      <Route path="/restaurant/:id">
        <RestaurantPage />
      </Route>
    </CartProvider>,
    { path: '/restaurant/2' },
  );
}

const addButton = () => screen.getByRole('button', { name: /Add to Cart Salmon Nigiri/ });

describe('the restaurant page with a drop-off point', () => {
  it('says "Too far to deliver to you", blocks adding, and lets the customer move the point', async () => {
    const { user } = renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Kaito Sushi' });
    expect(addButton()).toHaveProperty('disabled', false);
    expect(screen.queryByText('Too far to deliver to you')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Place the pin' }));
    const notice = (await screen.findByText('Too far to deliver to you')).closest('p') as HTMLElement;
    expect(notice.textContent).toMatch(/Kaito Sushi delivers within 8 km; this address is 23\.\d km away\.$/);
    expect(screen.getByTestId('restaurant-distance').textContent).toMatch(/23\.\d km$/);
    expect(addButton()).toHaveProperty('disabled', true);
    expect(addButton().getAttribute('aria-describedby')).toBe(notice.id);

    await user.click(screen.getByRole('button', { name: 'Change delivery point' }));
    const map = await screen.findByRole('region', { name: 'Delivery point map' });
    await user.click(within(map).getByRole('button', { name: 'Tap the map' }));
    await waitFor(() => expect(screen.queryByText('Too far to deliver to you')).toBeNull());
    expect(addButton()).toHaveProperty('disabled', false);
    // The picker stays open until the customer closes it.
    expect(screen.getByRole('region', { name: 'Delivery point map' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('region', { name: 'Delivery point map' })).toBeNull();
  });
});
