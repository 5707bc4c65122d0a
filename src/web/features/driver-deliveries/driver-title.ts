/**
 * The browser tab's title while online: the orders waiting for a driver first, so a driver with the
 * app in a background tab still sees them; null when none wait or the driver is offline (the app's
 * usual title applies).
 */
export function driverTitle(offers: number, isOnline: boolean, appName = 'Driver App'): string | null {
  if (!isOnline || offers <= 0) return null;
  return `(${offers}) ${offers === 1 ? 'Order' : 'Orders'} available · ${appName}`;
}
