import { deliver, type HubListener, type RealtimeHub } from './hub';

/** The hub for a single instance: delivery after the current task, as NOTIFY would be. */
export function createInProcessHub(onError: (error: unknown) => void): RealtimeHub {
  const listeners = new Set<HubListener>();
  return {
    kind: 'in-process',
    async publish(event) {
      setImmediate(() => void deliver(listeners, event, onError));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      listeners.clear();
    },
  };
}
