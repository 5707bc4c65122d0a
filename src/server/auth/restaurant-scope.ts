import type { SessionSubject } from './session-store';

// Which restaurant's data a session may change: a restaurant only its own, an admin any. Anything
// else must look like it does not exist (a 404, never a 403 that confirms the object is there).

export function mayActForRestaurant(session: SessionSubject, restaurantId: number): boolean {
  if (session.subjectType === 'admin') return true;
  return session.subjectType === 'restaurant' && session.subjectId === restaurantId;
}
