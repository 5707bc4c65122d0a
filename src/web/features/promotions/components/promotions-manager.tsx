import { Plus } from 'lucide-react';
import { QueryError } from '#web/components/query-states.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { StatusMessage } from '#web/components/ui/status-message.tsx';
import { useNow } from '#web/lib/use-now.ts';
import { usePromotions } from '../api/promotions-api';
import { useRestaurantCurrency } from '../api/restaurant-currency';
import { PromotionDialog } from './promotion-dialog';
import { PromotionRow } from './promotion-row';

/** Running, scheduled and ended change with the clock; a minute is fine enough. */
const CLOCK_TICK_MS = 60_000;

/**
 * The Promotions tab: the restaurant's own discounts, paid from its share, in its currency; add,
 * edit, switch on or off, and delete.
 */
export function PromotionsManager() {
  const promotions = usePromotions();
  const { profile, currency } = useRestaurantCurrency();
  const now = new Date(useNow(CLOCK_TICK_MS));

  if (promotions.isError) return <QueryError title="Could not load your promotions" query={promotions} />;
  if (currency === undefined && profile.isError) {
    return <QueryError title="Could not load your promotions" query={profile} />;
  }
  if (promotions.isPending || currency === undefined) {
    return (
      <div role="status">
        <span className="sr-only">Loading promotions…</span>
        <Skeleton className="h-64" />
      </div>
    );
  }
  return (
    <section aria-labelledby="promotions-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h3 id="promotions-heading" className="text-lg font-semibold text-stone-900">
            Promotions ({promotions.data.length})
          </h3>
          <p className="text-sm text-stone-600">
            Discounts on the food, in {currency}, paid by your restaurant. A promotion without a code applies
            by itself; the one that takes the most off wins.
          </p>
        </div>
        <PromotionDialog
          currency={currency}
          trigger={
            <Button>
              <Plus className="size-4" aria-hidden="true" />
              New Promotion
            </Button>
          }
        />
      </div>
      {promotions.data.length === 0 ? (
        <StatusMessage
          title="No promotions yet"
          description="Add one to welcome new customers or fill quiet hours."
        />
      ) : (
        <ul className="space-y-2" aria-label="Your promotions">
          {promotions.data.map((promotion) => (
            <PromotionRow key={promotion.id} promotion={promotion} now={now} />
          ))}
        </ul>
      )}
    </section>
  );
}
