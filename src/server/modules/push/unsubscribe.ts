import type { PushRepo, PushSubject } from './push.repo';

// DELETE /api/push/subscriptions: the browser stops being told (the switch turned off, or signing
// out). Only the caller's own subscription goes; an unknown endpoint is already gone, also a 204.

export async function unsubscribe(repo: PushRepo, subject: PushSubject, endpoint: string): Promise<void> {
  await repo.deleteSubscription(subject, endpoint);
}
