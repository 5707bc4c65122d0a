import https from 'node:https';
import { type EndpointGuard, NON_PUBLIC_ADDRESS } from './endpoint-guard';
import type { VapidKeySource } from './vapid-keys';
import { isWebPushError, loadWebPush } from './web-push-library';

// Sends Web Push messages (RFC 8030/8291/8292 through the web-push package: aes128gcm, VAPID),
// off the request path: `send` queues and returns at once. A 404 or 410 means the browser dropped
// the subscription: `onGone` deletes it. A 429, a 5xx or a network failure is tried again after a
// growing delay (a Retry-After the push service gives is honoured up to a cap); what still fails
// is counted. A few sends run at a time, over kept-alive connections whose DNS answers are checked
// by the endpoint guard before connecting.

export type PushUrgency = 'very-low' | 'low' | 'normal' | 'high';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushDelivery {
  /** How long the push service keeps the message for an unreachable browser. */
  ttlSeconds: number;
  urgency: PushUrgency;
  /** A later message with the same topic replaces one still waiting (base64url, at most 32 characters). */
  topic?: string;
}

/** Since start, on this instance: what /metrics shows. */
export interface PushCounters {
  sent: number;
  /** Given up: after the last retry, refused outright by the push service, or not allowed to go out. */
  failed: number;
  /** Attempts made again after a temporary failure. */
  retried: number;
  /** Subscriptions deleted because the push service said they are gone (404, 410). */
  removed: number;
}

export interface PushSender {
  send(target: PushTarget, payload: string, delivery: PushDelivery): void;
  counters(): PushCounters;
  /** Stops retry timers, drops what waits, and closes the connections. */
  close(): Promise<void>;
}

interface Logger {
  warn(obj: unknown, msg: string): void;
}

export interface PushSenderOptions {
  keys: VapidKeySource;
  guard: EndpointGuard;
  /** The push service says this endpoint is gone: forget it (both kinds of subscription). */
  onGone(endpoint: string): Promise<void>;
  log: Logger;
  /** Delays before each retry; its length is the number of retries. */
  retryDelaysMs?: readonly number[];
  /** The longest Retry-After honoured. */
  maxRetryAfterMs?: number;
  timeoutMs?: number;
  concurrency?: number;
}

export const DEFAULT_RETRY_DELAYS_MS = [2_000, 10_000, 60_000] as const;
const MAX_RETRY_AFTER_MS = 5 * 60_000;
const TIMEOUT_MS = 10_000;
const CONCURRENCY = 16;
/** Beyond this many waiting messages new ones are dropped (and counted failed), not queued without end. */
const MAX_WAITING = 10_000;

interface Job {
  target: PushTarget;
  payload: string;
  delivery: PushDelivery;
  retries: number;
}

export function createPushSender(options: PushSenderOptions): PushSender {
  const delays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const maxRetryAfterMs = options.maxRetryAfterMs ?? MAX_RETRY_AFTER_MS;
  const concurrency = options.concurrency ?? CONCURRENCY;
  const counts: PushCounters = { sent: 0, failed: 0, retried: 0, removed: 0 };
  const agent = new https.Agent({
    keepAlive: true,
    maxSockets: concurrency,
    ...(options.guard.lookup ? { lookup: options.guard.lookup } : {}),
  });
  const waiting: Job[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<void>>();
  let closed = false;

  const enqueue = (job: Job) => {
    if (closed) return;
    if (waiting.length >= MAX_WAITING) {
      counts.failed += 1;
      return;
    }
    waiting.push(job);
    pump();
  };

  const pump = () => {
    while (!closed && running.size < concurrency && waiting.length > 0) {
      const job = waiting.shift() as Job;
      const run = attempt(job).finally(() => {
        running.delete(run);
        pump();
      });
      running.add(run);
    }
  };

  const retryLater = (job: Job, error: unknown) => {
    counts.retried += 1;
    const base = delays[job.retries] ?? 0;
    const delay = Math.max(base, Math.min(retryAfterMs(error) ?? 0, maxRetryAfterMs));
    const timer = setTimeout(() => {
      timers.delete(timer);
      enqueue({ ...job, retries: job.retries + 1 });
    }, delay);
    timer.unref();
    timers.add(timer);
  };

  async function attempt(job: Job): Promise<void> {
    const { target, payload, delivery } = job;
    const verdict = options.guard.checkBeforeSend(target.endpoint);
    if (!verdict.ok) {
      counts.failed += 1;
      options.log.warn({ pushHost: hostOf(target.endpoint), reason: verdict.reason }, 'push not sent');
      return;
    }
    try {
      const [webpush, keys] = await Promise.all([loadWebPush(), options.keys.get()]);
      await webpush.sendNotification({ endpoint: target.endpoint, keys: target }, payload, {
        vapidDetails: keys,
        TTL: delivery.ttlSeconds,
        urgency: delivery.urgency,
        ...(delivery.topic ? { topic: delivery.topic } : {}),
        contentEncoding: 'aes128gcm',
        agent,
        timeout: options.timeoutMs ?? TIMEOUT_MS,
      });
      counts.sent += 1;
    } catch (error) {
      if (closed) return;
      const status = isWebPushError(error) ? error.statusCode : undefined;
      if (status === 404 || status === 410) {
        counts.removed += 1;
        await options.onGone(target.endpoint).catch((failure: unknown) => {
          options.log.warn({ err: failure }, 'a gone push subscription could not be deleted');
        });
        return;
      }
      if (isTemporary(error, status) && job.retries < delays.length) {
        retryLater(job, error);
        return;
      }
      counts.failed += 1;
      options.log.warn(
        { pushHost: hostOf(target.endpoint), status, code: (error as { code?: string }).code },
        'push failed',
      );
    }
  }

  return {
    send(target, payload, delivery) {
      enqueue({ target, payload, delivery, retries: 0 });
    },
    counters: () => ({ ...counts }),
    async close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      waiting.length = 0;
      agent.destroy();
      await Promise.allSettled([...running]);
    },
  };
}

/** 429 and 5xx answers, and failures to connect or to get an answer; never a refused address. */
function isTemporary(error: unknown, status: number | undefined): boolean {
  if (status !== undefined) return status === 429 || status >= 500;
  return (error as { code?: string }).code !== NON_PUBLIC_ADDRESS;
}

/** Retry-After in seconds or as an HTTP date, in milliseconds from now. */
function retryAfterMs(error: unknown): number | undefined {
  if (!isWebPushError(error)) return undefined;
  const header = (error.headers as Record<string, string | string[] | undefined>)['retry-after'];
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now());
}

/** Endpoints are secrets of their browser: logs name the push service's host only. */
function hostOf(endpoint: string): string {
  try {
    return new URL(endpoint).host;
  } catch {
    return '';
  }
}
