import { Minus, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { type CartOption, MAX_CART_ITEM_QUANTITY } from '#domain/cart/rules.ts';
import { formatMoney } from '#domain/shared/currency.ts';
import { centsOrNull } from '#domain/shared/money.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogContent } from '#web/components/ui/dialog.tsx';
import {
  type Choices,
  type ChoosableGroup,
  choiceProblem,
  chosenOptions,
  NO_CHOICES,
  unitPriceCents,
} from '../option-choices';
import { OptionGroupFieldset } from './option-group-fieldset';

/** The dish the dialog is choosing for: what the menu returns of it. */
export interface DishWithOptions {
  name: string;
  description: string | null;
  price: string;
  currency: string;
  optionGroups: readonly ChoosableGroup[];
}

/** What "Add to cart" hands over: the choices, the unit price with their deltas, and how many. */
export interface ChosenDish {
  options: CartOption[];
  unitCents: number;
  quantity: number;
}

interface ItemOptionsDialogProps {
  /** The dish being chosen for; null keeps the dialog closed. */
  dish: DishWithOptions | null;
  onClose: () => void;
  onAdd: (chosen: ChosenDish) => void;
}

/**
 * A dish's options (issue 37): one fieldset per group, the running unit price and quantity, and
 * "Add to cart", disabled with the reason until every group is satisfied.
 */
export function ItemOptionsDialog({ dish, onClose, onAdd }: ItemOptionsDialogProps) {
  return (
    <Dialog open={dish !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {dish ? (
        <DialogContent
          title={dish.name}
          description={dish.description ?? undefined}
          className="max-h-[90vh] overflow-y-auto"
        >
          {/* Mounted per opening, so each dish starts with nothing chosen and a quantity of 1. */}
          <OptionsForm dish={dish} onAdd={onAdd} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

const stepperClass =
  'focus-ring inline-flex size-10 items-center justify-center rounded-md border border-stone-300 bg-white text-stone-800 hover:bg-stone-100 disabled:cursor-not-allowed disabled:opacity-50';

function OptionsForm({ dish, onAdd }: { dish: DishWithOptions; onAdd: (chosen: ChosenDish) => void }) {
  const [choices, setChoices] = useState<Choices>(NO_CHOICES);
  const [quantity, setQuantity] = useState(1);
  const problemId = useId();
  const options = chosenOptions(dish.optionGroups, choices);
  const unitCents = unitPriceCents(dish.price, options, dish.currency);
  const problem = choiceProblem(dish.optionGroups, choices, dish.name);
  const money = (cents: number) => formatMoney(cents, dish.currency);
  return (
    <form
      aria-label={`Choose options for ${dish.name}`}
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        if (problem === null && unitCents !== null) onAdd({ options, unitCents, quantity });
      }}
    >
      <p className="text-stone-700">From {money(centsOrNull(dish.price) ?? 0)}</p>
      {dish.optionGroups.map((group) => (
        <OptionGroupFieldset
          key={group.id}
          group={group}
          currency={dish.currency}
          choices={choices}
          onChange={setChoices}
        />
      ))}
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-stone-200 pt-4">
        <div className="flex items-center gap-2">
          <button
            type="button"
            className={stepperClass}
            aria-label={`Decrease quantity of ${dish.name}`}
            disabled={quantity <= 1}
            onClick={() => setQuantity((value) => Math.max(1, value - 1))}
          >
            <Minus className="size-4" aria-hidden="true" />
          </button>
          <output aria-label={`Quantity of ${dish.name}`} className="min-w-6 text-center font-semibold">
            {quantity}
          </output>
          <button
            type="button"
            className={stepperClass}
            aria-label={`Increase quantity of ${dish.name}`}
            disabled={quantity >= MAX_CART_ITEM_QUANTITY}
            onClick={() => setQuantity((value) => Math.min(MAX_CART_ITEM_QUANTITY, value + 1))}
          >
            <Plus className="size-4" aria-hidden="true" />
          </button>
        </div>
        <p className="text-stone-800" data-testid="options-unit-price">
          {unitCents === null ? null : <>{money(unitCents)} each</>}
        </p>
      </div>
      {problem ? (
        <p id={problemId} className="text-sm font-medium text-amber-900">
          {problem}
        </p>
      ) : null}
      <Button
        type="submit"
        size="lg"
        className="w-full"
        disabled={problem !== null || unitCents === null}
        aria-describedby={problem ? problemId : undefined}
      >
        Add to cart · {unitCents === null ? '' : money(unitCents * quantity)}
      </Button>
    </form>
  );
}
