// How long ago an order came in and how long the kitchen has left, as the board shows them. `now`
// is passed in so the board's one clock drives every card.

const MINUTE_MS = 60_000;

function minutesText(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** "Just now", "4 min ago", "1 h 5 min ago". */
export function orderAge(createdAt: string, now: number): string {
  const minutes = Math.floor((now - Date.parse(createdAt)) / MINUTE_MS);
  if (!Number.isFinite(minutes) || minutes < 1) return 'Just now';
  return `${minutesText(minutes)} ago`;
}

/** "12 min left", "Due now", "3 min late" for a ready-by time. */
export function timeLeft(readyBy: string, now: number): string {
  const minutes = Math.round((Date.parse(readyBy) - now) / MINUTE_MS);
  if (!Number.isFinite(minutes)) return '';
  if (minutes > 0) return `${minutesText(minutes)} left`;
  if (minutes === 0) return 'Due now';
  return `${minutesText(-minutes)} late`;
}
