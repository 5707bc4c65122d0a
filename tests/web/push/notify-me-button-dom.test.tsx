// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NotifyMeButton } from '#web/features/push/components/notify-me-button.tsx';
import { BLOCKED, FOLLOW_FAILED, NOTIFY_ME, NOTIFY_ME_DONE } from '#web/features/push/messages.ts';
import { jsonResponse, renderWithProviders, stubFetch } from '../../support/render';
import { ENDPOINT, fakePush, PUBLIC_KEY, removeFakeServiceWorker } from './fake-push';

// The tracker's "Notify me about this order": the permission is asked in the tap, the browser's
// subscription goes to the order's tracking-token route, and the button gives way to a done text
// that a reload keeps.

const TOKEN = 'tok_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'.slice(0, 43);
const FOLLOW_URL = `/api/orders/track/${TOKEN}/push`;

const server = (call: { url: string; method: string }) => {
  if (call.url === '/api/push/key') return jsonResponse({ publicKey: PUBLIC_KEY });
  if (call.url === FOLLOW_URL && call.method === 'POST') return jsonResponse({ endpoint: ENDPOINT }, 201);
  return jsonResponse({ message: 'Not found' }, 404);
};

beforeEach(() => localStorage.clear());
afterEach(removeFakeServiceWorker);

describe('NotifyMeButton', () => {
  it('asks on the tap only, sends the subscription with the tracking token, and says it is done', async () => {
    const browser = fakePush();
    const calls = stubFetch(server);
    const { user, unmount } = renderWithProviders(<NotifyMeButton trackingToken={TOKEN} />);
    const button = await screen.findByRole<HTMLButtonElement>('button', { name: NOTIFY_ME });
    expect(browser.calls).toEqual([]);
    expect(calls).toEqual([]);

    await user.click(button);
    const done = await screen.findByRole('status');
    expect(done.textContent).toBe(NOTIFY_ME_DONE);
    // The keyboard's place is kept: the button it was on is gone.
    expect(document.activeElement).toBe(done);
    expect(screen.queryByRole('button', { name: NOTIFY_ME })).toBeNull();
    expect(browser.calls).toEqual(['requestPermission', 'subscribe']);
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'GET /api/push/key',
      `POST ${FOLLOW_URL}`,
    ]);
    expect(calls[1]?.body).toMatchObject({ endpoint: ENDPOINT, keys: { p256dh: expect.any(String) } });

    // A reload shows the done text again, without a request or a prompt.
    unmount();
    renderWithProviders(<NotifyMeButton trackingToken={TOKEN} />);
    expect((await screen.findByRole('status')).textContent).toBe(NOTIFY_ME_DONE);
    expect(calls).toHaveLength(2);
    expect(browser.calls).toEqual(['requestPermission', 'subscribe']);
  });

  it('offers the button again when the browser lost the subscription since', async () => {
    localStorage.setItem('quickbite.pushOrders', JSON.stringify([TOKEN]));
    fakePush({ permission: 'granted' });
    stubFetch(server);
    renderWithProviders(<NotifyMeButton trackingToken={TOKEN} />);
    expect(await screen.findByRole('button', { name: NOTIFY_ME })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("shows the server's refusal and keeps the button", async () => {
    fakePush();
    stubFetch((call) =>
      call.url === FOLLOW_URL
        ? jsonResponse({ message: 'Order not found', code: 'NOT_FOUND' }, 404)
        : server(call),
    );
    const { user } = renderWithProviders(<NotifyMeButton trackingToken={TOKEN} />);
    await user.click(await screen.findByRole('button', { name: NOTIFY_ME }));
    expect((await screen.findByRole('alert')).textContent).toBe(`${FOLLOW_FAILED}: Order not found`);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: NOTIFY_ME }).disabled).toBe(false);
  });

  it('explains a blocked permission next to a disabled button', async () => {
    const browser = fakePush({ permission: 'denied' });
    stubFetch(server);
    renderWithProviders(<NotifyMeButton trackingToken={TOKEN} />);
    const button = await screen.findByRole<HTMLButtonElement>('button', { name: NOTIFY_ME });
    expect(button.disabled).toBe(true);
    const note = screen.getByText(BLOCKED);
    expect(button.getAttribute('aria-describedby')).toBe(note.id);
    expect(browser.calls).toEqual([]);
  });
});
