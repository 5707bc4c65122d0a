import { describe, expect, it, vi } from 'vitest';
import { type AudioContextLike, createAudioPermission } from '#web/lib/sound/audio-permission.ts';

// Whether the browser blocks sound right now, from the Web Audio context's state and the <audio>
// element's refusals; a gesture (or the enable button) unblocks it.

class FakeContext implements AudioContextLike {
  private listeners: Array<() => void> = [];
  constructor(
    public state: string,
    private readonly allowResume = true,
  ) {}
  addEventListener(_type: 'statechange', listener: () => void) {
    this.listeners.push(listener);
  }
  resume = vi.fn(async () => {
    if (!this.allowResume) throw new Error('NotAllowedError');
    this.state = 'running';
    for (const listener of this.listeners) listener();
  });
}

function setup(context: FakeContext | null) {
  let gesture: (() => void) | null = null;
  const permission = createAudioPermission({
    createContext: () => context,
    onGesture: (onGesture) => {
      gesture = onGesture;
      return () => {
        gesture = null;
      };
    },
  });
  const changes = vi.fn();
  const unsubscribe = permission.subscribe(changes);
  return { permission, changes, unsubscribe, gesture: () => gesture?.() };
}

describe('audio permission', () => {
  it('is blocked while the audio context is suspended, and not once it runs', () => {
    expect(setup(new FakeContext('suspended')).permission.blocked()).toBe(true);
    expect(setup(new FakeContext('running')).permission.blocked()).toBe(false);
  });

  it('without Web Audio nothing is blocked until an <audio> element is refused', () => {
    const { permission } = setup(null);
    expect(permission.blocked()).toBe(false);
    permission.reportMediaPlay(false);
    expect(permission.blocked()).toBe(true);
  });

  it('unlock resumes the context and tells subscribers', async () => {
    const context = new FakeContext('suspended');
    const { permission, changes } = setup(context);
    await permission.unlock();
    expect(context.resume).toHaveBeenCalledTimes(1);
    expect(permission.blocked()).toBe(false);
    expect(changes).toHaveBeenCalled();
  });

  it('any gesture on the page while blocked resumes it; none is tried while sound runs', async () => {
    const context = new FakeContext('suspended');
    const { permission, gesture } = setup(context);
    gesture();
    await vi.waitFor(() => expect(permission.blocked()).toBe(false));
    gesture();
    expect(context.resume).toHaveBeenCalledTimes(1);
  });

  it('a refused resume (outside a gesture) stays blocked, without throwing', async () => {
    const { permission } = setup(new FakeContext('suspended', false));
    await permission.unlock();
    expect(permission.blocked()).toBe(true);
  });

  it('a refused <audio> play blocks even with a running context, until a play goes through or a gesture', () => {
    const { permission, changes, gesture } = setup(new FakeContext('running'));
    permission.reportMediaPlay(false);
    expect(permission.blocked()).toBe(true);
    expect(changes).toHaveBeenCalledTimes(1);
    permission.reportMediaPlay(true);
    expect(permission.blocked()).toBe(false);
    permission.reportMediaPlay(false);
    gesture();
    expect(permission.blocked()).toBe(false);
  });

  it('stops listening for gestures once nobody subscribes', () => {
    const { unsubscribe, gesture, permission } = setup(new FakeContext('suspended'));
    unsubscribe();
    gesture();
    expect(permission.blocked()).toBe(true);
  });
});
