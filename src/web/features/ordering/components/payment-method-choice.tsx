import { Banknote, CreditCard } from 'lucide-react';
import type { PaymentMethod } from '#domain/ordering/requests.ts';
import { cn } from '#web/lib/cn.ts';

const OPTIONS: ReadonlyArray<{ value: PaymentMethod; label: string; Icon: typeof CreditCard }> = [
  { value: 'card', label: 'Card', Icon: CreditCard },
  { value: 'cash', label: 'Cash on delivery', Icon: Banknote },
];

interface PaymentMethodChoiceProps {
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  disabled?: boolean;
  /** The server takes no cards (payments switched off): only cash can be chosen. */
  cardUnavailable?: boolean;
}

/** Card or cash on delivery, as native radio buttons (arrow keys move between them). */
export function PaymentMethodChoice({
  value,
  onChange,
  disabled,
  cardUnavailable,
}: PaymentMethodChoiceProps) {
  return (
    <fieldset className="space-y-2" disabled={disabled}>
      <legend className="mb-2 text-sm font-medium text-stone-800">Payment method</legend>
      <div className="grid grid-cols-2 gap-2">
        {OPTIONS.map(({ value: option, label, Icon }) => {
          const unavailable = option === 'card' && cardUnavailable === true;
          return (
            <label
              key={option}
              className={cn(
                'flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-strong',
                value === option
                  ? 'border-brand-strong bg-brand-soft text-brand-deep'
                  : 'border-stone-300 bg-white text-stone-800 hover:bg-stone-50',
                unavailable &&
                  'cursor-not-allowed border-stone-200 bg-stone-100 text-stone-600 hover:bg-stone-100',
              )}
            >
              <input
                type="radio"
                name="paymentMethod"
                value={option}
                checked={value === option}
                onChange={() => onChange(option)}
                disabled={unavailable}
                className="size-4 accent-brand-strong"
              />
              <Icon className="size-4" aria-hidden="true" />
              {label}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
