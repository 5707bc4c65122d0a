// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CountryProvider } from '#web/features/countries/country-context.tsx';
import { useCustomerDetails } from '#web/features/ordering/use-customer-details.ts';
import { HomeRestaurants } from '#web/routes/home/home-restaurants.tsx';
import { jsonResponse, renderWithProviders, stubFetch } from '../../support/render';
import { restaurantFixture } from '../ordering/fixtures';

// The home list once the customer has a drop-off point: each card shows its distance, and a
// restaurant whose delivery area does not reach the point says "Too far to deliver to you" and
// goes last. The pin is placed as the details step places it: through the customer's details.

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

const restaurants = [
  // About 23.7 km from Union Station: beyond 8 km.
  restaurantFixture({ id: 2, name: 'Kaito Sushi', latitude: '43.8561', longitude: '-79.337' }),
  // About 0.9 km.
  restaurantFixture({ id: 1, name: 'Nonna Rosa Pizzeria' }),
  // No position on record: no distance, never "too far".
  restaurantFixture({ id: 3, name: 'Taco Libre', latitude: null, longitude: null }),
  // About 23.7 km too, but it delivers within 30 km.
  restaurantFixture({
    id: 4,
    name: 'Long Reach Grill',
    latitude: '43.8561',
    longitude: '-79.337',
    deliveryRadiusKm: 30,
  }),
];

/** The details step's pin, as a button: places the drop-off at Union Station. */
function PinAtUnionStation() {
  const { setDropoff } = useCustomerDetails();
  return (
    <button type="button" onClick={() => setDropoff({ latitude: 43.6453, longitude: -79.3806 })}>
      Place the pin
    </button>
  );
}

function renderHome() {
  stubFetch((call) =>
    call.url.startsWith('/api/restaurants?') ? jsonResponse(restaurants) : jsonResponse({}, 404),
  );
  return renderWithProviders(
    <CountryProvider>
      <PinAtUnionStation />
      <HomeRestaurants searchTerm="" />
    </CountryProvider>,
  );
}

/** The cards' names, in the order shown (each card's name is its only level-3 heading). */
const cardNames = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

const card = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('a') as HTMLElement;

describe('the home list with a drop-off point', () => {
  it('shows no distances before the customer has one', async () => {
    renderHome();
    await screen.findByRole('heading', { level: 3, name: 'Kaito Sushi' });
    expect(screen.queryByTestId('restaurant-distance')).toBeNull();
    expect(screen.queryByText('Too far to deliver to you')).toBeNull();
    expect(cardNames()).toEqual(['Kaito Sushi', 'Nonna Rosa Pizzeria', 'Taco Libre', 'Long Reach Grill']);
  });

  it('shows each distance, and "Too far to deliver to you" last', async () => {
    const { user } = renderHome();
    await screen.findByRole('heading', { level: 3, name: 'Kaito Sushi' });
    await user.click(screen.getByRole('button', { name: 'Place the pin' }));

    await waitFor(() =>
      expect(cardNames()).toEqual(['Nonna Rosa Pizzeria', 'Taco Libre', 'Long Reach Grill', 'Kaito Sushi']),
    );
    expect(within(card('Nonna Rosa Pizzeria')).getByTestId('restaurant-distance').textContent).toMatch(
      /0\.9 km$/,
    );
    expect(within(card('Kaito Sushi')).getByText('Too far to deliver to you')).toBeTruthy();
    expect(within(card('Kaito Sushi')).getByTestId('restaurant-distance').textContent).toMatch(/23\.\d km$/);
    expect(within(card('Long Reach Grill')).queryByText('Too far to deliver to you')).toBeNull();
    expect(within(card('Taco Libre')).queryByTestId('restaurant-distance')).toBeNull();
    expect(screen.getAllByText('Too far to deliver to you')).toHaveLength(1);
  });
});
