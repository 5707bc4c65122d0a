import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ApiError,
  apiCall,
  apiErrorBody,
  apiGet,
  apiRequest,
  getQueryFn,
  isApiError,
  isUnexpectedResponse,
  serverMessage,
  UnexpectedResponseError,
  urlFromQueryKey,
} from '#web/lib/api-client.ts';

// A real HTTP server on an ephemeral port: no fetch mocks, so headers and bodies are what a
// browser-like client really sends and receives.

interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

let server: Server;
let base: string;
let seen: Seen[] = [];

beforeAll(async () => {
  server = createServer(async (req, res) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
    const send = (status: number, text: string, type = 'application/json') => {
      res.writeHead(status, text ? { 'Content-Type': type } : {});
      res.end(text);
    };
    switch (req.url) {
      case '/ok':
        return send(200, JSON.stringify({ id: 7, name: 'Pizza Palace', rating: '4.6' }));
      case '/echo':
        return send(201, JSON.stringify({ received: body ? JSON.parse(body) : null }));
      case '/missing':
        return send(404, JSON.stringify({ message: 'Restaurant not found' }));
      case '/empty-error':
        return send(503, '');
      case '/unauthorized':
        return send(401, JSON.stringify({ message: 'Sign in first' }));
      case '/no-content':
        return send(204, '');
      case '/html':
        return send(200, '<html>Welcome</html>', 'text/html');
      case '/restaurants/42/menu':
        return send(200, JSON.stringify([{ id: 1, price: '12.99' }]));
      default:
        return send(500, 'Internal Server Error', 'text/plain');
    }
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.close();
  await once(server, 'close');
});

beforeEach(() => {
  seen = [];
});

function runQuery<T>(queryFn: ReturnType<typeof getQueryFn<T>>, queryKey: readonly unknown[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return client.fetchQuery({ queryKey, queryFn });
}

describe('apiRequest', () => {
  it('resolves with the response for 2xx and sends no Content-Type without a body', async () => {
    const res = await apiRequest('GET', `${base}/ok`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: 7, name: 'Pizza Palace', rating: '4.6' });
    expect(seen[0]?.headers['content-type']).toBeUndefined();
    expect(seen[0]?.body).toBe('');
  });

  it('sends a JSON body with Content-Type application/json', async () => {
    const res = await apiRequest('POST', `${base}/echo`, { isApproved: true });
    expect(await res.json()).toEqual({ received: { isApproved: true } });
    expect(seen[0]?.method).toBe('POST');
    expect(seen[0]?.headers['content-type']).toBe('application/json');
    expect(seen[0]?.body).toBe('{"isApproved":true}');
  });

  it('sends no Content-Type for a DELETE without a body', async () => {
    await apiRequest('DELETE', `${base}/echo`);
    expect(seen[0]?.method).toBe('DELETE');
    expect(seen[0]?.headers['content-type']).toBeUndefined();
  });

  it('throws "status: body text" for a non-2xx response with a body', async () => {
    const error = await apiRequest('GET', `${base}/missing`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('404: {"message":"Restaurant not found"}');
    expect(isApiError(error, 404)).toBe(true);
    expect(isApiError(error, 500)).toBe(false);
  });

  it('throws "status: status text" when the error body is empty', async () => {
    await expect(apiRequest('GET', `${base}/empty-error`)).rejects.toThrow('503: Service Unavailable');
  });
});

describe('getQueryFn', () => {
  it('GETs the URL of the query key and parses JSON', async () => {
    const data = await runQuery(getQueryFn<{ id: number }>(), [`${base}/ok`]);
    expect(data).toEqual({ id: 7, name: 'Pizza Palace', rating: '4.6' });
    expect(seen[0]?.method).toBe('GET');
    expect(seen[0]?.headers['content-type']).toBeUndefined();
  });

  it('joins key segments into the path', async () => {
    const data = await runQuery(getQueryFn<unknown[]>(), [`${base}/restaurants`, 42, 'menu']);
    expect(data).toEqual([{ id: 1, price: '12.99' }]);
    expect(seen[0]?.url).toBe('/restaurants/42/menu');
  });

  it('throws on 401 by default', async () => {
    await expect(runQuery(getQueryFn(), [`${base}/unauthorized`])).rejects.toThrow(
      '401: {"message":"Sign in first"}',
    );
  });

  it('returns null on 401 with on401 "returnNull"', async () => {
    await expect(runQuery(getQueryFn({ on401: 'returnNull' }), [`${base}/unauthorized`])).resolves.toBeNull();
  });

  it('still throws other errors with on401 "returnNull"', async () => {
    await expect(runQuery(getQueryFn({ on401: 'returnNull' }), [`${base}/missing`])).rejects.toThrow(
      '404: {"message":"Restaurant not found"}',
    );
  });

  it('throws with the status text for an empty error body', async () => {
    await expect(runQuery(getQueryFn(), [`${base}/empty-error`])).rejects.toThrow('503: Service Unavailable');
  });

  it('resolves null for an empty 2xx body', async () => {
    await expect(runQuery(getQueryFn(), [`${base}/no-content`])).resolves.toBeNull();
  });
});

describe('urlFromQueryKey', () => {
  it('encodes segments after the first and skips non-scalar parts', () => {
    expect(urlFromQueryKey(['/api/orders/customer', '+1 555/0100'])).toBe(
      '/api/orders/customer/%2B1%20555%2F0100',
    );
    expect(urlFromQueryKey(['/api/restaurants', 3, { page: 1 }])).toBe('/api/restaurants/3');
  });
});

const restaurantShape = z.object({ id: z.number(), name: z.string(), rating: z.string() });

describe('answers parsed with their schema', () => {
  it('resolves with the parsed body when it has the promised shape', async () => {
    await expect(apiGet(`${base}/ok`, restaurantShape)).resolves.toEqual({
      id: 7,
      name: 'Pizza Palace',
      rating: '4.6',
    });
    const echoed = await apiCall({
      method: 'POST',
      url: `${base}/echo`,
      body: { isApproved: true },
      schema: z.object({ received: z.object({ isApproved: z.boolean() }) }),
    });
    expect(echoed).toEqual({ received: { isApproved: true } });
    expect(seen[1]?.headers['content-type']).toBe('application/json');
  });

  it('rejects a body of another shape with "Unexpected response from the server"', async () => {
    const error = await apiGet(`${base}/ok`, z.array(restaurantShape)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnexpectedResponseError);
    expect(isUnexpectedResponse(error)).toBe(true);
    expect(isApiError(error)).toBe(false);
    expect((error as UnexpectedResponseError).message).toBe('Unexpected response from the server');
    expect((error as UnexpectedResponseError).status).toBe(200);
  });

  it('rejects a body that is not JSON the same way', async () => {
    await expect(apiGet(`${base}/html`, restaurantShape)).rejects.toThrow(
      'Unexpected response from the server',
    );
    await expect(runQuery(getQueryFn({ schema: restaurantShape }), [`${base}/html`])).rejects.toBeInstanceOf(
      UnexpectedResponseError,
    );
  });

  it('checks query answers against the schema', async () => {
    await expect(runQuery(getQueryFn({ schema: restaurantShape }), [`${base}/ok`])).resolves.toEqual({
      id: 7,
      name: 'Pizza Palace',
      rating: '4.6',
    });
    await expect(
      runQuery(getQueryFn({ schema: z.array(restaurantShape) }), [`${base}/restaurants`, 42, 'menu']),
    ).rejects.toThrow('Unexpected response from the server');
  });

  it('still raises ApiError for a non-2xx answer', async () => {
    await expect(apiGet(`${base}/missing`, restaurantShape)).rejects.toBeInstanceOf(ApiError);
  });
});

describe('apiErrorBody', () => {
  const apiError = (body: unknown) =>
    new ApiError(400, 'Bad Request', typeof body === 'string' ? body : JSON.stringify(body));

  it('reads message, code and the string field messages', () => {
    expect(
      apiErrorBody(
        apiError({ message: 'email: taken', code: 'email_taken', fields: { email: 'taken', n: 3 } }),
      ),
    ).toEqual({ message: 'email: taken', code: 'email_taken', fields: { email: 'taken' } });
    expect(apiErrorBody(apiError({ message: 7 }))).toEqual({ message: null, code: null, fields: {} });
  });

  it('is null for anything but a JSON object body of an ApiError', () => {
    expect(apiErrorBody(apiError(''))).toBeNull();
    expect(apiErrorBody(apiError('<html>'))).toBeNull();
    expect(apiErrorBody(apiError('null'))).toBeNull();
    expect(apiErrorBody(new TypeError('Failed to fetch'))).toBeNull();
  });

  it('serverMessage falls back without a non-empty message', () => {
    expect(serverMessage(apiError({ message: 'Too many attempts' }), 'x')).toBe('Too many attempts');
    expect(serverMessage(apiError({ message: '' }), 'x')).toBe('x');
    expect(serverMessage(new Error('boom'), 'x')).toBe('x');
  });
});
