// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { CartProvider } from '#web/features/cart/cart-context.tsx';
import { RestaurantCard } from '#web/features/catalogue/components/restaurant-card.tsx';
import { ORDER_FOR_LATER_NOTICE } from '#web/features/catalogue/restaurant-status.ts';
import { RestaurantPage } from '#web/routes/restaurant/restaurant-page.tsx';
import { jsonResponse, renderWithProviders, stubFetch } from '../../support/render';
import { restaurantFixture } from '../ordering/fixtures';

// A restaurant outside its opening hours: the card and the page say "Closed · Opens at 10:00 AM"
// (with the day when not today), read in the restaurant's time zone. Dishes are still added for an
// order for later; without any opening ahead, or switched off, nothing can be added.

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

  const salmonNigiri = {
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
  };

  function renderPage(restaurant: ReturnType<typeof closedUntil>) {
    stubFetch((call) => {
      if (call.url === '/api/restaurants/2') return jsonResponse(restaurant);
      if (call.url === '/api/restaurants/2/menu') return jsonResponse([salmonNigiri]);
      return jsonResponse({ message: 'Not found' }, 404);
    });
    return renderWithProviders(
      <CartProvider>
        <Route path="/restaurant/:id">
          <RestaurantPage />
        </Route>
      </CartProvider>,
      { path: '/restaurant/2' },
    );
  }

  it('its page says when it opens, and dishes are added for an order for later', async () => {
    renderPage(closedUntil({ date: '2026-11-25', weekday: 'Wednesday', time: '10:00 AM' }));
    await screen.findByRole('heading', { level: 1, name: 'Kaito Sushi' });
    expect(screen.getByText('Closed · Opens at 10:00 AM')).toBeTruthy();
    expect(
      screen.getByText(`Kaito Sushi is closed right now. Opens today at 10:00 AM. ${ORDER_FOR_LATER_NOTICE}`),
    ).toBeTruthy();
    const add = screen.getByRole('button', { name: /Add to Cart Salmon Nigiri/ });
    expect(add).toHaveProperty('disabled', false);
    expect(add.getAttribute('aria-describedby')).toBeNull();
  });

  it('its page disables adding dishes when it has no opening ahead', async () => {
    renderPage(closedUntil(null));
    await screen.findByRole('heading', { level: 1, name: 'Kaito Sushi' });
    const notice = screen.getByText(/Kaito Sushi has no opening hours and takes no orders\./);
    expect(notice.textContent).toContain('ordering opens again when the restaurant does');
    const add = screen.getByRole('button', { name: /Add to Cart Salmon Nigiri/ });
    expect(add).toHaveProperty('disabled', true);
    expect(add.getAttribute('aria-describedby')).toBe(notice.id);
  });

  it('its page disables adding dishes while it is switched off, whatever its hours', async () => {
    renderPage({
      ...closedUntil({ date: '2026-11-25', weekday: 'Wednesday', time: '10:00 AM' }),
      isOpen: false,
    });
    await screen.findByRole('heading', { level: 1, name: 'Kaito Sushi' });
    const notice = screen.getByText(/^Kaito Sushi is closed right now\. You can look at the menu/);
    expect(screen.getByRole('button', { name: /Add to Cart Salmon Nigiri/ })).toHaveProperty(
      'disabled',
      true,
    );
    expect(
      screen.getByRole('button', { name: /Add to Cart Salmon Nigiri/ }).getAttribute('aria-describedby'),
    ).toBe(notice.id);
  });
});
