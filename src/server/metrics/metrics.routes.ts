import type { FastifyInstance } from 'fastify';
import { AppError } from '../http/app-error';
import { createHttpMetrics, type HttpMetrics } from './http-metrics';
import { createTokenCheck } from './metrics-token';

// GET /metrics in Prometheus text format, for operators. Off (404) unless METRICS_TOKEN is set,
// then only for requests carrying it; a refusal never says whether the token was missing or wrong.

export interface MetricsOptions {
  token: string | undefined;
}

const CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

/**
 * Call before any route is registered: each route's label set is created as it is added. Returns
 * the recorder when metrics are on, for answers sent outside Fastify (http/ready-answers.ts).
 */
export function registerMetrics(app: FastifyInstance, options: MetricsOptions): HttpMetrics | undefined {
  const { token } = options;
  if (!token) {
    // Registered anyway, so the web app's page fallback never answers this path with a page.
    app.get('/metrics', { schema: { hide: true } }, async () => {
      throw AppError.notFound('Not found');
    });
    return undefined;
  }

  const http = createHttpMetrics();
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) http.addRoute(method, route.url);
  });
  app.addHook('onResponse', (request, reply, done) => {
    http.record(request.method, request.routeOptions.url, reply.statusCode, reply.elapsedTime);
    done();
  });

  const authorised = createTokenCheck(token);
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!authorised(request.headers.authorization)) throw new AppError(401, 'unauthorized', 'Unauthorized');
    const lines: string[] = [];
    http.render(lines);
    renderProcess(lines, app);
    return reply
      .type(CONTENT_TYPE)
      .header('Cache-Control', 'no-store')
      .send(`${lines.join('\n')}\n`);
  });
  return http;
}

function renderProcess(lines: string[], app: FastifyInstance): void {
  lines.push(
    '# HELP quickbite_live_sockets Live-channel sockets open on this instance.',
    '# TYPE quickbite_live_sockets gauge',
    // Decorated after this plugin is registered; read at scrape time.
    `quickbite_live_sockets ${app.hasDecorator('liveSockets') ? app.liveSockets.size : 0}`,
    '# HELP quickbite_live_refused_total Live-channel input refused since start, by reason.',
    '# TYPE quickbite_live_refused_total counter',
  );
  if (app.hasDecorator('liveAbuse')) {
    for (const [reason, count] of Object.entries(app.liveAbuse())) {
      lines.push(`quickbite_live_refused_total{reason="${reason}"} ${count}`);
    }
  }
  if (app.hasDecorator('pushCounters')) {
    const push = app.pushCounters();
    lines.push(
      '# HELP quickbite_push_sent_total Push notifications accepted by a push service since start.',
      '# TYPE quickbite_push_sent_total counter',
      `quickbite_push_sent_total ${push.sent}`,
      '# HELP quickbite_push_failed_total Push notifications given up (after their retries) since start.',
      '# TYPE quickbite_push_failed_total counter',
      `quickbite_push_failed_total ${push.failed}`,
      '# HELP quickbite_push_retried_total Push sends tried again after a temporary failure since start.',
      '# TYPE quickbite_push_retried_total counter',
      `quickbite_push_retried_total ${push.retried}`,
      '# HELP quickbite_push_removed_total Push subscriptions deleted because the push service said gone.',
      '# TYPE quickbite_push_removed_total counter',
      `quickbite_push_removed_total ${push.removed}`,
    );
  }
  lines.push(
    '# HELP quickbite_uptime_seconds Seconds since this process started.',
    '# TYPE quickbite_uptime_seconds gauge',
    `quickbite_uptime_seconds ${process.uptime()}`,
    '# HELP process_resident_memory_bytes Resident memory size in bytes.',
    '# TYPE process_resident_memory_bytes gauge',
    `process_resident_memory_bytes ${process.memoryUsage.rss()}`,
  );
}
