import { type FormEvent, useRef, useState } from 'react';
import type { Country } from '#domain/countries/country-list.ts';
import { MAX_FREE_KM, MAX_TIP_PRESETS } from '#domain/rate-cards/rules.ts';
import { currencyDigits } from '#domain/shared/currency.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import {
  checkRateCard,
  RATE_CARD_FIELDS,
  type RateCardErrors,
  type RateCardField,
  type RateCardValues,
} from '../rate-card-values';
import { useSaveRateCard } from '../use-save-rate-card';

interface RateCardFormProps {
  country: Country;
  /** The stored card's values, or a draft for a country without one. */
  initial: RateCardValues;
  onUnauthorized: () => void;
}

/** Every figure of a country's card, labelled with its currency, checked before it is sent. */
export function RateCardForm({ country, initial, onUnauthorized }: RateCardFormProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<RateCardErrors>({});
  const inputs = useRef<Partial<Record<RateCardField, HTMLInputElement | null>>>({});
  const showErrors = (found: RateCardErrors) => {
    setErrors(found);
    const first = RATE_CARD_FIELDS.find((field) => found[field]);
    if (first) inputs.current[first]?.focus();
  };
  const save = useSaveRateCard(onUnauthorized, showErrors);
  const { currency } = country;
  const whole = currencyDigits(currency) === 0;
  const inCurrency = whole ? `In ${currency}, a whole amount` : `In ${currency}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const result = checkRateCard(values, country);
    if (!result.ok) {
      showErrors(result.errors);
      return;
    }
    setErrors({});
    save.mutate({ country, body: result.body });
  };

  const field = (
    name: RateCardField,
    label: string,
    hint: string,
    control: { inputMode: 'decimal' | 'numeric' | 'text'; step?: string; type?: 'number' | 'text' },
  ) => (
    <FormField label={label} hint={hint} error={errors[name]} required>
      <Input
        ref={(element) => {
          inputs.current[name] = element;
        }}
        name={name}
        type={control.type ?? 'number'}
        inputMode={control.inputMode}
        step={control.step}
        min={control.type === 'text' ? undefined : '0'}
        value={values[name]}
        onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
      />
    </FormField>
  );
  const amount = { inputMode: whole ? 'numeric' : 'decimal', step: whole ? '1' : '0.01' } as const;

  return (
    <form onSubmit={submit} noValidate aria-label={`Rate card for ${country.name}`} className="space-y-5">
      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="mb-2 font-semibold text-stone-900">Driver pay</legend>
        {field('driverBase', `Driver base pay (${currency})`, `${inCurrency}, paid per delivery.`, amount)}
        {field(
          'driverPerKm',
          `Driver pay per km (${currency})`,
          `${inCurrency}, for each km beyond the free km.`,
          amount,
        )}
        {field('freeKm', 'Free km', `Kilometres the base pay covers, 0 to ${MAX_FREE_KM}.`, {
          inputMode: 'decimal',
          step: '0.01',
        })}
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-semibold text-stone-900">Tips</legend>
        {field(
          'tipFeeThreshold',
          `Tip fee threshold (${currency})`,
          `${inCurrency}; tips up to this go fully to the driver.`,
          amount,
        )}
        {field(
          'tipFee',
          `Tip fee (${currency})`,
          `${inCurrency}, kept from a tip above the threshold.`,
          amount,
        )}
        {field(
          'tipPresets',
          `Tip presets (${currency})`,
          `The checkout's tip buttons: up to ${MAX_TIP_PRESETS} amounts separated by commas, e.g. ${whole ? '0, 100, 200, 500' : '0, 3, 5, 10'}.`,
          { inputMode: 'text', type: 'text' },
        )}
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-semibold text-stone-900">Restaurants</legend>
        {field(
          'restaurantDeliveryShare',
          'Restaurant share of the delivery fee (%)',
          'Percent of each delivery fee paid to the restaurant, 0 to 100.',
          { inputMode: 'decimal', step: '0.001' },
        )}
      </fieldset>
      <div className="flex justify-end">
        <Button type="submit" needsConnection disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save Rate Card'}
        </Button>
      </div>
    </form>
  );
}
