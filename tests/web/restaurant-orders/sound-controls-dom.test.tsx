// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ALARM_SOUND_URL,
  NewOrderAlarm,
} from '#web/features/restaurant-orders/components/new-order-alarm.tsx';
import { TestSoundButton } from '#web/features/restaurant-orders/components/test-sound-button.tsx';
import { renderWithProviders } from '../../support/render';

// "Sound a person can trust": the board shows "Tap to enable sound" whenever the browser blocks
// audio, before any order rings, and Settings' "Test sound" plays the alarm itself.

/** A Web Audio context as a browser makes it before the first tap: suspended until resumed. */
class SuspendedAudioContext {
  state = 'suspended';
  private listeners: Array<() => void> = [];
  addEventListener(_type: string, listener: () => void) {
    this.listeners.push(listener);
  }
  async resume() {
    this.state = 'running';
    for (const listener of this.listeners) listener();
  }
}

let played: string[];
beforeEach(() => {
  played = [];
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    played.push(new URL(this.src, 'http://localhost').pathname);
    return Promise.resolve();
  });
});
afterEach(() => vi.restoreAllMocks());

describe('sound controls', () => {
  // One file, one page: the page's audio context is made once, on the first control's mount.
  it('blocked audio shows "Tap to enable sound" with no order waiting; the tap rings the alarm once and hides it', async () => {
    vi.stubGlobal('AudioContext', SuspendedAudioContext);
    const { user } = renderWithProviders(<NewOrderAlarm ringing={false} />);
    const enable = screen.getByRole('button', { name: 'Tap to enable sound' });
    await user.click(enable);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Tap to enable sound' })).toBeNull());
    expect(played).toEqual([ALARM_SOUND_URL]);
  });

  it('Test sound plays the new-order alarm and says what to listen for', async () => {
    const { user } = renderWithProviders(<TestSoundButton />);
    await user.click(screen.getByRole('button', { name: 'Test sound' }));
    expect(played).toEqual([ALARM_SOUND_URL]);
    expect(await screen.findByText(/You should hear the new-order alarm/)).toBeTruthy();
  });

  it('Test sound says so when the browser refuses to play', async () => {
    vi.mocked(HTMLMediaElement.prototype.play).mockRejectedValue(
      Object.assign(new Error('not allowed'), { name: 'NotAllowedError' }),
    );
    const { user } = renderWithProviders(<TestSoundButton />);
    await user.click(screen.getByRole('button', { name: 'Test sound' }));
    expect(await screen.findByText(/The browser did not play the sound/)).toBeTruthy();
  });
});
