// Browsers refuse sound until the person has interacted with the page (a tap, a key): a kitchen
// tablet that reloaded overnight would ring for nobody. This store says whether sound is blocked
// right now, from two signals:
// - a Web Audio context starts 'suspended' when the browser would block sound (Chromium, Safari,
//   Firefox), and turns 'running' once resumed inside a user gesture;
// - an <audio> element's play() rejected with NotAllowedError (reported by its owner).
// Any tap or key on the page resumes the context (a gesture allows it), so sound unblocks however
// the person interacts; "Tap to enable sound" is the obvious way. That button (marked with
// ENABLES_SOUND_ATTRIBUTE) unlocks in its own click: unlocking on its pointerdown would hide it
// before the click that also plays a sound.

/** The part of the Web Audio context this store uses. */
export interface AudioContextLike {
  readonly state: string;
  resume(): Promise<void>;
  addEventListener(type: 'statechange', listener: () => void): void;
}

export interface AudioPermissionEnvironment {
  /** A new audio context, or null where Web Audio does not exist. */
  createContext: () => AudioContextLike | null;
  /** Calls `onGesture` on each user gesture but those on the enable-sound button; returns the removal. */
  onGesture: (onGesture: () => void) => () => void;
}

export interface AudioPermission {
  subscribe(listener: () => void): () => void;
  blocked(): boolean;
  /** The shared audio context (made on first use), or null where there is none. */
  context(): AudioContextLike | null;
  /** Call inside a user gesture: resumes audio now; settles once the context runs (or cannot). */
  unlock(): Promise<void>;
  /** An <audio> element's play() was refused (NotAllowedError) or went through. */
  reportMediaPlay(allowed: boolean): void;
}

const GESTURES = ['pointerdown', 'keydown', 'touchend'] as const;
export const ENABLES_SOUND_ATTRIBUTE = 'data-enables-sound';

export function browserAudioEnvironment(): AudioPermissionEnvironment {
  return {
    createContext: () => {
      const Context =
        typeof window === 'undefined'
          ? undefined
          : (window.AudioContext ??
            (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext);
      return Context ? new Context() : null;
    },
    onGesture: (onGesture) => {
      const listener = (event: Event) => {
        const target = event.target instanceof Element ? event.target : null;
        if (!target?.closest(`[${ENABLES_SOUND_ATTRIBUTE}]`)) onGesture();
      };
      for (const type of GESTURES) window.addEventListener(type, listener, { capture: true });
      return () => {
        for (const type of GESTURES) window.removeEventListener(type, listener, { capture: true });
      };
    },
  };
}

export function createAudioPermission(environment: AudioPermissionEnvironment): AudioPermission {
  let context: AudioContextLike | null | undefined;
  let mediaRefused = false;
  let stopGestures: (() => void) | null = null;
  const listeners = new Set<() => void>();

  const contextSuspended = () => context?.state === 'suspended' || context?.state === 'interrupted';
  const blocked = () => mediaRefused || contextSuspended();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const ensureContext = (): AudioContextLike | null => {
    if (context === undefined) {
      try {
        context = environment.createContext();
      } catch {
        context = null;
      }
      context?.addEventListener('statechange', notify);
    }
    return context;
  };
  const unlock = (): Promise<void> => {
    const audio = ensureContext();
    if (mediaRefused) {
      // The gesture lets media play too: the owner's next play() decides.
      mediaRefused = false;
      notify();
    }
    if (!audio || audio.state === 'running' || audio.state === 'closed') return Promise.resolve();
    // Refused outside a gesture; the next gesture tries again.
    return audio.resume().catch(() => {});
  };

  return {
    subscribe(listener) {
      ensureContext();
      listeners.add(listener);
      stopGestures ??= environment.onGesture(() => {
        if (blocked()) void unlock();
      });
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          stopGestures?.();
          stopGestures = null;
        }
      };
    },
    blocked,
    context: ensureContext,
    unlock,
    reportMediaPlay(allowed) {
      if (mediaRefused === !allowed) return;
      mediaRefused = !allowed;
      notify();
    },
  };
}

/** The page's one audio permission. */
export const audioPermission = createAudioPermission(browserAudioEnvironment());
