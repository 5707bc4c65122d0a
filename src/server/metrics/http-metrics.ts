// Request counts and latencies for /metrics, kept per route pattern (never the raw URL, which can
// carry a phone number). Every label set is created when its route is registered, so recording a
// request is a few array writes: no strings built, no objects allocated.

/** Latency buckets in seconds (Prometheus convention), upper bounds of a cumulative histogram. */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10] as const;
/** Every request no route matched (probes, typos, the web app's fallback) shares one label. */
export const UNMATCHED_ROUTE = 'unmatched';
const STATUS_CLASSES = ['1xx', '2xx', '3xx', '4xx', '5xx'] as const;

export interface RouteStats {
  readonly method: string;
  readonly route: string;
  /** Indexed by status class: 0 = 1xx ... 4 = 5xx. */
  readonly byStatusClass: Float64Array;
  /** Non-cumulative bucket counts; the last one is +Inf. Summed when rendered. */
  readonly buckets: Float64Array;
  durationSum: number;
  rateLimited: number;
}

export interface HttpMetrics {
  /** Creates the label set of one route; called as routes are registered. */
  addRoute(method: string, route: string): void;
  record(method: string, route: string | undefined, statusCode: number, elapsedMs: number): void;
  ordersPlaced(): number;
  render(lines: string[]): void;
}

const ORDERS_ROUTE = '/api/orders';

export function createHttpMetrics(): HttpMetrics {
  const byMethod = new Map<string, Map<string, RouteStats>>();
  const unmatched = newStats('-', UNMATCHED_ROUTE);
  let orders = 0;

  function newStats(method: string, route: string): RouteStats {
    return {
      method,
      route,
      byStatusClass: new Float64Array(STATUS_CLASSES.length),
      buckets: new Float64Array(LATENCY_BUCKETS.length + 1),
      durationSum: 0,
      rateLimited: 0,
    };
  }

  return {
    addRoute(method, route) {
      let routes = byMethod.get(method);
      if (!routes) {
        routes = new Map();
        byMethod.set(method, routes);
      }
      if (!routes.has(route)) routes.set(route, newStats(method, route));
    },

    record(method, route, statusCode, elapsedMs) {
      // A method or path no route knows is client-controlled: it never becomes a label.
      const stats = (route === undefined ? undefined : byMethod.get(method)?.get(route)) ?? unmatched;
      const statusClass = Math.floor(statusCode / 100) - 1;
      if (statusClass >= 0 && statusClass < STATUS_CLASSES.length) {
        stats.byStatusClass[statusClass] = (stats.byStatusClass[statusClass] ?? 0) + 1;
      }
      const seconds = elapsedMs / 1000;
      let bucket = 0;
      while (bucket < LATENCY_BUCKETS.length && seconds > (LATENCY_BUCKETS[bucket] as number)) bucket++;
      stats.buckets[bucket] = (stats.buckets[bucket] ?? 0) + 1;
      stats.durationSum += seconds;
      if (statusCode === 429) stats.rateLimited++;
      if (statusCode === 201 && method === 'POST' && route === ORDERS_ROUTE) orders++;
    },

    ordersPlaced: () => orders,

    render(lines) {
      const all: RouteStats[] = [];
      for (const routes of byMethod.values()) for (const stats of routes.values()) all.push(stats);
      all.push(unmatched);

      lines.push(
        '# HELP quickbite_http_requests_total HTTP requests answered, by route pattern and status class.',
        '# TYPE quickbite_http_requests_total counter',
      );
      for (const stats of all) {
        stats.byStatusClass.forEach((count, i) => {
          if (count > 0) {
            lines.push(
              `quickbite_http_requests_total{${labels(stats)},status_class="${STATUS_CLASSES[i]}"} ${count}`,
            );
          }
        });
      }

      lines.push(
        '# HELP quickbite_http_request_duration_seconds Time to answer HTTP requests, by route pattern.',
        '# TYPE quickbite_http_request_duration_seconds histogram',
      );
      for (const stats of all) {
        let count = 0;
        for (const n of stats.buckets) count += n;
        if (count === 0) continue;
        let cumulative = 0;
        LATENCY_BUCKETS.forEach((bound, i) => {
          cumulative += stats.buckets[i] ?? 0;
          lines.push(
            `quickbite_http_request_duration_seconds_bucket{${labels(stats)},le="${bound}"} ${cumulative}`,
          );
        });
        lines.push(
          `quickbite_http_request_duration_seconds_bucket{${labels(stats)},le="+Inf"} ${count}`,
          `quickbite_http_request_duration_seconds_sum{${labels(stats)}} ${stats.durationSum}`,
          `quickbite_http_request_duration_seconds_count{${labels(stats)}} ${count}`,
        );
      }

      lines.push(
        '# HELP quickbite_rate_limited_total Requests refused with 429 by a rate limit, by route pattern.',
        '# TYPE quickbite_rate_limited_total counter',
      );
      for (const stats of all) {
        if (stats.rateLimited > 0)
          lines.push(`quickbite_rate_limited_total{${labels(stats)}} ${stats.rateLimited}`);
      }

      lines.push(
        '# HELP quickbite_orders_placed_total Orders placed (POST /api/orders answered 201).',
        '# TYPE quickbite_orders_placed_total counter',
        `quickbite_orders_placed_total ${orders}`,
      );
    },
  };
}

function labels(stats: RouteStats): string {
  return `method="${escapeLabel(stats.method)}",route="${escapeLabel(stats.route)}"`;
}

/** Prometheus text format: backslash, double quote and newline are escaped in label values. */
export function escapeLabel(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
}
