/**
 * The clock time of an ISO instant or epoch ms in the device's locale and zone, e.g. "14:35" or
 * "2:35 PM" (with seconds on request); '' when unreadable.
 */
export function clockTime(at: string | number, withSeconds = false): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleTimeString(undefined, {
    hour: 'numeric',
    minute: '2-digit',
    ...(withSeconds ? { second: '2-digit' } : {}),
  });
}
