/**
 * What a closed restaurant (its Open toggle off, DESIGN deviation 13) shows, word for word what the
 * server answers an order for it with.
 */
export function restaurantClosedMessage(name: string): string {
  return `${name} is closed right now`;
}
