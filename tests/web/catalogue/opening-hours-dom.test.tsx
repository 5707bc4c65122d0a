// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { CartProvider } from '#web/features/cart/cart-context.tsx';
import { RestaurantCard } from '#web/features/catalogue/components/restaurant-card.tsx';
import { RestaurantPage } from '#web/routes/restaurant/restaurant-page.tsx';
import { jsonResponse, renderWithProviders, stubFetch } from '../../support/render';
import { restaurantFixture } from '../ordering/fixtures';

// A restaurant outside its opening hours: the card and the page say "Closed · Opens at 10:00 AM"
// (with the day when not today), read in the restaurant's time zone, and nothing can be added.

vi.mock('#web/features/catalogue/use-live-catalogue.ts', () => ({ useLiveCatalogue: () => {} }));

beforeEach(() => {
  // Wednesday 25 November 2026, 7:00 AM in Toronto. Only Date is faked: timers run as usual.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-25T12:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
  localStorage.clear();
});

type Opening = { date: string; weekday: string; time: string } | null;
const closedUntil = (opensAtLocal: Opening) =>
  restaurantFixture({
    id: 2,
    name: 'Kaito Sushi',
    openNow: false,
    opensAtLocal,
    timeZone: 'America/Toronto',
  });

describe('a restaurant outside its hours', () => {
  it.each([
    [
      'later today',
      { date: '2026-11-25', weekday: 'Wednesday', time: '10:00 AM' },
      'Closed · Opens at 10:00 AM',
    ],
    [
      'tomorrow',
      { date: '2026-11-26', weekday: 'Thursday', time: '10:00 AM' },
      'Closed · Opens tomorrow at 10:00 AM',
    ],
    [
      'later in the week',
      { date: '2026-11-28', weekday: 'Saturday', time: '6:00 PM' },
      'Closed · Opens Saturday at 6:00 PM',
    ],
    ['never (no hours)', null, 'Closed · No opening hours'],
  ])('its card says when it opens: %s', (_when, opening, label) => {
    renderWithProviders(<RestaurantCard restaurant={closedUntil(opening)} />);
    expect(screen.getByText(label)).toBeTruthy();
  });

  it('its card keeps plain "Closed" when switched off', () => {
    renderWithProviders(
      <RestaurantCard
        restaurant={restaurantFixture({ isOpen: false, openNow: false, opensAtLocal: null })}
      />,
    );
    expect(screen.getByText('Closed')).toBeTruthy();
  });

  it('its card shows no mark while it takes orders', () => {
    renderWithProviders(<RestaurantCard restaurant={restaurantFixture({})} />);
    expect(screen.queryByText(/Closed/)).toBeNull();
  });

  it('its page says when it opens and disables adding dishes', async () => {
    const restaurant = closedUntil({ date: '2026-11-25', weekday: 'Wednesday', time: '10:00 AM' });
    stubFetch((call) => {
      if (call.url === '/api/restaurants/2') return jsonResponse(restaurant);
      if (call.url === '/api/restaurants/2/menu')
        return jsonResponse([
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
        ]);
      return jsonResponse({ message: 'Not found' }, 404);
    });
    renderWithProviders(
      <CartProvider>
        <Route path="/restaurant/:id">
          <RestaurantPage />
        </Route>
      </CartProvider>,
      { path: '/restaurant/2' },
    );
    await screen.findByRole('heading', { level: 1, name: 'Kaito Sushi' });
    expect(screen.getByText('Closed · Opens at 10:00 AM')).toBeTruthy();
    const notice = screen.getByText(/Kaito Sushi is closed right now\. Opens today at 10:00 AM\./);
    const add = screen.getByRole('button', { name: /Add to Cart Salmon Nigiri/ });
    expect(add).toHaveProperty('disabled', true);
    expect(add.getAttribute('aria-describedby')).toBe(notice.id);
  });
});
