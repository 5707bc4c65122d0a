import {
  type CreatePromotion,
  ENDS_BEFORE_STARTS,
  promotionCurrencyIssues,
  type UpdatePromotion,
} from '#domain/promotions/requests.ts';
import type { Promotion } from '#domain/promotions/responses.ts';
import type { Database, DbOrTx } from '#server/db/client.ts';
import { isUniqueViolation } from '#server/db/pg-errors.ts';
import { AppError } from '#server/http/app-error.ts';
import type { CatalogueCache } from '#server/http/catalogue-cache.ts';
import type { RealtimeHub } from '#server/realtime/hub.ts';
import type { PromotionsRepo } from './promotions.repo';

// Creating, changing and deleting a restaurant's promotions. Each write commits with a catalogue
// event: the restaurant's badge and the prices every instance quotes change with it.

export interface PromotionDependencies {
  db: Database;
  repo: PromotionsRepo;
  hub: RealtimeHub;
  catalogueCache: CatalogueCache;
}

export const PROMOTION_NOT_FOUND = 'Promotion not found';
const CODE_TAKEN = 'Another of your promotions already uses this code';

function invalid(fields: Record<string, string>): AppError {
  const [first] = Object.entries(fields);
  return new AppError(400, 'invalid_input', first ? `${first[0]}: ${first[1]}` : 'Invalid input', fields);
}

async function write<T>(deps: PromotionDependencies, restaurantId: number, run: (tx: DbOrTx) => Promise<T>) {
  try {
    const { result, afterCommit } = await deps.db.transaction(async (tx) => {
      const result = await run(tx);
      const afterCommit = await deps.hub.publishInTransaction(tx, {
        kind: 'catalogue_changed',
        restaurantId,
      });
      return { result, afterCommit };
    });
    deps.catalogueCache.invalidate();
    afterCommit();
    return result;
  } catch (error) {
    if (isUniqueViolation(error)) throw invalid({ code: CODE_TAKEN });
    throw error;
  }
}

async function currencyOf(deps: PromotionDependencies, restaurantId: number): Promise<string> {
  const currency = await deps.repo.restaurantCurrency(restaurantId);
  if (currency === null) throw AppError.unauthorized();
  return currency;
}

export async function createPromotion(
  deps: PromotionDependencies,
  restaurantId: number,
  body: CreatePromotion,
): Promise<Promotion> {
  const currency = await currencyOf(deps, restaurantId);
  const issues = promotionCurrencyIssues(body, currency);
  if (Object.keys(issues).length > 0) throw invalid(issues);
  return write(deps, restaurantId, (tx) => deps.repo.insert(restaurantId, body, currency, tx));
}

export async function updatePromotion(
  deps: PromotionDependencies,
  restaurantId: number,
  id: number,
  patch: UpdatePromotion,
): Promise<Promotion> {
  const currency = await currencyOf(deps, restaurantId);
  return write(deps, restaurantId, async (tx) => {
    const current = await deps.repo.find(restaurantId, id, currency, tx);
    if (!current) throw AppError.notFound(PROMOTION_NOT_FOUND);
    // The change is checked as the promotion will be: a new kind with the old value, and so on.
    const next = { ...current, ...definedOnly(patch) };
    const issues = promotionCurrencyIssues(next, currency);
    if (next.startsAt && next.endsAt && Date.parse(next.endsAt) <= Date.parse(next.startsAt)) {
      issues.endsAt = ENDS_BEFORE_STARTS;
    }
    if (Object.keys(issues).length > 0) throw invalid(issues);
    const updated = await deps.repo.update(restaurantId, id, patch, currency, tx);
    if (!updated) throw AppError.notFound(PROMOTION_NOT_FOUND);
    return updated;
  });
}

export async function deletePromotion(deps: PromotionDependencies, restaurantId: number, id: number) {
  await write(deps, restaurantId, async (tx) => {
    if (!(await deps.repo.remove(restaurantId, id, tx))) throw AppError.notFound(PROMOTION_NOT_FOUND);
  });
}

function definedOnly<T extends object>(patch: T): Partial<T> {
  return Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)) as Partial<T>;
}
