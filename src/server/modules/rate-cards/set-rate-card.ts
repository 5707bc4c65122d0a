import { findCountryByCode } from '#domain/countries/country-list.ts';
import { type RateCardBody, rateCardCurrencyIssues } from '#domain/rate-cards/requests.ts';
import type { RateCard } from '#domain/rate-cards/rules.ts';
import { moneyDecimal } from '#domain/shared/currency.ts';
import { toCents } from '#domain/shared/money.ts';
import type { Database } from '#server/db/client.ts';
import { AppError } from '#server/http/app-error.ts';
import type { CatalogueCache } from '#server/http/catalogue-cache.ts';
import type { RealtimeHub } from '#server/realtime/hub.ts';
import { plainNumber, type RateCardsRepo } from '../order-lifecycle/rate-cards.repo';
import type { RateCardAuditRepo } from './rate-card-audit.repo';

// PUT /api/admin/rate-cards/{countryCode}: the card and its audit entry in one transaction, then
// every instance drops its copy of the cards (catalogue_changed) so the next estimate uses it.

export interface SetRateCardDependencies {
  db: Database;
  rateCards: RateCardsRepo;
  audit: RateCardAuditRepo;
  hub: RealtimeHub;
  catalogueCache: CatalogueCache;
}

const invalid = (fields: Record<string, string>) => {
  const [first] = Object.entries(fields);
  return new AppError(400, 'invalid_input', first ? `${first[0]}: ${first[1]}` : 'Invalid input', fields);
};

export async function setRateCard(
  deps: SetRateCardDependencies,
  admin: { id: number; name: string },
  countryCode: string,
  body: RateCardBody,
): Promise<RateCard> {
  const country = findCountryByCode(countryCode);
  if (!country) throw AppError.notFound('Country not found');
  const { currency } = country;
  if (body.countryCode !== undefined && body.countryCode !== country.code) {
    throw invalid({ countryCode: `Country code must be ${country.code}, as in the path` });
  }
  if (body.currency !== undefined && body.currency !== currency) {
    throw invalid({ currency: `Currency must be ${currency}, ${country.name}'s currency` });
  }
  const issues = rateCardCurrencyIssues(body, currency);
  if (Object.keys(issues).length > 0) throw invalid(issues);

  const money = (text: string) => moneyDecimal(toCents(text), currency);
  const card: RateCard = {
    countryCode: country.code,
    currency,
    driverBase: money(body.driverBase),
    driverPerKm: money(body.driverPerKm),
    freeKm: plainNumber(body.freeKm),
    tipFeeThreshold: money(body.tipFeeThreshold),
    tipFee: money(body.tipFee),
    restaurantDeliveryShare: plainNumber(body.restaurantDeliveryShare),
    tipPresets: body.tipPresets.map(money),
  };
  const { stored, afterCommit } = await deps.db.transaction(async (tx) => {
    const previous = await deps.rateCards.findRateCard(country.code, tx);
    const stored = await deps.rateCards.upsertRateCard(card, tx);
    await deps.audit.recordRateCardChange({ admin, previous, card: stored }, tx);
    const afterCommit = await deps.hub.publishInTransaction(tx, { kind: 'catalogue_changed' });
    return { stored, afterCommit };
  });
  deps.catalogueCache.invalidate();
  afterCommit();
  return stored;
}
