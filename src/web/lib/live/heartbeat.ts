// A socket can look open for minutes after its network is gone (no close event until TCP gives
// up), and the server's protocol-level pings are invisible to a page. So the page asks: every
// interval it sends a ping, and when nothing at all comes back within the timeout, the socket is
// dead. Any message counts as an answer.

export interface HeartbeatOptions {
  intervalMs: number;
  timeoutMs: number;
  sendPing: () => void;
  /** Called once when a ping went unanswered; the heartbeat has stopped by then. */
  onDead: () => void;
  setTimer: (callback: () => void, ms: number) => unknown;
  clearTimer: (handle: unknown) => void;
}

export interface Heartbeat {
  /** Something arrived from the server: the socket is alive. */
  alive(): void;
  stop(): void;
}

/** Starts pinging one interval from now. */
export function startHeartbeat(options: HeartbeatOptions): Heartbeat {
  const { intervalMs, timeoutMs, setTimer, clearTimer } = options;
  let pingTimer: unknown = null;
  let deadline: unknown = null;

  const clearDeadline = () => {
    if (deadline === null) return;
    clearTimer(deadline);
    deadline = null;
  };
  const stop = () => {
    clearDeadline();
    if (pingTimer !== null) clearTimer(pingTimer);
    pingTimer = null;
  };
  const schedule = () => {
    pingTimer = setTimer(() => {
      pingTimer = null;
      // One unanswered ping is enough: a second one does not move the deadline.
      deadline ??= setTimer(() => {
        deadline = null;
        stop();
        options.onDead();
      }, timeoutMs);
      try {
        options.sendPing();
      } catch {
        // A socket that cannot even send is dead: the deadline says so.
      }
      schedule();
    }, intervalMs);
  };
  schedule();
  return { alive: clearDeadline, stop };
}
