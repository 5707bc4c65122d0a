// What this device chose, kept in localStorage: a signed-in partner's switch (so a subscription the
// tracker made on the same browser does not show the partner switch on) and the orders followed.
// Storage can be blocked (private modes, policies): then nothing is remembered, and the controls
// simply show their "off" state after a reload.

const DEVICE_KEY = 'quickbite.pushDevice';
const ORDERS_KEY = 'quickbite.pushOrders';
/** Enough for every order a customer follows at once; the oldest are forgotten first. */
const MAX_ORDERS = 20;

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Blocked storage: see the note at the top.
  }
}

export const isDeviceOn = (): boolean => read(DEVICE_KEY) === 'on';
export const rememberDeviceOn = (on: boolean): void => write(DEVICE_KEY, on ? 'on' : null);

function followedOrders(): string[] {
  try {
    const parsed: unknown = JSON.parse(read(ORDERS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((token): token is string => typeof token === 'string') : [];
  } catch {
    return [];
  }
}

export const isFollowedOrder = (trackingToken: string): boolean => followedOrders().includes(trackingToken);

export function rememberFollowedOrder(trackingToken: string): void {
  const tokens = [...followedOrders().filter((token) => token !== trackingToken), trackingToken];
  write(ORDERS_KEY, JSON.stringify(tokens.slice(-MAX_ORDERS)));
}
