/**
 * A newest-first list of cards after the server answered with `answer` (one of them, changed): it
 * replaces the card it updates and joins the list if it `belongs` there, or leaves it if not, so a
 * card moves at once instead of after the refetch. An answer older than the card shown (a lower
 * version) changes nothing, and so does leaving a list it is not in: `shown` itself comes back.
 */
export function withAnswer<T extends { id: number; version: number }>(
  shown: T[],
  answer: T,
  belongs: boolean,
): T[] {
  const current = shown.find((card) => card.id === answer.id);
  if (current && current.version > answer.version) return shown;
  const others = shown.filter((card) => card.id !== answer.id);
  if (!belongs) return others.length === shown.length ? shown : others;
  return [...others, answer].sort((a, b) => b.id - a.id);
}
