import autocannon from 'autocannon';

export interface Measurement {
  requestsPerSecond: number;
  p99Ms: number;
  /** Responses received over the run. */
  requests: number;
}

export async function measure(
  url: string,
  options: { connections?: number; seconds?: number } = {},
): Promise<Measurement> {
  const result = await autocannon({
    url,
    connections: options.connections ?? 32,
    duration: options.seconds ?? 5,
    pipelining: 1,
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx responses and ${result.errors} errors during the run`);
  }
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
