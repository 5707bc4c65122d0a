import { detectBasePath } from '../app/base-path';

// A tap on a notification (issue "Never miss an order"): focus a window of the app that already
// shows the notification's page, else take a window of the app there, else open a new one. The
// notification's url is an app path relative to the app's base ("" or "/d", base-path.ts), which
// the service worker's scope tells; a window already running under /d keeps its prefix. Only
// addresses of the worker's own origin are followed: a payload naming another site opens the app.

/** The parts of a WindowClient this uses (the service worker's types are not in the DOM library). */
export interface WindowClientLike {
  readonly url: string;
  readonly focused?: boolean;
  focus(): Promise<unknown>;
  /** Resolves with the client once navigated (null when it left the origin). */
  navigate(url: string): Promise<WindowClientLike | null>;
}

export interface ClientsLike {
  matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowClientLike[]>;
  openWindow(url: string): Promise<unknown>;
}

export type ClickOutcome = 'focused' | 'navigated' | 'opened';

/** The app's base for a worker scope: "" for https://host/, "/d" for https://host/d/. */
export function scopeBase(scope: string): string {
  return new URL(scope).pathname.replace(/\/+$/, '');
}

/**
 * The address a notification's url stands for: an app path ("/admin") under the scope's base, or
 * a same-origin absolute address as it is. Anything else (another origin, "//host", "javascript:",
 * no url at all) gives the app's start page.
 */
export function resolveAppUrl(url: unknown, scope: string): URL {
  const scopeUrl = new URL(scope);
  const base = scopeBase(scope);
  const start = new URL(`${base}/`, scopeUrl);
  if (typeof url !== 'string' || url === '') return start;
  let resolved: URL;
  try {
    resolved =
      url.startsWith('/') && !url.startsWith('//') ? new URL(`${base}${url}`, scopeUrl) : new URL(url);
  } catch {
    return start;
  }
  return resolved.origin === scopeUrl.origin ? resolved : start;
}

/** The page an address shows, without the /d prefix: "/d/orders?x=1" and "/orders?x=1" are one page. */
function appPath(url: URL): string {
  const base = detectBasePath(url.pathname);
  return url.pathname.slice(base.length) || '/';
}

/**
 * Whether a window already shows the target: the same page, with every query parameter of the target
 * (a tracker opened with ?phone=…&token=… shows the order of ?phone=…).
 */
export function showsTarget(clientUrl: string, target: URL): boolean {
  const client = new URL(clientUrl);
  if (client.origin !== target.origin || appPath(client) !== appPath(target)) return false;
  for (const [name, value] of target.searchParams) {
    if (!client.searchParams.getAll(name).includes(value)) return false;
  }
  return true;
}

/** The target under the base the window runs in, so a window under /d stays under /d. */
export function targetInWindow(target: URL, clientUrl: string): string {
  const base = detectBasePath(new URL(clientUrl).pathname);
  return `${base}${appPath(target)}${target.search}${target.hash}`;
}

/** A window of the app: same origin, inside the scope, and not an API page (the API docs). */
function isAppWindow(clientUrl: string, scope: string): boolean {
  const client = new URL(clientUrl);
  const scopeUrl = new URL(scope);
  if (client.origin !== scopeUrl.origin || !client.pathname.startsWith(scopeUrl.pathname)) return false;
  return !/^\/api(\/|$)/.test(appPath(client));
}

export async function openNotificationTarget(
  url: unknown,
  scope: string,
  clients: ClientsLike,
): Promise<ClickOutcome> {
  const target = resolveAppUrl(url, scope);
  const windows = (await clients.matchAll({ type: 'window', includeUncontrolled: true })).filter((client) =>
    isAppWindow(client.url, scope),
  );
  const showing = windows.find((client) => showsTarget(client.url, target));
  if (showing) {
    await showing.focus();
    return 'focused';
  }
  // The window the user last looked at first. navigate() refuses a window this worker does not
  // control (opened before it activated): the next one is tried, then a new window.
  const candidates = [...windows].sort((a, b) => Number(b.focused ?? false) - Number(a.focused ?? false));
  for (const client of candidates) {
    const moved = await client.navigate(targetInWindow(target, client.url)).catch(() => null);
    if (!moved) continue;
    // The page is there even if the browser refuses to raise the window (a click is what allows it).
    await moved.focus().catch((error: unknown) => console.warn('Notification click: focus refused', error));
    return 'navigated';
  }
  await clients.openWindow(target.href);
  return 'opened';
}
