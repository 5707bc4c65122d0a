import { Pencil } from 'lucide-react';
import { useId } from 'react';
import type { Promotion } from '#domain/promotions/responses.ts';
import { Badge, type BadgeTone } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Switch } from '#web/components/ui/switch.tsx';
import {
  datesText,
  minimumText,
  offerText,
  type PromotionState,
  promotionState,
  STATE_LABELS,
} from '../promotion-text';
import { useTogglePromotion } from '../use-promotion-mutations';
import { DeletePromotionDialog } from './delete-promotion-dialog';
import { PromotionDialog } from './promotion-dialog';

const STATE_TONES: Record<PromotionState, BadgeTone> = {
  running: 'success',
  scheduled: 'info',
  ended: 'neutral',
  off: 'neutral',
};

/** One promotion: what it gives, for which orders, its code and dates, the Active switch, Edit, Delete. */
export function PromotionRow({ promotion, now }: { promotion: Promotion; now: Date }) {
  const switchId = useId();
  const toggle = useTogglePromotion();
  const state = promotionState(promotion, now);
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1 space-y-1">
        <h4 className="font-semibold text-stone-900">
          {promotion.title}{' '}
          <Badge tone={STATE_TONES[state]} className="ml-1 align-middle">
            {STATE_LABELS[state]}
          </Badge>
        </h4>
        <p className="font-semibold text-stone-800">{offerText(promotion)}</p>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-700">
          <li>{minimumText(promotion)}</li>
          {promotion.firstOrderOnly ? <li>First order only</li> : null}
          <li>{promotion.code ? `Code ${promotion.code}` : 'No code: applies by itself'}</li>
          <li>{datesText(promotion)}</li>
        </ul>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <div className="flex items-center gap-2">
          <Switch
            id={switchId}
            needsConnection
            checked={promotion.isActive}
            aria-label={`${promotion.title} active`}
            onCheckedChange={(isActive) =>
              toggle.mutate({ id: promotion.id, title: promotion.title, isActive })
            }
          />
          <label htmlFor={switchId} className="text-sm text-stone-700" aria-hidden="true">
            Active
          </label>
        </div>
        <PromotionDialog
          currency={promotion.currency}
          promotion={promotion}
          trigger={
            <Button variant="ghost" size="sm" aria-label={`Edit ${promotion.title}`}>
              <Pencil className="size-4" aria-hidden="true" />
              Edit
            </Button>
          }
        />
        <DeletePromotionDialog promotion={promotion} />
      </div>
    </li>
  );
}
