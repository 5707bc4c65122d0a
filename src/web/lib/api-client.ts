import type { QueryFunction, QueryKey } from '@tanstack/react-query';

/**
 * Raised for every non-2xx response. The message follows SPEC section 8:
 * `${status}: ${body text, or the status text when the body is empty}`.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: string;

  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = await res.text();
  throw new ApiError(res.status, res.statusText, text);
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Sends a request with the session cookie. A JSON Content-Type is set only when a body is sent;
 * `headers` adds request-specific ones (e.g. Idempotency-Key).
 * Resolves with the response when it is 2xx, otherwise rejects with an ApiError.
 */
export async function apiRequest(
  method: HttpMethod,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  const hasBody = body !== undefined;
  const res = await fetch(url, {
    method,
    credentials: 'include',
    headers: hasBody ? { 'Content-Type': 'application/json', ...headers } : headers,
    body: hasBody ? JSON.stringify(body) : undefined,
  });
  await throwIfNotOk(res);
  return res;
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** Builds the URL from a query key: ['/api/restaurants', 7, 'menu'] -> '/api/restaurants/7/menu'. */
export function urlFromQueryKey(queryKey: QueryKey): string {
  const [first, ...rest] = queryKey;
  const segments = rest
    .filter((part) => typeof part === 'string' || typeof part === 'number')
    .map((part) => encodeURIComponent(String(part)));
  return [String(first), ...segments].join('/');
}

/**
 * Query function for TanStack Query: GETs the URL named by the query key and parses JSON.
 * With on401 'returnNull' a 401 resolves to null (e.g. "who am I" checks); the default raises.
 */
export function getQueryFn<T>(options: { on401: 'returnNull' }): QueryFunction<T | null>;
export function getQueryFn<T>(options?: { on401?: 'throw' }): QueryFunction<T>;
export function getQueryFn<T>(options: { on401?: UnauthorizedBehavior } = {}): QueryFunction<T | null> {
  const on401 = options.on401 ?? 'throw';
  return async ({ queryKey, signal }) => {
    const res = await fetch(urlFromQueryKey(queryKey), { credentials: 'include', signal });
    if (on401 === 'returnNull' && res.status === 401) return null;
    await throwIfNotOk(res);
    const text = await res.text();
    return (text ? JSON.parse(text) : null) as T | null;
  };
}
