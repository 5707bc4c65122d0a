import { maxTipCents } from '#domain/ordering/order-limits.ts';
import { MIN_CUSTOM_TIP } from '#domain/ordering/rules.ts';
import { currencyDigits, formatMoney, moneyDecimal, normalizeCurrency } from '#domain/shared/currency.ts';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { cn } from '#web/lib/cn.ts';

/** A preset's amount in cents of the checkout's currency, or a custom amount as typed. */
export type TipSelection = { kind: 'preset'; cents: number } | { kind: 'custom'; text: string };

/** The checkout starts with no tip. */
export const NO_TIP: TipSelection = { kind: 'preset', cents: 0 };

interface TipChoiceProps {
  /** ISO 4217 of the order: presets, hint and the custom field's step are in it. */
  currency: string;
  /** The rate card's presets in cents; none until it answers (only the custom tip then). */
  presets: readonly number[];
  value: TipSelection;
  onChange: (value: TipSelection) => void;
  error?: string;
  disabled?: boolean;
}

/** "Any amount from £0.00, to the cent." or "Any whole amount from ¥0.": the field's hint. */
export function customTipHint(currency: string): string {
  return currencyDigits(currency) === 0
    ? `Any whole amount from ${formatMoney(0, currency)}.`
    : `Any amount from ${formatMoney(0, currency)}, to the cent.`;
}

/**
 * The country's tip presets (its rate card, in its currency: ¥300 in Japan, never 3 of any unit) and a custom amount
 * (>= 0, in steps of the currency's minor unit: 1 yen, 0.01 dollar), SPEC section 9.
 */
export function TipChoice({ currency, presets, value, onChange, error, disabled }: TipChoiceProps) {
  const digits = currencyDigits(currency);
  return (
    <div className="space-y-4">
      {presets.length > 0 ? (
        <fieldset className="flex flex-wrap gap-2" disabled={disabled}>
          <legend className="sr-only">Tip amount</legend>
          {presets.map((cents) => {
            const active = value.kind === 'preset' && value.cents === cents;
            return (
              <button
                key={cents}
                type="button"
                aria-pressed={active}
                onClick={() => onChange({ kind: 'preset', cents })}
                className={cn(
                  'focus-ring min-h-11 min-w-16 rounded-lg border px-4 py-2 font-semibold',
                  active
                    ? 'border-brand-strong bg-brand-strong text-white'
                    : 'border-stone-300 bg-white text-stone-800 hover:bg-stone-100',
                )}
              >
                {cents === 0 ? 'No tip' : formatMoney(cents, currency)}
              </button>
            );
          })}
        </fieldset>
      ) : null}
      <FormField
        label={`Custom tip (${normalizeCurrency(currency)})`}
        error={error}
        hint={customTipHint(currency)}
      >
        <Input
          type="number"
          inputMode={digits === 0 ? 'numeric' : 'decimal'}
          min={MIN_CUSTOM_TIP}
          max={moneyDecimal(maxTipCents(currency), currency)}
          step={digits === 0 ? 1 : 0.01}
          placeholder={moneyDecimal(0, currency)}
          disabled={disabled}
          value={value.kind === 'custom' ? value.text : ''}
          onChange={(event) => onChange({ kind: 'custom', text: event.target.value })}
        />
      </FormField>
    </div>
  );
}
