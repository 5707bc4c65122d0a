// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ManagedReview } from '#domain/reviews/responses.ts';
import { REPLY_REQUIRED } from '#domain/reviews/rules.ts';
import { PartnerSessionProvider } from '#web/lib/partner-session.tsx';
import { BoardTabs } from '#web/routes/restaurant-app/board-tabs.tsx';
import { type FetchCall, jsonResponse, renderWithProviders, stubFetch } from '../../support/render';
import { managedReview, managedReviewsPage } from './fixtures';

// The restaurant app's Reviews tab, as a manager uses it: its reviews newest first, the ones
// QuickBite hid marked so, "Reply" opening "Your reply" with Save, the saved reply shown with
// "Edit reply", and what each Save sends.

const restaurant = { id: 7, timeZone: 'America/Toronto', prepLeadMinutes: 30 };

function renderBoard(reviews: ManagedReview[], answerReply?: (call: FetchCall) => Response) {
  const onUnauthorized = vi.fn();
  const calls = stubFetch((call) => {
    if (call.url.startsWith('/api/restaurant/orders')) return jsonResponse({ orders: [], nextBefore: null });
    if (call.url === '/api/restaurant/reviews?page=1') return jsonResponse(managedReviewsPage(reviews));
    if (call.method === 'POST' && answerReply) return answerReply(call);
    return jsonResponse({ message: 'Not found' }, 404);
  });
  const view = renderWithProviders(
    <PartnerSessionProvider onUnauthorized={onUnauthorized}>
      <BoardTabs restaurant={restaurant} newOrders={0} />
    </PartnerSessionProvider>,
  );
  return { ...view, calls, onUnauthorized };
}

async function openReviewsTab(user: ReturnType<typeof renderBoard>['user']) {
  const tabs = screen.getByRole('tablist', { name: 'Board' });
  const names = within(tabs)
    .getAllByRole('tab')
    .map((tab) => tab.textContent);
  // After Analytics and Statement.
  expect(names.slice(-3)).toEqual(['Analytics', 'Statement', 'Reviews']);
  await user.click(within(tabs).getByRole('tab', { name: 'Reviews' }));
  return screen.findByRole('region', { name: 'Reviews' });
}

const posts = (calls: FetchCall[]) => calls.filter((call) => call.method === 'POST');

describe('the restaurant’s Reviews tab', () => {
  it('lists its reviews, marks the hidden ones, and saves a first reply', async () => {
    const maria = managedReview({ id: 31, reviewerName: 'Maria G.', comment: 'Crisp crust' });
    const hiddenOne = managedReview({
      id: 30,
      reviewerName: 'Troll T.',
      comment: 'Rude words',
      hidden: true,
    });
    const replied = {
      ...maria,
      reply: { text: 'Thank you, Maria!', at: '2026-05-02T09:00:00.000Z' },
    };
    const { user, calls } = renderBoard([maria, hiddenOne], () => jsonResponse(replied, 201));
    const tab = await openReviewsTab(user);
    const mariaReview = await within(tab).findByRole('article', { name: 'Review by Maria G.' });
    const trollReview = within(tab).getByRole('article', { name: 'Review by Troll T.' });
    expect(within(trollReview).getByText('Hidden by QuickBite')).toBeTruthy();
    expect(within(mariaReview).queryByText('Hidden by QuickBite')).toBeNull();
    expect(within(mariaReview).getByText('Crisp crust')).toBeTruthy();

    await user.click(within(mariaReview).getByRole('button', { name: 'Reply to Maria G.' }));
    const field = within(mariaReview).getByRole('textbox', { name: 'Your reply' });
    expect(document.activeElement).toBe(field);
    // A blank reply is not sent.
    await user.click(within(mariaReview).getByRole('button', { name: 'Save' }));
    expect(within(mariaReview).getByRole('alert').textContent).toBe(REPLY_REQUIRED);
    expect(posts(calls)).toEqual([]);

    await user.type(field, ' Thank you, Maria! ');
    await user.click(within(mariaReview).getByRole('button', { name: 'Save' }));
    expect(await within(mariaReview).findByText('Thank you, Maria!')).toBeTruthy();
    expect(posts(calls)).toEqual([
      { url: '/api/restaurant/reviews/31/reply', method: 'POST', body: { text: 'Thank you, Maria!' } },
    ]);
    expect(within(mariaReview).getByText('Reply from Nonna Rosa Pizzeria')).toBeTruthy();
    expect(within(mariaReview).queryByRole('textbox')).toBeNull();
    const edit = within(mariaReview).getByRole('button', { name: 'Edit reply to Maria G.' });
    await waitFor(() => expect(document.activeElement).toBe(edit));
  });

  it('edits an existing reply, starting from its text', async () => {
    const answered = managedReview({
      id: 40,
      reviewerName: 'Sam K.',
      reply: { text: 'Thanks Sam', at: '2026-05-02T09:00:00.000Z' },
    });
    const edited = {
      ...answered,
      reply: { text: 'Thanks Sam, see you soon', at: '2026-05-03T09:00:00.000Z' },
    };
    const { user, calls } = renderBoard([answered], () => jsonResponse(edited, 201));
    const tab = await openReviewsTab(user);
    const review = await within(tab).findByRole('article', { name: 'Review by Sam K.' });
    expect(within(review).getByText('Thanks Sam')).toBeTruthy();
    expect(within(review).queryByRole('button', { name: /^Reply/ })).toBeNull();

    await user.click(within(review).getByRole('button', { name: 'Edit reply to Sam K.' }));
    const field = within(review).getByRole<HTMLTextAreaElement>('textbox', { name: 'Your reply' });
    expect(field.value).toBe('Thanks Sam');
    await user.type(field, ', see you soon');
    await user.click(within(review).getByRole('button', { name: 'Save' }));
    expect(await within(review).findByText('Thanks Sam, see you soon')).toBeTruthy();
    expect(posts(calls).map((call) => [call.url, call.body])).toEqual([
      ['/api/restaurant/reviews/40/reply', { text: 'Thanks Sam, see you soon' }],
    ]);
  });

  it('shows the server’s refusal at the reply field and keeps the text', async () => {
    const review = managedReview({ id: 50, reviewerName: 'Ana P.' });
    const { user } = renderBoard([review], () =>
      jsonResponse({ message: 'Invalid reply', code: 'validation', fields: { text: 'Use text only' } }, 400),
    );
    const tab = await openReviewsTab(user);
    const item = await within(tab).findByRole('article', { name: 'Review by Ana P.' });
    await user.click(within(item).getByRole('button', { name: 'Reply to Ana P.' }));
    const field = within(item).getByRole<HTMLTextAreaElement>('textbox', { name: 'Your reply' });
    await user.type(field, 'Hello');
    await user.click(within(item).getByRole('button', { name: 'Save' }));
    expect((await within(item).findByRole('alert')).textContent).toBe('Use text only');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.value).toBe('Hello');
  });

  it('goes back to the sign-in when the session has expired', async () => {
    const onUnauthorized = vi.fn();
    stubFetch((call) =>
      call.url.startsWith('/api/restaurant/reviews')
        ? jsonResponse({ message: 'Sign in again' }, 401)
        : jsonResponse({ orders: [], nextBefore: null }),
    );
    const { user } = renderWithProviders(
      <PartnerSessionProvider onUnauthorized={onUnauthorized}>
        <BoardTabs restaurant={restaurant} newOrders={0} />
      </PartnerSessionProvider>,
    );
    await user.click(screen.getByRole('tab', { name: 'Reviews' }));
    await waitFor(() => expect(onUnauthorized).toHaveBeenCalled());
  });
});
