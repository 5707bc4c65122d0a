import type { RestaurantProfileUpdate } from '#domain/partners/requests.ts';
import type { RestaurantProfile } from '#domain/partners/responses.ts';
import { restaurantAmountIssues } from '#domain/registration/restaurant-amounts.ts';
import type { Database } from '#server/db/client.ts';
import { AppError } from '#server/http/app-error.ts';
import type { CatalogueCache } from '#server/http/catalogue-cache.ts';
import type { RealtimeHub } from '#server/realtime/hub.ts';
import type { ProfileRepo } from './profile.repo';

// PATCH /api/restaurant/profile: the Open toggle and the Settings form. What customers see changes
// with it (a closed restaurant takes no orders), so the write commits with a catalogue event: every
// instance drops its cache and open pages of this restaurant refresh.

export async function updateRestaurantProfile(
  deps: { db: Database; repo: ProfileRepo; hub: RealtimeHub; catalogueCache: CatalogueCache },
  restaurantId: number,
  patch: RestaurantProfileUpdate,
): Promise<RestaurantProfile> {
  const { profile, afterCommit } = await deps.db.transaction(async (tx) => {
    const current = await deps.repo.restaurantProfile(restaurantId, tx);
    if (!current) throw AppError.unauthorized();
    const issues = restaurantAmountIssues(patch, current.currency);
    const [first] = Object.entries(issues);
    if (first) throw new AppError(400, 'invalid_input', `${first[0]}: ${first[1]}`, issues);
    if (!(await deps.repo.updateRestaurantProfile(restaurantId, patch, tx))) throw AppError.unauthorized();
    const profile = await deps.repo.restaurantProfile(restaurantId, tx);
    if (!profile) throw AppError.unauthorized();
    const afterCommit = await deps.hub.publishInTransaction(tx, { kind: 'catalogue_changed', restaurantId });
    return { profile, afterCommit };
  });
  deps.catalogueCache.invalidate();
  afterCommit();
  return profile;
}
