import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuItems } from '#server/db/tables/catalogue.ts';
import { captureLogLines } from '../../support/log-capture';
import { buildTestApp, type TestApp } from '../../support/test-app';

// Cached catalogue answers are sent before Fastify routes the request (http/ready-answers.ts).
// What a client and an operator see must not tell the two paths apart: the same bytes, the same
// headers, the same access-log line and the same metrics. Real HTTP on a listening server: the
// lane sits in front of the server's request handler, which app.inject() does not go through.

type Line = Record<string, unknown> & { reqId?: string };

interface Started {
  t: TestApp;
  origin: string;
  lines: Line[];
  /** Requests Fastify routed (its onRequest hooks ran); a ready answer does not count. */
  routed: () => number;
}

async function start(env: Record<string, string> = {}): Promise<Started> {
  const t = await buildTestApp({ env: { LOG_LEVEL: 'info', ...env } });
  let routed = 0;
  t.app.addHook('onRequest', (_request, _reply, done) => {
    routed++;
    done();
  });
  const lines: Line[] = [];
  captureLogLines(t.app.log, lines);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening on a port');
  return { t, origin: `http://127.0.0.1:${address.port}`, lines, routed: () => routed };
}

/** The headers that may differ between two answers to the same request: the date and the id. */
function comparableHeaders(res: Response): Record<string, string> {
  const headers = Object.fromEntries(res.headers.entries());
  delete headers.date;
  delete headers['x-request-id'];
  return headers;
}

/** The access line without what differs per request (its id, time, duration and client port). */
function comparableLine(line: Line | undefined): unknown {
  expect(line).toBeDefined();
  const { reqId: _id, time: _time, responseTime, ...rest } = line as Line;
  expect(typeof responseTime).toBe('number');
  const req = { ...(rest.req as Record<string, unknown>) };
  expect(typeof req.remotePort).toBe('number');
  delete req.remotePort;
  return { ...rest, req };
}

async function get(s: Started, path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${s.origin}${path}`, { headers });
  const body = Buffer.from(await res.arrayBuffer());
  const id = res.headers.get('x-request-id') ?? '';
  return { res, body, id, line: s.lines.find((line) => line.reqId === id) };
}

describe('ready catalogue answers', () => {
  let s: Started;
  beforeAll(async () => {
    s = await start();
  });
  afterAll(async () => s?.t.close());

  it.each([
    '/api/restaurants',
    '/api/restaurants?country=Canada',
    '/api/restaurants/1',
    '/api/restaurants/1/menu',
  ])('answers %s from memory once cached, exactly as the route answers it', async (path) => {
    const before = s.routed();
    const routed = await get(s, path);
    expect(s.routed()).toBe(before + 1);
    const ready = await get(s, path);
    expect(s.routed()).toBe(before + 1); // not routed: answered before Fastify

    expect(ready.res.status).toBe(200);
    expect(ready.body.equals(routed.body)).toBe(true);
    expect(ready.body.length).toBeGreaterThan(2);
    expect(comparableHeaders(ready.res)).toEqual(comparableHeaders(routed.res));
    expect(ready.res.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(ready.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(ready.id).not.toBe(routed.id);

    // One access line each, identical but for the request's own id, time and port.
    expect(s.lines.filter((line) => line.reqId === ready.id)).toHaveLength(1);
    expect(comparableLine(ready.line)).toEqual(comparableLine(routed.line));
    expect(ready.line).toMatchObject({
      msg: 'request completed',
      req: { url: path },
      res: { statusCode: 200 },
    });
  });

  it.each([
    ['an id the route refuses', '/api/restaurants/01/menu', 400],
    ['a percent-encoded country', '/api/restaurants?country=%43anada', 200],
    ['a query the menu does not take', '/api/restaurants/1/menu?x=1', 200],
    ['a trailing slash', '/api/restaurants/1/menu/', 404],
    ['an unknown restaurant', '/api/restaurants/999999/menu', 404],
  ])('leaves %s to the router', async (_what, path, status) => {
    await get(s, '/api/restaurants/1/menu'); // cached
    for (let i = 0; i < 2; i++) {
      const before = s.routed();
      const { res } = await get(s, path);
      expect(res.status).toBe(status);
      expect(s.routed()).toBe(before + 1);
    }
  });

  it('leaves HEAD and other methods to the router', async () => {
    await get(s, '/api/restaurants/1/menu');
    const before = s.routed();
    const head = await fetch(`${s.origin}/api/restaurants/1/menu`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    const post = await fetch(`${s.origin}/api/restaurants/1/menu`, { method: 'POST' });
    expect(post.status).not.toBe(200);
    expect(s.routed()).toBe(before + 2);
  });

  it('answers a changed menu as soon as the change clears the cache', async () => {
    const first = JSON.parse((await get(s, '/api/restaurants/1/menu')).body.toString()) as Array<{
      id: number;
      name: string;
    }>;
    const item = first[0];
    if (!item) throw new Error('restaurant 1 has no dish');
    await s.t.database.handle.db
      .update(menuItems)
      .set({ name: 'Renamed for the ready-answer test' })
      .where(eq(menuItems.id, item.id));
    s.t.app.catalogueCache.invalidate(); // what every write to the catalogue does
    const before = s.routed();
    const after = JSON.parse((await get(s, '/api/restaurants/1/menu')).body.toString()) as typeof first;
    expect(s.routed()).toBe(before + 1);
    expect(after.find((dish) => dish.id === item.id)?.name).toBe('Renamed for the ready-answer test');
    await s.t.database.handle.db.update(menuItems).set({ name: item.name }).where(eq(menuItems.id, item.id));
    s.t.app.catalogueCache.invalidate();
  });
});

describe('ready catalogue answers behind a trusted proxy', () => {
  let s: Started;
  beforeAll(async () => {
    s = await start({ TRUST_PROXY: '1' });
  });
  afterAll(async () => s?.t.close());

  it("log the client's forwarded address and host as the routed answer does", async () => {
    const headers = { 'x-forwarded-for': '203.0.113.7', 'x-forwarded-host': 'shop.example, food.example' };
    const routed = await get(s, '/api/restaurants/1/menu', headers);
    const before = s.routed();
    const ready = await get(s, '/api/restaurants/1/menu', headers);
    expect(s.routed()).toBe(before);
    expect(ready.line).toMatchObject({ req: { remoteAddress: '203.0.113.7', host: 'food.example' } });
    expect(comparableLine(ready.line)).toEqual(comparableLine(routed.line));
  });
});

describe('ready catalogue answers with metrics on', () => {
  const TOKEN = 'a-metrics-token-of-at-least-thirty-two-characters';
  let s: Started;
  beforeAll(async () => {
    s = await start({ METRICS_TOKEN: TOKEN, LOG_LEVEL: 'warn' });
  });
  afterAll(async () => s?.t.close());

  it('are counted under their route like routed answers, and logged only at info', async () => {
    const name =
      'quickbite_http_requests_total{method="GET",route="/api/restaurants/:id/menu",status_class="2xx"}';
    const count = async () => {
      const res = await fetch(`${s.origin}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
      const line = (await res.text()).split('\n').find((l) => l.startsWith(`${name} `));
      return line ? Number(line.slice(name.length + 1)) : 0;
    };
    const before = await count();
    const routedBefore = s.routed();
    for (let i = 0; i < 3; i++) expect((await get(s, '/api/restaurants/1/menu')).res.status).toBe(200);
    expect(s.routed() - routedBefore).toBe(1); // one routed, two ready
    expect((await count()) - before).toBe(3);
    expect(s.lines.filter((line) => line.msg === 'request completed')).toHaveLength(0);
  });
});
