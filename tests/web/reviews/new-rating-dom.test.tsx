// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { DriverStats } from '#domain/driver-deliveries/responses.ts';
import type { AdminDriver, AdminRestaurant } from '#domain/partners/responses.ts';
import type { RestaurantStats } from '#domain/restaurant-orders/responses.ts';
import { RestaurantCard } from '#web/features/catalogue/components/restaurant-card.tsx';
import { statCards as driverStatCards } from '#web/features/driver-deliveries/components/stat-cards.tsx';
import { statCards as restaurantStatCards } from '#web/features/restaurant-orders/components/stat-cards.tsx';
import { AdminPanel } from '#web/routes/admin/admin-panel.tsx';
import { jsonResponse, renderWithProviders, stubFetch } from '../../support/render';
import { restaurantFixture } from '../ordering/fixtures';
import { managedReview, managedReviewsPage } from './fixtures';

// "New" wherever a rating shows before anyone has rated, never "0.0"; once rated, one decimal and
// the count: the restaurant cards, both partner apps' stat cards and the admin's partner tables.
// The admin panel also has its Reviews tab.

const textOf = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();

const ratingCard = (cards: { label: string; value: string }[]) =>
  cards.find((card) => card.label === 'Rating');

describe('a rating before and after the first review', () => {
  it('reads "New" on a restaurant card, then "4.6 (12)"', () => {
    const { unmount } = renderWithProviders(
      <RestaurantCard restaurant={restaurantFixture({ rating: '0.0', ratingCount: 0 })} />,
    );
    const rating = screen.getByText('Rating').parentElement as HTMLElement;
    expect(textOf(rating)).toBe('Rating New');
    expect(textOf(screen.getByRole('link'))).not.toContain('0.0');
    unmount();
    renderWithProviders(
      <RestaurantCard restaurant={restaurantFixture({ rating: '4.62', ratingCount: 12 })} />,
    );
    expect(textOf(screen.getByText('Rating').parentElement as HTMLElement)).toBe('Rating 4.6 (12 reviews)');
  });

  it('reads "New" on the restaurant app’s stat card, then "4.6 (12)"', () => {
    const stats: RestaurantStats = {
      currency: 'CAD',
      todayRevenue: '0.00',
      todayOrders: 0,
      averageOrderValue: '0.00',
      rating: '0.0',
      ratingCount: 0,
      newOrders: 0,
    };
    expect(ratingCard(restaurantStatCards(stats))).toEqual({ label: 'Rating', value: 'New' });
    expect(ratingCard(restaurantStatCards({ ...stats, rating: '4.62', ratingCount: 12 }))?.value).toBe(
      '4.6 (12)',
    );
  });

  it('reads "New" on the driver app’s stat card, then "4.9 (38)"', () => {
    const stats: DriverStats = {
      currency: 'CAD',
      isOnline: false,
      rating: '0.00',
      ratingCount: 0,
      totalDeliveries: 0,
      totalEarnings: '0.00',
      cashInHand: '0.00',
      todayEarnings: '0.00',
      todayDeliveries: 0,
    };
    expect(ratingCard(driverStatCards(stats))).toEqual({ label: 'Rating', value: 'New' });
    expect(ratingCard(driverStatCards({ ...stats, rating: '4.90', ratingCount: 38 }))?.value).toBe(
      '4.9 (38)',
    );
  });
});

const driver = (overrides: Partial<AdminDriver>): AdminDriver => ({
  id: 1,
  name: 'Priya S.',
  email: 'priya@example.com',
  phone: '+1 416 555 0111',
  city: 'Toronto',
  country: 'Canada',
  bankName: null,
  bankAccountLast4: null,
  isApproved: true,
  createdAt: '2026-01-10T12:00:00.000Z',
  vehicleType: 'car',
  vehicleNumber: 'CKLM 482',
  licenseNumber: 'D1234',
  isOnline: false,
  totalDeliveries: 0,
  rating: '0.00',
  ratingCount: 0,
  ...overrides,
});

const adminRestaurant = (overrides: Partial<AdminRestaurant>): AdminRestaurant => ({
  id: 1,
  name: 'Lotus Pho House',
  email: 'lotus@example.com',
  phone: '+1 416 555 0122',
  city: 'Toronto',
  country: 'Canada',
  bankName: null,
  bankAccountLast4: null,
  isApproved: true,
  createdAt: '2026-01-10T12:00:00.000Z',
  cuisine: 'Vietnamese',
  ownerName: null,
  rating: '0.0',
  ratingCount: 0,
  businessType: null,
  ...overrides,
});

/** The text of each row's cell under `header` in `table`. */
function columnOf(table: HTMLElement, header: string): string[] {
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((cell) => textOf(cell));
  const column = headers.indexOf(header);
  expect(column).toBeGreaterThan(-1);
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => textOf(within(row).getAllByRole('cell')[column] as HTMLElement));
}

describe('the admin panel', () => {
  function renderPanel() {
    const drivers = [driver({}), driver({ id: 2, name: 'Tom B.', rating: '4.83', ratingCount: 23 })];
    const restaurants = [
      adminRestaurant({}),
      adminRestaurant({ id: 2, name: 'Nonna Rosa Pizzeria', rating: '4.6', ratingCount: 12 }),
    ];
    stubFetch((call) => {
      if (call.url.startsWith('/api/admin/drivers')) return jsonResponse(drivers);
      if (call.url.startsWith('/api/admin/restaurants')) return jsonResponse(restaurants);
      if (call.url.startsWith('/api/admin/reviews')) {
        return jsonResponse(managedReviewsPage([managedReview({ reviewerName: 'Maria G.' })]));
      }
      if (call.url.startsWith('/api/admin/orders')) return jsonResponse({ orders: [], nextBefore: null });
      return jsonResponse([]);
    });
    return renderWithProviders(<AdminPanel onUnauthorized={vi.fn()} />);
  }

  it('shows each driver’s rating in the Drivers table: "New", or one decimal and the count', async () => {
    const { user } = renderPanel();
    await user.click(screen.getByRole('tab', { name: 'Drivers' }));
    const table = await screen.findByRole('table', { name: 'Drivers' });
    expect(columnOf(table, 'Rating')).toEqual(['New', '4.8 (23)']);
  });

  it('shows each restaurant’s rating in the Restaurants table the same way', async () => {
    renderPanel();
    const table = await screen.findByRole('table', { name: 'Restaurants' });
    expect(columnOf(table, 'Rating')).toEqual(['New', '4.6 (12)']);
  });

  it('has a Reviews tab listing the reviews', async () => {
    const { user } = renderPanel();
    await user.click(screen.getByRole('tab', { name: 'Reviews' }));
    const table = await screen.findByRole('table', { name: 'Reviews' });
    expect(within(table).getByText('Maria G.')).toBeTruthy();
  });
});
