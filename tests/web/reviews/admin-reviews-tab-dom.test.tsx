// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ManagedReview } from '#domain/reviews/responses.ts';
import { AdminReviewsTab } from '#web/features/reviews/components/admin-reviews-tab.tsx';
import {
  type FetchCall,
  findToast,
  jsonResponse,
  renderWithProviders,
  stubFetch,
} from '../../support/render';
import { managedReview, managedReviewsPage } from './fixtures';

// The admin's Reviews tab: every review with its restaurant, stars, comment, reviewer, day and
// reply; Hide and Show send the PATCH and the row takes the answer; "Show more" reads the next page.

const rowOf = (name: string) => {
  const cell = screen.getByText(name, { selector: 'td span' });
  const row = cell.closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
};

function renderTab(
  pages: Record<string, ReturnType<typeof managedReviewsPage>>,
  answerPatch?: (call: FetchCall) => Response,
) {
  const onUnauthorized = vi.fn();
  const calls = stubFetch((call) => {
    if (call.method === 'PATCH' && answerPatch) return answerPatch(call);
    const page = pages[call.url];
    return page ? jsonResponse(page) : jsonResponse({ message: 'Not found' }, 404);
  });
  const view = renderWithProviders(<AdminReviewsTab onUnauthorized={onUnauthorized} />, { toaster: true });
  return { ...view, calls, onUnauthorized };
}

const patches = (calls: FetchCall[]) =>
  calls.filter((call) => call.method === 'PATCH').map((call) => [call.url, call.body]);

describe('the admin’s Reviews tab', () => {
  it('lists the reviews, hides one and shows it again with a PATCH each', async () => {
    const visible = managedReview({
      id: 8,
      restaurantName: 'Kazeya Ramen',
      food: 2,
      delivery: 5,
      comment: 'Broth was cold',
      reviewerName: 'Ken T.',
      reply: { text: 'Sorry, Ken', at: '2026-05-02T09:00:00.000Z' },
    });
    const hiddenAnswer = (call: FetchCall): Response =>
      jsonResponse({ ...visible, hidden: (call.body as { hidden: boolean }).hidden });
    const { user, calls } = renderTab(
      { '/api/admin/reviews?page=1': managedReviewsPage([visible]) },
      hiddenAnswer,
    );
    const table = await screen.findByRole('table', { name: 'Reviews' });
    const row = rowOf('Ken T.');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(row).getByText('Kazeya Ramen')).toBeTruthy();
    expect(within(row).getByRole('img', { name: 'Food 2 out of 5' })).toBeTruthy();
    expect(within(row).getByRole('img', { name: 'Delivery 5 out of 5' })).toBeTruthy();
    expect(within(row).getByText('Broth was cold')).toBeTruthy();
    expect(within(row).getByText('Sorry, Ken')).toBeTruthy();
    expect(within(row).getByText('Visible')).toBeTruthy();
    const day = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(
      new Date(visible.createdAt),
    );
    expect(within(row).getByText(day).tagName).toBe('TIME');

    await user.click(within(row).getByRole('button', { name: 'Hide the review by Ken T. of Kazeya Ramen' }));
    expect(await within(rowOf('Ken T.')).findByText('Hidden')).toBeTruthy();
    expect(patches(calls)).toEqual([['/api/admin/reviews/8', { hidden: true }]]);

    await user.click(
      within(rowOf('Ken T.')).getByRole('button', { name: 'Show the review by Ken T. of Kazeya Ramen' }),
    );
    expect(await within(rowOf('Ken T.')).findByText('Visible')).toBeTruthy();
    expect(patches(calls)).toEqual([
      ['/api/admin/reviews/8', { hidden: true }],
      ['/api/admin/reviews/8', { hidden: false }],
    ]);
  });

  it('toasts a refused change and leaves the row as it was', async () => {
    const review = managedReview({ id: 9, reviewerName: 'Lia M.' });
    const { user } = renderTab({ '/api/admin/reviews?page=1': managedReviewsPage([review]) }, () =>
      jsonResponse({ message: 'Review not found', code: 'not_found' }, 404),
    );
    await screen.findByRole('table', { name: 'Reviews' });
    await user.click(within(rowOf('Lia M.')).getByRole('button', { name: /^Hide/ }));
    const toast = await findToast('Could not hide the review');
    expect(within(toast).getByText('Review not found')).toBeTruthy();
    expect(within(rowOf('Lia M.')).getByText('Visible')).toBeTruthy();
  });

  it('reads the next page on "Show more"', async () => {
    const firstPage: ManagedReview[] = Array.from({ length: 10 }, (_, index) =>
      managedReview({ id: 100 - index, reviewerName: `Guest ${index} A.` }),
    );
    const older = managedReview({ id: 3, reviewerName: 'Old O.', restaurantName: 'Tidewater Sushi' });
    const { user, calls } = renderTab({
      '/api/admin/reviews?page=1': managedReviewsPage(firstPage, { total: 11 }),
      '/api/admin/reviews?page=2': managedReviewsPage([older], { page: 2, total: 11 }),
    });
    const table = await screen.findByRole('table', { name: 'Reviews' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(12));
    expect(within(rowOf('Old O.')).getByText('Tidewater Sushi')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull());
    expect(calls.map((call) => call.url)).toEqual(['/api/admin/reviews?page=1', '/api/admin/reviews?page=2']);
  });

  it('hands the panel back to the sign-in on a 403', async () => {
    stubFetch(() => jsonResponse({ message: 'Admins only' }, 403));
    const onUnauthorized = vi.fn();
    renderWithProviders(<AdminReviewsTab onUnauthorized={onUnauthorized} />);
    await waitFor(() => expect(onUnauthorized).toHaveBeenCalled());
  });
});
