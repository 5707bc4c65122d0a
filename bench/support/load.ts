import autocannon from 'autocannon';

// One autocannon run against a route whose requests differ from each other (a fresh Idempotency-Key
// and phone per order, another phone per look-up). Only 2xx answers count; any other answer fails the
// run, because a throughput made of 429s or 409s would measure the wrong thing.

export interface LoadRun {
  /** 2xx responses per second over the run. */
  okPerSecond: number;
  p50Ms: number;
  p99Ms: number;
}

export interface LoadOptions {
  /** e.g. http://127.0.0.1:5088 */
  origin: string;
  connections: number;
  seconds: number;
  method?: 'GET' | 'POST';
  /** Called for every request: its path, extra headers and body. */
  next: () => { path: string; headers?: Record<string, string>; body?: string };
}

export async function runLoad(options: LoadOptions): Promise<LoadRun> {
  const method = options.method ?? 'GET';
  const result = await autocannon({
    url: options.origin,
    connections: options.connections,
    duration: options.seconds,
    pipelining: 1,
    requests: [
      {
        method,
        setupRequest: (request) => {
          const { path, headers, body } = options.next();
          return { ...request, path, headers: { ...request.headers, ...headers }, body };
        },
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
  return { okPerSecond: result['2xx'] / seconds, p50Ms: result.latency.p50, p99Ms: result.latency.p99 };
}
