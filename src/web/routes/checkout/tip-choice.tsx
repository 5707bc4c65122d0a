import { MAX_TIP, MIN_CUSTOM_TIP, MONEY_STEP, TIP_PRESETS } from '#domain/ordering/rules.ts';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { cn } from '#web/lib/cn.ts';

export type TipSelection = { kind: 'preset'; dollars: number } | { kind: 'custom'; text: string };

interface TipChoiceProps {
  value: TipSelection;
  onChange: (value: TipSelection) => void;
  error?: string;
  disabled?: boolean;
}

/** Tip presets 0, 3, 5 and 10 dollars, or a custom amount (>= 0, step 0.01), SPEC section 9. */
export function TipChoice({ value, onChange, error, disabled }: TipChoiceProps) {
  return (
    <div className="space-y-4">
      <fieldset className="flex flex-wrap gap-2" disabled={disabled}>
        <legend className="sr-only">Tip amount</legend>
        {TIP_PRESETS.map((dollars) => {
          const active = value.kind === 'preset' && value.dollars === dollars;
          return (
            <button
              key={dollars}
              type="button"
              aria-pressed={active}
              onClick={() => onChange({ kind: 'preset', dollars })}
              className={cn(
                'focus-ring min-h-11 min-w-16 rounded-lg border px-4 py-2 font-semibold',
                active
                  ? 'border-brand-strong bg-brand-strong text-white'
                  : 'border-stone-300 bg-white text-stone-800 hover:bg-stone-100',
              )}
            >
              {dollars === 0 ? 'No tip' : `$${dollars}`}
            </button>
          );
        })}
      </fieldset>
      <FormField label="Custom tip ($)" error={error} hint="Any amount from $0.00, in dollars and cents.">
        <Input
          type="number"
          inputMode="decimal"
          min={MIN_CUSTOM_TIP}
          max={MAX_TIP}
          step={MONEY_STEP}
          placeholder="0.00"
          disabled={disabled}
          value={value.kind === 'custom' ? value.text : ''}
          onChange={(event) => onChange({ kind: 'custom', text: event.target.value })}
        />
      </FormField>
    </div>
  );
}
