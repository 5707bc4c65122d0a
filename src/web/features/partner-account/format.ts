/** 'scooter' -> 'Scooter'. */
export function capitalize(text: string): string {
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

/** '4.90' -> '4.9 / 5'; a partner without ratings yet says so instead of showing 0. */
export function formatRating(rating: string): string {
  const value = Number(rating);
  if (!Number.isFinite(value) || value <= 0) return 'No ratings yet';
  return `${Number(value.toFixed(2))} / 5`;
}
