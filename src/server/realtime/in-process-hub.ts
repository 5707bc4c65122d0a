import { deliver, type HubEvent, type HubListener, type RealtimeHub } from './hub';

/** The hub for a single instance: delivery after the current task, as NOTIFY would be. */
export function createInProcessHub(onError: (error: unknown) => void): RealtimeHub {
  const listeners = new Set<HubListener>();
  const committedListeners = new Set<HubListener>();
  // One instance: every event is both heard and its own, so both sets hear it after the commit.
  const publish = async (event: HubEvent) => {
    setImmediate(() => {
      void deliver(listeners, event, onError);
      void deliver(committedListeners, event, onError);
    });
  };
  return {
    kind: 'in-process',
    connected: true,
    listenings: 1,
    publish,
    async publishInTransaction(_tx, event) {
      return () => void publish(event);
    },
    publishWithStatement(events) {
      return {
        notify: [],
        afterCommit: () => {
          for (const event of events) void publish(event);
        },
      };
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onCommitted(listener) {
      committedListeners.add(listener);
      return () => committedListeners.delete(listener);
    },
    async close() {
      listeners.clear();
      committedListeners.clear();
    },
  };
}
