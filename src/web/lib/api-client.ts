import type { QueryFunction, QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';

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

export const UNEXPECTED_RESPONSE = 'Unexpected response from the server';

/**
 * Raised when a 2xx answer does not have the shape its endpoint promises (a proxy's HTML page, a
 * server of another version): the screen shows a clear failure instead of crashing deep inside a
 * component on a missing field.
 */
export class UnexpectedResponseError extends Error {
  readonly status: number;
  readonly url: string;
  /** Where the body differs from the schema, e.g. "0.name: expected string". */
  readonly details: string;

  constructor(status: number, url: string, details: string) {
    super(UNEXPECTED_RESPONSE);
    this.name = 'UnexpectedResponseError';
    this.status = status;
    this.url = url;
    this.details = details;
  }
}

export function isUnexpectedResponse(error: unknown): error is UnexpectedResponseError {
  return error instanceof UnexpectedResponseError;
}

/** The JSON error body every endpoint answers with: { message, code, fields? } (SPEC section 8). */
export interface ApiErrorBody {
  message: string | null;
  code: string | null;
  /** Per-field messages ({ email: '...' }); only string values are kept. */
  fields: Record<string, string>;
}

/**
 * The error body of a failed call, read in this one place: null when the error is not an ApiError
 * or its body is not a JSON object (an empty body, a proxy's HTML page).
 */
export function apiErrorBody(error: unknown): ApiErrorBody | null {
  if (!isApiError(error)) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(error.body);
  } catch {
    return null;
  }
  if (typeof raw !== 'object' || raw === null) return null;
  const { message, code, fields } = raw as { message?: unknown; code?: unknown; fields?: unknown };
  const body: ApiErrorBody = {
    message: typeof message === 'string' ? message : null,
    code: typeof code === 'string' ? code : null,
    fields: {},
  };
  if (typeof fields === 'object' && fields !== null) {
    for (const [name, text] of Object.entries(fields)) {
      if (typeof text === 'string') body.fields[name] = text;
    }
  }
  return body;
}

/** The non-empty `message` of a JSON error body, or the fallback when there is none. */
export function serverMessage(error: unknown, fallback: string): string {
  const message = apiErrorBody(error)?.message;
  return message ? message : fallback;
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = await res.text();
  throw new ApiError(res.status, res.statusText, text);
}

/** Reads a 2xx body (empty -> null) and checks it against the endpoint's schema. */
async function parseBody<T>(res: Response, url: string, schema: z.ZodType<T>): Promise<T> {
  const text = await res.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    throw new UnexpectedResponseError(res.status, url, 'the body is not JSON');
  }
  const result = schema.safeParse(json);
  if (!result.success) {
    const details = result.error.issues
      .slice(0, 5)
      .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
      .join('; ');
    throw new UnexpectedResponseError(res.status, url, details);
  }
  return result.data;
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

export interface ApiCall<T> {
  method: HttpMethod;
  url: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** The shape of the 2xx answer; anything else rejects with an UnexpectedResponseError. */
  schema: z.ZodType<T>;
}

/** apiRequest, then the 2xx body parsed with the endpoint's schema. */
export async function apiCall<T>({ method, url, body, headers, schema }: ApiCall<T>): Promise<T> {
  const res = await apiRequest(method, url, body, headers);
  return parseBody(res, url, schema);
}

/** GET a URL and parse its answer with the endpoint's schema. */
export async function apiGet<T>(url: string, schema: z.ZodType<T>, signal?: AbortSignal): Promise<T> {
  const res = await fetch(url, { credentials: 'include', signal });
  await throwIfNotOk(res);
  return parseBody(res, url, schema);
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

interface QueryFnOptions<T> {
  on401?: UnauthorizedBehavior;
  /** The shape of the answer; without one the JSON is passed on unchecked (typed unknown). */
  schema?: z.ZodType<T>;
}

/**
 * Query function for TanStack Query: GETs the URL named by the query key and parses JSON, checked
 * against `schema` when one is given (every screen passes one).
 * With on401 'returnNull' a 401 resolves to null (e.g. "who am I" checks); the default raises.
 */
export function getQueryFn<T = unknown>(
  options: QueryFnOptions<T> & { on401: 'returnNull' },
): QueryFunction<T | null>;
export function getQueryFn<T = unknown>(options?: QueryFnOptions<T> & { on401?: 'throw' }): QueryFunction<T>;
export function getQueryFn<T = unknown>(options: QueryFnOptions<T> = {}): QueryFunction<T | null> {
  const on401 = options.on401 ?? 'throw';
  const schema = options.schema;
  return async ({ queryKey, signal }) => {
    const url = urlFromQueryKey(queryKey);
    const res = await fetch(url, { credentials: 'include', signal });
    if (on401 === 'returnNull' && res.status === 401) return null;
    await throwIfNotOk(res);
    if (schema) return parseBody(res, url, schema);
    const text = await res.text();
    return (text ? JSON.parse(text) : null) as T | null;
  };
}
