import autocannon from 'autocannon';

// One autocannon run against a route whose requests differ from each other (a fresh Idempotency-Key
// and phone per order, another phone per look-up). Only 2xx answers count; any other answer fails the
// run, because a throughput made of 429s or 409s would measure the wrong thing.

export interface LoadRun {
  /** 2xx responses per second over the run. */
  okPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers received over the run. */
  requests: number;
}

export interface LoadOptions {
  /** e.g. http://127.0.0.1:5088 */
  origin: string;
  connections: number;
  seconds: number;
  /** How long one answer may take before it counts as a timeout (autocannon's default is 10 s). */
  timeoutSeconds?: number;
  method?: 'GET' | 'POST';
  /** Called for every request: its path, extra headers and body, and a tag handed to onResponse. */
  next: () => { path: string; headers?: Record<string, string>; body?: string; tag?: string };
  /** Called for every answer with the request's tag (e.g. to check later that no order was lost). */
  onResponse?: (status: number, body: string, tag: string | undefined) => void;
}

export async function runLoad(options: LoadOptions): Promise<LoadRun> {
  const method = options.method ?? 'GET';
  const result = await autocannon({
    url: options.origin,
    connections: options.connections,
    duration: options.seconds,
    timeout: options.timeoutSeconds ?? 10,
    pipelining: 1,
    requests: [
      {
        method,
        // One request at a time per connection (no pipelining), so the connection's context
        // carries the tag from the request to its answer.
        setupRequest: (request, context) => {
          const { path, headers, body, tag } = options.next();
          (context as { tag?: string }).tag = tag;
          return { ...request, path, headers: { ...request.headers, ...headers }, body };
        },
        // Only when asked: autocannon then keeps every answer's body.
        ...(options.onResponse && {
          onResponse: (status: number, body: string, context: object) =>
            options.onResponse?.(status, body, (context as { tag?: string }).tag),
        }),
      },
    ],
  });
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
    const codes = Object.entries(result.statusCodeStats ?? {})
      .map(([code, { count }]) => `${code}: ${count}`)
      .join(', ');
    throw new Error(
      `${method} ${options.origin}: ${result.non2xx} non-2xx (${codes}), ${result.errors} errors, ` +
        `${result.timeouts} timeouts during the run`,
    );
  }
  const seconds = (result.finish.getTime() - result.start.getTime()) / 1000;
  return {
    okPerSecond: result['2xx'] / seconds,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
  };
}
