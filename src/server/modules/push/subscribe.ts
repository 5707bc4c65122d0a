import { P256DH_INVALID, type PushSubscriptionInput } from '#domain/push/requests.ts';
import type { Database } from '#server/db/client.ts';
import { AppError } from '#server/http/app-error.ts';
import type { EndpointGuard } from '#server/push/endpoint-guard.ts';
import { isP256Point } from '#server/push/subscription-keys.ts';
import type { RealtimeHub } from '#server/realtime/hub.ts';
import type { PushRepo, PushSubject } from './push.repo';

// POST /api/push/subscriptions: a signed-in restaurant, driver or admin's browser asks to be told.
// The subject is the session's; the endpoint is one the server will POST to, so it is checked like
// any address a stranger chose (see endpoint-guard.ts) before it is kept.

export interface SubscribeDependencies {
  repo: PushRepo;
  guard: EndpointGuard;
  db: Database;
  hub: RealtimeHub;
}

/** 400 naming the field when the keys are not a real P-256 point or the endpoint may not be called. */
export async function assertUsableSubscription(
  guard: EndpointGuard,
  input: PushSubscriptionInput,
): Promise<void> {
  if (!isP256Point(input.keys.p256dh)) {
    throw AppError.badRequest(`keys.p256dh: ${P256DH_INVALID}`, { 'keys.p256dh': P256DH_INVALID });
  }
  const verdict = await guard.check(input.endpoint);
  if (!verdict.ok) throw AppError.badRequest(`endpoint: ${verdict.reason}`, { endpoint: verdict.reason });
}

export async function subscribe(
  deps: SubscribeDependencies,
  subject: PushSubject,
  input: PushSubscriptionInput,
  /** The subscribing session's hash: the subscription ends with it (sign-out). */
  sessionTokenHash: string,
): Promise<void> {
  await assertUsableSubscription(deps.guard, input);
  // Announced in the same transaction: every instance hears of it before any order committed after
  // it (see subscriber-directory.ts).
  const afterCommit = await deps.db.transaction(async (tx) => {
    const announced = await deps.hub.publishInTransaction(tx, { kind: 'push_subscribed', ...subject });
    await deps.repo.saveSubscription(subject, input, sessionTokenHash, tx);
    return announced;
  });
  afterCommit();
}
