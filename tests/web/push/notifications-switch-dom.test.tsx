// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotificationsSwitch } from '#web/features/push/components/notifications-switch.tsx';
import {
  BLOCKED,
  DISMISSED,
  NO_WORKER,
  SWITCH_LABEL,
  TURN_OFF_FAILED,
  TURN_ON_FAILED,
  UNSUPPORTED,
} from '#web/features/push/messages.ts';
import { jsonResponse, renderWithProviders, stubFetch } from '../../support/render';
import { ENDPOINT, fakePush, PUBLIC_KEY, removeFakeServiceWorker } from './fake-push';

// "Notifications on this device" on the partner screens: it asks for permission only when tapped,
// subscribes with the server's key, gives the server the subscription, and says plainly why it
// cannot be used (blocked, a browser without Web Push, iPhone outside the Home Screen).

const server = (call: { url: string; method: string }) => {
  if (call.url === '/api/push/key') return jsonResponse({ publicKey: PUBLIC_KEY });
  if (call.url === '/api/push/subscriptions' && call.method === 'POST')
    return jsonResponse({ endpoint: ENDPOINT }, 201);
  if (call.url === '/api/push/subscriptions' && call.method === 'DELETE')
    return new Response(null, { status: 204 });
  return jsonResponse({ message: 'Not found' }, 404);
};

beforeEach(() => localStorage.clear());
afterEach(removeFakeServiceWorker);

const theSwitch = () => screen.findByRole<HTMLButtonElement>('switch', { name: SWITCH_LABEL });
const isOn = (toggle: HTMLElement) => toggle.getAttribute('aria-checked') === 'true';

describe('NotificationsSwitch', () => {
  it('asks nothing on load, then on a tap asks, subscribes and gives the server the subscription', async () => {
    const browser = fakePush();
    const calls = stubFetch(server);
    const { user } = renderWithProviders(<NotificationsSwitch />);
    const toggle = await theSwitch();
    await waitFor(() => expect(toggle.disabled).toBe(false));
    expect(isOn(toggle)).toBe(false);
    expect(browser.calls).toEqual([]);
    expect(calls).toEqual([]);

    await user.click(toggle);
    await waitFor(() => expect(isOn(toggle)).toBe(true));
    expect(browser.calls).toEqual(['requestPermission', 'subscribe']);
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'GET /api/push/key',
      'POST /api/push/subscriptions',
    ]);
    expect(calls[1]?.body).toMatchObject({ endpoint: ENDPOINT, keys: { auth: expect.any(String) } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('turns off: the server forgets the endpoint, then the browser unsubscribes', async () => {
    const browser = fakePush();
    const calls = stubFetch(server);
    const { user } = renderWithProviders(<NotificationsSwitch />);
    const toggle = await theSwitch();
    await waitFor(() => expect(toggle.disabled).toBe(false));
    await user.click(toggle);
    await waitFor(() => expect(isOn(toggle)).toBe(true));

    await user.click(toggle);
    await waitFor(() => expect(isOn(toggle)).toBe(false));
    expect(calls.at(-1)).toMatchObject({
      method: 'DELETE',
      url: '/api/push/subscriptions',
      body: { endpoint: ENDPOINT },
    });
    expect(browser.calls.at(-1)).toBe('unsubscribe');
    expect(browser.subscription).toBeNull();
  });

  it('shows on after a reload, and sends the subscription again for whoever is signed in now', async () => {
    localStorage.setItem('quickbite.pushDevice', 'on');
    const browser = fakePush({ permission: 'granted', subscribed: true });
    const calls = stubFetch(server);
    renderWithProviders(<NotificationsSwitch />);
    const toggle = await theSwitch();
    await waitFor(() => expect(isOn(toggle)).toBe(true));
    await waitFor(() =>
      expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(['POST /api/push/subscriptions']),
    );
    expect(browser.calls).toEqual([]);
  });

  it('stays off for a subscription only the tracker made on this browser', async () => {
    fakePush({ permission: 'granted', subscribed: true });
    const calls = stubFetch(server);
    renderWithProviders(<NotificationsSwitch />);
    const toggle = await theSwitch();
    await waitFor(() => expect(toggle.disabled).toBe(false));
    expect(isOn(toggle)).toBe(false);
    expect(calls).toEqual([]);
  });

  it('explains a blocked permission and cannot be flipped', async () => {
    const browser = fakePush({ permission: 'denied' });
    stubFetch(server);
    renderWithProviders(<NotificationsSwitch />);
    const note = await screen.findByText(BLOCKED);
    const toggle = await theSwitch();
    expect(toggle.disabled).toBe(true);
    expect(toggle.getAttribute('aria-describedby')).toBe(note.id);
    expect(browser.calls).toEqual([]);
  });

  it('says so when the prompt is refused or closed', async () => {
    fakePush({ answer: 'denied' });
    stubFetch(server);
    const { user } = renderWithProviders(<NotificationsSwitch />);
    const toggle = await theSwitch();
    await waitFor(() => expect(toggle.disabled).toBe(false));
    await user.click(toggle);
    expect(await screen.findByText(BLOCKED)).toBeTruthy();
    expect(toggle.disabled).toBe(true);
  });

  it('asks again after a closed prompt, saying how', async () => {
    fakePush({ answer: 'default' });
    const calls = stubFetch(server);
    const { user } = renderWithProviders(<NotificationsSwitch />);
    const toggle = await theSwitch();
    await waitFor(() => expect(toggle.disabled).toBe(false));
    await user.click(toggle);
    expect((await screen.findByRole('alert')).textContent).toBe(DISMISSED);
    expect(isOn(toggle)).toBe(false);
    expect(toggle.disabled).toBe(false);
    expect(calls).toEqual([]);
  });

  it("shows the push service's refusal and the server's message, never hiding a failure", async () => {
    fakePush({
      subscribeError: new DOMException('Registration failed - push service not available', 'AbortError'),
    });
    const calls = stubFetch(server);
    const { user } = renderWithProviders(<NotificationsSwitch />);
    const toggle = await theSwitch();
    await waitFor(() => expect(toggle.disabled).toBe(false));
    await user.click(toggle);
    expect((await screen.findByRole('alert')).textContent).toBe(
      `${TURN_ON_FAILED}: the browser's push service refused (Registration failed - push service not available).`,
    );
    expect(isOn(toggle)).toBe(false);
    expect(calls.map((call) => call.url)).toEqual(['/api/push/key']);
  });

  it("shows the server's message when it refuses the subscription or the removal", async () => {
    fakePush();
    let refuse = true;
    stubFetch((call) =>
      call.url === '/api/push/subscriptions' && refuse
        ? jsonResponse({ message: 'Sign in again to continue', code: 'UNAUTHORIZED' }, 401)
        : server(call),
    );
    const { user } = renderWithProviders(<NotificationsSwitch />);
    const toggle = await theSwitch();
    await waitFor(() => expect(toggle.disabled).toBe(false));
    await user.click(toggle);
    expect((await screen.findByRole('alert')).textContent).toBe(
      `${TURN_ON_FAILED}: Sign in again to continue`,
    );
    expect(isOn(toggle)).toBe(false);

    refuse = false;
    await user.click(toggle);
    await waitFor(() => expect(isOn(toggle)).toBe(true));
    expect(screen.queryByRole('alert')).toBeNull();
    refuse = true;
    await user.click(toggle);
    expect((await screen.findByRole('alert')).textContent).toBe(
      `${TURN_OFF_FAILED}: Sign in again to continue`,
    );
    expect(isOn(toggle)).toBe(true);
  });

  it('says a page without a running service worker cannot take notifications yet', async () => {
    fakePush();
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { ready: new Promise(() => {}), getRegistration: async () => undefined },
    });
    stubFetch(server);
    const { user } = renderWithProviders(<NotificationsSwitch />);
    const toggle = await theSwitch();
    await waitFor(() => expect(toggle.disabled).toBe(false));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await user.click(toggle);
      await vi.advanceTimersByTimeAsync(10_000);
      expect((await screen.findByRole('alert')).textContent).toBe(`${TURN_ON_FAILED}: ${NO_WORKER}`);
    } finally {
      vi.useRealTimers();
    }
  });

  it('tells an iPhone outside the Home Screen how to get notifications, and another browser that it has none', async () => {
    const iPhone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile/15E148 Safari/604.1';
    Object.defineProperty(navigator, 'userAgent', { configurable: true, value: iPhone });
    stubFetch(server);
    try {
      const first = renderWithProviders(<NotificationsSwitch />);
      expect(await screen.findByText(UNSUPPORTED['install-to-home-screen'])).toBeTruthy();
      expect((await theSwitch()).disabled).toBe(true);
      first.unmount();
    } finally {
      Reflect.deleteProperty(navigator, 'userAgent');
    }

    renderWithProviders(<NotificationsSwitch />);
    expect(await screen.findByText(UNSUPPORTED.unsupported)).toBeTruthy();
    expect((await theSwitch()).disabled).toBe(true);
  });
});
