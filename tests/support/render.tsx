import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactElement, type ReactNode, useState } from 'react';
import { afterEach, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { Toaster } from '#web/components/ui/toaster.tsx';
import { dismissToast } from '#web/components/ui/use-toast.ts';

// One way to put a web component on a page in tests: a real DOM (happy-dom, chosen per file with
// `// @vitest-environment happy-dom`), the providers the app gives it (server-state cache, router),
// and a user who clicks and types as a person does (user-event). Assertions go through what a user
// can find: roles, labels, text.

afterEach(() => {
  cleanup();
  // The toast store lives as long as the module: a toast of one test must not be read by the next.
  dismissToast();
  vi.unstubAllGlobals();
});

export interface RenderOptions {
  /** The cache the component reads; prefill it with setQueryData to skip the network. */
  queryClient?: QueryClient;
  /** The location the router starts at. */
  path?: string;
  /** Renders the app's Toaster next to the component, for outcomes told only by a toast. */
  toaster?: boolean;
}

/** A cache like the app's, but failing at once instead of retrying (tests want the first answer). */
export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  const queryClient = options.queryClient ?? testQueryClient();
  const location = memoryLocation({ path: options.path ?? '/', record: true });
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <Router hook={location.hook}>
        {ui}
        {options.toaster ? <Toaster /> : null}
      </Router>
    </QueryClientProvider>,
  );
  return { ...view, user, queryClient, history: location.history };
}

export interface FetchCall {
  url: string;
  method: string;
  body: unknown;
}

/**
 * Replaces fetch for one test: every request is recorded (its JSON body parsed) and answered by
 * `answer`, or 200 with `{}`. Undone after each test.
 */
export function stubFetch(answer?: (call: FetchCall) => Response | Promise<Response>): FetchCall[] {
  const calls: FetchCall[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const text = typeof init.body === 'string' ? init.body : undefined;
    const call = { url, method: init.method ?? 'GET', body: text ? JSON.parse(text) : undefined };
    sentHeaders.set(call, headerRecord(init.headers));
    calls.push(call);
    return answer ? answer(call) : jsonResponse({});
  });
  return calls;
}

const sentHeaders = new WeakMap<FetchCall, Record<string, string>>();

function headerRecord(headers: HeadersInit | undefined): Record<string, string> {
  const record: Record<string, string> = {};
  if (!headers) return record;
  const pairs: [string, string][] =
    headers instanceof Headers
      ? [...headers.entries()]
      : Array.isArray(headers)
        ? headers
        : Object.entries(headers);
  for (const [name, value] of pairs) record[name.toLowerCase()] = value;
  return record;
}

/** The headers a recorded request was sent with, names in lower case (e.g. 'idempotency-key'). */
export function headersOf(call: FetchCall | undefined): Record<string, string> {
  return (call && sentHeaders.get(call)) ?? {};
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/**
 * The toast whose title is `title`, waited for in the Toaster's "Notifications" region (render with
 * `toaster: true`); assert its description within it. A modal dialog left open (e.g. after a refusal)
 * marks the rest of the page aria-hidden, the region included, while the toast still shows on screen
 * and Radix announces its text through its own live region: it is found there too.
 */
export async function findToast(title: string): Promise<HTMLElement> {
  const region = await screen.findByRole('region', { name: /^Notifications/, hidden: true });
  const heading = await within(region).findByText(title);
  const toast = heading.closest('li');
  if (!toast) throw new Error(`the toast "${title}" is not in the toast list`);
  return toast;
}

/**
 * Keeps `children(close)` on the page until `close` is called, as a screen removes a dialog it opened
 * for one item once the dialog says it is done.
 */
export function UntilClosed({ children }: { children: (close: () => void) => ReactNode }) {
  const [open, setOpen] = useState(true);
  return open ? children(() => setOpen(false)) : null;
}
