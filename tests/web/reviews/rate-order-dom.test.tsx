// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  ALREADY_RATED,
  ALREADY_RATED_MESSAGE,
  RATING_CLOSED,
  RATING_CLOSED_MESSAGE,
  STARS_MESSAGE,
} from '#domain/reviews/rules.ts';
import type { TrackedOrder } from '#domain/tracking/responses.ts';
import { RateOrder } from '#web/features/reviews/components/rate-order.tsx';
import { type FetchCall, jsonResponse, renderWithProviders, stubFetch } from '../../support/render';
import { trackedOrder } from '../tracking/fixtures';
import { publicReview } from './fixtures';

// "Rate your order" under the full tracker, as a customer uses it with a keyboard: star rows that
// are radio groups, the optional comment with its count, what Submit sends, the thanks, and the
// server's refusals (409 in its own words, 400 at the field).

const token = 'T'.repeat(43);
const DAY = 86_400_000;

const delivered = (overrides: Partial<TrackedOrder> = {}) =>
  trackedOrder({
    status: 'delivered',
    rateableUntil: new Date(Date.now() + 13 * DAY).toISOString(),
    ...overrides,
  });

function renderRateOrder(answer: (call: FetchCall) => Response, onRated = vi.fn()) {
  const calls = stubFetch(answer);
  const view = renderWithProviders(<RateOrder order={delivered()} trackingToken={token} onRated={onRated} />);
  return { ...view, calls, onRated };
}

/** Clicks `stars` in the row named `row`, as a customer with a mouse does. */
async function chooseStars(user: UserEvent, row: 'Food' | 'Delivery', stars: number) {
  const group = screen.getByRole('radiogroup', { name: row });
  await user.click(within(group).getByRole('radio', { name: `${stars} ${stars === 1 ? 'star' : 'stars'}` }));
}

const ratingCalls = (calls: FetchCall[]) =>
  calls.filter((call) => call.url === `/api/orders/track/${token}/rating`);

describe('rating a delivered order', () => {
  it('chooses stars with the arrow keys, counts the comment and sends the rating', async () => {
    const given = publicReview({ food: 4, delivery: 5, comment: 'Still hot' });
    const { user, calls, onRated } = renderRateOrder(() => jsonResponse(given, 201));
    const section = screen.getByRole('region', { name: 'Rate your order' });
    const food = within(section).getByRole('radiogroup', { name: 'Food' });
    const delivery = within(section).getByRole('radiogroup', { name: 'Delivery' });
    expect(
      within(food)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('aria-label')),
    ).toEqual(['1 star', '2 stars', '3 stars', '4 stars', '5 stars']);

    // Tab reaches the group; the arrows move the choice along it.
    await user.tab();
    expect(document.activeElement).toBe(within(food).getByRole('radio', { name: '1 star' }));
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(within(food).getByRole<HTMLInputElement>('radio', { name: '4 stars' }).checked).toBe(true);
    expect(within(food).getByRole<HTMLInputElement>('radio', { name: '1 star' }).checked).toBe(false);
    await user.tab();
    expect(document.activeElement).toBe(within(delivery).getByRole('radio', { name: '1 star' }));
    await user.keyboard('{ArrowLeft}');
    expect(within(delivery).getByRole<HTMLInputElement>('radio', { name: '5 stars' }).checked).toBe(true);

    const comment = screen.getByRole('textbox', { name: 'Comment' });
    expect(comment.getAttribute('maxlength')).toBe('500');
    expect(screen.getByText('0/500 characters')).toBeTruthy();
    await user.type(comment, '  Still hot ');
    expect(screen.getByText('12/500 characters')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Submit rating' }));
    const thanks = await screen.findByRole('heading', { name: 'Thanks for your rating' });
    expect(ratingCalls(calls)).toEqual([
      {
        url: `/api/orders/track/${token}/rating`,
        method: 'POST',
        body: { food: 4, delivery: 5, comment: 'Still hot' },
      },
    ]);
    const region = screen.getByRole('region', { name: 'Thanks for your rating' });
    expect(region.contains(thanks)).toBe(true);
    // The stars given, and focus on the thanks now that the form is gone.
    expect(within(region).getByRole('img', { name: 'Food 4 out of 5' })).toBeTruthy();
    expect(within(region).getByRole('img', { name: 'Delivery 5 out of 5' })).toBeTruthy();
    expect(within(region).getByText('Still hot')).toBeTruthy();
    expect(document.activeElement).toBe(region);
    expect(screen.queryByRole('button', { name: 'Submit rating' })).toBeNull();
    expect(onRated).toHaveBeenCalledTimes(1);
  });

  it('sends no comment when none is written', async () => {
    const { user, calls } = renderRateOrder(() => jsonResponse(publicReview({ comment: null }), 201));
    await chooseStars(user, 'Food', 5);
    await chooseStars(user, 'Delivery', 3);
    await user.type(screen.getByRole('textbox', { name: 'Comment' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Submit rating' }));
    await screen.findByRole('heading', { name: 'Thanks for your rating' });
    expect(ratingCalls(calls).map((call) => call.body)).toEqual([{ food: 5, delivery: 3 }]);
  });

  it('asks for both star rows before sending anything', async () => {
    const { user, calls } = renderRateOrder(() => jsonResponse(publicReview(), 201));
    const food = screen.getByRole('radiogroup', { name: 'Food' });
    await user.click(within(food).getByRole('radio', { name: '2 stars' }));
    await user.click(screen.getByRole('button', { name: 'Submit rating' }));
    const delivery = screen.getByRole('radiogroup', { name: 'Delivery' });
    expect(delivery.getAttribute('aria-invalid')).toBe('true');
    const errorId = delivery.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(errorId)?.textContent).toBe(STARS_MESSAGE);
    expect(food.getAttribute('aria-invalid')).toBeNull();
    expect(calls).toEqual([]);
    // Choosing clears the message.
    await user.click(within(delivery).getByRole('radio', { name: '4 stars' }));
    expect(screen.queryByText(STARS_MESSAGE)).toBeNull();
  });

  it.each([
    [ALREADY_RATED, ALREADY_RATED_MESSAGE],
    [RATING_CLOSED, RATING_CLOSED_MESSAGE],
  ])('shows the server’s sentence for a 409 %s and keeps the form', async (code, message) => {
    const { user, onRated } = renderRateOrder(() => jsonResponse({ message, code }, 409));
    await chooseStars(user, 'Food', 5);
    await chooseStars(user, 'Delivery', 5);
    await user.click(screen.getByRole('button', { name: 'Submit rating' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.queryByText('Thanks for your rating')).toBeNull();
    expect(screen.getByRole('button', { name: 'Submit rating' })).toBeTruthy();
    expect(onRated).not.toHaveBeenCalled();
  });

  it('puts a 400’s message next to its field', async () => {
    const fieldMessage = 'Use letters, numbers and punctuation only';
    const { user } = renderRateOrder(() =>
      jsonResponse({ message: 'Invalid rating', code: 'validation', fields: { comment: fieldMessage } }, 400),
    );
    await chooseStars(user, 'Food', 3);
    await chooseStars(user, 'Delivery', 2);
    const comment = screen.getByRole('textbox', { name: 'Comment' });
    await user.type(comment, 'ok');
    await user.click(screen.getByRole('button', { name: 'Submit rating' }));
    await waitFor(() => expect(comment.getAttribute('aria-invalid')).toBe('true'));
    const described = (comment.getAttribute('aria-describedby') ?? '').split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toContain(fieldMessage);
    // Said at the field only, not again as a message for the whole form.
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([fieldMessage]);
  });
});
