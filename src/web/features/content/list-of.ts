/** ['bike', 'car', 'truck'] -> 'bike, car or truck': option lists written into sentences. */
export function listOf(items: readonly string[], conjunction = 'or'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items.at(-1)}`;
}
