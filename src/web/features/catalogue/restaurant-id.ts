/** '12' -> 12; anything that is not a positive whole number (e.g. 'abc', '0', '1.5') -> null. */
export function parseRestaurantId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}
