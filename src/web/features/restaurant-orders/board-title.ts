/**
 * The browser tab's title: the waiting orders first, so a kitchen with the board in a background
 * tab still sees them; null when none wait (the app's usual title applies).
 */
export function boardTitle(newOrders: number, appName = 'Restaurant App'): string | null {
  if (newOrders <= 0) return null;
  return `(${newOrders}) New ${newOrders === 1 ? 'order' : 'orders'} · ${appName}`;
}
