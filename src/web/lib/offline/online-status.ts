import { useSyncExternalStore } from 'react';

// Online/offline as the browser reports it through navigator.onLine and its `online` and `offline`
// events. Every app reads it from here: the yellow banner, the live channel and the actions that
// need the server all agree on the same answer at the same moment.

/** True unless the browser says it has no network (and outside a browser). */
export function browserOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/** Calls `listener` whenever the browser goes online or offline; returns the unsubscribe. */
export function subscribeOnlineStatus(listener: () => void): () => void {
  if (typeof window === 'undefined') return () => {};
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

export function useOnlineStatus(): boolean {
  return useSyncExternalStore(subscribeOnlineStatus, browserOnline, () => true);
}
