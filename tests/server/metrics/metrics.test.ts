import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { connectLive, type LiveClient } from '../../support/live-client';
import { postOrder } from '../../support/order-requests';
import { menuOf, orderBody } from '../../support/orders';
import { buildTestApp, type TestApp } from '../../support/test-app';

// GET /metrics (Prometheus text format): off unless METRICS_TOKEN is set, then only for that
// Bearer token. Numbers are per route pattern, so no phone number ever reaches the output.

const TOKEN = 'metrics-token-for-tests-0123456789abcdef';

describe('without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it('has no metrics endpoint', async () => {
    for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }]) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('quickbite_');
    }
  });
});

describe('METRICS_TOKEN configuration', () => {
  it('refuses a short token at start-up, naming the variable', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'too-short' })).toThrow(/METRICS_TOKEN: must be at least 32/);
  });
});

describe('with METRICS_TOKEN', () => {
  let t: TestApp;
  let live: LiveClient;
  beforeAll(async () => {
    t = await buildTestApp({ env: { METRICS_TOKEN: TOKEN, PHONE_LOOKUP_RATE_LIMIT: '1' } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    live?.socket.close();
    await t.close();
  });

  const scrape = async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.body;
  };

  /** The value of one sample line, 0 when absent. */
  const sample = (body: string, name: string) => {
    const line = body.split('\n').find((l) => l.startsWith(`${name} `));
    return line ? Number(line.slice(name.length + 1)) : 0;
  };

  it('refuses a missing or wrong token alike, without saying why', async () => {
    const answers = [];
    for (const authorization of [undefined, 'Bearer wrong', `Bearer ${TOKEN}x`, TOKEN, `Basic ${TOKEN}`]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode).toBe(401);
      answers.push(res.body);
    }
    expect(new Set(answers).size).toBe(1);
    expect(answers[0]).not.toMatch(/token|bearer/i);
  });

  it('counts a placed order, a rate-limited request and an open socket, and never a phone number', async () => {
    const before = await scrape();
    const [item] = await menuOf(t.app, 1);
    if (!item) throw new Error('empty menu');
    const body = orderBody([{ item, quantity: 2 }]);
    const placed = await postOrder(t.app, body);
    expect(placed.statusCode, placed.body).toBe(201);

    const digits = body.customerPhone.replace(/\D/g, '');
    const lookUp = () => t.app.inject({ method: 'GET', url: `/api/orders/customer/${digits}` });
    expect((await lookUp()).statusCode).toBe(200);
    expect((await lookUp()).statusCode).toBe(429);

    live = await connectLive(t.app);
    const after = await scrape();

    expect(sample(after, 'quickbite_orders_placed_total')).toBe(
      sample(before, 'quickbite_orders_placed_total') + 1,
    );
    expect(
      sample(after, 'quickbite_rate_limited_total{method="GET",route="/api/orders/customer/:phone"}'),
    ).toBe(1);
    expect(
      sample(after, 'quickbite_http_requests_total{method="POST",route="/api/orders",status_class="2xx"}'),
    ).toBe(1);
    expect(
      sample(after, 'quickbite_http_request_duration_seconds_count{method="POST",route="/api/orders"}'),
    ).toBe(1);
    expect(sample(after, 'quickbite_live_sockets')).toBe(1);
    expect(sample(after, 'quickbite_live_refused_total{reason="malformed"}')).toBe(0);
    expect(after).toContain('quickbite_live_refused_total{reason="socketCapRefused"} 0');
    expect(sample(after, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(sample(after, 'quickbite_uptime_seconds')).toBeGreaterThan(0);

    expect(after).not.toContain(digits);
    expect(after).not.toContain(body.customerPhone);
  });

  it('puts every unknown path under one label', async () => {
    for (const url of ['/api/nope/14165550123', '/api/orders/customer/1/extra']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
    const body = await scrape();
    expect(
      sample(body, 'quickbite_http_requests_total{method="-",route="unmatched",status_class="4xx"}'),
    ).toBe(2);
    expect(body).not.toContain('14165550123');
    expect(body).not.toContain('/api/nope');
  });
});
