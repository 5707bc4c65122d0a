// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import type { Restaurant } from '#domain/catalogue/responses.ts';
import type { ReviewsPage } from '#domain/reviews/responses.ts';
import { CartProvider } from '#web/features/cart/cart-context.tsx';
import { RestaurantPage } from '#web/routes/restaurant/restaurant-page.tsx';
import { type FetchCall, jsonResponse, renderWithProviders, stubFetch } from '../../support/render';
import { restaurantFixture } from '../ordering/fixtures';
import { publicReview, reviewsPage } from './fixtures';

// The restaurant page's Reviews, below the menu, as a customer reads them: "New" and "No reviews
// yet" before anyone has rated; the rating and count, the reviews with their stars, comment,
// reviewer, day and the restaurant's reply; "Show more reviews" for the next page. The header
// says "New" too, never "0.0".

vi.mock('#web/features/catalogue/use-live-catalogue.ts', () => ({ useLiveCatalogue: () => {} }));

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

const reviewsUrl = (page: number) => `/api/restaurants/7/reviews?page=${page}`;

function renderRestaurant(restaurant: Restaurant, pages: Record<string, ReviewsPage>) {
  const calls = stubFetch((call: FetchCall) => {
    if (call.url === '/api/restaurants/7') return jsonResponse(restaurant);
    if (call.url === '/api/restaurants/7/menu') return jsonResponse([]);
    const page = pages[call.url];
    return page ? jsonResponse(page) : jsonResponse({ message: 'Not found' }, 404);
  });
  const view = renderWithProviders(
    <CartProvider>
      <Route path="/restaurant/:id">
        <RestaurantPage />
      </Route>
    </CartProvider>,
    { path: '/restaurant/7' },
  );
  return { ...view, calls };
}

const textOf = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();

describe('the Reviews section', () => {
  it('says "New" and "No reviews yet" before anyone has rated, in the section and the header', async () => {
    renderRestaurant(restaurantFixture({ id: 7, rating: '0.0', ratingCount: 0 }), {
      [reviewsUrl(1)]: reviewsPage([], { total: 0 }),
    });
    const section = await screen.findByRole('region', { name: 'Reviews' });
    expect(await within(section).findByText('No reviews yet')).toBeTruthy();
    expect(within(section).getByText('New')).toBeTruthy();
    expect(within(section).queryByRole('article')).toBeNull();
    expect(within(section).queryByRole('button', { name: 'Show more reviews' })).toBeNull();
    // The header's facts: "New", and no "0.0" anywhere on the page.
    const rating = screen.getByText('Rating').parentElement as HTMLElement;
    expect(textOf(rating)).toBe('Rating New');
    expect(document.body.textContent).not.toContain('0.0');
  });

  it('lists the reviews with stars, comment, reviewer, day and reply, and loads the next page', async () => {
    const newest = publicReview({
      id: 12,
      food: 5,
      delivery: 4,
      comment: 'Crisp crust, still hot',
      reviewerName: 'Maria G.',
      createdAt: '2026-05-01T18:30:00.000Z',
      reply: { text: 'Grazie, Maria!', at: '2026-05-02T09:00:00.000Z' },
    });
    const firstPage = [
      newest,
      ...Array.from({ length: 9 }, (_, index) =>
        publicReview({ id: 11 - index, reviewerName: `Guest ${index}.` }),
      ),
    ];
    const older = publicReview({ id: 2, food: 3, delivery: 2, comment: null, reviewerName: 'Sam K.' });
    const { user, calls } = renderRestaurant(restaurantFixture({ id: 7, rating: '4.62', ratingCount: 11 }), {
      [reviewsUrl(1)]: reviewsPage(firstPage, { total: 11, rating: '4.6' }),
      [reviewsUrl(2)]: reviewsPage([older], { page: 2, total: 11, rating: '4.6' }),
    });
    const section = await screen.findByRole('region', { name: 'Reviews' });
    expect(await within(section).findByText('4.6 · 11 reviews')).toBeTruthy();
    // The header says the rating with its count.
    expect(textOf(screen.getByText('Rating').parentElement as HTMLElement)).toBe('Rating 4.6 (11 reviews)');

    const reviews = within(section).getAllByRole('article');
    expect(reviews).toHaveLength(10);
    const maria = within(section).getByRole('article', { name: 'Review by Maria G.' });
    expect(reviews[0]).toBe(maria);
    expect(within(maria).getByRole('img', { name: 'Food 5 out of 5' })).toBeTruthy();
    expect(within(maria).getByRole('img', { name: 'Delivery 4 out of 5' })).toBeTruthy();
    expect(within(maria).getByText('Crisp crust, still hot')).toBeTruthy();
    const day = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(
      new Date('2026-05-01T18:30:00.000Z'),
    );
    const time = within(maria).getByText(day);
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('datetime')).toBe('2026-05-01T18:30:00.000Z');
    expect(within(maria).getByText('Reply from Nonna Rosa Pizzeria')).toBeTruthy();
    expect(within(maria).getByText('Grazie, Maria!')).toBeTruthy();

    await user.click(within(section).getByRole('button', { name: 'Show more reviews' }));
    const sam = await within(section).findByRole('article', { name: 'Review by Sam K.' });
    expect(within(section).getAllByRole('article')).toHaveLength(11);
    expect(within(section).getAllByRole('article').at(-1)).toBe(sam);
    expect(within(sam).getByRole('img', { name: 'Food 3 out of 5' })).toBeTruthy();
    expect(within(sam).queryByText(/^Reply from/)).toBeNull();
    // Every review is shown: no more pages to ask for.
    await waitFor(() =>
      expect(within(section).queryByRole('button', { name: 'Show more reviews' })).toBeNull(),
    );
    expect(calls.filter((call) => call.url.includes('/reviews')).map((call) => call.url)).toEqual([
      reviewsUrl(1),
      reviewsUrl(2),
    ]);
  });

  it('asks for the reviews only once the menu is on screen', async () => {
    let releaseMenu: () => void = () => {};
    const menuAnswered = new Promise<void>((resolve) => {
      releaseMenu = resolve;
    });
    const calls = stubFetch(async (call: FetchCall) => {
      if (call.url === '/api/restaurants/7') return jsonResponse(restaurantFixture({ id: 7 }));
      if (call.url === '/api/restaurants/7/menu') {
        await menuAnswered;
        return jsonResponse([]);
      }
      return jsonResponse(reviewsPage([], { total: 0 }));
    });
    renderWithProviders(
      <CartProvider>
        <Route path="/restaurant/:id">
          <RestaurantPage />
        </Route>
      </CartProvider>,
      { path: '/restaurant/7' },
    );
    await waitFor(() => expect(calls.map((call) => call.url)).toContain('/api/restaurants/7/menu'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.map((call) => call.url)).not.toContain(reviewsUrl(1));
    expect(screen.queryByRole('region', { name: 'Reviews' })).toBeNull();
    releaseMenu();
    await screen.findByRole('region', { name: 'Reviews' });
    await waitFor(() => expect(calls.map((call) => call.url)).toContain(reviewsUrl(1)));
  });
});
